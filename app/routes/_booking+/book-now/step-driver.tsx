import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useField, ValidatedForm, validationError } from "remix-validated-form";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { saveBusinessDriver, saveDriver, type BookingState } from "~/services/booking/steps/flow.server";
import { businessDriverSchema, driverSchema, TRAVEL_REASONS } from "~/services/booking/steps/forms";
import { driverCountries, type DriverStepData } from "~/services/booking/steps/driver.server";
import { BOOK_NOW_BASE, bookingBase, stepUrl, type BookingMode } from "~/services/booking/steps/steps";
import { CLIENT_REFERENCE_MAX_LENGTH } from "~/services/booking/constants";
import { BOOKING_FORM_MESSAGES } from "~/services/booking/text";
import type { AppSession } from "~/services/platform/session.server";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/booking.css";
import { redirectWithSession } from "~/services/platform/session.server";
import { t } from "~/services/platform/i18n/translate";

/** Step 3: the main driver's name and contact details, travel reason, flight, and the terms. */
export const DRIVER_FORM_ID = "booking-driver";

export async function driverAction(
  session: AppSession,
  state: BookingState,
  formData: FormData,
  mode: BookingMode = "customer",
) {
  const countryCodes = (await driverCountries()).map((country) => country.value);
  if (mode === "business") {
    const business = await withZod(businessDriverSchema(countryCodes)).validate(formData);
    if (business.error)
      return validationError({ ...business.error, formId: DRIVER_FORM_ID }, business.submittedData);
    const { acceptTerms: _terms, clientReferenceNumber, ...clientDetails } = business.data;
    const savedBusiness = await saveBusinessDriver(session, state, clientDetails, clientReferenceNumber);
    if (!savedBusiness) return data({ formError: BOOKING_FORM_MESSAGES.bookingLost }, { status: 409 });
    return redirectWithSession(session, stepUrl(4, "", bookingBase(mode)));
  }
  const result = await withZod(driverSchema(countryCodes)).validate(formData);
  if (result.error) return validationError({ ...result.error, formId: DRIVER_FORM_ID }, result.submittedData);
  const { acceptTerms: _accepted, ...details } = result.data;
  const saved = await saveDriver(session, state, details);
  if (!saved) return data({ formError: BOOKING_FORM_MESSAGES.bookingLost }, { status: 409 });
  return redirectWithSession(session, stepUrl(4));
}

function TermsCheckbox() {
  const { error, getInputProps } = useField("acceptTerms");
  return (
    <div>
      <label className={formStyles.checkboxRow}>
        <input
          {...getInputProps({ type: "checkbox", value: "on", id: "field-acceptTerms" })}
          className={formStyles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "field-acceptTerms-error" : undefined}
        />
        <span>
          {t("I have read and accept the")}{" "}
          <Link to="/terms/" target="_blank" rel="noreferrer">
            {t("rental terms and conditions")}
          </Link>{" "}
          {t("(opens in a new tab).")}
        </span>
      </label>
      {error ? (
        <span id="field-acceptTerms-error" className={formStyles.error}>
          {t(error)}
        </span>
      ) : null}
    </div>
  );
}

export function DriverStep({ data, base = BOOK_NOW_BASE }: { data: DriverStepData; base?: string }) {
  const countryCodes = data.countries.map((country) => country.value);
  return (
    <ValidatedForm
      id={DRIVER_FORM_ID}
      validator={withZod(data.business ? businessDriverSchema(countryCodes) : driverSchema(countryCodes))}
      method="post"
      action={stepUrl(3, "", base)}
      defaultValues={data.defaults as never}
      noValidate
    >
      {data.business ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("Your client")}</legend>
          <div className={styles.formGrid}>
            <TextField
              name="clientReferenceNumber"
              label="Client reference number"
              hint={t("Your own reference for this booking, up to {{max}} characters.", {
                max: CLIENT_REFERENCE_MAX_LENGTH,
              })}
              maxLength={CLIENT_REFERENCE_MAX_LENGTH}
              autoComplete="off"
            />
          </div>
        </fieldset>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          {data.business ? t("Main driver (your client)") : t("Main driver")}
        </legend>
        <div className={styles.formGrid}>
          <TextField name="firstName" label="First name" autoComplete="given-name" />
          <TextField name="lastName" label="Last name" autoComplete="family-name" />
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            hint="We'll send your confirmation here."
          />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="With your country code, like +64 21 123 4567."
          />
          <SelectField
            name="country"
            label="Country of residence"
            options={data.countries}
            autoComplete="country"
          />
          <SelectField
            name="travelReason"
            label="Reason for travel"
            options={TRAVEL_REASONS.map((reason) => ({ value: reason, label: reason }))}
          />
          <TextField
            name="flightNumber"
            label="Flight number (optional)"
            hint="So we know if your flight is late."
            autoComplete="off"
          />
        </div>
      </fieldset>
      <TermsCheckbox />
      <div className={styles.stepActions}>
        <Link to={stepUrl(2, "", base)}>{t("Back to extras")}</Link>
        <SubmitButton formId={DRIVER_FORM_ID} pendingText="Saving…">
          Continue to review and pay
        </SubmitButton>
      </div>
    </ValidatedForm>
  );
}
