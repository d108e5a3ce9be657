/**
 * How long a rental may be and how far ahead it may start (ADR 0072, issue 24 item 11). Pure and
 * free of the clock unless given one, so the search form schema (browser hints and server truth)
 * and the server's itinerary check (web, business area and API searches) share it.
 */
import { nowInNewZealand } from "../../platform/dates";
import type { ItineraryDraft, ItineraryErrors } from "./itinerary";

/** The longest rental, in rental days (24-hour periods, as priced). */
export const MAX_RENTAL_DAYS = 90;
/** How many months ahead of today (New Zealand) a pick-up may be. */
export const MAX_PICKUP_MONTHS_AHEAD = 18;

export const RENTAL_LIMIT_MESSAGES = {
  rentalTooLong: `A rental can be at most ${MAX_RENTAL_DAYS} days. For a longer rental, please contact us`,
  pickupTooFarAhead: `The pick-up date can be at most ${MAX_PICKUP_MONTHS_AHEAD} months from today`,
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

function dayNumber(isoDate: string): number | null {
  const match = ISO_DATE.exec(isoDate);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000 : null;
}

function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Rental days of a draft itinerary on the New Zealand wall clock, as pricing counts them (any part
 * of a 24-hour period is a day, at least 1); null when a value is not a date or time.
 */
export function draftRentalDays(draft: ItineraryDraft): number | null {
  const [from, to] = [dayNumber(draft.pickupDate), dayNumber(draft.dropOffDate)];
  const [fromMinutes, toMinutes] = [minutesOf(draft.pickupTime), minutesOf(draft.dropOffTime)];
  if (from === null || to === null || fromMinutes === null || toMinutes === null) return null;
  const minutes = (to - from) * 1440 + (toMinutes - fromMinutes);
  return Math.max(1, Math.ceil(minutes / 1440));
}

/** The rental length limit alone (no clock): the drop-off date's message, or null. */
export function rentalLengthError(draft: ItineraryDraft): string | null {
  const days = draftRentalDays(draft);
  return days !== null && days > MAX_RENTAL_DAYS ? RENTAL_LIMIT_MESSAGES.rentalTooLong : null;
}

/** The last pick-up date open for booking: today in New Zealand plus the months allowed. */
export function lastPickupDate(now: Date = new Date()): string {
  const today = nowInNewZealand(now).date;
  const [year, month, day] = today.split("-").map(Number);
  const monthIndex = month - 1 + MAX_PICKUP_MONTHS_AHEAD;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = monthIndex % 12;
  // The same day of the month, or the month's last day when it has fewer (31 Aug → 28/29 Feb).
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${targetYear}-${pad(targetMonth + 1)}-${pad(Math.min(day, lastDay))}`;
}

/** Both limits against today: the messages beside the fields they concern. */
export function checkRentalLimits(draft: ItineraryDraft, now: Date = new Date()): ItineraryErrors {
  const errors: ItineraryErrors = {};
  if (ISO_DATE.test(draft.pickupDate) && draft.pickupDate > lastPickupDate(now)) {
    errors.pickupDate = RENTAL_LIMIT_MESSAGES.pickupTooFarAhead;
  }
  const length = rentalLengthError(draft);
  if (length) errors.dropOffDate = length;
  return errors;
}
