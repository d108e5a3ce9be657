/**
 * Starting to pay for a booking (after "Review and pay" at step 4). See
 * docs/decisions/0005-payments.md.
 *
 * startPayment re-checks an expired hold (availability, then price), claims the car for the
 * payment window, creates or reuses the pending payment (idempotency key per reservation and
 * attempt) and asks the gateway for its hosted page. A bank transfer (account2account) confirms
 * at once with a pending payment awaiting the transfer; a business booking charged to the agency
 * account confirms at once with an approved on-account payment.
 */
import { confirmReservation, extendHold, markPaymentPending } from "../availability/claims.server";
import {
  approvePayment,
  cancelPayment,
  createPayment,
  listPaymentsForReservation,
  type Payment,
  type PaymentMethod,
} from "~/models/reservations/payments.server";
import {
  getReservation as getReservationRow,
  isClaiming,
  updateReservation,
  type Reservation,
  type ReservationChangeResult,
} from "~/models/reservations/reservations.server";
import { CARD_TYPES, type CardType } from "~/models/schema";
import type { SessionItinerary, SessionReservation } from "../session.server";
import { priceBooking } from "../pricing/booking.server";
import { holdLimitMessage, paymentDescription, priceChangedMessage } from "../text";
import { formatMoney, roundMoney } from "../../platform/money";
import { getPaymentGateway, type PaymentGateway } from "../../platform/payments/gateway.server";
import { confirmedMethod, recordConfirmed, sendConfirmationOnce } from "./confirmed.server";
import { attemptOf, bankTransferKey, cardPaymentKey, eftposKey, onAccountKey } from "./keys";
import { openHostedPage, type HostedPageResult } from "./hosted-page.server";
import { paymentReturnUrl } from "./paths.server";
import { currentLanguage } from "../../platform/i18n/translate";

function cardTypeOf(value: string | null): CardType | null {
  return value && (CARD_TYPES as readonly string[]).includes(value) ? (value as CardType) : null;
}

export type StartPaymentInput = {
  itinerary: SessionItinerary;
  reservation: SessionReservation;
  now?: Date;
  gateway?: PaymentGateway;
  /**
   * The origin the gateway sends a card payer back to (its /paymentReturn/): `returnOrigin(request)`
   * (platform/request-guard). Null only for a charge to the agency account, which never goes there.
   */
  returnOrigin: string | null;
  /**
   * Overrides the session's choice: "on-account" for a business booking charged to the agency,
   * "eftpos" for a walk-in paid on the counter's terminal (with `receiptNumber`).
   */
  method?: PaymentMethod;
  /** An EFTPOS payment's receipt number, kept as its reference. */
  receiptNumber?: string;
  /** Where the gateway sends a card payer back instead of /paymentReturn/ (the counter's own page). */
  returnPath?: string;
};

/** The card payment's return origin; only a charge to the agency account goes without one. */
function cardReturnOrigin(input: StartPaymentInput): string {
  if (input.returnOrigin === null) throw new Error("A card payment needs the origin to return the payer to");
  return input.returnOrigin;
}

export type StartPaymentResult =
  /** Send the payer to the gateway's hosted page, or the gateway is down. */
  | HostedPageResult
  /** Bank transfer: confirmed, awaiting the transfer. */
  | { kind: "account2account"; reservationId: string; payment: Payment; emailSent: boolean }
  /** Business booking charged to the agency account: confirmed, to be invoiced. */
  | { kind: "on-account"; reservationId: string; payment: Payment; emailSent: boolean }
  /** A walk-in paid on the counter's EFTPOS terminal; `created` only for the request that recorded it. */
  | { kind: "eftpos"; reservationId: string; payment: Payment; emailSent: boolean; created: boolean }
  /** Already confirmed earlier (a refresh after the end). */
  | { kind: "confirmed"; reservationId: string; method: PaymentMethod }
  /** The hold had expired and the class has no car left. */
  | { kind: "soldout" }
  /** The hold had expired and its address holds as many cars as it may (docs/booking.md). */
  | { kind: "hold-limit"; message: string; retryAfterSeconds: number }
  /** The hold had expired and the price is now different: the customer must see it first. */
  | { kind: "price-changed"; total: number; notice: string }
  /** No such reservation, cancelled, or its branches or class are gone. */
  | { kind: "not-found" };

