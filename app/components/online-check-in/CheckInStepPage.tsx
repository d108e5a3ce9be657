import { Form, Link, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { Modal, useHydrated } from "~/components/modal";
import type {
  BalanceAction,
  CheckInDetail,
  CheckInMainStep,
  DriverDetails,
  FieldErrors,
  HirerDetails,
} from "~/services/changes/check-in/rules";
import { driverField } from "~/services/changes/check-in/rules";
import {
  CHECK_IN_MAX_ADDITIONAL_DRIVERS,
  CHECK_IN_MIN_DRIVER_AGE,
  CHECK_IN_PAYMENT_MODAL_ID,
  CHECK_IN_STEP_TITLES,
  CHECK_IN_TEXT as T,
  fillText,
  formatNzd,
  LICENCE_COUNTRIES,
} from "~/services/changes/check-in/text";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { button } from "~/styles/layout.css";
import * as own from "~/styles/online-check-in.css";
import { CheckInCheckbox, CheckInField, CheckInSelect } from "./CheckInField";
import { CheckInLayout, Notice, type BookingFacts, type NavView, type PriceFacts } from "./CheckInLayout";

export type StepData = {
  page: string;
  step: CheckInMainStep;
  booking: BookingFacts;
  nav: NavView;
  price: PriceFacts;
  notice: string | null;
  backHref: string;
  leaveHref: string;
  timerSeconds: number;
  errors: FieldErrors | null;
  [key: string]: unknown;
};

function Actions({ back, children }: { back: string; children: ReactNode }) {
  return (
    <div className={styles.stepActions}>
      <Link to={back}>{T.backLabel}</Link>
      {children}
    </div>
  );
}

function Submit({
  children,
  pending,
  name,
  value,
}: {
  children: ReactNode;
  pending?: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <button
      type="submit"
      className={button.primary}
      name={name}
      value={value}
      disabled={busy}
      aria-disabled={busy || undefined}
    >
      {busy && pending ? pending : children}
    </button>
  );
}

const countryOptions = LICENCE_COUNTRIES.map((country) => ({ value: country, label: country }));

function HirerStep({ data }: { data: StepData }) {
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
        <Submit>{T.saveAndContinue}</Submit>
      </Actions>
    </Form>
  );
}

function DriverStep({ data }: { data: StepData }) {
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
                {index === 0 ? T.mainDriver : fillText(T.additionalDriver, { n: index })}
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
          <Submit>{T.saveAndContinue}</Submit>
        </Actions>
      </Form>
      <section className={styles.fieldset} aria-labelledby="identity-title">
        <h2 id="identity-title" className={styles.legend}>
          {T.identityTitle}
        </h2>
        <p>{T.identityLead}</p>
        {identity === "verified" ? <p role="status">{T.identityVerified}</p> : null}
        {identity === "pending" ? <p role="status">{T.identityPending}</p> : null}
        {identity === "cancelled" ? <p role="status">{T.identityCancelled}</p> : null}
        {identity !== "verified" ? (
          <Form method="post">
            <button type="submit" name="intent" value="verify" className={button.outline}>
              {T.identitySubmit}
            </button>
          </Form>
        ) : null}
      </section>
    </>
  );
}

type ExtraRow = {
  code: string;
  name: string;
  description: string;
  price: string;
  maxQuantity: number;
  quantity: number;
};

