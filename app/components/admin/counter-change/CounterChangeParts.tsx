import { Link } from "@remix-run/react";
import { InputField } from "~/components/form/controls";
import { OVERRIDE_FIELDS, OVERRIDE_REASON_MAX } from "~/services/admin/counter-change/rules";
import { COUNTER_CHANGE_TEXT as T } from "~/services/admin/counter-change/text";
import * as booking from "~/styles/booking.css";

/** The counter's change pages' first lines: back to the booking, and the booking as it is. */
export function CounterBookingLine({
  booking: b,
  backHref,
}: {
  booking: { vehicle: string; pickup: string; dropOff: string; total: string };
  backHref: string;
}) {
  return (
    <>
      <p>
        <Link to={backHref}>{T.back}</Link>
      </p>
      <p>
        {b.vehicle}: {b.pickup} – {b.dropOff}, {b.total}
      </p>
    </>
  );
}

/** The price override's fields (a new total and its reason), on the change and the new drop-off. */
export function OverrideFieldset({
  idPrefix,
  admin,
  values,
  errors,
}: {
  idPrefix: string;
  admin: boolean;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <fieldset className={booking.fieldset}>
      <legend className={booking.legend}>{T.overrideLegend}</legend>
      <InputField
        id={`${idPrefix}-override-total`}
        name={OVERRIDE_FIELDS.total}
        label={T.overrideTotal}
        hint={T.overrideHint(admin)}
        inputMode="decimal"
        autoComplete="off"
        defaultValue={values[OVERRIDE_FIELDS.total] ?? ""}
        error={errors[OVERRIDE_FIELDS.total]}
      />
      <InputField
        id={`${idPrefix}-override-reason`}
        name={OVERRIDE_FIELDS.reason}
        label={T.overrideReason}
        autoComplete="off"
        maxLength={OVERRIDE_REASON_MAX}
        defaultValue={values[OVERRIDE_FIELDS.reason] ?? ""}
        error={errors[OVERRIDE_FIELDS.reason]}
      />
    </fieldset>
  );
}
