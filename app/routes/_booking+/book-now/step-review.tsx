import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { EmailQuoteForm } from "~/components/booking/EmailQuoteForm";
import { PriceSummary } from "~/components/booking/PriceSummary";
import { FieldError } from "~/components/form/FieldError";
import { SubmitButton } from "~/components/form/SubmitButton";
import { InfoModal } from "~/components/modal";
import { saveOnAccountReview, saveReview, type BookingState } from "~/services/booking/steps/flow.server";
import { businessReviewSchema, reviewSchema } from "~/services/booking/steps/forms";
import { payOnAccount } from "~/services/booking/payment/on-account.server";
import type { StepFrame } from "~/services/booking/steps/page.server";
import type { ReviewStepData } from "~/services/booking/steps/review.server";
import { OptionRow } from "~/components/booking/OptionRow";
import { WholeCost } from "~/components/booking/WholeCost";
import { bookingBase, stepUrl, type BookingMode } from "~/services/booking/steps/steps";
import { quoteSentMessage } from "~/services/booking/quotes/text";
import { BOOKING_FORM_MESSAGES, PRICE_SUMMARY_TEXT } from "~/services/booking/text";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { formatMoney } from "~/services/platform/money";
import { PayInNzdNote, Price } from "~/components/currency/Price";
import { PAYMENT_METHOD_LABELS } from "~/services/booking/payment/methods";
import type { AppSession } from "~/services/platform/session.server";
import * as styles from "~/styles/booking.css";
import { redirectWithSession } from "~/services/platform/session.server";
import { t } from "~/services/platform/i18n/translate";
import { formatNumber } from "~/services/platform/i18n/formats";

/**
 * Step 4, review and pay: the whole booking, the price breakdown, and how to pay. A card adds
 * its processing fee (the step's data: steps/review.server.ts); the visitor then goes to
 * /payment/, which sends them to the gateway's hosted page.
 */
export const REVIEW_FORM_ID = "booking-review";
const validator = withZod(reviewSchema);

const businessValidator = withZod(businessReviewSchema);

export async function reviewAction(
  session: AppSession,
  state: BookingState,
  formData: FormData,
  mode: BookingMode = "customer",
) {
  if (mode === "business") {
    const business = await businessValidator.validate(formData);
    if (business.error)
      return validationError({ ...business.error, formId: REVIEW_FORM_ID }, business.submittedData);
    if (business.data.paymentMethod === "on-account") {
      if (!(await saveOnAccountReview(session, state)))
        return data({ formError: BOOKING_FORM_MESSAGES.bookingLost }, { status: 409 });
      return redirectWithSession(session, await payOnAccount(session));
    }
    const savedCard = await saveReview(session, state, {
      paymentMethod: "credit-card",
      cardType: business.data.cardType ?? null,
    });
    if (!savedCard) return data({ formError: BOOKING_FORM_MESSAGES.bookingLost }, { status: 409 });
    return redirectWithSession(session, "/payment/");
  }
  const result = await validator.validate(formData);
  if (result.error) return validationError({ ...result.error, formId: REVIEW_FORM_ID }, result.submittedData);
  const saved = await saveReview(session, state, {
    paymentMethod: result.data.paymentMethod,
    cardType: result.data.cardType ?? null,
  });
  if (!saved) return data({ formError: BOOKING_FORM_MESSAGES.bookingLost }, { status: 409 });
  return redirectWithSession(session, "/payment/");
}

