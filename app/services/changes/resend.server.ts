import { recordBookingEvent } from "~/models/reservations/booking-events.server";
import { sendBookingConfirmationEmail } from "../booking/confirmation/mail.server";
import type { SessionUser } from "../accounts/user-session.server";
import { hitRateLimit, refundRateLimit } from "../platform/rate-limit.server";
import type { AppSession } from "../platform/session.server";
import { MANAGE_BOOKING_RESEND_LIMIT } from "./constants";
import { visibleReservation, type ManageRefusal } from "./found-bookings.server";
import type { PhoneNumber } from "./help-number.server";
import { MANAGE_BOOKING_MESSAGES as M } from "./text";
import { log } from "~/log.server";

/**
 * "Resend confirmation email" on /manage-booking/: confirmed bookings only,
 * MANAGE_BOOKING_RESEND_LIMIT per booking (fixed one-hour windows, shared by instances), each send
 * recorded in the booking's history.
 */

const RESENT_FLASH_KEY = "manageBookingResent";

export function resendLimitKey(reservationId: string): string {
  return `manage-booking:resend:${reservationId}`;
}

/**
 * Sends the booking's confirmation email again (a booking this visitor may see, confirmed), at
 * most MANAGE_BOOKING_RESEND_LIMIT times per booking per window, and records it in the history.
 * The sent address is flashed for the page. The caller commits the session.
 */
export async function resendConfirmation(
  session: AppSession,
  reference: string,
  options: {
    user: Pick<SessionUser, "userId" | "userType"> | null;
    now?: Date;
    helpNumber: () => Promise<PhoneNumber>;
  },
): Promise<{ ok: true; reference: string; email: string } | ManageRefusal> {
  const now = options.now ?? new Date();
  const reservation = await visibleReservation(session, reference, options.user);
  if (!reservation) return { ok: false, status: 404, message: M.findFirst, call: null };
  if (reservation.status !== "confirmed" || !reservation.customerDetails?.email) {
    return { ok: false, status: 409, message: M.resendNotConfirmed, call: null };
  }
  const hit = await hitRateLimit(resendLimitKey(reservation.id), MANAGE_BOOKING_RESEND_LIMIT, now);
  if (!hit.allowed) {
    const help = await options.helpNumber();
    return {
      ok: false,
      status: 429,
      message: M.resendLimited(help.number),
      call: help,
      retryAfterSeconds: hit.retryAfterSeconds,
    };
  }
  let sent = null;
  try {
    sent = await sendBookingConfirmationEmail(reservation.id);
  } catch (error) {
    log.error({ err: error }, `Resending the confirmation of ${reservation.reference} failed`);
  }
  if (!sent) {
    // Nothing went out: the attempt does not use up the budget.
    await refundRateLimit(resendLimitKey(reservation.id), MANAGE_BOOKING_RESEND_LIMIT, now);
    const help = await options.helpNumber();
    return { ok: false, status: 503, message: M.resendFailed(help.number), call: help };
  }
  const email = reservation.customerDetails.email;
  try {
    await recordBookingEvent({
      reservationId: reservation.id,
      kind: "confirmation-resent",
      actor: "customer",
      detail: { to: email },
      now,
    });
  } catch (error) {
    log.error({ err: error }, `Booking event for ${reservation.reference} was not recorded`);
  }
  session.flash(RESENT_FLASH_KEY, reservation.reference);
  return { ok: true, reference: reservation.reference, email };
}

/** Whether the last resend (flashed) was for this booking; reading clears it. */
export function takeResentFlash(session: AppSession, reference: string): boolean {
  return session.get(RESENT_FLASH_KEY) === reference;
}
