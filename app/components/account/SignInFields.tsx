import { Link } from "@remix-run/react";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import * as styles from "~/styles/booking.css";
import { t } from "~/services/platform/i18n/translate";

/**
 * The inside of a sign-in form (/sign-in/ and /business/sign-in/): email and password, the way to
 * a forgotten password and the sign-in button.
 */
export function SignInFields({
  formId,
  legend,
  forgotPasswordPath,
}: {
  formId: string;
  legend: string;
  forgotPasswordPath: string;
}) {
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
      </fieldset>
      <div className={styles.stepActions}>
        <Link to={forgotPasswordPath}>{t("Forgot your password?")}</Link>
        <SubmitButton formId={formId} pendingText="Signing in…">
          Sign in
        </SubmitButton>
      </div>
    </>
  );
}