/**
 * The pending card payment for this amount: the latest attempt when it is still pending with the
 * same amount and card (a refresh), otherwise a new attempt. A pending attempt whose amount or card
 * changed is cancelled first, so it can never approve the booking.
 */
async function pendingCardPayment(
  reservationId: string,
  wanted: { amount: number; processingFee: number; cardType: CardType | null; now: Date },
): Promise<{ payment: Payment; reused: boolean }> {
  const cards = (await listPaymentsForReservation(reservationId))
    .filter((payment) => payment.method === "credit-card" && payment.purpose === "booking")
    .sort((a, b) => attemptOf(a) - attemptOf(b));
  const latest = cards.at(-1);
  if (latest?.status === "pending") {
    if (roundMoney(latest.amount) === wanted.amount && latest.cardType === wanted.cardType) {
      return { payment: latest, reused: true };
    }
    await cancelPayment(latest.id, { now: wanted.now });
  }
  const attempt = (latest ? attemptOf(latest) : 0) + 1;
  const { payment, created } = await createPayment({
    reservationId,
    method: "credit-card",
    amount: wanted.amount,
    processingFee: wanted.processingFee,
    cardType: wanted.cardType,
    idempotencyKey: cardPaymentKey(reservationId, attempt),
    now: wanted.now,
  });
  return { payment, reused: !created };
}

/** The payment of a booking confirmed without the gateway, by its method: its key and whether it is paid at once. */
const WITHOUT_CARD = {
  account2account: { key: bankTransferKey, approved: false },
  "on-account": { key: onAccountKey, approved: true },
  eftpos: { key: eftposKey, approved: true },
} as const;

/**
 * Confirms a booking paid without the gateway: bank transfer (the payment stays pending until the
 * money arrives), a business booking charged to the agency account (approved at once, invoiced
 * later), or a walk-in paid on the counter's EFTPOS terminal (approved at once, its receipt number
 * as the reference). A card payment still open on the gateway can no longer approve the booking.
 * Only the request that created the payment records the confirmation and sends the email.
 */
async function confirmWithoutCard(
  reservation: Reservation,
  now: Date,
  method: keyof typeof WITHOUT_CARD,
  receiptNumber: string | null = null,
): Promise<StartPaymentResult> {
  // A bank transfer is confirmed by the visitor's request: its emails go out in that page's language.
  const confirmed = await confirmReservation(reservation.id, {
    now,
    language: method === "account2account" ? currentLanguage().prefix : undefined,
  });
  if (!confirmed.ok) return confirmed.reason === "soldout" ? { kind: "soldout" } : { kind: "not-found" };
  for (const payment of await listPaymentsForReservation(reservation.id)) {
    if (payment.method === "credit-card" && payment.purpose === "booking" && payment.status === "pending") {
      await cancelPayment(payment.id, { now });
    }
  }
  const { payment, created } = await createPayment({
    reservationId: reservation.id,
    method,
    amount: roundMoney(confirmed.reservation.total),
    processingFee: 0,
    cardType: null,
    idempotencyKey: WITHOUT_CARD[method].key(reservation.id),
    now,
  });
  const current =
    created && WITHOUT_CARD[method].approved
      ? ((await approvePayment(payment.id, { now, providerReference: receiptNumber })) ?? payment)
      : payment;
  if (created) await recordConfirmed(current, now);
  const emailSent = created ? await sendConfirmationOnce(reservation.id) : false;
  if (method === "eftpos")
    return { kind: method, reservationId: reservation.id, payment: current, emailSent, created };
  return { kind: method, reservationId: reservation.id, payment: current, emailSent };
}

