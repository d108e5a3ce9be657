import dayjs, { type Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { TIME_ZONE } from "~/models/constants";
import { newZealandWallClockMinutes, nowInNewZealand } from "~/models/nz-clock";
import { localDateFormat } from "./i18n/formats";
import { inEnglish } from "./i18n/translate";
import { minutesToText12 } from "./time-slots";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** The "empty date" of the booking system: year 0001 counts as no date (spec section 5). */
const EMPTY_YEAR = 1;

/**
 * Reads a calendar date from a form: ISO (2026-12-24, from date inputs) or day-month-year with
 * dashes or slashes (24-12-2026, 24/12/2026, 1-2 digit day and month, 4-digit year).
 * Returns "YYYY-MM-DD", or null for empty, year 0001, or a date that is not on the calendar.
 */
export function parseCalendarDate(value: string | null | undefined): string | null {
  const text = (value ?? "").trim().replace(/\//g, "-");
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : [];
  if (!year || !month || !day || Number(year) === EMPTY_YEAR) return null;
  const normalised = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  // Strict parsing refuses dates that are not on the calendar (31-02-2027).
  return dayjs(normalised, "YYYY-MM-DD", true).isValid() ? normalised : null;
}

/** An instant on the New Zealand wall clock. */
export function inNewZealand(at: Date): Dayjs {
  return dayjs(at).tz(TIME_ZONE);
}

const FROM_NEW_ZEALAND_CACHE_SIZE = 2_000;
const fromNewZealandCache = new Map<string, number>();

const HOUR_MS = 3_600_000;

/**
 * The one instant that New Zealand's wall clock shows as `date` `time`, found with the kept
 * formatter of the New Zealand clock (models/nz-clock.ts): New Zealand is 13 or 12 hours ahead of UTC, so it is one of two
 * candidates. Null for a time that occurs twice or never (the hour daylight saving repeats or
 * skips), which dayjs's rules then place. A never-seen search's flexible-dates row asks for
 * fourteen instants, and dayjs's parse and time-zone conversion were its largest cost (issue 35).
 */
function wallClockInstant(date: string, time: string): number | null {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return null;
  const shows = (instant: number) => newZealandWallClockMinutes(new Date(instant)) * 60_000 === wall;
  const summer = wall - 13 * HOUR_MS;
  const winter = wall - 12 * HOUR_MS;
  const inSummer = shows(summer);
  const inWinter = shows(winter);
  if (inSummer === inWinter) return null;
  return inSummer ? summer : winter;
}

/** The instant of a New Zealand date ("YYYY-MM-DD") and time ("HH:mm"). */
export function fromNewZealand(date: string, time: string): Date {
  const key = `${date} ${time}`;
  let instant = fromNewZealandCache.get(key);
  if (instant === undefined) {
    // Every search and booking step asks for its itinerary's two instants again, and a search's
    // flexible-dates row for fourteen (ADR 0082); a Date is mutable, so each caller gets its own.
    if (fromNewZealandCache.size >= FROM_NEW_ZEALAND_CACHE_SIZE) fromNewZealandCache.clear();
    instant = wallClockInstant(date, time) ?? dayjs.tz(key, "YYYY-MM-DD HH:mm", TIME_ZONE).valueOf();
    fromNewZealandCache.set(key, instant);
  }
  return new Date(instant);
}

export { nowInNewZealand };

/** A calendar date ("2026-12-24") as the instant of its midnight in UTC, for Intl formatters in UTC. */
function utcMidnight(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

const SHORT_DAY = { weekday: "short", day: "numeric", month: "short", year: "numeric" } as const;

/** "24-12-2026": the day-month-year form the spec shows dates in ("24.12.2026" in German). */
export function formatDayMonthYear(isoDate: string): string {
  if (!inEnglish())
    return localDateFormat("numeric", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }).format(utcMidnight(isoDate));
  return dayjs(isoDate, "YYYY-MM-DD", true).format("DD-MM-YYYY");
}

/** "Thu 24 Dec 2026": a calendar date as the booking pages show it. */
export function formatLongDate(isoDate: string): string {
  if (!inEnglish())
    return localDateFormat("short-day:utc", { ...SHORT_DAY, timeZone: "UTC" }).format(utcMidnight(isoDate));
  return dayjs(isoDate, "YYYY-MM-DD", true).format("ddd D MMM YYYY");
}

/**
 * "10:00 AM" on the New Zealand wall clock: the 12-hour text of the time slots (spec section 3),
 * so every page and email writes a time the same way (issue 24 item 15).
 */
export function formatNzTime(at: Date): string {
  if (!inEnglish())
    return localDateFormat("time:nz", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: TIME_ZONE,
    }).format(at);
  const local = inNewZealand(at);
  return minutesToText12(local.hour() * 60 + local.minute());
}

/** "Mon 12 Apr 2027" on the New Zealand calendar: the site's one date formatter for a booking's days. */
export function formatNzDate(at: Date): string {
  if (!inEnglish()) return localDateFormat("short-day:nz", { ...SHORT_DAY, timeZone: TIME_ZONE }).format(at);
  return inNewZealand(at).format("ddd D MMM YYYY");
}

/** "Mon 12 Apr 2027, 10:00 AM": an instant as every back-office page writes it (issue 32 item 8). */
export function formatNzDateTime(at: Date): string {
  return `${formatNzDate(at)}, ${formatNzTime(at)}`;
}
