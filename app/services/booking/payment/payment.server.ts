/**
 * Payment and confirmation of a booking (issue 4): what happens between "Review and pay" at
 * step 4 and the confirmation page. See docs/decisions/0005-payments.md.
 *
 * - startPayment: re-checks an expired hold (availability, then price), claims the car for the
 *   payment window, creates or reuses the pending payment (idempotency key per reservation and
 *   attempt) and asks the gateway for its hosted page. A bank transfer (account2account) confirms
 *   at once with a pending payment awaiting the transfer.
 * - completePaymentReturn: applies the gateway's answer. Idempotent: only the caller that moves
 *   the payment out of `pending` confirms the reservation and sends the email.
 * - beginPayment / finishPaymentReturn: the same, for the /payment/ and /paymentReturn/ routes,
 *   reading and updating the server session.
 */
import { confirmReservation, extendHold, markPaymentPending } from "../availability/claims.server";
import { getConfig } from "~/config.server";
import {
  approvePayment,
  cancelPayment,
  createPayment,
  declinePayment,
  getPayment,
  getPaymentByProviderReference,
  listPaymentsForReservation,
  refundPayment,
  setProviderReference,
  type Payment,
  type PaymentMethod,
} from "~/models/reservations/payments.server";
import {
  getReservation as getReservationRow,
  isClaiming,
  updateReservation,
  type Reservation,
} from "~/models/reservations/reservations.server";
import { CARD_TYPES, type CardType } from "~/models/schema";
import { recordBookingEventQuietly } from "~/models/reservations/booking-events.server";
import { setVehiclesNotice } from "../steps/flow.server";
import { sendBookingConfirmationEmail } from "../confirmation/mail.server";
import {
  getConfirmedReservationId,
  getItinerary,
  getReservation,
  ITINERARY_EXPIRED_PARAM,
  itineraryExpiry,
  resetReservation,
  setConfirmedReservationId,
  setPaymentNotice,
  setReservation,
  type SessionItinerary,
  type SessionReservation,
} from "../session.server";
import { priceBooking } from "../pricing/booking.server";
import {
  bookingBase,
  BUSINESS_BOOK_NOW_BASE,
  BUSINESS_CONFIRMATION_PATH,
  BUSINESS_NEW_BOOKING_PATH,
  PAYMENT_STEP,
  stepUrl,
  type BookingMode,
  type BookingStepIndex,
} from "../steps/steps";
import {
  BOOKING_MESSAGES,
  PAYMENT_MESSAGES,
  paymentDeclinedMessage,
  paymentDescription,
  priceChangedMessage,
} from "../text";
import { SERVICE_UNAVAILABLE } from "../../platform/error-text";
import { formatMoney, roundMoney } from "../../platform/money";
import {
  getPaymentGateway,
  type PaymentGateway,
  type PaymentOutcome,
} from "../../platform/payments/gateway.server";
import type { AppSession } from "../../platform/session.server";
import { CARD_BRAND_TEXT, paidWithPricedBrand } from "./card-brand";

/* ------------------------------------------------------------------------------------------------
 * Paths and keys
 * ---------------------------------------------------------------------------------------------- */

export const PAYMENT_PATHS = {
  payment: "/payment/",
  paymentReturn: "/paymentReturn/",
  confirmation: "/payment/confirmation/",
  bankTransferConfirmation: "/payment/confirmation/account2account/",
  bookingConfirmation: "/confirmation/",
  review: "/book-now/?step=4",
  vehicles: "/vehicles/",
  itineraryExpired: `/vehicles/?${ITINERARY_EXPIRED_PARAM}=1`,
} as const;

/** The booking step a customer (or business user) with `stepComplete` steps done goes back to (never past 4). */
export function bookNowPath(stepComplete: number, mode: BookingMode = "customer"): string {
  return stepUrl(
    Math.min(Math.max(stepComplete + 1, 1), PAYMENT_STEP) as BookingStepIndex,
    "",
    bookingBase(mode),
  );
}

/** Where the payment guards send a customer (/payment/) and a business user (charge to agency account). */
const PAYMENT_PLACES: Record<BookingMode, { search: string; expiredSearch: string; review: string }> = {
  customer: {
    search: PAYMENT_PATHS.vehicles,
    expiredSearch: PAYMENT_PATHS.itineraryExpired,
    review: PAYMENT_PATHS.review,
  },
  business: {
    search: BUSINESS_NEW_BOOKING_PATH,
    expiredSearch: `${BUSINESS_NEW_BOOKING_PATH}?${ITINERARY_EXPIRED_PARAM}=1`,
    review: stepUrl(PAYMENT_STEP, "", BUSINESS_BOOK_NOW_BASE),
  },
};

