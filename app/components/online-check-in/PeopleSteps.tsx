import { Form } from "@remix-run/react";
import type { DriverDetails, HirerDetails } from "~/services/changes/check-in/rules";
import { driverField } from "~/services/changes/check-in/rules";
import {
  CHECK_IN_MAX_ADDITIONAL_DRIVERS,
  CHECK_IN_TEXT as T,
  fillText,
  LICENCE_COUNTRIES,
} from "~/services/changes/check-in/text";
import * as styles from "~/styles/booking.css";
import { button } from "~/styles/layout.css";
import { CheckInField, CheckInSelect } from "./CheckInField";
import { Actions, Submit, type StepData } from "./StepParts";
import { t } from "~/services/platform/i18n/translate";

/** The hirer and driver steps: who rents the vehicle and who drives it. */

const countryOptions = LICENCE_COUNTRIES.map((country) => ({ value: country, label: country }));

export function HirerStep({ data }: { data: StepData }) {
  const values = data.values as HirerDetails;
  const e = data.errors ?? {};
  return (
    <Form method="post" noValidate>
      <div className={styles.formGrid}>
        <CheckInField
          name="firstName"
          label={T.firstName}
          defaultValue={values.firstName}
          error={e.firstName}
          autoComplete="given-name"
        />
        <CheckInField
          name="lastName"
          label={T.lastName}
          defaultValue={values.lastName}
          error={e.lastName}
          autoComplete="family-name"
        />
        <CheckInField
          name="dateOfBirth"
          label={T.dateOfBirth}
          defaultValue={values.dateOfBirth}
          error={e.dateOfBirth}
          placeholder="DD-MM-YYYY"
          autoComplete="bday"
        />
        <CheckInField
          name="phone"
          label={T.phone}
          defaultValue={values.phone}
          error={e.phone}
          type="tel"
          autoComplete="tel"
        />
        <CheckInField
          name="address"
          label={T.address}
          defaultValue={values.address}
          error={e.address}
          autoComplete="street-address"
        />
        <CheckInField
          name="city"
          label={T.city}
          defaultValue={values.city}
          error={e.city}
          autoComplete="address-level2"
        />
        <CheckInField
          name="postcode"
          label={T.postcode}
          defaultValue={values.postcode}
          error={e.postcode}
          autoComplete="postal-code"
        />
        <CheckInField
          name="country"
          label={T.country}
          defaultValue={values.country}
          error={e.country}
          autoComplete="country-name"
        />
      </div>
      <Actions back={data.backHref}>
        <Submit>{t(T.saveAndContinue)}</Submit>
      </Actions>
    </Form>
  );
}

export function DriverStep({ data }: { data: StepData }) {
  const drivers = data.drivers as DriverDetails[];
  const e = data.errors ?? {};
  const identity = data.identity as string | null;
  const blocks = Array.from({ length: CHECK_IN_MAX_ADDITIONAL_DRIVERS + 1 }, (_, index) => index);
  return (
    <>
      <Form method="post" noValidate>
        {blocks.map((index) => {
          const driver = drivers[index];
          const field = (name: Parameters<typeof driverField>[1]) => driverField(index, name);
          return (
            <fieldset key={index} className={styles.fieldset}>
              <legend className={styles.legend}>
                {index === 0 ? t(T.mainDriver) : fillText(T.additionalDriver, { n: index })}
              </legend>
              <div className={styles.formGrid}>
                <CheckInField
                  name={field("name")}
                  label={T.licenceName}
                  defaultValue={driver?.name ?? ""}
                  error={e[field("name")]}
                />
                <CheckInField
                  name={field("dateOfBirth")}
                  label={T.dateOfBirth}
                  defaultValue={driver?.dateOfBirth ?? ""}
                  error={e[field("dateOfBirth")]}
                  placeholder="DD-MM-YYYY"
                />
                <CheckInField
                  name={field("licenceNumber")}
                  label={T.licenceNumber}
                  defaultValue={driver?.licenceNumber ?? ""}
                  error={e[field("licenceNumber")]}
                />
                <CheckInField
                  name={field("licenceExpiry")}
                  label={T.licenceExpiry}
                  defaultValue={driver?.licenceExpiry ?? ""}
                  error={e[field("licenceExpiry")]}
                  placeholder="DD-MM-YYYY"
                />
                <CheckInSelect
                  name={field("licenceCountry")}
                  label={T.licenceCountry}
                  options={countryOptions}
                  defaultValue={driver?.licenceCountry || "New Zealand"}
                  error={e[field("licenceCountry")]}
                />
              </div>
            </fieldset>
          );
        })}
        <Actions back={data.backHref}>
          <Submit>{t(T.saveAndContinue)}</Submit>
        </Actions>
      </Form>
      <section className={styles.fieldset} aria-labelledby="identity-title">
        <h2 id="identity-title" className={styles.legend}>
          {t(T.identityTitle)}
        </h2>
        <p>{t(T.identityLead)}</p>
        {identity === "verified" ? <p role="status">{t(T.identityVerified)}</p> : null}
        {identity === "pending" ? <p role="status">{t(T.identityPending)}</p> : null}
        {identity === "cancelled" ? <p role="status">{t(T.identityCancelled)}</p> : null}
        {identity !== "verified" ? (
          <Form method="post">
            <button type="submit" name="intent" value="verify" className={button.outline}>
              {t(T.identitySubmit)}
            </button>
          </Form>
        ) : null}
      </section>
    </>
  );
}