const startBankTransfer = (reservation: Reservation, now: Date) =>
  confirmWithoutCard(reservation, now, "account2account");
const startOnAccount = (reservation: Reservation, now: Date) =>
  confirmWithoutCard(reservation, now, "on-account");

/** Why an expired hold could not be claimed again, as startPayment answers it. */
function claimLost(
  lost: Exclude<ReservationChangeResult, { ok: true }>,
): Extract<StartPaymentResult, { kind: "soldout" | "hold-limit" | "not-found" }> {
  if (lost.reason === "soldout") return { kind: "soldout" };
  if (lost.reason === "hold_limit")
    return { kind: "hold-limit", message: holdLimitMessage(lost), retryAfterSeconds: lost.retryAfterSeconds };
  return { kind: "not-found" };
}

/**
 * Starts paying for the reservation in the session (after "Review and pay" at step 4).
 *
 * 1. An expired hold (or an expired payment window) is checked again: a car must still be free
 *    (else `soldout`), and the booking is priced again; a different total is saved and answered
 *    as `price-changed` so the customer sees it before paying.
 * 2. Bank transfer: the reservation is confirmed with a pending account2account payment.
 * 3. Card: the reservation becomes payment_pending (claiming the car for PAYMENT_WINDOW_SECONDS),
 *    the pending payment is created or reused, and the gateway gives the hosted page to go to.
 */
export async function startPayment(input: StartPaymentInput): Promise<StartPaymentResult> {
  const now = input.now ?? new Date();
  const id = input.reservation.reservationId;
  if (!id) return { kind: "not-found" };
  let row = await getReservationRow(id);
  if (!row || row.status === "cancelled") return { kind: "not-found" };
  if (row.status === "confirmed")
    return { kind: "confirmed", reservationId: id, method: await confirmedMethod(id) };

  const method: PaymentMethod = input.method ?? input.reservation.paymentMethod ?? "credit-card";
  // A bank transfer (or a charge to the agency account) carries no card processing fee.
  const toPrice = method !== "credit-card" ? { ...input.reservation, cardType: null } : input.reservation;
  const expired = !isClaiming(row, now);
  const feeOnTransfer = method !== "credit-card" && Boolean(row.priceBreakdown?.processingFee);

  if (expired || !row.priceBreakdown || feeOnTransfer) {
    if (expired) {
      const reclaimed = await extendHold(id, { now });
      if (!reclaimed.ok) return claimLost(reclaimed);
    }
    const priced = await priceBooking(input.itinerary, toPrice);
    if (!priced) return { kind: "not-found" };
    const total = roundMoney(priced.breakdown.total);
    const changed = expired && row.priceBreakdown !== null && total !== roundMoney(row.total);
    row = (await updateReservation(id, { priceBreakdown: priced.breakdown })) ?? row;
    if (changed) return { kind: "price-changed", total, notice: priceChangedMessage(formatMoney(total)) };
  }

  if (method === "account2account") return startBankTransfer(row, now);
  if (method === "on-account") return startOnAccount(row, now);
  if (method === "eftpos") return confirmWithoutCard(row, now, "eftpos", input.receiptNumber ?? null);

  const pending = await markPaymentPending(id, { now });
  if (!pending.ok) return claimLost(pending);
  row = pending.reservation;
  if (row.status === "confirmed")
    return { kind: "confirmed", reservationId: id, method: await confirmedMethod(id) };

  const amount = roundMoney(row.total);
  const card = await pendingCardPayment(id, {
    amount,
    processingFee: row.priceBreakdown?.processingFee?.amount ?? 0,
    cardType: cardTypeOf(input.reservation.cardType),
    now,
  });
  return openHostedPage(input.gateway ?? getPaymentGateway(), card, {
    amount,
    description: paymentDescription(row.reference),
    returnUrl: paymentReturnUrl(cardReturnOrigin(input), input.returnPath),
    // The fee was priced for this brand: the gateway refuses another before charging it.
    cardType: card.payment.cardType,
  });
}
