import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { SubmitButton } from "~/components/form/SubmitButton";
import { bookingLookupSchema } from "~/services/changes/after-rental/forms";
import { IDENTITY_CHECK_PATHS } from "~/services/changes/after-rental/constants";
import { IDENTITY_CHECK_TEXT as T } from "~/services/changes/after-rental/text";
import type {
  IdentityLookupValues,
  IdentityPageView,
} from "~/services/changes/after-rental/identity-check-pages.server";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { button, container } from "~/styles/layout.css";
import { BookingLookupFields, Notice } from "./fields";
import { t } from "~/services/platform/i18n/translate";

const FORM_ID = "identity-check-start";

function StartForm({ action, values }: { action: string; values: IdentityLookupValues }) {
  return (
    <>
      <h2 className={styles.asideTitle}>{t(T.aboutTitle)}</h2>
      <p>{t(T.about)}</p>
      <p>
        {t(T.howToStart)} <Link to={IDENTITY_CHECK_PATHS.manageBooking}>{t(T.manageBooking)}</Link>.
      </p>
      <ValidatedForm
        id={FORM_ID}
        validator={withZod(bookingLookupSchema)}
        method="post"
        action={action}
        defaultValues={values}
        noValidate
      >
        <input type="hidden" name="intent" value="start" />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t(T.startLegend)}</legend>
          <BookingLookupFields />
        </fieldset>
        <div className={styles.stepActions}>
          <SubmitButton formId={FORM_ID} pendingText={T.starting}>
            {t(T.start)}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </>
  );
}

/** The return page of an identity check: /aplyid-success/ (page "success") or /aplyid-cancel/. */
export function IdentityCheckPage({ page }: { page: "success" | "cancel" }) {
  const loaded = useLoaderData() as IdentityPageView;
  const posted = useActionData() as IdentityPageView | undefined;
  const view = posted ?? loaded;
  const action = page === "success" ? IDENTITY_CHECK_PATHS.success : IDENTITY_CHECK_PATHS.cancel;

  if (view.kind === "check" && view.status === "verified") {
    return (
      <div className={`${container} ${styles.page}`}>
        <h1 className={styles.pageTitle}>{t(T.successTitle)}</h1>
        <Notice tone="info">{page === "success" ? t(T.successLead) : t(T.alreadyVerified)}</Notice>
        <p>{t(T.successNext)}</p>
        <div className={styles.stepActions}>
          <Link className={button.primary} to="/">
            {t(T.home)}
          </Link>
        </div>
      </div>
    );
  }

  if (view.kind === "check" && view.status === "cancelled") {
    return (
      <div className={`${container} ${styles.page}`}>
        <h1 className={styles.pageTitle}>{t(T.cancelTitle)}</h1>
        <Notice tone="warning">{page === "cancel" ? t(T.cancelLead) : t(T.alreadyCancelled)}</Notice>
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="check" value={view.checkId} />
          <button type="submit" className={formStyles.button}>
            {t(T.tryAgain)}
          </button>
        </Form>
      </div>
    );
  }

  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(T.aboutTitle)}</h1>
      {view.message ? <Notice tone="warning">{t(view.message)}</Notice> : null}
      <StartForm action={action} values={view.values} />
    </div>
  );
}
