/** Today in New Zealand, as the seeds date their rows and the services read the clock. */
import { TIME_ZONE } from "./constants";

/**
 * The New Zealand wall clock, read with one Intl formatter for the process: "now" is a new
 * instant on every request, so the dates service's inNewZealand cache never answers it, and
 * dayjs's timezone plugin builds a formatter per call (a tenth of a search form's loader).
 */
const NEW_ZEALAND_WALL_CLOCK = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * Minutes since the epoch of the New Zealand wall-clock time of an instant (the wall clock read as
 * if it were UTC): rental days are counted on it, and a wall-clock time finds its instant with it.
 */
export function newZealandWallClockMinutes(at: Date): number {
  const { date, minutes } = nowInNewZealand(at);
  return Date.parse(`${date}T00:00:00Z`) / 60_000 + minutes;
}

/** Today's date and the minutes since midnight now, in New Zealand time. */
export function nowInNewZealand(now: Date = new Date()): { date: string; minutes: number } {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of NEW_ZEALAND_WALL_CLOCK.formatToParts(now)) part[type] = value;
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
}
