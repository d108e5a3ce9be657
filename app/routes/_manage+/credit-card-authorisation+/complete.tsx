import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { completeCardAuthorisation } from "~/services/changes/after-rental/card-authorisation.server";
import { CARD_AUTHORISATION_PATHS } from "~/services/changes/after-rental/constants";
import { CARD_AUTHORISATION_TEXT as T } from "~/services/changes/after-rental/text";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/booking.css";
import { button, container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { t } from "~/services/platform/i18n/translate";

/**
 * /credit-card-authorisation/complete/?result=…: where the payment gateway sends the card holder
 * back. The answer is applied once (card-authorisation.server.ts); a refresh shows the same.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

type View =
  | { kind: "none" }
  | { kind: "invalid" }
  | {
      kind: "done";
      status: "pending" | "authorised" | "declined" | "cancelled";
      reference: string;
      amount: number;
      providerReference: string | null;
      declineReason: string | null;
    };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!url.searchParams.has("result")) return data<View>({ kind: "none" }, { headers: NO_STORE });
  const result = await completeCardAuthorisation(url);
  if (result.kind === "invalid") return data<View>({ kind: "invalid" }, { status: 400, headers: NO_STORE });
  const { authorisation } = result;
  return data<View>(
    {
      kind: "done",
      status: authorisation.status,
      reference: result.reference,
      amount: authorisation.amount,
      providerReference: authorisation.providerReference,
      declineReason: authorisation.declineReason,
    },
    { headers: NO_STORE },
  );
}

export default function CardAuthorisationCompletePage() {
  const view = useLoaderData<typeof loader>() as View;
  if (view.kind === "done" && view.status === "authorised") {
    return (
      <div className={`${container} ${styles.page}`}>
        <h1 className={styles.pageTitle}>{t(T.authorisedTitle)}</h1>
        <p className={styles.notice.info} role="status">
          {T.authorisedLead(formatMoney(view.amount), view.reference)}
        </p>
        <dl className={styles.reviewList}>
          <dt>{t(T.providerReference)}</dt>
          <dd>{view.providerReference}</dd>
        </dl>
        <p>{t(T.authorisedNext)}</p>
        <div className={styles.stepActions}>
          <Link className={button.primary} to="/">
            {t(T.home)}
          </Link>
        </div>
      </div>
    );
  }
  if (view.kind === "done") {
    const cancelled = view.status === "cancelled" || view.status === "pending";
    return (
      <div className={`${container} ${styles.page}`}>
        <h1 className={styles.pageTitle}>{cancelled ? t(T.cancelledTitle) : t(T.declinedTitle)}</h1>
        <div className={styles.notice.warning} role="alert">
          {cancelled ? t(T.cancelledLead) : [view.declineReason, t(T.declinedLead)].filter(Boolean).join(" ")}
        </div>
        <div className={styles.stepActions}>
          <Link className={button.primary} to={CARD_AUTHORISATION_PATHS.form}>
            {t(T.tryAgain)}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{view.kind === "invalid" ? t(T.invalidTitle) : t(T.noResultTitle)}</h1>
      <p className={styles.lead}>{view.kind === "invalid" ? t(T.invalidLead) : t(T.noResultLead)}</p>
      <div className={styles.stepActions}>
        <Link className={button.primary} to={CARD_AUTHORISATION_PATHS.index}>
          {t(T.startLink)}
        </Link>
      </div>
    </div>
  );
}
