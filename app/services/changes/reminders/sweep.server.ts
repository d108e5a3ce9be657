import {
  confirmedDroppingOffBetween,
  confirmedPickingUpBetween,
  confirmedReturnedBetween,
  recordReminderSent,
} from "~/models/reservations/booking-reminders.server";
import type { BookingReminderKind } from "~/models/schema";
import type { QueueDefinition } from "../../platform/jobs/queue.server";
import { sendMail } from "../../platform/mail.server";
import { reminderEmail } from "./mail.server";
import {
  isPickUpReminderDue,
  isReturnReminderDue,
  isThankYouDue,
  PICK_UP_REMINDER_HOURS_BEFORE,
  RETURN_REMINDER_LOOKAHEAD_HOURS,
  THANK_YOU_HOURS_AFTER_RETURN,
  THANK_YOU_WITHIN_DAYS,
} from "./rules";

/**
 * The booking's reminder emails on the job worker (ADR 0091): every five minutes, once across all
 * instances, the sweep finds what is due from the bookings' current dates and sends it. Each
 * email is written with its "sent" record in one transaction, so a reminder goes once however
 * many sweeps run at once, and never for a booking cancelled meanwhile.
 */
export const REMINDERS_QUEUE: QueueDefinition = {
  name: "reminders",
  // The next run comes in five minutes anyway: a failed run is kept, to be seen, not retried.
  retryLimit: 0,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 600,
};
export const REMINDERS_CRON = "*/5 * * * *";

const HOUR = 3600 * 1000;

export type SweepResult = { sent: { reservationId: string; kind: BookingReminderKind }[] };

/** What is due at `now`: (reservation, kind) pairs, from three index ranges. */
async function dueReminders(now: Date): Promise<{ reservationId: string; kind: BookingReminderKind }[]> {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const [pickingUp, droppingOff, returned] = await Promise.all([
    confirmedPickingUpBetween(now, at(PICK_UP_REMINDER_HOURS_BEFORE), "pick-up"),
    confirmedDroppingOffBetween(now, at(RETURN_REMINDER_LOOKAHEAD_HOURS), "return"),
    // The thank-you asks for a review: an address on the unsubscribe list is not sent one.
    confirmedReturnedBetween(
      at(-24 * THANK_YOU_WITHIN_DAYS),
      at(-THANK_YOU_HOURS_AFTER_RETURN),
      "thank-you",
      {
        exceptUnsubscribed: true,
      },
    ),
  ]);
  return [
    ...pickingUp
      .filter((booking) => isPickUpReminderDue(booking, now))
      .map(({ id }) => [id, "pick-up"] as const),
    ...droppingOff
      .filter((booking) => isReturnReminderDue(booking, now))
      .map(({ id }) => [id, "return"] as const),
    ...returned
      .filter((booking) => isThankYouDue(booking.returnedAt, now))
      .map(({ id }) => [id, "thank-you"] as const),
  ].map(([reservationId, kind]) => ({ reservationId, kind }));
}

/**
 * Sends every reminder due at `now`. One booking's failure does not stop the others; the sweep
 * throws at the end when any failed (the job is then failed and kept, to be seen; the next run
 * tries those again, as nothing was recorded for them).
 */
export async function sendDueReminders(now: Date = new Date()): Promise<SweepResult> {
  const due = await dueReminders(now);
  const sent: SweepResult["sent"] = [];
  const failures: string[] = [];
  for (const { reservationId, kind } of due) {
    try {
      const message = await reminderEmail(reservationId, kind);
      if (!message) continue;
      const mail = await sendMail(message, (tx) => recordReminderSent(tx, reservationId, kind, now));
      if (mail) sent.push({ reservationId, kind });
    } catch (error) {
      // The booking's id and the error, never the customer's address.
      failures.push(`${kind} ${reservationId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0)
    throw new Error(`${failures.length} of ${due.length} reminders failed (${failures.join("; ")})`);
  return { sent };
}