/** Absolute URL the gateway sends the payer back to. */
export function paymentReturnUrl(publicUrl: string = getConfig().publicUrl): string {
  return new URL(PAYMENT_PATHS.paymentReturn, publicUrl).toString();
}

/**
 * Idempotency keys. A card payment's key names the reservation and the attempt: a refresh or a
 * double submit of attempt n finds the same row; a new attempt (after a decline, a cancel or a
 * changed amount) is n + 1. A reservation has at most one bank transfer.
 */
export function cardPaymentKey(reservationId: string, attempt: number): string {
  return `reservation:${reservationId}:card:${attempt}`;
}

export function bankTransferKey(reservationId: string): string {
  return `reservation:${reservationId}:account2account`;
}

/** A business booking is charged to the agency's account once. */
export function onAccountKey(reservationId: string): string {
  return `reservation:${reservationId}:on-account`;
}

function attemptOf(payment: Payment): number {
  const match = /:card:(\d+)$/.exec(payment.idempotencyKey);
  return match ? Number(match[1]) : 0;
}

function cardTypeOf(value: string | null): CardType | null {
  return value && (CARD_TYPES as readonly string[]).includes(value) ? (value as CardType) : null;
}

/* ------------------------------------------------------------------------------------------------
 * Starting a payment
 * ---------------------------------------------------------------------------------------------- */

export type StartPaymentInput = {
  itinerary: SessionItinerary;
  reservation: SessionReservation;
  now?: Date;
  gateway?: PaymentGateway;
  /** Default: PUBLIC_URL + /paymentReturn/. */
  returnUrl?: string;
  /** Overrides the session's choice: "on-account" for a business booking charged to the agency. */
  method?: PaymentMethod;
};

export type StartPaymentResult =
  /** Send the payer to the gateway's hosted page. `reused`: the pending payment already existed. */
  | { kind: "gateway"; redirectTo: string; payment: Payment; reused: boolean }
  /** Bank transfer: confirmed, awaiting the transfer. */
  | { kind: "account2account"; reservationId: string; payment: Payment; emailSent: boolean }
  /** Business booking charged to the agency account: confirmed, to be invoiced. */
  | { kind: "on-account"; reservationId: string; payment: Payment; emailSent: boolean }
  /** Already confirmed earlier (a refresh after the end). */
  | { kind: "confirmed"; reservationId: string; method: PaymentMethod }
  /** The hold had expired and the class has no car left. */
  | { kind: "soldout" }
  /** The hold had expired and the price is now different: the customer must see it first. */
  | { kind: "price-changed"; total: number; notice: string }
  /** No such reservation, cancelled, or its branches or class are gone. */
  | { kind: "not-found" }
  | { kind: "gateway-unavailable"; notice: string };

async function confirmedMethod(reservationId: string): Promise<PaymentMethod> {
  const payments = (await listPaymentsForReservation(reservationId)).filter(
    (payment) => payment.purpose === "booking",
  );
  if (payments.some((payment) => payment.method === "on-account" && payment.status === "approved"))
    return "on-account";
  return payments.some((payment) => payment.method === "account2account" && payment.status !== "cancelled")
    ? "account2account"
    : "credit-card";
}

/** The confirmation page of a booking paid this way. */
function confirmationPathOf(method: PaymentMethod): string {
  if (method === "on-account") return BUSINESS_CONFIRMATION_PATH;
  return method === "account2account" ? PAYMENT_PATHS.bankTransferConfirmation : PAYMENT_PATHS.confirmation;
}

/** The confirmation page of a confirmed reservation, by how it was paid. */
export async function confirmationPathFor(reservationId: string): Promise<string> {
  return confirmationPathOf(await confirmedMethod(reservationId));
}

/** The "confirmed" line of the booking's history (manage booking), by the request that confirmed it. */
function recordConfirmed(payment: Payment, now: Date): Promise<void> {
  return recordBookingEventQuietly({
    reservationId: payment.reservationId,
    kind: "confirmed",
    actor: payment.method === "on-account" ? "agent" : "customer",
    detail: { method: payment.method, amount: roundMoney(payment.amount) },
    now,
  });
}

