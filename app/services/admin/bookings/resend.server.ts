/** Resending the confirmation email from the counter (issue 21): at most once a minute per booking. */
import { getDb } from "~/models/db.server";
import { recordBookingEvent } from "~/models/reservations/booking-events.server";
import { sendBookingConfirmationEmail } from "../../booking/confirmation/mail.server";
import { hitRateLimit } from "../../platform/rate-limit.server";
import { recordAudit } from "../audit/audit.server";
import { FORM_ERROR_FIELD } from "./forms";
import type { CounterReservation, CounterStaff } from "./reservation.server";
import { refused, type CounterOptions, type CounterResult } from "./result";
import { COUNTER_MESSAGES as M } from "./text";
import { log } from "~/log.server";

/** One resend a minute per booking at the counter: a double submit sends one email. */
export const STAFF_RESEND_LIMIT = { limit: 1, windowSeconds: 60 } as const;

export async function resendByStaff(
  staff: CounterStaff,
  reservation: CounterReservation,
  options: CounterOptions = {},
): Promise<CounterResult> {
  const now = options.now ?? new Date();
  const email = reservation.customerDetails?.email;
  if (reservation.status !== "confirmed" || !email)
    return refused(409, { [FORM_ERROR_FIELD]: M.resendNoEmail });
  const hit = await hitRateLimit(`staff-resend:${reservation.id}`, STAFF_RESEND_LIMIT, now);
  if (!hit.allowed) return refused(429, { [FORM_ERROR_FIELD]: M.resendLimited });
  let sent = null;
  try {
    sent = await sendBookingConfirmationEmail(reservation.id);
  } catch (error) {
    log.error({ err: error }, `Resending the confirmation of ${reservation.reference} failed`);
  }
  if (!sent) return refused(503, { [FORM_ERROR_FIELD]: M.resendFailed });
  const db = await getDb();
  await db.transaction(async (tx) => {
    await recordBookingEvent(
      {
        reservationId: reservation.id,
        kind: "confirmation-resent",
        actor: "staff",
        detail: { to: email },
        now,
      },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: "booking.resend-confirmation",
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.pickupBranchId,
        before: null,
        after: { to: email },
        occurredAt: now,
      },
      tx,
    );
  });
  return { ok: true, done: "resent" };
}
