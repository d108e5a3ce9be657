import { useField } from "remix-validated-form";
import { CheckboxField } from "~/components/form/CheckboxField";
import { ErrorText } from "~/components/form/controls";
import { TextField } from "~/components/form/TextField";
import { counterBondPath } from "~/services/admin/bookings/paths";
import { pickupDriverField, PICKUP_DRIVER_FIELDS } from "~/services/admin/bookings/pickup-checks";
import { PICKUP_CHECKS_TEXT as T } from "~/services/admin/bookings/pickup-checks-text";
import type { PickupChecksView } from "~/services/admin/bookings/pickup-checks.server";
import { REASON_MAX_LENGTH } from "~/services/admin/bookings/rules";
import * as admin from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

/**
 * The pick-up's checks (issue 32 item 5): the bond's own form (to the gateway's hosted page,
 * outside the pick-up form), and inside the pick-up form each driver's licence and the bond's
 * state, with an Admin's waiver.
 */

const LABELS: Record<(typeof PICKUP_DRIVER_FIELDS)[number], string> = {
  name: T.name,
  dateOfBirth: T.dateOfBirth,
  licenceNumber: T.licenceNumber,
  licenceCountry: T.licenceCountry,
  licenceExpiry: T.licenceExpiry,
};

/** "Hold the bond on the card": a plain form to /admin/bookings/<reference>/bond/ (no JavaScript needed). */
export function BondHoldForm({ reference, checks }: { reference: string; checks: PickupChecksView }) {
  return (
    <section aria-labelledby="counter-bond-title" className={admin.card}>
      <h3 id="counter-bond-title" className={admin.sectionTitle}>
        {T.bondTitle}
      </h3>
      {checks.bond.held ? (
        <p>{checks.bond.held}</p>
      ) : checks.bond.toHold ? (
        <form method="post" action={counterBondPath(reference)}>
          <p>{checks.bond.toHold}</p>
          <div className={booking.stepActions}>
            <button type="submit" className={formStyles.button}>
              {T.bondHoldButton}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

/** Inside the pick-up form: the drivers' licences. */
export function DriverLicenceFields({ checks }: { checks: PickupChecksView }) {
  return (
    <fieldset className={booking.fieldset}>
      <legend className={booking.legend}>{T.driversLegend}</legend>
      <p className={formStyles.hint}>{checks.hint}</p>
      {checks.prefilled ? <p>{checks.prefilled}</p> : null}
      {checks.drivers.map((_, index) => (
        <fieldset key={index} className={booking.fieldset}>
          <legend className={booking.legend}>{index === 0 ? T.hirer : T.additionalDriver(index)}</legend>
          <div className={booking.formGrid}>
            {PICKUP_DRIVER_FIELDS.map((field) => (
              <TextField
                key={field}
                name={pickupDriverField(index, field)}
                id={`pickup-driver-${index}-${field}`}
                label={LABELS[field]}
                autoComplete="off"
                inputMode={field === "dateOfBirth" || field === "licenceExpiry" ? "numeric" : undefined}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

/** Inside the pick-up form: why it can't go ahead without a bond, and an Admin's waiver. */
export function BondFields({ checks }: { checks: PickupChecksView }) {
  const { error } = useField("bond");
  if (!checks.bond.toHold) return null;
  return (
    <fieldset className={booking.fieldset} aria-describedby={error ? "field-bond-error" : undefined}>
      <legend className={booking.legend}>{T.bondTitle}</legend>
      <p>{checks.bond.toHold}</p>
      <ErrorText id="field-bond-error" error={error} />
      {checks.canWaiveBond ? (
        <>
          <CheckboxField name="bondWaived" label={T.bondWaive} />
          <TextField name="bondWaiverReason" label={T.bondWaiverReason} maxLength={REASON_MAX_LENGTH} />
        </>
      ) : null}
    </fieldset>
  );
}
