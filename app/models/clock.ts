/**
 * Minutes of the day, as branch opening hours are stored (opening_minutes, closing_minutes).
 * Pure: safe in the browser bundle and in loaders alike.
 */

export const MINUTES_PER_DAY = 1440;

const pad = (n: number) => String(n).padStart(2, "0");

/** Minutes since midnight (wrapped into one day) as "HH:mm". */
export function minutesToText24(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}
