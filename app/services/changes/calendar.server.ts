import { confirmationCalendar } from "../booking/confirmation/calendar";
import { loadBookingConfirmation } from "../booking/confirmation/confirmation.server";
import { getConfirmedReservationId } from "../booking/session.server";
import { runInLanguage } from "../platform/i18n/i18n.server";
import type { AppSession } from "../platform/session.server";
import type { SessionUser } from "../accounts/user-session.server";
import { visibleReservation } from "./found-bookings.server";
import { normaliseBookingReference } from "./lookup.server";

/**
 * A booking's calendar file (booking/confirmation/calendar.ts), for the visitor who may see the booking: the
 * one this session has just confirmed (the confirmation page's rule) or one Manage booking shows
 * them (visibleReservation: found in this session, or their own while signed in). Only a confirmed
 * booking has one. Null otherwise, whatever the reason: no hint that a booking exists.
 */
export async function visitorBookingCalendar(
  session: AppSession,
  reference: string | null,
  user: Pick<SessionUser, "userId" | "userType"> | null,
  publicUrl: string,
  now: Date = new Date(),
): Promise<ReturnType<typeof confirmationCalendar> | null> {
  const normalised = normaliseBookingReference(reference ?? "");
  if (!normalised) return null;
  const confirmedId = getConfirmedReservationId(session);
  if (confirmedId) {
    const confirmed = await loadBookingConfirmation(confirmedId);
    if (confirmed && confirmed.reference === normalised)
      return confirmationCalendar(confirmed, publicUrl, now);
  }
  const reservation = await visibleReservation(session, normalised, user);
  const booking = reservation ? await loadBookingConfirmation(reservation.id) : null;
  return booking && reservation
    ? runInLanguage(reservation.language, () => confirmationCalendar(booking, publicUrl, now))
    : null;
}
