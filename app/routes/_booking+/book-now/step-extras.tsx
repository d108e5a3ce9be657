import { data } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { useField, ValidatedForm, validationError } from "remix-validated-form";
import { FieldError } from "~/components/form/FieldError";
import { SubmitButton } from "~/components/form/SubmitButton";
import { InfoModal } from "~/components/modal";
import { Link } from "@remix-run/react";
import { saveExtras, type BookingState } from "~/services/booking/steps/flow.server";
import { loadExtrasStep, type ExtrasStepData } from "~/services/booking/steps/extras.server";
import { extraField, extrasSchema, NO_SHUTTLE } from "~/services/booking/steps/forms";
import { BOOK_NOW_BASE, bookingBase, stepUrl, type BookingMode } from "~/services/booking/steps/steps";
import { CARBON_OFFSET_PER_DAY } from "~/services/booking/constants";
import { BOOKING_FORM_MESSAGES, EXTRAS_STEP_TEXT } from "~/services/booking/text";
import { Price } from "~/components/currency/Price";
import type { StepFrame } from "~/services/booking/steps/page.server";
import { OptionRow } from "~/components/booking/OptionRow";
import { CoverTermsLine, WholeCost } from "~/components/booking/WholeCost";
import type { AppSession } from "~/services/platform/session.server";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/booking.css";
import { redirectWithSession } from "~/services/platform/session.server";
import { t } from "~/services/platform/i18n/translate";

/**
 * Step 2: accessories (per day or per rental, with caps), insurance with its excess, carbon
 * offset at CARBON_OFFSET_PER_DAY a day, and an airport or accommodation shuttle.
 */
export const EXTRAS_FORM_ID = "booking-extras";

function schemaFor(data: Pick<ExtrasStepData, "extras" | "insurance" | "shuttles">) {
  return extrasSchema({
    extras: data.extras,
    insuranceCodes: data.insurance.map((option) => option.code),
    shuttleCodes: data.shuttles.map((shuttle) => shuttle.code),
  });
}

export async function extrasAction(
  session: AppSession,
  state: BookingState,
  formData: FormData,
  mode: BookingMode = "customer",
) {
  const step = await loadExtrasStep(state);
  const result = await withZod(schemaFor(step)).validate(formData);
  if (result.error) return validationError({ ...result.error, formId: EXTRAS_FORM_ID }, result.submittedData);
  const values = result.data as Record<string, unknown> & {
    insurance: string;
    carbonOffset: boolean;
    shuttle: string;
  };
  const saved = await saveExtras(session, state, {
    extras: step.extras.map((extra) => ({
      code: extra.code,
      quantity: Number(values[extraField(extra.code)] ?? 0),
    })),
    insuranceCode: values.insurance,
    isCarbonOffset: values.carbonOffset,
    shuttleCode: values.shuttle === NO_SHUTTLE ? null : values.shuttle,
  });
  if (!saved) return data({ formError: BOOKING_FORM_MESSAGES.bookingLost }, { status: 409 });
  return redirectWithSession(session, stepUrl(3, "", bookingBase(mode)));
}

const extraPrice = (extra: ExtrasStepData["extras"][number]) =>
  extra.pricing === "per_day" ? (
    <>
      <Price amount={extra.price} /> {t("per day")}
      {extra.cap !== null ? (
        <>
          , {t("at most")} <Price amount={extra.cap} /> {t("a rental")}
        </>
      ) : null}
    </>
  ) : (
    <>
      <Price amount={extra.price} /> {t("per rental")}
    </>
  );

