import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { FEEDBACK_PATH } from "~/services/changes/after-rental/constants";
import { submittedFeedback } from "~/services/changes/after-rental/feedback.server";
import { FEEDBACK_TEXT as T } from "~/services/changes/after-rental/text";
import { getSession } from "~/services/platform/session.server";
import * as styles from "~/styles/booking.css";
import { button, container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { t } from "~/services/platform/i18n/translate";

/** /feedback-complete/: thanks for the feedback this session sent; otherwise a link to the form. */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.completeTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  return data({ done: submittedFeedback(session) }, { headers: NO_STORE });
}

export default function FeedbackCompletePage() {
  const { done } = useLoaderData<typeof loader>();
  if (!done) {
    return (
      <div className={`${container} ${styles.page}`}>
        <h1 className={styles.pageTitle}>{t(T.title)}</h1>
        <p className={styles.lead}>{t(T.completeNone)}</p>
        <p>{t(T.completeNoneLead)}</p>
        <div className={styles.stepActions}>
          <Link className={button.primary} to={FEEDBACK_PATH}>
            {t(T.giveFeedback)}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(T.completeTitle)}</h1>
      <p className={styles.notice.info} role="status">
        {done.outcome === "updated" ? T.completeUpdated(done.reference) : T.completeCreated(done.reference)}
        {done.publicPermission ? ` ${t(T.completePublic)}` : ""}
      </p>
      <div className={styles.stepActions}>
        <Link
          className={button.outline}
          to={`${FEEDBACK_PATH}?booking=${encodeURIComponent(done.reference)}`}
        >
          {t(T.changeFeedback)}
        </Link>
        <Link className={button.primary} to="/">
          {t(T.home)}
        </Link>
      </div>
    </div>
  );
}
