import { withZod } from "@remix-validated-form/with-zod";
import { useField, ValidatedForm } from "remix-validated-form";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { CARD_TYPES } from "~/models/schema/booking-values";
import { FORM_ERROR_FIELD, walkInPaySchema } from "~/services/admin/walk-in/forms";
import { WALK_IN_TEXT as T } from "~/services/admin/walk-in/text";
import * as booking from "~/styles/booking.css";

const payValidator = withZod(walkInPaySchema);

function FormError({ formId }: { formId: string }) {
  const { error } = useField(FORM_ERROR_FIELD, { formId });
  return error ? (
    <p className={booking.notice.warning} role="alert">
      {error}
    </p>
  ) : null;
}

/**
 * The payment taken at the desk (a walk-in, a change at the counter): EFTPOS with the terminal's
 * receipt number, or the card on the gateway's page. One schema (walkInPaySchema) for both.
 */
export function DeskPaymentForm({
  id,
  toPay,
  declined,
  submitLabel,
}: {
  id: string;
  toPay: string;
  declined: string | null;
  submitLabel: string;
}) {
  return (
    <ValidatedForm
      id={id}
      validator={payValidator}
      method="post"
      noValidate
      defaultValues={{ method: "eftpos" }}
    >
      <input type="hidden" name="intent" value="pay" />
      <p>
        <strong>{toPay}</strong>
      </p>
      {declined ? (
        <p className={booking.notice.warning} role="alert">
          {declined}
        </p>
      ) : null}
      <FormError formId={id} />
      <SelectField
        name="method"
        label={T.method}
        options={Object.entries(T.methods).map(([value, label]) => ({ value, label }))}
      />
      <TextField name="receiptNumber" label={T.receiptNumber} autoComplete="off" />
      <SelectField
        name="cardType"
        label={T.cardType}
        placeholder="—"
        options={CARD_TYPES.map((type) => ({ value: type, label: type }))}
      />
      <div className={booking.stepActions}>
        <SubmitButton formId={id} pendingText={T.pending}>
          {submitLabel}
        </SubmitButton>
      </div>
    </ValidatedForm>
  );
}
