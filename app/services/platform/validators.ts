import { DATE_OF_BIRTH_LOWER_BOUND, LICENCE_EXPIRY_UPPER_YEAR, PHONE_MIN_LENGTH } from "./constants";
import { formatDayMonthYear, nowInNewZealand, parseCalendarDate } from "./dates";

/**
 * The form validators of spec section 5. Each returns true when the value passes; the message to
 * show lives in platform/text.ts (INVALID_PHONE, VALIDATOR_MESSAGES, dateAfterDropOffMessage).
 * Shared by server (zod refinements in actions) and browser (client hints): no server imports.
 *
 * Dates are day-month-year as the spec's forms take them: "24-12-2026" or "24/12/2026", one or
 * two digits for day and month, four for the year. Every date validator passes an empty value
 * (or the empty date 01-01-0001): whether a field is required is a separate check.
 */

/** At least PHONE_MIN_LENGTH characters, only digits, spaces, plus and brackets. Message: INVALID_PHONE. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= PHONE_MIN_LENGTH && /^[0-9 +()]+$/.test(trimmed) && /[0-9]/.test(trimmed);
}

const DAY_MONTH_YEAR = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;

function isEmptyDate(value: string | null | undefined): boolean {
  const text = (value ?? "").trim().replace(/\//g, "-");
  if (text === "") return true;
  // The booking system's empty date is year 0001 (spec section 5).
  const match = DAY_MONTH_YEAR.exec(text);
  return match !== null && Number(match[3]) === 1;
}

/**
 * A day-month-year date as "YYYY-MM-DD", or null when empty, not day-month-year (ISO is refused
 * here, unlike parseCalendarDate) or not on the calendar (31-02-2027).
 */
export function parseDayMonthYear(value: string | null | undefined): string | null {
  const text = (value ?? "").trim().replace(/\//g, "-");
  if (!DAY_MONTH_YEAR.test(text)) return null;
  return parseCalendarDate(text);
}

/** Date format: day-month-year, a real calendar date; empty passes. Message: VALIDATOR_MESSAGES.date. */
export function isValidDate(value: string | null | undefined): boolean {
  return isEmptyDate(value) || parseDayMonthYear(value) !== null;
}

/** Today's date in New Zealand, "YYYY-MM-DD". */
function todayInNewZealand(now: Date): string {
  return nowInNewZealand(now).date;
}

/**
 * Date of birth: after DATE_OF_BIRTH_LOWER_BOUND (1790-02-01) and before today (New Zealand);
 * empty passes. Message: VALIDATOR_MESSAGES.dateOfBirth.
 */
export function isDateOfBirthInPast(value: string | null | undefined, now: Date = new Date()): boolean {
  if (isEmptyDate(value)) return true;
  const date = parseDayMonthYear(value);
  return date !== null && date > DATE_OF_BIRTH_LOWER_BOUND && date < todayInNewZealand(now);
}

/**
 * Licence expiry: after today (New Zealand) and before the year LICENCE_EXPIRY_UPPER_YEAR (9999);
 * empty passes. Message: VALIDATOR_MESSAGES.licenceExpired.
 */
export function isLicenceNotExpired(value: string | null | undefined, now: Date = new Date()): boolean {
  if (isEmptyDate(value)) return true;
  const date = parseDayMonthYear(value);
  return (
    date !== null && date > todayInNewZealand(now) && Number(date.slice(0, 4)) < LICENCE_EXPIRY_UPPER_YEAR
  );
}

/** Digits only; empty passes. Message: VALIDATOR_MESSAGES.numeric. */
export function isNumeric(value: string | null | undefined): boolean {
  return /^\d*$/.test((value ?? "").trim());
}

/**
 * The date is not after the comparison (drop-off) date; both day-month-year, the same day passes.
 * Passes when either date is empty or unreadable (the date format validator reports those).
 * Message: dateAfterDropOffMessage(dropOffDate), with dropOffDayMonthYear(dropOffDate).
 */
export function isNotAfterDropOff(
  value: string | null | undefined,
  dropOffDate: string | null | undefined,
): boolean {
  const date = parseDayMonthYear(value);
  const dropOff = parseDayMonthYear(dropOffDate);
  if (date === null || dropOff === null) return true;
  return date <= dropOff;
}

/** The drop-off date as the message shows it: "24-12-2026" (as typed when it cannot be read). */
export function dropOffDayMonthYear(dropOffDate: string): string {
  const iso = parseDayMonthYear(dropOffDate);
  return iso ? formatDayMonthYear(iso) : dropOffDate.trim();
}

/** Password confirmation. Message: VALIDATOR_MESSAGES.passwordsDoNotMatch. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/**
 * Age in whole years on a date, both day-month-year (spec section 5: "Age is computed from
 * day-month-year dates"). Someone born on 29 February turns a year older on 1 March in other
 * years. Null when either date is empty or unreadable, or the birth is after the date.
 */
export function ageOn(dateOfBirth: string, onDate: string): number | null {
  const birth = parseDayMonthYear(dateOfBirth);
  const on = parseDayMonthYear(onDate);
  if (!birth || !on || birth > on) return null;
  const [by, bm, bd] = birth.split("-").map(Number);
  const [oy, om, od] = on.split("-").map(Number);
  const hadBirthday = om > bm || (om === bm && od >= bd);
  return oy - by - (hadBirthday ? 0 : 1);
}

/** The first message of each field a zod check refused (a form shows one message beside each field). */
export function firstMessagePerField(
  issues: ReadonlyArray<{ path: ReadonlyArray<string | number>; message: string }>,
): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    if (name && !(name in fieldErrors)) fieldErrors[name] = issue.message;
  }
  return fieldErrors;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID (a row's id in a URL): checked before the database is asked. */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}
