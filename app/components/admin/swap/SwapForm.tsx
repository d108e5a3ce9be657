import { withZod } from "@remix-validated-form/with-zod";
import { useField, ValidatedForm } from "remix-validated-form";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { COUNTER_FORM_IDS, FORM_ERROR_FIELD } from "~/services/admin/bookings/forms";
import { REASON_MAX_LENGTH } from "~/services/admin/bookings/rules";
import { COUNTER_TEXT as CT } from "~/services/admin/bookings/text";
import { swapSchema } from "~/services/admin/swap/forms";
import type { SwapFormView } from "~/services/admin/swap/swap.server";
import { SWAP_TEXT as T } from "~/services/admin/swap/text";
import * as admin from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";

const validator = withZod(swapSchema);
const FORM_ID = COUNTER_FORM_IDS.swap;

function FormError() {
  const { error } = useField(FORM_ERROR_FIELD, { formId: FORM_ID });
  return error ? (
    <p className={booking.notice.warning} role="alert">
      {error}
    </p>
  ) : null;
}

/**
 * "Swap the car" on the counter's booking page (issue 32): the car coming back (its readings,
 * ready again or out of service with the reason, the branch where it is left) and the
 * replacement from the ready cars of the staff member's branches. A plain POST form (intent=swap):
 * without JavaScript the server answers the page with the messages beside the fields.
 */
export function SwapForm({ view, token }: { view: SwapFormView; token: string }) {
  return (
    <section aria-labelledby={`${FORM_ID}-title`} className={admin.card}>
      <h3 id={`${FORM_ID}-title`} className={admin.sectionTitle}>
        {T.title}
      </h3>
      <p>{T.intro}</p>
      {view.cars.length === 0 ? <p>{T.noReadyCars}</p> : null}
      <ValidatedForm
        id={FORM_ID}
        validator={validator as never}
        method="post"
        noValidate
        defaultValues={{ swapBranchId: view.defaultBranchId, outgoing: "ready" }}
      >
        <input type="hidden" name="intent" value="swap" />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="fromVehicleId" value={view.fromVehicleId} />
        <FormError />
        <SelectField name="swapBranchId" label={T.branchLabel} options={view.branches} />
        <fieldset className={booking.fieldset}>
          <legend className={booking.legend}>{T.outgoingLegend(view.registration)}</legend>
          <div className={booking.formGrid}>
            <TextField name="fromOdometerKm" label={T.fromOdometerLabel} inputMode="numeric" />
            <TextField name="fromFuelPercent" label={T.fromFuelLabel} inputMode="numeric" />
          </div>
          <SelectField name="outgoing" label={T.outgoingLabel} options={view.outgoing} />
          <TextField
            name="outOfServiceReason"
            label={T.outOfServiceReasonLabel}
            maxLength={REASON_MAX_LENGTH}
          />
        </fieldset>
        <fieldset className={booking.fieldset}>
          <legend className={booking.legend}>{T.replacementLegend}</legend>
          <SelectField
            name="toVehicleId"
            label={T.replacementLabel}
            options={view.cars}
            placeholder={T.replacementPlaceholder}
          />
          <div className={booking.formGrid}>
            <TextField name="toOdometerKm" label={T.toOdometerLabel} inputMode="numeric" />
            <TextField name="toFuelPercent" label={T.toFuelLabel} inputMode="numeric" />
          </div>
          <TextField
            name="downgradeReason"
            label={T.downgradeReasonLabel}
            hint={T.downgradeHint}
            maxLength={REASON_MAX_LENGTH}
          />
        </fieldset>
        <div className={booking.stepActions}>
          <SubmitButton formId={FORM_ID} pendingText={CT.pending}>
            {T.button}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </section>
  );
}
