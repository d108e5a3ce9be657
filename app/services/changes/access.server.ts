/**
 * Which booking a visitor may change in the cancel, extend and check-in flows, and which one the
 * session is changing now.
 *
 * - A customer may change a booking they found on /manage-booking/ in this session (reservation
 *   number and email), or one they made while signed in. An Agent or Corporate user may change
 *   the bookings of their own account. Anything else is "not found" (no hint that it exists).
 * - A flow starts from its first page with `?booking=GO1234567` (the links on /manage-booking/
 *   and My bookings); the session then remembers that booking for the flow's other pages, one
 *   booking per flow. A flow page opened without one redirects to the flow's start.
 */
import { redirect } from "@remix-run/node";
import { getReservationByReference, type Reservation } from "~/models/reservations/reservations.server";
import type { BookingChangeKind } from "~/models/schema";
import { getBusinessAccount } from "~/models/accounts/users.server";
import { normaliseBookingReference } from "./lookup.server";
import { findBooking, visibleReservation, type ManageRefusal } from "./found-bookings.server";
import type { PhoneNumber } from "./help-number.server";
import { isManageableStatus } from "./manage.server";
import { MANAGE_BOOKING_MESSAGES } from "./text";
import { commitSession, getSession, getSessionStorage, type AppSession } from "../platform/session.server";
import { refreshSessionUser, type SessionUser } from "../accounts/user-session.server";

/** Who changes a booking: its customer, their business account, or GO's staff at the counter. */
export type ChangeActor = "customer" | "agent" | "staff";

/** The staff member who changed a booking at the counter, as the audit log names them. */
export type ChangeStaff = { userId: string; email: string };

export type ChangeableBooking = { reservation: Reservation; actor: ChangeActor };

export const CHANGE_BOOKING_PARAM = "booking";

const flowKey = (flow: BookingChangeKind) => `changeBooking:${flow}`;
const noticeKey = (flow: BookingChangeKind) => `changeNotice:${flow}`;

export function isBusinessUser(user: Pick<SessionUser, "userType"> | null): boolean {
  return user?.userType === "Agent" || user?.userType === "Corporate";
}

/** Whether a business user's account made this booking. */
export function belongsToAccount(reservation: Pick<Reservation, "agentId">, agentId: string | null): boolean {
  return Boolean(agentId && reservation.agentId && reservation.agentId === agentId);
}

/** The booking `reference` names when this visitor may change it (see above), else null. */
export async function changeableBooking(
  session: AppSession,
  reference: string | null | undefined,
  user: Pick<SessionUser, "userId" | "userType"> | null,
): Promise<ChangeableBooking | null> {
  const normalised = normaliseBookingReference(reference ?? "");
  if (!normalised) return null;
  if (isBusinessUser(user) && user) {
    const reservation = await getReservationByReference(normalised);
    if (!reservation || !isManageableStatus(reservation.status)) return null;
    const account = await getBusinessAccount(user.userId);
    return belongsToAccount(reservation, account?.agentId ?? null) ? { reservation, actor: "agent" } : null;
  }
  const reservation = await visibleReservation(session, normalised, user);
  return reservation ? { reservation, actor: "customer" } : null;
}

/**
 * The same rules for a caller without a session (the JSON API): a signed-in user's own booking
 * (a customer's, or their business account's), else, without a user, the booking whose email
 * the caller gives, found under the look-up limits of the find form (per client address and per
 * reservation number). Refused: 404 (not found, or not theirs: one answer) or 429.
 */
export async function changeableBookingWithoutSession(
  input: { reference: string; email?: string | null },
  user: Pick<SessionUser, "userId" | "userType"> | null,
  options: { clientAddress: string; now?: Date; helpNumber: () => Promise<PhoneNumber> },
): Promise<{ ok: true; booking: ChangeableBooking } | ManageRefusal> {
  const notFound: ManageRefusal = {
    ok: false,
    status: 404,
    message: MANAGE_BOOKING_MESSAGES.notFound,
    call: null,
  };
  // A throwaway session, never saved: it only carries the access a found booking gives.
  const session = await getSessionStorage().getSession();
  if (!user) {
    if (!input.email) return notFound;
    const found = await findBooking(session, { reference: input.reference, email: input.email }, options);
    if (!found.ok) return found;
  }
  const booking = await changeableBooking(session, input.reference, user);
  return booking ? { ok: true, booking } : notFound;
}

export function rememberChangeBooking(session: AppSession, flow: BookingChangeKind, reference: string): void {
  session.set(flowKey(flow), reference);
}

export function forgetChangeBooking(session: AppSession, flow: BookingChangeKind): void {
  session.unset(flowKey(flow));
}

export function changeBookingReference(session: AppSession, flow: BookingChangeKind): string | null {
  const value = session.get(flowKey(flow));
  return typeof value === "string" ? value : null;
}

/** A one-time message for the flow's next page (why the visitor was sent back, what went wrong). */
export function flashChangeNotice(session: AppSession, flow: BookingChangeKind, notice: string): void {
  session.flash(noticeKey(flow), notice);
}

export function takeChangeNotice(session: AppSession, flow: BookingChangeKind): string | null {
  const value = session.get(noticeKey(flow));
  return typeof value === "string" ? value : null;
}

export type ChangeContext = ChangeableBooking & { session: AppSession; user: SessionUser | null };

/**
 * The session, the signed-in user and the booking of `?booking=` (remembered for the flow) or,
 * without it, the one the session remembers. Null booking: nothing in hand (or not theirs).
 */
export async function loadChangeContext(
  request: Request,
  flow: BookingChangeKind,
  now: Date = new Date(),
): Promise<{ session: AppSession; user: SessionUser | null; booking: ChangeableBooking | null }> {
  const session = await getSession(request);
  const user = await refreshSessionUser(session, now);
  const fromUrl = new URL(request.url).searchParams.get(CHANGE_BOOKING_PARAM);
  const reference = fromUrl ?? changeBookingReference(session, flow);
  const booking = await changeableBooking(session, reference, user);
  if (booking) rememberChangeBooking(session, flow, booking.reservation.reference);
  else if (fromUrl === null && reference) forgetChangeBooking(session, flow);
  return { session, user, booking };
}

/**
 * For every flow page after the first: the booking in hand, or a redirect (thrown) to the flow's
 * start, with the session saved.
 */
export async function requireChangeContext(
  request: Request,
  flow: BookingChangeKind,
  startPath: string,
  now: Date = new Date(),
): Promise<ChangeContext> {
  const { session, user, booking } = await loadChangeContext(request, flow, now);
  if (!booking) throw redirect(startPath, { headers: { "Set-Cookie": await commitSession(session) } });
  return { ...booking, session, user };
}
