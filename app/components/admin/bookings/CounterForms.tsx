import type { ReactNode } from "react";
import { withZod } from "@remix-validated-form/with-zod";
import { useField, ValidatedForm } from "remix-validated-form";
import { CheckboxField } from "~/components/form/CheckboxField";
import { ErrorText } from "~/components/form/controls";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import {
  cancelSchema,
  COUNTER_FORM_IDS,
  FORM_ERROR_FIELD,
  intentOnlySchema,
  noteSchema,
  pickupSchema,
  refundSchema,
  returnSchema,
  type CounterIntent,
} from "~/services/admin/bookings/forms";
import { RETURN_TEXT as RT } from "~/services/admin/bookings/return-text";
import { NOTE_MAX_LENGTH, PICKUP_BACKDATE_HOURS, REASON_MAX_LENGTH } from "~/services/admin/bookings/rules";
import { COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import * as admin from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import type { PickupChecksView } from "~/services/admin/bookings/pickup-checks.server";
import { BondFields, BondHoldForm, DriverLicenceFields } from "./PickupChecksFields";

/**
 * The counter's action forms on /admin/bookings/<reference>/: each its own POST form with its
 * intent, validated by its one schema (forms.ts) in the browser and in the action; messages sit
 * beside the fields, a general refusal at the top of the form (field "_form").
 */

const validators = {
  pickup: withZod(pickupSchema),
  return: withZod(returnSchema),
  cancel: withZod(cancelSchema),
  refund: withZod(refundSchema),
  note: withZod(noteSchema),
  intentOnly: withZod(intentOnlySchema),
};

function FormError() {
  const { error } = useField(FORM_ERROR_FIELD);
  return error ? (
    <p className={booking.notice.warning} role="alert">
      {error}
    </p>
  ) : null;
}

function CounterForm({
  intent,
  validator,
  title,
  children,
  button,
  defaultValues,
  resetAfterSubmit,
}: {
  intent: CounterIntent;
  validator: (typeof validators)[keyof typeof validators];
  title: string;
  children?: ReactNode;
  button: string;
  defaultValues?: Record<string, unknown>;
  resetAfterSubmit?: boolean;
}) {
  const id = COUNTER_FORM_IDS[intent];
  return (
    <section aria-labelledby={`${id}-title`} className={admin.card}>
      <h3 id={`${id}-title`} className={admin.sectionTitle}>
        {title}
      </h3>
      <ValidatedForm
        id={id}
        validator={validator as never}
        method="post"
        noValidate
        defaultValues={defaultValues}
        resetAfterSubmit={resetAfterSubmit}
      >
        <input type="hidden" name="intent" value={intent} />
        <FormError />
        {children}
        <div className={booking.stepActions}>
          <SubmitButton formId={id} pendingText={T.pending}>
            {button}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </section>
  );
}

export function TextAreaField({
  name,
  label,
  maxLength,
}: {
  name: string;
  label: string;
  maxLength?: number;
}) {
  const { error, getInputProps } = useField(name);
  const id = `field-${name}`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        {...getInputProps({ id })}
        rows={3}
        maxLength={maxLength}
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function PickupForm({
  cars,
  today,
  nowTime,
  earlyDay,
  checks,
  reference,
}: {
  cars: { value: string; label: string }[];
  today: string;
  nowTime: string;
  /** The booking's pick-up day when a hand-over now would be before it: the override is offered. */
  earlyDay: string | null;
  /** The licences to record and the bond (issue 32). */
  checks: PickupChecksView;
  reference: string;
}) {
  if (cars.length === 0)
    return (
      <section className={admin.card} aria-labelledby="counter-pick-up-title">
        <h3 id="counter-pick-up-title" className={admin.sectionTitle}>
          {T.pickupTitle}
        </h3>
        <p>{T.noReadyCars}</p>
      </section>
    );
  return (
    <>
      <BondHoldForm reference={reference} checks={checks} />
      <CounterForm
        intent="pick-up"
        validator={validators.pickup}
        title={T.pickupTitle}
        button={T.pickupButton}
        defaultValues={{ pickupDate: today, pickupTime: nowTime, drivers: checks.drivers }}
      >
        <SelectField
          name="vehicleId"
          label={T.pickupVehicle}
          options={cars}
          placeholder={T.pickupVehiclePlaceholder}
        />
        <div className={booking.formGrid}>
          <TextField name="odometerKm" label={T.odometerLabel} inputMode="numeric" />
          <TextField name="fuelPercent" label={T.fuelLabel} inputMode="numeric" />
          <TextField
            name="pickupDate"
            label={T.pickupDate}
            type="date"
            hint={T.pickupTimeHint(PICKUP_BACKDATE_HOURS)}
          />
          <TextField name="pickupTime" label={T.pickupTime} type="time" />
        </div>
        <fieldset className={booking.fieldset}>
          <legend className={booking.legend}>{T.checksLegend}</legend>
          <CheckboxField name="licenceSeen" label={T.licenceSeen} />
          <CheckboxField name="cardSeen" label={T.cardSeen} />
          <CheckboxField name="damageWalkaround" label={T.damageWalkaround} />
        </fieldset>
        <DriverLicenceFields checks={checks} />
        <BondFields checks={checks} />
        {earlyDay ? (
          <fieldset className={booking.fieldset}>
            <legend className={booking.legend}>{T.earlyOverrideLegend}</legend>
            <CheckboxField name="earlyOverride" label={T.earlyOverride(earlyDay)} />
            <TextField name="overrideReason" label={T.earlyOverrideReason} maxLength={REASON_MAX_LENGTH} />
          </fieldset>
        ) : null}
      </CounterForm>
    </>
  );
}

export function ReturnForm({
  today,
  nowTime,
  fuelRule,
  branches,
  defaultBranchId,
  timeHint,
}: {
  today: string;
  nowTime: string;
  /** The return rule the customer was told (none for a trailer). */
  fuelRule: string | null;
  branches: { value: string; label: string }[];
  defaultBranchId: string;
  timeHint: string;
}) {
  return (
    <CounterForm
      intent="return"
      validator={validators.return}
      title={T.returnTitle}
      button={T.returnButton}
      defaultValues={{ returnDate: today, returnTime: nowTime, returnBranchId: defaultBranchId }}
    >
      <SelectField name="returnBranchId" label={RT.returnBranchLabel} options={branches} />
      <div className={booking.formGrid}>
        <TextField name="odometerKm" label={T.odometerLabel} inputMode="numeric" />
        <TextField name="fuelPercent" label={T.fuelLabel} inputMode="numeric" hint={fuelRule ?? undefined} />
        <TextField name="returnDate" label={T.returnDate} type="date" hint={timeHint} />
        <TextField name="returnTime" label={T.returnTime} type="time" />
        <TextField name="lateFee" label={T.lateFeeLabel} inputMode="decimal" />
        <TextField name="cleaningFee" label={T.cleaningFeeLabel} inputMode="decimal" />
      </div>
      <TextAreaField name="damageNote" label={T.damageNoteLabel} maxLength={NOTE_MAX_LENGTH} />
      <CheckboxField name="waiveOneWayFee" label={RT.waiveLabel} />
      <TextField name="waiverReason" label={RT.waiverReasonLabel} maxLength={REASON_MAX_LENGTH} />
    </CounterForm>
  );
}

export function ChargeRetryForm() {
  return (
    <CounterForm
      intent="charge-return"
      validator={validators.intentOnly}
      title={T.charges}
      button={T.retryChargeButton}
    />
  );
}

export function CancelForm({ policy }: { policy: string }) {
  const { error } = useField("mode", { formId: COUNTER_FORM_IDS.cancel });
  return (
    <CounterForm
      intent="cancel"
      validator={validators.cancel}
      title={T.cancelTitle}
      button={T.cancelButton}
      defaultValues={{ mode: "policy" }}
    >
      <p>{policy}</p>
      <fieldset className={booking.fieldset} aria-describedby={error ? "field-mode-error" : undefined}>
        <legend className={booking.legend}>{T.cancelModeLegend}</legend>
        <div className={formStyles.checkboxRow}>
          <input type="radio" id="cancel-mode-policy" name="mode" value="policy" defaultChecked />
          <label htmlFor="cancel-mode-policy">{T.cancelModePolicy}</label>
        </div>
        <div className={formStyles.checkboxRow}>
          <input type="radio" id="cancel-mode-override" name="mode" value="override" />
          <label htmlFor="cancel-mode-override">{T.cancelModeOverride}</label>
        </div>
        <ErrorText id="field-mode-error" error={error} />
      </fieldset>
      <div className={booking.formGrid}>
        <TextField name="overrideAmount" label={T.overrideAmountLabel} inputMode="decimal" />
        <TextField name="reason" id="cancel-reason" label={T.reasonLabel} />
      </div>
    </CounterForm>
  );
}

export function RefundForm({
  payments,
  token,
}: {
  payments: { value: string; label: string }[];
  token: string;
}) {
  if (payments.length === 0) return null;
  return (
    <CounterForm intent="refund" validator={validators.refund} title={T.refundTitle} button={T.refundButton}>
      <input type="hidden" name="token" value={token} />
      <SelectField
        name="paymentId"
        label={T.refundPayment}
        options={payments}
        defaultValue={payments.length === 1 ? payments[0].value : undefined}
        placeholder={payments.length === 1 ? undefined : T.refundPayment}
      />
      <div className={booking.formGrid}>
        <TextField name="amount" label={T.refundAmountLabel} inputMode="decimal" />
        <TextField name="reason" id="refund-reason" label={T.reasonLabel} />
      </div>
    </CounterForm>
  );
}

export function NoteForm({ token }: { token: string }) {
  return (
    <CounterForm
      intent="note"
      validator={validators.note}
      title={T.noteTitle}
      button={T.noteButton}
      resetAfterSubmit
    >
      <input type="hidden" name="token" value={token} />
      <TextAreaField name="body" label={T.noteLabel} maxLength={NOTE_MAX_LENGTH} />
    </CounterForm>
  );
}

export function ResendForm({ email }: { email: string }) {
  return (
    <CounterForm
      intent="resend"
      validator={validators.intentOnly}
      title={T.resendTitle}
      button={T.resendButton}
    >
      <p>{T.resendHint(email)}</p>
    </CounterForm>
  );
}