function ExtrasStep({ data }: { data: StepData }) {
  const extras = data.extras as ExtraRow[];
  const e = data.errors ?? {};
  return (
    <Form method="post" noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{T.extrasTitle}</legend>
        {extras.map((extra) => (
          <div key={extra.code} className={styles.optionRow}>
            <select
              id={`qty-${extra.code}`}
              name={`qty.${extra.code}`}
              className={`${formStyles.input} ${styles.quantity}`}
              defaultValue={String(extra.quantity)}
              aria-label={`${T.quantity}: ${extra.name}`}
              aria-invalid={e[`qty.${extra.code}`] ? true : undefined}
            >
              {Array.from({ length: extra.maxQuantity + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <span className={styles.optionText}>
              <label htmlFor={`qty-${extra.code}`} className={styles.optionName}>
                {extra.name}
              </label>
              <span className={styles.optionDescription}>{extra.description}</span>
              {e[`qty.${extra.code}`] ? (
                <span className={formStyles.error}>{e[`qty.${extra.code}`]}</span>
              ) : null}
            </span>
            <span className={styles.optionPrice}>{extra.price}</span>
          </div>
        ))}
      </fieldset>
      <Actions back={data.backHref}>
        <Submit>{T.saveAndContinue}</Submit>
      </Actions>
    </Form>
  );
}

function ChoiceStep({
  data,
  name,
  legend,
  noneLabel,
}: {
  data: StepData;
  name: string;
  legend: string;
  noneLabel: string;
}) {
  const options = data.options as { code: string; name: string; price: string }[];
  const chosen = (data.chosen as string | null) ?? "";
  const error = data.errors?.[name];
  return (
    <Form method="post" noValidate>
      <fieldset className={styles.fieldset} aria-describedby={error ? `${name}-error` : undefined}>
        <legend className={styles.legend}>{legend}</legend>
        <label className={styles.optionRow}>
          <input type="radio" name={name} value="" defaultChecked={chosen === ""} />
          <span className={styles.optionText}>
            <span className={styles.optionName}>{noneLabel}</span>
          </span>
        </label>
        {options.map((option) => (
          <label key={option.code} className={styles.optionRow}>
            <input type="radio" name={name} value={option.code} defaultChecked={chosen === option.code} />
            <span className={styles.optionText}>
              <span className={styles.optionName}>{option.name}</span>
            </span>
            <span className={styles.optionPrice}>{option.price}</span>
          </label>
        ))}
        {error ? (
          <span id={`${name}-error`} className={formStyles.error}>
            {error}
          </span>
        ) : null}
      </fieldset>
      <Actions back={data.backHref}>
        <Submit>{T.saveAndContinue}</Submit>
      </Actions>
    </Form>
  );
}

function KeyTermsStep({ data }: { data: StepData }) {
  return (
    <Form method="post" noValidate>
      <ul>
        {T.keyTerms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <CheckInCheckbox
        name="accept"
        label={T.keyTermsAccept}
        error={data.errors?.accept}
        defaultChecked={Boolean(data.accepted)}
      />
      <Actions back={data.backHref}>
        <Submit>{T.saveAndContinue}</Submit>
      </Actions>
    </Form>
  );
}

function AgreementStep({ data }: { data: StepData }) {
  const e = data.errors ?? {};
  return (
    <Form method="post" noValidate>
      {T.agreementText.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <CheckInCheckbox
        name="accept"
        label={T.agreementAccept}
        error={e.accept}
        defaultChecked={Boolean(data.accepted)}
      />
      <CheckInField
        name="signature"
        label={T.signatureLabel}
        defaultValue={String(data.signedName ?? "")}
        error={e.signature}
        autoComplete="name"
      />
      <Actions back={data.backHref}>
        <Submit>{T.saveAndContinue}</Submit>
      </Actions>
    </Form>
  );
}

function SecurityStep({ data }: { data: StepData }) {
  return (
    <Form method="post">
      {T.securityText.map((text) => (
        <p key={text}>{fillText(text, { bond: String(data.bond) })}</p>
      ))}
      <Actions back={data.backHref}>
        <Submit>{T.securityContinue}</Submit>
      </Actions>
    </Form>
  );
}

function BondStep({ data }: { data: StepData }) {
  const held = data.held as { last4: string | null } | null;
  return (
    <Form method="post">
      <p>{fillText(T.bondLead, { bond: String(data.bond) })}</p>
      {held ? (
        <p role="status">{fillText(T.bondHeld, { bond: String(data.bond), last4: held.last4 ?? "" })}</p>
      ) : null}
      <Actions back={data.backHref}>
        <Submit pending={T.bondRedirecting}>{held ? T.saveAndContinue : T.bondSubmit}</Submit>
      </Actions>
    </Form>
  );
}

function CreditCardStep({ data }: { data: StepData }) {
  return (
    <Form method="post" noValidate>
      <CheckInField
        name="holderName"
        label={T.cardHolder}
        defaultValue={String(data.holderName ?? "")}
        error={data.errors?.holderName}
        autoComplete="cc-name"
      />
      <p>
        {T.cardLast4}: <strong>{String(data.last4 ?? "")}</strong>
      </p>
      <Actions back={data.backHref}>
        <Submit>{T.saveAndContinue}</Submit>
      </Actions>
    </Form>
  );
}

type Transfer = {
  amount: string;
  reference: string;
  bank: { accountName: string; bankName: string; accountNumber: string; swiftCode: string };
};

function TransferDetails({ transfer }: { transfer: Transfer }) {
  return (
    <div className={styles.notice.info} role="status">
      <p>{fillText(T.transferRecorded, { amount: transfer.amount })}</p>
      <p>
        {transfer.bank.accountName}, {transfer.bank.bankName}, {transfer.bank.accountNumber} (SWIFT{" "}
        {transfer.bank.swiftCode}). {T.bookingFor} {transfer.reference}.
      </p>
    </div>
  );
}

function PaymentStep({ data }: { data: StepData }) {
  const action = data.price.action as BalanceAction;
  const transfer = data.transfer as Transfer | null;
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  if (data.page === "payment/account2account" && transfer) {
    return (
      <Form method="post">
        <TransferDetails transfer={transfer} />
        <Actions back={data.backHref}>
          <Submit>{T.saveAndContinue}</Submit>
        </Actions>
      </Form>
    );
  }
  if (action.kind === "none") {
    return (
      <Form method="post">
        {transfer ? <TransferDetails transfer={transfer} /> : <p>{T.paymentNothing}</p>}
        <Actions back={data.backHref}>
          <Submit>{T.saveAndContinue}</Submit>
        </Actions>
      </Form>
    );
  }
  if (action.kind === "refund") {
    return (
      <Form method="post" action="/online-check-in/payment/refund/">
        <p>{fillText(T.paymentRefund, { amount: formatNzd(action.amount) })}</p>
        <Actions back={data.backHref}>
          <Submit>{fillText(T.refundSubmit, { amount: formatNzd(action.amount) })}</Submit>
        </Actions>
      </Form>
    );
  }
  const amount = formatNzd(action.amount);
  return (
    <Form method="post" id="check-in-payment-form" action="/online-check-in/payment/">
      <p>{fillText(T.paymentDue, { amount })}</p>
      <Actions back={data.backHref}>
        <span>
          {data.canTransfer ? (
            <button type="submit" name="method" value="account2account" className={button.outline}>
              {T.payByTransfer}
            </button>
          ) : null}{" "}
          {hydrated ? (
            <button type="button" className={button.primary} onClick={() => setConfirming(true)}>
              {T.payByCard}
            </button>
          ) : (
            <button type="submit" name="method" value="credit-card" className={button.primary}>
              {T.payByCard}
            </button>
          )}
        </span>
      </Actions>
      <Modal
        id={CHECK_IN_PAYMENT_MODAL_ID}
        title={T.paymentModalTitle}
        open={confirming}
        onClose={() => setConfirming(false)}
        size="small"
        actions={
          <>
            <button
              type="submit"
              form="check-in-payment-form"
              name="method"
              value="credit-card"
              className={button.primary}
            >
              {T.paymentModalConfirm}
            </button>
            <button type="button" className={button.outline} onClick={() => setConfirming(false)}>
              {T.paymentModalCancel}
            </button>
          </>
        }
      >
        <p>{fillText(T.paymentModalText, { amount })}</p>
      </Modal>
    </Form>
  );
}

function SaveStep({ data }: { data: StepData }) {
  const detail = data.detail as CheckInDetail;
  const extras = data.extras as { name: string; quantity: number }[];
  return (
    <Form method="post">
      <CheckInDetails
        detail={detail}
        extras={extras}
        insuranceName={data.insuranceName as string | null}
        shuttleName={data.shuttleName as string | null}
      />
      <Actions back={data.backHref}>
        <Submit pending={T.savePending}>{T.saveSubmit}</Submit>
      </Actions>
    </Form>
  );
}

/** What the check-in holds: hirer, drivers, extras, cover, agreement, card (review and summary). */
export function CheckInDetails({
  detail,
  extras,
  insuranceName,
  shuttleName,
}: {
  detail: CheckInDetail;
  extras: { name: string; quantity: number }[];
  insuranceName: string | null;
  shuttleName?: string | null;
}) {
  return (
    <dl className={own.facts}>
      {detail.hirer ? (
        <>
          <dt className={own.factLabel}>{T.hirerTitle}</dt>
          <dd className={own.factValue}>
            {detail.hirer.firstName} {detail.hirer.lastName}, {detail.hirer.address}, {detail.hirer.city}{" "}
            {detail.hirer.postcode}, {detail.hirer.phone}
          </dd>
        </>
      ) : null}
      <dt className={own.factLabel}>{T.driverTitle}</dt>
      <dd className={own.factValue}>
        {(detail.drivers ?? [])
          .map((driver) => `${driver.name} (${driver.licenceCountry} ${driver.licenceNumber})`)
          .join(", ")}
      </dd>
      <dt className={own.factLabel}>{T.extrasTitle}</dt>
      <dd className={own.factValue}>
        {extras.length ? extras.map((extra) => `${extra.name} × ${extra.quantity}`).join(", ") : "–"}
      </dd>
      <dt className={own.factLabel}>{T.insuranceTitle}</dt>
      <dd className={own.factValue}>{insuranceName ?? T.noInsurance}</dd>
      {shuttleName ? (
        <>
          <dt className={own.factLabel}>{T.shuttleTitle}</dt>
          <dd className={own.factValue}>{shuttleName}</dd>
        </>
      ) : null}
      {detail.agreement ? (
        <>
          <dt className={own.factLabel}>{T.agreementTitle}</dt>
          <dd className={own.factValue}>{detail.agreement.signedName}</dd>
        </>
      ) : null}
      {detail.creditCard ? (
        <>
          <dt className={own.factLabel}>{T.creditCardTitle}</dt>
          <dd className={own.factValue}>
            {detail.creditCard.holderName}, {T.cardLast4} {detail.creditCard.last4}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

const LEADS: Partial<Record<CheckInMainStep, string>> = {
  hirer: T.hirerLead,
  driver: fillText(T.driverLead, { age: CHECK_IN_MIN_DRIVER_AGE }),
  extras: T.extrasLead,
  insurance: T.insuranceLead,
  shuttle: T.shuttleLead,
  agreement: T.agreementLead,
  creditcard: T.creditCardLead,
  save: T.saveLead,
};

export function CheckInStepPage({ data }: { data: StepData }) {
  let body: ReactNode;
  switch (data.step) {
    case "hirer":
      body = <HirerStep data={data} />;
      break;
    case "driver":
      body = <DriverStep data={data} />;
      break;
    case "extras":
      body = <ExtrasStep data={data} />;
      break;
    case "insurance":
      body = (
        <ChoiceStep data={data} name="insuranceCode" legend={T.insuranceTitle} noneLabel={T.noInsurance} />
      );
      break;
    case "shuttle":
      body = <ChoiceStep data={data} name="shuttleCode" legend={T.shuttleTitle} noneLabel={T.noShuttle} />;
      break;
    case "key-terms":
      body = <KeyTermsStep data={data} />;
      break;
    case "agreement":
      body = <AgreementStep data={data} />;
      break;
    case "credit-card-security":
      body = <SecurityStep data={data} />;
      break;
    case "credit-card-pre-authorisation":
      body = <BondStep data={data} />;
      break;
    case "creditcard":
      body = <CreditCardStep data={data} />;
      break;
    case "payment":
      body = <PaymentStep data={data} />;
      break;
    case "save":
      body = <SaveStep data={data} />;
      break;
  }
  return (
    <CheckInLayout
      title={CHECK_IN_STEP_TITLES[data.step]}
      lead={LEADS[data.step]}
      booking={data.booking}
      nav={data.nav}
      price={data.price}
      notice={data.notice}
      leaveHref={data.leaveHref}
      timerSeconds={data.timerSeconds}
    >
      {body}
    </CheckInLayout>
  );
}

export { Notice };
