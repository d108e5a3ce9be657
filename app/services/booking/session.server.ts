import { createHash, randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import { ITINERARY_EXPIRY_HOURS } from "~/services/booking/constants";
import {
  PAYMENT_METHOD_CHOICES,
  type PaymentMethodChoice,
  type SessionItinerary,
  type SessionReservation,
  type StoredPromo,
} from "~/models/reservations/session-booking";
import type { AppSession } from "../platform/session.server";

/**
 * The itinerary and the reservation in progress live in the server session (spec sections 3
 * and 4). Every booking route reads and writes them through this module; their shapes are the
 * model layer's (a saved quote keeps them too).
 */
export type {
  SessionItinerary,
  SessionReservation,
  StoredPromo,
} from "~/models/reservations/session-booking";

export { PAYMENT_METHOD_CHOICES, type PaymentMethodChoice };

const ITINERARY_KEY = "itinerary";
const RESERVATION_KEY = "reservation";
const STORED_PROMO_KEY = "storedPromo";
const CONFIRMED_KEY = "confirmedReservationId";
const PAYMENT_NOTICE_KEY = "paymentNotice";

export function getItinerary(session: AppSession): SessionItinerary | null {
  return (session.get(ITINERARY_KEY) as SessionItinerary | undefined) ?? null;
}

export function setItinerary(session: AppSession, itinerary: SessionItinerary): void {
  session.set(ITINERARY_KEY, itinerary);
}

export function getReservation(session: AppSession): SessionReservation | null {
  return (session.get(RESERVATION_KEY) as SessionReservation | undefined) ?? null;
}

export function setReservation(session: AppSession, reservation: SessionReservation | null): void {
  if (reservation) session.set(RESERVATION_KEY, reservation);
  else session.unset(RESERVATION_KEY);
}

const HOLD_KEY = "holdKey";

/**
 * The key the session's holds carry (reservations.session_key), so a new hold from the same
 * session replaces its earlier one (holdVehicle); never the session id itself. Kept in the session
 * on its first hold: a hash of the session id, so parallel requests of one stored session agree on
 * it, or a random value for a session not stored yet (its first request).
 */
export function sessionHoldKey(session: AppSession): string {
  const stored = session.get(HOLD_KEY);
  if (typeof stored === "string" && stored) return stored;
  const key = session.id
    ? createHash("sha256").update(`hold:${session.id}`).digest("base64url").slice(0, 24)
    : randomBytes(18).toString("base64url");
  session.set(HOLD_KEY, key);
  return key;
}

export function getStoredPromo(session: AppSession): StoredPromo | null {
  return (session.get(STORED_PROMO_KEY) as StoredPromo | undefined) ?? null;
}

export function setStoredPromo(session: AppSession, promo: StoredPromo | null): void {
  if (promo) session.set(STORED_PROMO_KEY, promo);
  else session.unset(STORED_PROMO_KEY);
}

/** The reservation this session last confirmed: what the confirmation pages show. */
export function getConfirmedReservationId(session: AppSession): string | null {
  return (session.get(CONFIRMED_KEY) as string | undefined) ?? null;
}

export function setConfirmedReservationId(session: AppSession, reservationId: string): void {
  session.set(CONFIRMED_KEY, reservationId);
}

/**
 * A one-time message for the review and pay step (a declined card, a changed price), set by the
 * payment routes and shown once by step 4.
 */
export function setPaymentNotice(session: AppSession, message: string): void {
  session.flash(PAYMENT_NOTICE_KEY, message);
}

export function takePaymentNotice(session: AppSession): string | null {
  return (session.get(PAYMENT_NOTICE_KEY) as string | undefined) ?? null;
}

/**
 * A new vehicle list or a change of vehicle resets the vehicle, extras, fees, class, processing
 * fee and insurance, and goes back to step index 1 (spec section 4).
 */
export function resetReservation(campaignName: string | null = null): SessionReservation {
  return {
    reservationId: null,
    carClassId: null,
    hotDealId: null,
    extras: [],
    insuranceCode: null,
    isCarbonOffset: false,
    shuttleCode: null,
    customerDetails: null,
    travelReason: "Leisure",
    cardType: null,
    paymentMethod: null,
    // Back on step index 1 with nothing completed.
    stepComplete: 0,
    campaignName,
  };
}

export type ItineraryExpiry = "missing" | "expired" | "other-user" | null;

/**
 * The booking guard of spec section 4 (every step but the last): the itinerary times out when
 * the last search is over ITINERARY_EXPIRY_HOURS old, or when the signed-in user differs from
 * the one who searched, unless this is an app login.
 */
export function itineraryExpiry(
  itinerary: SessionItinerary | null,
  user: { userId: string | null; isAppLogin: boolean },
  now: Date = new Date(),
): ItineraryExpiry {
  if (!itinerary) return "missing";
  const age = now.getTime() - new Date(itinerary.lastQueryDateTime).getTime();
  if (!(age <= ITINERARY_EXPIRY_HOURS * 3600 * 1000)) return "expired";
  if (!user.isAppLogin && itinerary.searchedByUserId !== user.userId) return "other-user";
  return null;
}

/** Query flag /vehicles/ reads to show the itinerary-expired message. */
export const ITINERARY_EXPIRED_PARAM = "expired";

export function redirectToVehiclesExpired(): Response {
  return redirect(`/vehicles/?${ITINERARY_EXPIRED_PARAM}=1`);
}
