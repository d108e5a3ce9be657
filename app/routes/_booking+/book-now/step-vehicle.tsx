import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { chooseVehicle, setVehiclesNotice } from "~/services/booking/steps/flow.server";
import { chooseVehicleSchema } from "~/services/booking/steps/forms";
import { redirectToVehiclesExpired } from "~/services/booking/session.server";
import { bookingBase, stepUrl, vehiclesPathFor, type BookingMode } from "~/services/booking/steps/steps";
import { BOOKING_FORM_MESSAGES, VEHICLE_STEP_TEXT } from "~/services/booking/text";
import { roundMoney } from "~/services/platform/money";
import { Price } from "~/components/currency/Price";
import { freeDaysText } from "~/services/booking/search/card-price";
import type { StepFrame } from "~/services/booking/steps/page.server";
import type { AppSession } from "~/services/platform/session.server";
import { useImageResizerPath } from "~/components/useImageResizerPath";
import { vehicleImage } from "~/services/booking/vehicles/images";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/booking.css";
import { withSession } from "./responses.server";
import { redirectWithSession } from "~/services/platform/session.server";
import { t, tPlural } from "~/services/platform/i18n/translate";

/**
 * Step 1, the vehicle: chosen on /vehicles/ (a POST here holds a car of the class); the page
 * itself shows the held vehicle with the way on to extras, or back to change it.
 */
const validator = withZod(chooseVehicleSchema);

export async function chooseVehicleAction(
  session: AppSession,
  formData: FormData,
  context: {
    brandCode: string;
    campaignName: string | null;
    insuranceCode?: string | null;
    clientAddress: string;
  },
  mode: BookingMode = "customer",
): Promise<Response> {
  const vehiclesPath = vehiclesPathFor(mode);
  const parsed = await validator.validate(formData);
  if (parsed.error) {
    setVehiclesNotice(session, BOOKING_FORM_MESSAGES.vehicleChoiceInvalid);
    return redirectWithSession(session, vehiclesPath);
  }
  const chosen = await chooseVehicle(session, { carClassId: parsed.data.carClassId }, context);
  if (chosen.ok) return redirectWithSession(session, stepUrl(2, "", bookingBase(mode)));
  if (chosen.expired) {
    return mode === "business"
      ? redirectWithSession(session, `${vehiclesPath}?expired=1`)
      : withSession(session, redirectToVehiclesExpired());
  }
  // Sold out, or over the holds cap: back to the list (which answers 429 after the latter).
  setVehiclesNotice(session, chosen.message, chosen.retryAfterSeconds);
  return redirectWithSession(session, `${vehiclesPath}#results`);
}

export function VehicleStep({ frame, mode = "customer" }: { frame: StepFrame; mode?: BookingMode }) {
  const image = frame.vehicle.images[0];
  const resizerPath = useImageResizerPath();
  const source = image ? vehicleImage(image.path, resizerPath) : null;
  return (
    <section aria-labelledby="step-title">
      <h2 id="step-title" className={styles.asideTitle}>
        {t("Your vehicle")}
      </h2>
      <div className={styles.chosenVehicle}>
        {source && image ? (
          <img
            className={styles.chosenImage}
            src={source.src}
            srcSet={source.srcSet}
            sizes="(min-width: 700px) 50vw, 100vw"
            width={source.width}
            height={source.height}
            alt={image.alt}
          />
        ) : null}
        <div>
          <p>
            <strong>{frame.vehicle.name}</strong>
            <br />
            {frame.vehicle.vehicleType.name} · {tPlural(VEHICLE_STEP_TEXT.seats, frame.vehicle.seats)} ·{" "}
            {t(frame.vehicle.transmission ?? "No gearbox")} · {t(frame.vehicle.fuelLabel)}
          </p>
          <p>
            <Price amount={frame.breakdown.discountedDailyRate} /> {t("per day")},{" "}
            <Price
              amount={roundMoney(frame.breakdown.vehicle.amount - (frame.breakdown.discount?.amount ?? 0))}
            />{" "}
            {tPlural(VEHICLE_STEP_TEXT.forDays, frame.breakdown.days)}
            {frame.breakdown.vehicle.freeDays > 0
              ? ` (${freeDaysText(frame.breakdown.vehicle.freeDays)})`
              : ""}
            .
          </p>
          <p className={styles.lead}>{t("We're holding this vehicle for you while you book.")}</p>
        </div>
      </div>
      <div className={styles.stepActions}>
        <Link to={vehiclesPathFor(mode)}>{t("Change vehicle")}</Link>
        <Link className={formStyles.button} to={stepUrl(2, "", bookingBase(mode))}>
          {t("Continue to extras")}
        </Link>
      </div>
    </section>
  );
}