/** Sends the confirmation; a mail failure is logged and never undoes a booking. */
async function sendConfirmationOnce(reservationId: string): Promise<boolean> {
  try {
    return (await sendBookingConfirmationEmail(reservationId)) !== null;
  } catch (error) {
    console.error(`Booking confirmation email for reservation ${reservationId} failed:`, error);
    return false;
  }
}

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

/**
 * Confirms a booking paid without a card: bank transfer (the payment stays pending until the
 * money arrives) or a business booking charged to the agency account (approved at once, invoiced
 * later). A card payment still open on the gateway can no longer approve the booking. Only the
 * request that created the payment records the confirmation and sends the email.
 */
async function confirmWithoutCard(
  reservation: Reservation,
  now: Date,
  method: "account2account" | "on-account",
): Promise<StartPaymentResult> {
  const confirmed = await confirmReservation(reservation.id, { now });
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
    idempotencyKey: method === "on-account" ? onAccountKey(reservation.id) : bankTransferKey(reservation.id),
    now,
  });
  const current =
    created && method === "on-account" ? ((await approvePayment(payment.id, { now })) ?? payment) : payment;
  if (created) await recordConfirmed(current, now);
  const emailSent = created ? await sendConfirmationOnce(reservation.id) : false;
  return { kind: method, reservationId: reservation.id, payment: current, emailSent };
}

const startBankTransfer = (reservation: Reservation, now: Date) =>
  confirmWithoutCard(reservation, now, "account2account");
const startOnAccount = (reservation: Reservation, now: Date) =>
  confirmWithoutCard(reservation, now, "on-account");

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
      if (!reclaimed.ok) return reclaimed.reason === "soldout" ? { kind: "soldout" } : { kind: "not-found" };
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

  const pending = await markPaymentPending(id, { now });
  if (!pending.ok) return pending.reason === "soldout" ? { kind: "soldout" } : { kind: "not-found" };
  row = pending.reservation;
  if (row.status === "confirmed")
    return { kind: "confirmed", reservationId: id, method: await confirmedMethod(id) };

  const amount = roundMoney(row.total);
  const { payment, reused } = await pendingCardPayment(id, {
    amount,
    processingFee: row.priceBreakdown?.processingFee?.amount ?? 0,
    cardType: cardTypeOf(input.reservation.cardType),
    now,
  });

  const gateway = input.gateway ?? getPaymentGateway();
  try {
    const checkout = await gateway.startCheckout({
      paymentId: payment.id,
      amount,
      currency: "NZD",
      description: paymentDescription(row.reference),
      returnUrl: input.returnUrl ?? paymentReturnUrl(),
      // The fee was priced for this brand: the gateway refuses another before charging it.
      cardType: payment.cardType,
    });
    const withReference = await setProviderReference(payment.id, checkout.providerReference);
    return { kind: "gateway", redirectTo: checkout.redirectUrl, payment: withReference ?? payment, reused };
  } catch (error) {
    console.error(`Payment gateway refused payment ${payment.id}:`, error);
    return { kind: "gateway-unavailable", notice: SERVICE_UNAVAILABLE };
  }
}

/* ------------------------------------------------------------------------------------------------
 * The gateway's answer
 * ---------------------------------------------------------------------------------------------- */

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
  const confirmed = await confirmReservation(payment.reservationId, { now });
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
  const details = { providerReference: outcome.providerReference, cardLast4: outcome.cardLast4, now };

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

  const ended =
    outcome.status === "declined"
      ? await declinePayment(payment.id, {
          ...details,
          declineReason: outcome.declineReason ?? PAYMENT_MESSAGES.declinedReason,
        })
      : await cancelPayment(payment.id, details);
  return settledResult(ended ?? (await getPayment(payment.id)) ?? payment, now);
}

/* ------------------------------------------------------------------------------------------------
 * The routes' side: the session
 * ---------------------------------------------------------------------------------------------- */

function sessionUser(session: AppSession) {
  const userId = session.get("userId");
  return {
    userId: typeof userId === "string" ? userId : null,
    isAppLogin: session.get("isAppLogin") === true,
  };
}

/** The booking is over: remember what to confirm, and start the next booking afresh. */
function finishBooking(session: AppSession, reservationId: string): void {
  setConfirmedReservationId(session, reservationId);
  const current = getReservation(session);
  if (current?.reservationId === reservationId)
    setReservation(session, resetReservation(current.campaignName));
}

