import { t } from "~/services/platform/i18n/translate";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CancelPageFrame, CancelSummaryList } from "~/components/cancel/CancelParts";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { CANCEL_PATHS, cancelStartPath } from "~/services/changes/cancel/constants";
import { loadCancelPlan } from "~/services/changes/cancel/cancel.server";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import { cancelSummary, redirectWith } from "~/services/changes/cancel/pages.server";
import { requireChangeContext } from "~/services/changes/access.server";
import { telHref } from "~/components/shell";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { sessionHeaders } from "~/services/platform/session.server";

/**
 * /cancel-booking/contact-support/: a booking whose pick-up time has passed can't be cancelled
 * online: the pick-up branch's phone (tel: link) and the support email.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.supportTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireChangeContext(request, "cancel", CANCEL_PATHS.start);
  if (context.actor === "agent") {
    throw await redirectWith(
      context.session,
      `${BUSINESS_PATHS.contactSupport}?reservation=${context.reservation.reference}`,
    );
  }
  const plan = await loadCancelPlan(context.reservation);
  if (plan.terms.kind !== "started")
    throw await redirectWith(context.session, cancelStartPath(context.reservation.reference));
  const summary = await cancelSummary(context.reservation, { paid: 0 });
  if (!summary) throw new Response("Not found", { status: 404 });
  return data(
    { summary, tel: telHref(summary.branchPhone.number) },
    { headers: await sessionHeaders(context.session) },
  );
}

export default function CancelContactSupport() {
  const { summary, tel } = useLoaderData<typeof loader>();
  return (
    <CancelPageFrame title={t(T.supportTitle)}>
      <div className={styles.notice.warning} role="status">
        {t(T.supportStarted)}
      </div>
      <CancelSummaryList summary={summary} showMoney={false} />
      <p>{t(T.supportText)}</p>
      <ul>
        <li>
          {T.callBranch(summary.branchName)}: <a href={tel}>{summary.branchPhone.number}</a>
        </li>
        <li>
          {t(T.emailUs)}: <a href={`mailto:${summary.contactEmail}`}>{summary.contactEmail}</a>
        </li>
      </ul>
      <p>
        <Link to={summary.manageHref}>{t(T.backToBooking)}</Link>
      </p>
    </CancelPageFrame>
  );
}