function QuantitySelect({ extra }: { extra: ExtrasStepData["extras"][number] }) {
  const name = extraField(extra.code);
  const { error, getInputProps } = useField(name);
  const id = `field-${name}`;
  return (
    <div className={styles.optionRow}>
      <select
        {...getInputProps({ id })}
        className={`${formStyles.input} ${styles.quantity}`}
        aria-describedby={`${id}-text${error ? ` ${id}-error` : ""}`}
      >
        {Array.from({ length: extra.maxQuantity + 1 }, (_, count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
      <span className={styles.optionText} id={`${id}-text`}>
        <label htmlFor={id} className={styles.optionName}>
          {extra.name}
        </label>
        <span className={styles.optionDescription}>{extra.description}</span>
        {error ? (
          <span id={`${id}-error`} className={formStyles.error}>
            {t(error)}
          </span>
        ) : null}
      </span>
      <span className={styles.optionPrice}>{extraPrice(extra)}</span>
    </div>
  );
}

export function ExtrasStep({
  frame,
  data,
  base = BOOK_NOW_BASE,
}: {
  frame: StepFrame;
  data: ExtrasStepData;
  base?: string;
}) {
  const days = frame.breakdown.days;
  const coverOf = (code: string) => data.cost?.covers.find((cover) => cover.code === code);
  const defaults = {
    insurance: data.chosen.insuranceCode ?? data.insurance[0]?.code ?? "",
    shuttle: data.chosen.shuttleCode ?? NO_SHUTTLE,
  };
  return (
    <ValidatedForm
      id={EXTRAS_FORM_ID}
      validator={withZod(schemaFor(data))}
      method="post"
      action={stepUrl(2, "", base)}
      defaultValues={Object.fromEntries(
        data.extras.map((extra) => [extraField(extra.code), String(data.chosen.extras[extra.code] ?? 0)]),
      )}
      noValidate
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("Extras")}</legend>
        {data.extras.map((extra) => (
          <QuantitySelect key={extra.code} extra={extra} />
        ))}
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby="field-insurance-error">
        <legend className={styles.legend}>{t("Insurance")}</legend>
        {data.insurance.map((option) => (
          <OptionRow
            key={option.code}
            name="insurance"
            value={option.code}
            defaultChecked={defaults.insurance === option.code}
            title={option.name}
            description={option.description}
            price={
              option.dailyPrice > 0 ? (
                <>
                  <Price amount={option.dailyPrice} /> {t("per day")}
                </>
              ) : (
                t("Included")
              )
            }
          >
            {coverOf(option.code) ? <CoverTermsLine cover={coverOf(option.code)!} /> : null}
          </OptionRow>
        ))}
        <FieldError name="insurance" />
        <InfoModal
          id="total-care-fee"
          title={t("Total care fee")}
          triggerLabel={t("What does the total care fee cover?")}
          triggerClassName={styles.linkButton}
        >
          <p>{t(EXTRAS_STEP_TEXT.totalCare)}</p>
        </InfoModal>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("Carbon offset")}</legend>
        <OptionRow
          type="checkbox"
          name="carbonOffset"
          value="on"
          defaultChecked={data.chosen.isCarbonOffset}
          title={t("Offset the carbon of my trip")}
          description={t("We plant native trees in New Zealand with every offset.")}
          price={
            <>
              <Price amount={CARBON_OFFSET_PER_DAY} /> {t("per day")} (
              <Price amount={CARBON_OFFSET_PER_DAY * days} />)
            </>
          }
        />
      </fieldset>

      {data.shuttles.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("Shuttle")}</legend>
          <OptionRow
            name="shuttle"
            value={NO_SHUTTLE}
            defaultChecked={defaults.shuttle === NO_SHUTTLE}
            title={t("No shuttle")}
            description={t("I'll make my own way to the branch.")}
          />
          {data.shuttles.map((shuttle) => (
            <OptionRow
              key={shuttle.code}
              name="shuttle"
              value={shuttle.code}
              defaultChecked={defaults.shuttle === shuttle.code}
              title={shuttle.name}
              description={shuttle.description}
              price={shuttle.price > 0 ? <Price amount={shuttle.price} /> : t("Free")}
            />
          ))}
          <FieldError name="shuttle" />
        </fieldset>
      ) : (
        <input type="hidden" name="shuttle" value={NO_SHUTTLE} />
      )}

      {data.cost ? <WholeCost cost={data.cost} /> : null}

      <div className={styles.stepActions}>
        <Link to={stepUrl(1, "", base)}>{t("Back to your vehicle")}</Link>
        <SubmitButton formId={EXTRAS_FORM_ID} pendingText="Saving…">
          {t("Continue to your details")}
        </SubmitButton>
      </div>
    </ValidatedForm>
  );
}
