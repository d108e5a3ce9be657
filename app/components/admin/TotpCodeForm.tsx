import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { totpCodeSchema } from "~/services/admin/access/forms";
import { ADMIN_ACCESS_TEXT } from "~/services/admin/access/text";
import * as booking from "~/styles/booking.css";

export const totpCodeValidator = withZod(totpCodeSchema);

/** The 6-digit code of the second step (sign-in, set-up, turning it on). */
export function TotpCodeForm({ formId, buttonText }: { formId: string; buttonText: string }) {
  return (
    <ValidatedForm id={formId} validator={totpCodeValidator} method="post" noValidate>
      <TextField
        name="code"
        label={ADMIN_ACCESS_TEXT.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <div className={booking.stepActions}>
        <SubmitButton formId={formId} pendingText="Checking…">
          {buttonText}
        </SubmitButton>
      </div>
    </ValidatedForm>
  );
}