/** Back to "Review and pay": step 4 must be submitted again before the next payment. */
function backToReview(
  session: AppSession,
  reservationId: string,
  notice: string,
  mode: BookingMode = "customer",
): string {
  setPaymentNotice(session, notice);
  const current = getReservation(session);
  if (current?.reservationId === reservationId && current.stepComplete > 3) {
    setReservation(session, { ...current, stepComplete: 3 });
  }
  return PAYMENT_PLACES[mode].review;
}

function dropReservation(session: AppSession, reservationId: string | null): void {
  const current = getReservation(session);
  if (current && current.reservationId === reservationId)
    setReservation(session, resetReservation(current.campaignName));
}

type ReadyToPay =
  | { ok: true; reservation: SessionReservation; reservationId: string; itinerary: SessionItinerary }
  | { ok: false; location: string };

/**
 * The guards before a payment, the same for /payment/ and "charge to agency account": a
 * reservation in the session (else the confirmation of the booking just made, or the search), all
 * steps up to 4 done (else the next step), and a search that is this user's and not expired.
 */
async function readyToPay(
  session: AppSession,
  mode: BookingMode,
  now: Date,
  confirmationPath: (reservationId: string) => string | Promise<string>,
): Promise<ReadyToPay> {
  const places = PAYMENT_PLACES[mode];
  const reservation = getReservation(session);
  if (!reservation?.reservationId) {
    const confirmedId = getConfirmedReservationId(session);
    return { ok: false, location: confirmedId ? await confirmationPath(confirmedId) : places.search };
  }
  if (reservation.stepComplete < 4)
    return { ok: false, location: bookNowPath(reservation.stepComplete, mode) };
  const itinerary = getItinerary(session);
  const expiry = itineraryExpiry(itinerary, sessionUser(session), now);
  if (!itinerary || expiry === "missing") return { ok: false, location: places.search };
  if (expiry) return { ok: false, location: places.expiredSearch };
  return { ok: true, reservation, reservationId: reservation.reservationId, itinerary };
}

/**
 * A payment that did not start, the same in both areas: the car or the booking is gone (back to
 * the search), or the price changed or the gateway is down (back to "Review and pay").
 */
function notStarted(
  session: AppSession,
  mode: BookingMode,
  reservationId: string,
  result: Extract<
    StartPaymentResult,
    { kind: "soldout" | "not-found" | "price-changed" | "gateway-unavailable" }
  >,
): string {
  switch (result.kind) {
    case "soldout":
      dropReservation(session, reservationId);
      setVehiclesNotice(session, BOOKING_MESSAGES.vehicleSoldOut);
      return PAYMENT_PLACES[mode].search;
    case "not-found":
      dropReservation(session, reservationId);
      return PAYMENT_PLACES[mode].search;
    case "price-changed":
    case "gateway-unavailable":
      return backToReview(session, reservationId, result.notice, mode);
  }
}

/**
 * GET /payment/: the guard, then startPayment. Returns where to redirect; the caller commits the
 * session (it may carry a notice, a confirmed reservation or a reset reservation).
 */
export async function beginPayment(
  session: AppSession,
  options: { now?: Date; gateway?: PaymentGateway; returnUrl?: string } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const ready = await readyToPay(session, "customer", now, confirmationPathFor);
  if (!ready.ok) return ready.location;
  const { itinerary, reservation, reservationId } = ready;

  const result = await startPayment({
    itinerary,
    reservation,
    now,
    gateway: options.gateway,
    returnUrl: options.returnUrl,
  });
  switch (result.kind) {
    case "gateway":
      rememberPaying(session, reservationId);
      return result.redirectTo;
    case "account2account":
    case "on-account":
      finishBooking(session, result.reservationId);
      return confirmationPathOf(result.kind);
    case "confirmed":
      finishBooking(session, result.reservationId);
      return confirmationPathOf(result.method);
    case "soldout":
    case "not-found":
    case "price-changed":
    case "gateway-unavailable":
      return notStarted(session, "customer", reservationId, result);
  }
}

export type FinishPaymentReturnResult =
  | { kind: "redirect"; location: string }
  /** Approved, but this session did not pay: the page names no one (PAYMENT_RECEIVED_ELSEWHERE_TEXT). */
  | { kind: "received" }
  /** A forged, altered, empty or unknown answer: the page says so with status 400. */
  | { kind: "invalid" }
  | { kind: "soldout-refunded"; amount: number };

