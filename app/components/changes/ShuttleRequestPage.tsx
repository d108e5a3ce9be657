import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { CallLink, RefusalNotice } from "~/components/booking/RefusalNotice";
import { SHUTTLE_REQUEST_PATH } from "~/services/changes/constants";
import { SHUTTLE_FIND_FORM_ID } from "~/services/changes/shuttle/forms";
import type {
  ShuttleFindView,
  ShuttlePageView,
  ShuttleSentView,
} from "~/services/changes/shuttle/page.server";
import { SHUTTLE_REQUEST_TEXT as T } from "~/services/changes/shuttle/text";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/booking.css";
import { button, container } from "~/styles/layout.css";
import * as own from "~/styles/shuttle-request.css";
import { BookingFindForm } from "./BookingFindForm";
import { ShuttleDetailsForm } from "./ShuttleDetailsForm";

/** /shuttle-request/: the step the view is at (find the booking, the request, or what was sent). */
export function ShuttleRequestPage({ view }: { view: ShuttlePageView }) {
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={own.column}>
        {view.step === "sent" ? (
          <SentStep view={view} />
        ) : view.step === "details" ? (
          <ShuttleDetailsForm view={view} />
        ) : (
          <FindStep view={view} />
        )}
      </div>
    </div>
  );
}

function FindStep({ view }: { view: ShuttleFindView }) {
  return (
    <>
      <h1 className={styles.pageTitle}>{t(T.title)}</h1>
      <p className={styles.lead}>{t(T.intro)}</p>
      {view.refusal ? <RefusalNotice refusal={view.refusal} /> : null}
      <BookingFindForm
        formId={SHUTTLE_FIND_FORM_ID}
        text={T}
        values={view.values}
        action={SHUTTLE_REQUEST_PATH}
        intent="find"
      />
    </>
  );
}

function SentStep({ view }: { view: ShuttleSentView }) {
  const { confirmation, outcome } = view;
  const title = t(outcome === "updated" ? T.updatedTitle : outcome ? T.sentTitle : T.viewTitle);
  const lead =
    outcome === "created"
      ? T.sentLead(confirmation.email)
      : outcome === "updated"
        ? T.updatedLead(confirmation.email)
        : outcome === "unchanged"
          ? t(T.unchangedLead)
          : null;
  return (
    <>
      <h1 className={styles.pageTitle}>{title}</h1>
      {lead ? (
        <p className={styles.notice.info} role="status">
          {lead}
        </p>
      ) : null}
      <h2 className={own.sectionTitle}>{t(T.detailsTitle)}</h2>
      <dl className={`${styles.reviewList} ${own.summary}`}>
        {view.rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <h2 className={own.sectionTitle}>{t(T.nextTitle)}</h2>
      <ol className={own.nextSteps}>
        {confirmation.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        {T.changeBy(confirmation.changeBy)} {T.callBranch(confirmation.branch.name)}{" "}
        <CallLink call={confirmation.branch.phone} />.
      </p>
      <div className={styles.stepActions}>
        <Link className={button.primary} to={SHUTTLE_REQUEST_PATH}>
          {t(T.change)}
        </Link>
        <Link className={button.outline} to="/">
          {t(T.home)}
        </Link>
      </div>
    </>
  );
}
