import { getReservationByReference, type Reservation } from "~/models/reservations/reservations.server";
import type { AppSession } from "../platform/session.server";
import type { SessionUser } from "../accounts/user-session.server";
import { MANAGE_BOOKING_ACCESS_MAX } from "./constants";
import type { PhoneNumber } from "./help-number.server";
import { emailMatches, limitedLookup, normaliseBookingReference } from "./lookup.server";
import { buildManagedBooking, isManageableStatus, type ManagedBooking } from "./manage.server";
import { MANAGE_BOOKING_MESSAGES as M, manageBookingTooManyAttemptsMessage } from "./text";

/**
 * The bookings a visitor may see on /manage-booking/ (and change in the cancel, extend and
 * check-in flows): one found in this session, or one the signed-in customer made.
 *
 * - A guest finds a booking with its reservation number (any case) and the email on it (any
 *   case). "No such booking", "wrong email" and a booking still in progress (held, paying) get one
 *   message (404). Every look-up counts against BOOKING_LOOKUP_LIMITS (lookup-limits.ts: per
 *   session, per client address, per reservation number; shared with the other look-up pages); a
 *   found booking gives its hits back, so only failures use up the budget. Over a limit: 429 and
 *   the NZ number.
 * - A found booking's id joins the session's access list (at most MANAGE_BOOKING_ACCESS_MAX,
 *   oldest dropped); `/manage-booking/?booking=GO…` shows a booking in that list, or one made by
 *   the signed-in customer. Anything else shows the find form (no hint whether the number exists).
 */

/* ------------------------------------------------------------------------------------------------
 * The session's access list
 * ---------------------------------------------------------------------------------------------- */

const ACCESS_KEY = "manageBookingAccess";

/** The reservation ids in a session value (anything odd is ignored). */
export function readAccessList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((id): id is string => typeof id === "string" && id.length > 0 && id.length <= 64)
    .slice(-MANAGE_BOOKING_ACCESS_MAX);
}

/** The list with `reservationId` last (moved there if it was in it), at most MANAGE_BOOKING_ACCESS_MAX long. */
export function withAccess(list: readonly string[], reservationId: string): string[] {
  return [...list.filter((id) => id !== reservationId), reservationId].slice(-MANAGE_BOOKING_ACCESS_MAX);
}

export function grantAccess(session: AppSession, reservationId: string): void {
  session.set(ACCESS_KEY, withAccess(readAccessList(session.get(ACCESS_KEY)), reservationId));
}

export function sessionAccessList(session: AppSession): string[] {
  return readAccessList(session.get(ACCESS_KEY));
}

/** Whether this visitor may see the booking: found in this session, or made by the signed-in customer. */
export function canViewBooking(
  reservation: Pick<Reservation, "id" | "userId">,
  accessList: readonly string[],
  user: Pick<SessionUser, "userId" | "userType"> | null,
): boolean {
  if (accessList.includes(reservation.id)) return true;
  return Boolean(
    user && user.userType === "Customer" && reservation.userId && reservation.userId === user.userId,
  );
}

/* ------------------------------------------------------------------------------------------------
 * Finding a booking
 * ---------------------------------------------------------------------------------------------- */

export type ManageRefusal = {
  ok: false;
  status: 404 | 409 | 429 | 503;
  message: string;
  call: PhoneNumber | null;
  /** With 429: seconds until the limit lets this visitor try again (the Retry-After). */
  retryAfterSeconds?: number;
};

/** Whether a reservation answers a look-up: a confirmed or cancelled booking with that email. */
export function lookupMatches(reservation: Reservation | null, email: string): reservation is Reservation {
  return Boolean(
    reservation &&
    reservation.customerDetails &&
    isManageableStatus(reservation.status) &&
    emailMatches(reservation, email),
  );
}

/**
 * Finds a booking by reservation number and email, under the look-up limits of lookup.server.ts
 * (shared with the other look-up pages), and remembers a found booking in the session's access
 * list. The caller commits the session.
 */
export async function findBooking(
  session: AppSession,
  input: { reference: string; email: string },
  options: { clientAddress?: string | null; now?: Date; helpNumber: () => Promise<PhoneNumber> },
): Promise<{ ok: true; reference: string } | ManageRefusal> {
  const reference = normaliseBookingReference(input.reference);
  const looked = await limitedLookup(
    session,
    { reference: input.reference, clientAddress: options.clientAddress },
    async () => (reference ? await getReservationByReference(reference) : null),
    (reservation) => lookupMatches(reservation, input.email),
    options.now,
  );
  if (!looked.ok) {
    const help = await options.helpNumber();
    return {
      ok: false,
      status: 429,
      message: manageBookingTooManyAttemptsMessage(help.number),
      call: help,
      retryAfterSeconds: looked.retryAfterSeconds,
    };
  }
  const reservation = looked.result;
  if (!lookupMatches(reservation, input.email))
    return { ok: false, status: 404, message: M.notFound, call: null };
  grantAccess(session, reservation.id);
  return { ok: true, reference: reservation.reference };
}

/** The booking `reference` names, when this visitor may see it (else null, whatever the reason). */
export async function visibleReservation(
  session: AppSession,
  reference: string,
  user: Pick<SessionUser, "userId" | "userType"> | null,
): Promise<Reservation | null> {
  const normalised = normaliseBookingReference(reference);
  if (!normalised) return null;
  const reservation = await getReservationByReference(normalised);
  if (!reservation || !isManageableStatus(reservation.status)) return null;
  return canViewBooking(reservation, sessionAccessList(session), user) ? reservation : null;
}

/** The booking page of `reference` for this visitor, or null (not found, or not theirs to see). */
export async function loadManagedBooking(
  session: AppSession,
  reference: string,
  user: Pick<SessionUser, "userId" | "userType"> | null,
  now: Date = new Date(),
): Promise<ManagedBooking | null> {
  const reservation = await visibleReservation(session, reference, user);
  return reservation ? buildManagedBooking(reservation, now) : null;
}
