import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { emailOnlySchema } from "~/services/accounts/forms";
import { ACCOUNT_PATHS } from "~/services/accounts/constants";
import * as styles from "~/styles/booking.css";
import { t } from "~/services/platform/i18n/translate";

const validator = withZod(emailOnlySchema);

/**
 * The form of the pages that email a link (/forgot-password/, /verify-account/'s "send me a new
 * link"), posted to account-http.server.ts's emailLinkAction: its refusal above, the address, a
 * way back to sign in and the send button. The pages word it their own way (translated texts);
 * the refusal is the server's English message, translated here.
 */
export function EmailLinkForm({
  formId,
  formError,
  legend,
  signInText,
  submitText,
}: {
  formId: string;
  formError: string | null | undefined;
  legend: string;
  signInText: string;
  submitText: string;
}) {
  return (
    <>
      {formError ? (
        <div className={styles.notice.warning} role="alert">
          {t(formError)}
        </div>
      ) : null}
      <ValidatedForm id={formId} validator={validator} method="post" noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{legend}</legend>
          <TextField name="email" label="Email" type="email" autoComplete="email" />
        </fieldset>
        <div className={styles.stepActions}>
          <Link to={ACCOUNT_PATHS.signIn}>{signInText}</Link>
          <SubmitButton formId={formId} pendingText="Sending…">
            {submitText}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </>
  );
}