export function ReviewStep({
  frame,
  data,
  mode = "customer",
}: {
  frame: StepFrame;
  data: ReviewStepData;
  mode?: BookingMode;
}) {
  const customer = data.customer;
  const business = mode === "business";
  const base = bookingBase(mode);
  return (
    <>
      {data.notice ? (
        <div className={styles.notice.warning} role="alert">
          {t(data.notice)}
        </div>
      ) : null}
      {data.quoteSentTo ? (
        <div className={styles.notice.info} role="status">
          {quoteSentMessage(data.quoteSentTo)}
        </div>
      ) : null}

      <section className={styles.fieldset} aria-labelledby="review-details">
        <h2 id="review-details" className={styles.legend}>
          {t("Your booking")}
        </h2>
        <dl className={styles.reviewList}>
          <dt>{t("Vehicle")}</dt>
          <dd>
            {frame.vehicle.name} ({frame.vehicle.vehicleType.name})
          </dd>
          <dt>{t("Pick-up")}</dt>
          <dd>
            {frame.itinerary.pickup.branchName}, {frame.itinerary.pickup.date}, {frame.itinerary.pickup.time}
          </dd>
          <dt>{t("Drop-off")}</dt>
          <dd>
            {frame.itinerary.dropOff.branchName}, {frame.itinerary.dropOff.date},{" "}
            {frame.itinerary.dropOff.time}
          </dd>
          {customer ? (
            <>
              <dt>{t("Main driver")}</dt>
              <dd>
                {customer.firstName} {customer.lastName}
              </dd>
              <dt>{t("Contact")}</dt>
              <dd>
                {customer.email}, {customer.phone}
              </dd>
              {customer.flightNumber ? (
                <>
                  <dt>{t("Flight")}</dt>
                  <dd>{customer.flightNumber}</dd>
                </>
              ) : null}
            </>
          ) : null}
        </dl>
        <p>
          <Link to={stepUrl(2, "", base)}>{t("Change extras")}</Link> ·{" "}
          <Link to={stepUrl(3, "", base)}>
            {business ? t("Change your client's details") : t("Change your details")}
          </Link>
        </p>
      </section>

      <PriceSummary
        breakdown={{
          ...frame.breakdown,
          processingFee: null,
          total: frame.breakdown.subtotal,
          lines: frame.breakdown.lines.filter((line) => line.kind !== "processingFee"),
        }}
        caption={PRICE_SUMMARY_TEXT.beforeCardFees}
      />

      <WholeCost cost={data.cost} />

      <ValidatedForm
        id={REVIEW_FORM_ID}
        validator={(business ? businessValidator : validator) as unknown as typeof validator}
        method="post"
        action={stepUrl(4, "", base)}
        defaultValues={
          (business && data.chosen.paymentMethod === "account2account"
            ? { ...data.chosen, paymentMethod: "on-account" }
            : data.chosen) as never
        }
        noValidate
      >
        <fieldset className={styles.fieldset} aria-describedby="field-paymentMethod-error">
          <legend className={styles.legend}>{t("How would you like to pay?")}</legend>
          {business ? (
            <OptionRow
              name="paymentMethod"
              value="on-account"
              defaultChecked
              title={t(BUSINESS_MESSAGES.onAccountLabel)}
              description={t(BUSINESS_MESSAGES.onAccountDescription)}
              price={<Price amount={data.subtotal} />}
            />
          ) : null}
          <OptionRow
            name="paymentMethod"
            value="credit-card"
            defaultChecked={!business && data.chosen.paymentMethod === "credit-card"}
            title={t(PAYMENT_METHOD_LABELS["credit-card"])}
            description={t("Pay now on our secure payment page. Choose your card below.")}
          />
          {business ? null : (
            <OptionRow
              name="paymentMethod"
              value="account2account"
              defaultChecked={data.chosen.paymentMethod === "account2account"}
              title={t(PAYMENT_METHOD_LABELS.account2account)}
              description={t("No card fee. We'll give you our bank details and your reference.")}
              price={<Price amount={data.subtotal} />}
            />
          )}
          <FieldError name="paymentMethod" />
        </fieldset>

        <fieldset className={styles.fieldset} aria-describedby="field-cardType-error">
          <legend className={styles.legend}>{t("Card type")}</legend>
          {data.cards.map((card) => (
            <OptionRow
              key={card.cardType}
              name="cardType"
              value={card.cardType}
              defaultChecked={data.chosen.cardType === card.cardType}
              title={card.label}
              description={
                card.fee > 0
                  ? t("Processing fee {{percent}}%: {{fee}}", {
                      percent: formatNumber(card.percent),
                      fee: formatMoney(card.fee),
                    })
                  : t("No processing fee")
              }
              price={<Price amount={card.total} />}
            />
          ))}
          <FieldError name="cardType" />
          <InfoModal
            id="payment-processing-fee"
            title={t("Payment processing fee")}
            triggerLabel={t("Why is there a card fee?")}
            triggerClassName={styles.linkButton}
          >
            <p>
              {t(
                "Card companies charge us to take your payment, and we pass on that cost at the rate each card charges us. Paying by bank transfer has no fee.",
              )}
            </p>
          </InfoModal>
        </fieldset>

        <PayInNzdNote />
        <div className={styles.stepActions}>
          <Link to={stepUrl(3, "", base)}>
            {business ? t("Back to your client's details") : t("Back to your details")}
          </Link>
          <SubmitButton
            formId={REVIEW_FORM_ID}
            pendingText={business ? "Confirming…" : t("Opening secure payment…")}
          >
            {business ? "Confirm booking" : t("Pay now")}
          </SubmitButton>
        </div>
      </ValidatedForm>
      {business ? null : (
        <div className={styles.stepActions}>
          <span className={styles.lead}>
            {t("Not ready to pay? We'll email you this quote to book later.")}
          </span>
          <EmailQuoteForm />
        </div>
      )}
    </>
  );
}
