/**
 * The session's side of paying, shared by /payment/, /paymentReturn/ and "charge to agency
 * account": the guards before a payment, what a payment that did not start does to the session,
 * the end of a booking, and the bookings this session sent to the gateway.
 */
import { setVehiclesNotice } from "../steps/flow.server";
import {
  getConfirmedReservationId,
  getItinerary,
  getReservation,
  itineraryExpiry,
  resetReservation,
  setConfirmedReservationId,
  setPaymentNotice,
  setReservation,
  type SessionItinerary,
  type SessionReservation,
} from "../session.server";
import type { BookingMode } from "../steps/steps";
import { BOOKING_MESSAGES } from "../text";
import type { AppSession } from "../../platform/session.server";
import { bookNowPath, PAYMENT_PLACES } from "./paths.server";
import type { StartPaymentResult } from "./start.server";

function sessionUser(session: AppSession) {
  const userId = session.get("userId");
  return {
    userId: typeof userId === "string" ? userId : null,
    isAppLogin: session.get("isAppLogin") === true,
  };
}

/** The booking is over: remember what to confirm, and start the next booking afresh. */
export function finishBooking(session: AppSession, reservationId: string): void {
  setConfirmedReservationId(session, reservationId);
  const current = getReservation(session);
  if (current?.reservationId === reservationId)
    setReservation(session, resetReservation(current.campaignName));
}

/** Back to "Review and pay": step 4 must be submitted again before the next payment. */
export function backToReview(
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

export function dropReservation(session: AppSession, reservationId: string | null): void {
  const current = getReservation(session);
  if (current && current.reservationId === reservationId)
    setReservation(session, resetReservation(current.campaignName));
}

export type ReadyToPay =
  | { ok: true; reservation: SessionReservation; reservationId: string; itinerary: SessionItinerary }
  | { ok: false; location: string };

/**
 * The guards before a payment, the same for /payment/ and "charge to agency account": a
 * reservation in the session (else the confirmation of the booking just made, or the search), all
 * steps up to 4 done (else the next step), and a search that is this user's and not expired.
 */
export async function readyToPay(
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
 * A payment that did not start, the same in both areas: the car or the booking is gone, or its
 * lapsed hold is over the address's holds cap (back to the search, which says why), or the price
 * changed or the gateway is down (back to "Review and pay").
 */
export function notStarted(
  session: AppSession,
  mode: BookingMode,
  reservationId: string,
  result: Extract<
    StartPaymentResult,
    { kind: "soldout" | "hold-limit" | "not-found" | "price-changed" | "gateway-unavailable" }
  >,
): string {
  switch (result.kind) {
    case "soldout":
      dropReservation(session, reservationId);
      setVehiclesNotice(session, BOOKING_MESSAGES.vehicleSoldOut);
      return PAYMENT_PLACES[mode].search;
    case "hold-limit":
      // The search is kept: the list says why, with 429 and Retry-After (docs/booking.md).
      dropReservation(session, reservationId);
      setVehiclesNotice(session, result.message, result.retryAfterSeconds);
      return PAYMENT_PLACES[mode].search;
    case "not-found":
      dropReservation(session, reservationId);
      return PAYMENT_PLACES[mode].search;
    case "price-changed":
    case "gateway-unavailable":
      return backToReview(session, reservationId, result.notice, mode);
  }
}

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
export function paidInThisSession(session: AppSession, reservationId: string): boolean {
  return (
    payingReservationIds(session).includes(reservationId) ||
    getReservation(session)?.reservationId === reservationId ||
    getConfirmedReservationId(session) === reservationId
  );
}

/** An Agent or Corporate user is signed in. */
export function isBusinessSession(session: AppSession): boolean {
  const userType = session.get("userType");
  return userType === "Agent" || userType === "Corporate";
}
