import { localDateFormat } from "./i18n/formats";
import { inEnglish } from "./i18n/translate";

/**
 * Calendar dates as pages write them ("22 November 2026"). One formatter for the process: building
 * an Intl formatter per call (toLocaleDateString) was 5% of the home page's CPU.
 */
const LONG_DATE = new Intl.DateTimeFormat("en-NZ", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-11-22" → "22 November 2026". */
export function formatIsoDateLong(isoDate: string): string {
  if (!inEnglish())
    return localDateFormat("long:utc", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
  return LONG_DATE.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
