/**
 * When the booking's reminder emails are due (ADR 0091), pure: each moment is computed from the
 * booking's dates as they are at the sweep, so a change of dates moves the reminder with them.
 */
import { fromNewZealand, inNewZealand } from "../../platform/dates";

const HOUR = 3600 * 1000;

/** The pick-up reminder goes this many hours before the pick-up. */
export const PICK_UP_REMINDER_HOURS_BEFORE = 48;
/** The return reminder goes at this hour (NZ time) on the drop-off day… */
export const RETURN_REMINDER_HOUR = 7;
/** …unless the drop-off is before this hour: then the evening before… */
export const RETURN_REMINDER_LATEST_DROP_OFF_HOUR_FOR_MORNING = 9;
/** …at this hour (NZ time). */
export const RETURN_REMINDER_EVENING_HOUR = 18;
/** The thank-you goes this long after the return at the counter… */
export const THANK_YOU_HOURS_AFTER_RETURN = 2;
/** …and no longer after this many days (a worker that was down does not thank a month late). */
export const THANK_YOU_WITHIN_DAYS = 7;

export type ReminderFacts = {
  pickupAt: Date;
  dropOffAt: Date;
  /** When the booking was confirmed (its payment); null: treated as confirmed long ago. */
  confirmedAt: Date | null;
};

export function pickUpReminderAt(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - PICK_UP_REMINDER_HOURS_BEFORE * HOUR);
}

/**
 * 07:00 NZ on the drop-off day; for a drop-off before 09:00, 18:00 NZ the evening before (07:00
 * would reach the customer on the road, or after the return).
 */
export function returnReminderAt(dropOffAt: Date): Date {
  const local = inNewZealand(dropOffAt);
  const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
  if (local.hour() >= RETURN_REMINDER_LATEST_DROP_OFF_HOUR_FOR_MORNING)
    return fromNewZealand(local.format("YYYY-MM-DD"), hh(RETURN_REMINDER_HOUR));
  return fromNewZealand(local.subtract(1, "day").format("YYYY-MM-DD"), hh(RETURN_REMINDER_EVENING_HOUR));
}

export function thankYouAt(returnedAt: Date): Date {
  return new Date(returnedAt.getTime() + THANK_YOU_HOURS_AFTER_RETURN * HOUR);
}

/** A booking confirmed after a reminder's moment never gets it: its confirmation said it all. */
const bookedBefore = (booking: ReminderFacts, moment: Date) =>
  !booking.confirmedAt || booking.confirmedAt.getTime() <= moment.getTime();

/** From its moment until the pick-up, for a booking that was confirmed by that moment. */
export function isPickUpReminderDue(booking: ReminderFacts, now: Date): boolean {
  const moment = pickUpReminderAt(booking.pickupAt);
  return bookedBefore(booking, moment) && moment <= now && now < booking.pickupAt;
}

/**
 * From its moment until the drop-off, for a booking confirmed by then whose moment comes after the
 * pick-up (a rental shorter than that has the pick-up reminder and the counter).
 */
export function isReturnReminderDue(booking: ReminderFacts, now: Date): boolean {
  const moment = returnReminderAt(booking.dropOffAt);
  return (
    bookedBefore(booking, moment) && moment > booking.pickupAt && moment <= now && now < booking.dropOffAt
  );
}

/** Between THANK_YOU_HOURS_AFTER_RETURN hours and THANK_YOU_WITHIN_DAYS days after the return. */
export function isThankYouDue(returnedAt: Date, now: Date): boolean {
  const moment = thankYouAt(returnedAt);
  return moment <= now && now.getTime() < returnedAt.getTime() + THANK_YOU_WITHIN_DAYS * 24 * HOUR;
}

/** How far ahead the sweep looks for drop-offs: any return reminder due now is for one of these. */
export const RETURN_REMINDER_LOOKAHEAD_HOURS = 26;