/** The bookings this session sent to the gateway (the last few), so only it sees their confirmation. */
const PAYING_KEY = "payingReservationIds";
const PAYING_KEPT = 5;

function payingReservationIds(session: AppSession): string[] {
  const value = session.get(PAYING_KEY);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
}

/** Remembers that this session went to the gateway to pay for `reservationId`. */
export function rememberPaying(session: AppSession, reservationId: string): void {
  const ids = payingReservationIds(session).filter((id) => id !== reservationId);
  session.set(PAYING_KEY, [...ids, reservationId].slice(-PAYING_KEPT));
}

/** Whether this session is the one paying for (or that confirmed) `reservationId`. */
function paidInThisSession(session: AppSession, reservationId: string): boolean {
  return (
    payingReservationIds(session).includes(reservationId) ||
    getReservation(session)?.reservationId === reservationId ||
    getConfirmedReservationId(session) === reservationId
  );
}

/**
 * GET /paymentReturn/: reads and verifies the gateway's answer, applies it and updates the
 * session. Visiting the same return URL again leads to the same place without doing anything twice.
 * The return URL is a link anyone may hold: an approval is applied whoever opens it, but only the
 * session that paid is shown the confirmation (with the booker's details); any other gets
 * "received", which names no one.
 */
export async function finishPaymentReturn(
  session: AppSession,
  url: URL,
  options: { now?: Date; gateway?: PaymentGateway } = {},
): Promise<FinishPaymentReturnResult> {
  // A plain visit with no answer at all (a bookmark, a crawler): nothing to verify, so show
  // what this session has booked, or how to find a booking. Any answer that is there is verified.
  if (url.search === "") return { kind: "redirect", location: PAYMENT_PATHS.bookingConfirmation };
  const gateway = options.gateway ?? getPaymentGateway();
  const outcome = await gateway.readReturn(url);
  if (!outcome) return { kind: "invalid" };
  const result = await completePaymentReturn(outcome, { now: options.now });
  switch (result.kind) {
    case "invalid":
      return { kind: "invalid" };
    case "approved":
      if (!paidInThisSession(session, result.reservationId)) return { kind: "received" };
      finishBooking(session, result.reservationId);
      // A business user's card booking ends on the business confirmation page.
      return {
        kind: "redirect",
        location: isBusinessSession(session) ? BUSINESS_CONFIRMATION_PATH : PAYMENT_PATHS.confirmation,
      };
    case "declined":
    case "cancelled":
    case "stale":
      return { kind: "redirect", location: backToReview(session, result.reservationId, result.notice) };
    case "soldout-refunded":
      dropReservation(session, result.reservationId);
      return { kind: "soldout-refunded", amount: result.amount };
  }
}

/* ------------------------------------------------------------------------------------------------
 * Business bookings: charge to the agency account
 * ---------------------------------------------------------------------------------------------- */

function isBusinessSession(session: AppSession): boolean {
  const userType = session.get("userType");
  return userType === "Agent" || userType === "Corporate";
}

/**
 * "Charge to agency account" at step 4 of /business/book-now/: the same guards as beginPayment,
 * then the booking is confirmed at once with an on-account payment. Returns where to redirect
 * (the business confirmation, the business search, or back to a step); the caller commits the
 * session.
 */
export async function payOnAccount(session: AppSession, options: { now?: Date } = {}): Promise<string> {
  const now = options.now ?? new Date();
  // A business booking, however it was paid, ends on the business confirmation page.
  const ready = await readyToPay(session, "business", now, () => BUSINESS_CONFIRMATION_PATH);
  if (!ready.ok) return ready.location;
  const { itinerary, reservation, reservationId } = ready;

  const result = await startPayment({ itinerary, reservation, now, method: "on-account" });
  switch (result.kind) {
    case "on-account":
    case "account2account":
    case "confirmed":
      finishBooking(session, result.reservationId);
      return BUSINESS_CONFIRMATION_PATH;
    case "soldout":
    case "not-found":
    case "price-changed":
    case "gateway-unavailable":
      return notStarted(session, "business", reservationId, result);
    case "gateway":
      // Not reached: on-account never goes to the gateway.
      return result.redirectTo;
  }
}
