import { Form } from "@remix-run/react";
import { type ReactNode } from "react";
import type { CheckInDetail, CheckInMainStep } from "~/services/changes/check-in/rules";
import {
  CHECK_IN_MIN_DRIVER_AGE,
  CHECK_IN_STEP_TITLES,
  CHECK_IN_TEXT as T,
  fillText,
} from "~/services/changes/check-in/text";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { CheckInCheckbox, CheckInField } from "./CheckInField";
import { CheckInLayout } from "./CheckInLayout";
import { CheckInDetails } from "./CheckInDetails";
import { Actions, Submit, type StepData } from "./StepParts";
import { DriverStep, HirerStep } from "./PeopleSteps";
import { BondStep, CreditCardStep, PaymentStep, SecurityStep } from "./PaymentSteps";
import { t } from "~/services/platform/i18n/translate";

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
        <legend className={styles.legend}>{t(T.extrasTitle)}</legend>
        {extras.map((extra) => (
          <div key={extra.code} className={styles.optionRow}>
            <select
              id={`qty-${extra.code}`}
              name={`qty.${extra.code}`}
              className={`${formStyles.input} ${styles.quantity}`}
              defaultValue={String(extra.quantity)}
              aria-label={`${t(T.quantity)}: ${extra.name}`}
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
                <span className={formStyles.error}>{t(e[`qty.${extra.code}`])}</span>
              ) : null}
            </span>
            <span className={styles.optionPrice}>{extra.price}</span>
          </div>
        ))}
      </fieldset>
      <Actions back={data.backHref}>
        <Submit>{t(T.saveAndContinue)}</Submit>
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
            {t(error)}
          </span>
        ) : null}
      </fieldset>
      <Actions back={data.backHref}>
        <Submit>{t(T.saveAndContinue)}</Submit>
      </Actions>
    </Form>
  );
}

function KeyTermsStep({ data }: { data: StepData }) {
  return (
    <Form method="post" noValidate>
      <ul>
        {T.keyTerms.map((term) => (
          <li key={term}>{t(term)}</li>
        ))}
      </ul>
      <CheckInCheckbox
        name="accept"
        label={T.keyTermsAccept}
        error={data.errors?.accept}
        defaultChecked={Boolean(data.accepted)}
      />
      <Actions back={data.backHref}>
        <Submit>{t(T.saveAndContinue)}</Submit>
      </Actions>
    </Form>
  );
}

function AgreementStep({ data }: { data: StepData }) {
  const e = data.errors ?? {};
  return (
    <Form method="post" noValidate>
      {T.agreementText.map((text) => (
        <p key={text}>{t(text)}</p>
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
        <Submit>{t(T.saveAndContinue)}</Submit>
      </Actions>
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
        <Submit pending={t(T.savePending)}>{t(T.saveSubmit)}</Submit>
      </Actions>
    </Form>
  );
}

const LEADS: Partial<Record<CheckInMainStep, string>> = {
  hirer: T.hirerLead,
  driver: T.driverLead,
  extras: T.extrasLead,
  insurance: T.insuranceLead,
  shuttle: T.shuttleLead,
  agreement: T.agreementLead,
  creditcard: T.creditCardLead,
  save: T.saveLead,
};

/** The step's lead, in the page's language. */
function leadOf(step: CheckInMainStep): string | undefined {
  const lead = LEADS[step];
  return lead ? fillText(lead, { age: CHECK_IN_MIN_DRIVER_AGE }) : undefined;
}

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
        <ChoiceStep
          data={data}
          name="insuranceCode"
          legend={t(T.insuranceTitle)}
          noneLabel={t(T.noInsurance)}
        />
      );
      break;
    case "shuttle":
      body = (
        <ChoiceStep data={data} name="shuttleCode" legend={t(T.shuttleTitle)} noneLabel={t(T.noShuttle)} />
      );
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
      title={t(CHECK_IN_STEP_TITLES[data.step])}
      lead={leadOf(data.step)}
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
