/**
 * The customer's checkout: GET /payment/ starts the payment, GET /paymentReturn/ applies the
 * gateway's answer. Both read and update the server session; the caller commits it.
 */
import { BUSINESS_CONFIRMATION_PATH } from "../steps/steps";
import { getPaymentGateway, type PaymentGateway } from "../../platform/payments/gateway.server";
import type { AppSession } from "../../platform/session.server";
import { confirmationPathFor, confirmationPathOf } from "./confirmed.server";
import { completePaymentReturn } from "./gateway-return.server";
import { PAYMENT_PATHS } from "./paths.server";
import {
  backToReview,
  dropReservation,
  finishBooking,
  isBusinessSession,
  notStarted,
  paidInThisSession,
  readyToPay,
  rememberPaying,
} from "./paying-session.server";
import { startPayment } from "./start.server";

/**
 * GET /payment/: the guard, then startPayment. Returns where to redirect; the caller commits the
 * session (it may carry a notice, a confirmed reservation or a reset reservation).
 */
export async function beginPayment(
  session: AppSession,
  options: {
    /** Where the gateway sends the payer back: `returnOrigin(request)` (platform/request-guard). */
    returnOrigin: string;
    now?: Date;
    gateway?: PaymentGateway;
  },
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
    returnOrigin: options.returnOrigin,
  });
  switch (result.kind) {
    case "gateway":
      rememberPaying(session, reservationId);
      return result.redirectTo;
    case "account2account":
    case "on-account":
    case "eftpos":
      finishBooking(session, result.reservationId);
      return confirmationPathOf(result.kind);
    case "confirmed":
      finishBooking(session, result.reservationId);
      return confirmationPathOf(result.method);
    case "soldout":
    case "hold-limit":
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
