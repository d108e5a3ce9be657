/**
 * The gateway's answer to a booking's card payment. completePaymentReturn applies it and is
 * idempotent: only the caller that moves the payment out of `pending` confirms the reservation
 * and sends the email.
 */
import { confirmReservation } from "../availability/claims.server";
import { currentLanguage } from "../../platform/i18n/translate";
import {
  approvePayment,
  cancelPayment,
  declinePayment,
  getPayment,
  getPaymentByProviderReference,
  refundPayment,
  type Payment,
  type PaymentResultDetails,
} from "~/models/reservations/payments.server";
import { PAYMENT_MESSAGES, paymentDeclinedMessage } from "../text";
import { roundMoney } from "../../platform/money";
import type { PaymentOutcome } from "../../platform/payments/gateway.server";
import { CARD_BRAND_TEXT, paidWithPricedBrand } from "./card-brand";
import { recordConfirmed, sendConfirmationOnce } from "./confirmed.server";

/** What a gateway's answer records on the payment it ends. */
export function answerDetails(outcome: PaymentOutcome, now: Date): PaymentResultDetails {
  return { providerReference: outcome.providerReference, cardLast4: outcome.cardLast4, now };
}

/**
 * An answer that paid nothing ends the pending payment: declined (with the gateway's reason, or
 * the standard one) or cancelled by the payer. Null when it had already left `pending`. A
 * change's card payment (changes/payments.server.ts) ends the same way.
 */
export function endUnpaidPayment(
  paymentId: string,
  outcome: Pick<PaymentOutcome, "status" | "declineReason">,
  details: PaymentResultDetails,
): Promise<Payment | null> {
  return outcome.status === "declined"
    ? declinePayment(paymentId, {
        ...details,
        declineReason: outcome.declineReason ?? PAYMENT_MESSAGES.declinedReason,
      })
    : cancelPayment(paymentId, details);
}

export type PaymentReturnResult =
  /** Paid and confirmed. `firstTime`: this call won the transition (and sent the email). */
  | { kind: "approved"; reservationId: string; firstTime: boolean }
  | { kind: "declined"; reservationId: string; notice: string }
  | { kind: "cancelled"; reservationId: string; notice: string }
  /** An answer for a payment that had already ended another way (replaced, or declined before). */
  | { kind: "stale"; reservationId: string; notice: string }
  /** Paid, but the car had gone (payment window over): the payment is marked refunded. */
  | { kind: "soldout-refunded"; reservationId: string; amount: number }
  /** Not one of our payments, or not the amount we asked for. */
  | { kind: "invalid" };

async function confirmPaid(payment: Payment, now: Date, firstTime: boolean): Promise<PaymentReturnResult> {
  // Its emails go out in the language of the page that confirmed it (the visitor may have switched).
  const confirmed = await confirmReservation(payment.reservationId, {
    now,
    language: currentLanguage().prefix,
  });
  if (confirmed.ok) {
    if (firstTime) {
      await recordConfirmed(payment, now);
      await sendConfirmationOnce(payment.reservationId);
    }
    return { kind: "approved", reservationId: payment.reservationId, firstTime };
  }
  // Money taken, no car: give it back (the gateway refund itself is the provider's call).
  await refundPayment(payment.id, { now });
  return { kind: "soldout-refunded", reservationId: payment.reservationId, amount: payment.amount };
}

/** What a repeated or late answer means, from where the payment already is. */
async function settledResult(payment: Payment, now: Date): Promise<PaymentReturnResult> {
  const reservationId = payment.reservationId;
  switch (payment.status) {
    case "approved":
      return confirmPaid(payment, now, false);
    case "refunded":
      return { kind: "soldout-refunded", reservationId, amount: payment.amount };
    case "declined":
      return { kind: "declined", reservationId, notice: paymentDeclinedMessage(payment.declineReason) };
    case "cancelled":
      return { kind: "cancelled", reservationId, notice: PAYMENT_MESSAGES.cancelled };
    case "pending":
      return { kind: "stale", reservationId, notice: PAYMENT_MESSAGES.staleCheckout };
    case "authorised":
    case "voided":
      // Holds belong to check-in, never to paying for a booking.
      return { kind: "invalid" };
  }
}

/**
 * Applies a verified gateway answer. Safe to call any number of times, also at once: the
 * payment leaves `pending` by one conditional UPDATE, and only the caller that moved it confirms
 * the reservation for the first time and sends the confirmation email. A decline or cancel
 * leaves the reservation as it is (payment pending, still claiming its car for the payment
 * window), so the customer can try again.
 */
export async function completePaymentReturn(
  outcome: PaymentOutcome,
  options: { now?: Date } = {},
): Promise<PaymentReturnResult> {
  const now = options.now ?? new Date();
  const payment =
    (await getPayment(outcome.paymentId)) ?? (await getPaymentByProviderReference(outcome.providerReference));
  // Only a booking's own card payment confirms a booking here (a change's payment returns to its flow).
  if (
    !payment ||
    payment.method !== "credit-card" ||
    payment.purpose !== "booking" ||
    roundMoney(payment.amount) !== roundMoney(outcome.amount)
  ) {
    return { kind: "invalid" };
  }
  const details = answerDetails(outcome, now);

  if (outcome.status === "approved" && !paidWithPricedBrand(payment.cardType, outcome.cardType)) {
    // Priced for one card type, paid with another: nothing is booked at the wrong fee.
    const refused = await declinePayment(payment.id, {
      ...details,
      declineReason: CARD_BRAND_TEXT.otherBrand,
    });
    return settledResult(refused ?? (await getPayment(payment.id)) ?? payment, now);
  }

  if (outcome.status === "approved") {
    const won = await approvePayment(payment.id, details);
    if (won) return confirmPaid(won, now, true);
    const current = (await getPayment(payment.id)) ?? payment;
    if (current.status === "declined" || current.status === "cancelled") {
      // This payment had already ended: the approval of a replaced or finished checkout books nothing.
      return { kind: "stale", reservationId: current.reservationId, notice: PAYMENT_MESSAGES.staleCheckout };
    }
    return settledResult(current, now);
  }

  const ended = await endUnpaidPayment(payment.id, outcome, details);
  return settledResult(ended ?? (await getPayment(payment.id)) ?? payment, now);
}
