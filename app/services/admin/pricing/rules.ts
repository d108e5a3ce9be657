/**
 * Pure rules of head office's pricing pages (issue 21 items 4 to 7): amounts, times, codes.
 * The forms (forms.ts) and the services (*.server.ts) use them; so do the unit tests.
 */
import { MINUTES_PER_DAY, minutesToText24 } from "~/models/clock";

/** "89", "89.5", "89.50": a dollar amount with at most two decimals (no sign). */
export const AMOUNT_PATTERN = /^-?\d{1,8}(\.\d{1,2})?$/;
/** Largest amount a money column (numeric(10,2)) takes comfortably. */
export const MAX_AMOUNT = 100_000;

/** "07:30" or "7:30" into minutes since midnight; null when it is not a time of day. */
export function parseTimeOfDay(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * Opening and closing times (HH:MM) as the branch row stores them: a closing time at or before the
 * opening time is after midnight (Wellington's 01:00 is 1500 minutes). Null when both are equal.
 */
export function branchHoursMinutes(
  openingMinutes: number,
  closingMinutes: number,
): { openingMinutes: number; closingMinutes: number } | null {
  if (openingMinutes === closingMinutes) return null;
  return {
    openingMinutes,
    closingMinutes: closingMinutes < openingMinutes ? closingMinutes + MINUTES_PER_DAY : closingMinutes,
  };
}

/** A stored closing time as the form shows it ("01:00" for 1500 minutes). */
export const timeText = minutesToText24;

/** Branch codes typed as "ZQN, chc" into a sorted, upper-case, unique list; empty: every branch. */
export function parseBranchCodes(text: string): string[] {
  const codes = text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)].sort();
}

/** A code for a new season from its name and start: "summer-peak-2027-12-01". */
export function seasonCode(name: string, startsOn: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${slug || "season"}-${startsOn}`;
}

/**
 * Ending a season on `today` (a New Zealand date): it stops applying from today, so it ends
 * yesterday; one that had not started yet then covers yesterday only (no pick-up is in the past),
 * and is kept rather than deleted so that the seed, which never overwrites a season, cannot bring
 * it back. Null when it has ended already.
 */
export function seasonEnd(
  season: { startsOn: string; endsOn: string },
  today: string,
  yesterday: string,
): { startsOn: string; endsOn: string } | null {
  if (season.endsOn < today) return null;
  return { startsOn: season.startsOn <= yesterday ? season.startsOn : yesterday, endsOn: yesterday };
}

/** A code for a new deal: "reloc-zqn-chc-ecar-lx3k2" (unique with its time stamp). */
export function dealCode(
  dealType: "HotDeal" | "Relocation",
  pickupCode: string,
  dropOffCode: string,
  classCode: string,
  stamp: string,
): string {
  const prefix = dealType === "Relocation" ? "reloc" : "deal";
  return [prefix, pickupCode, dropOffCode, classCode, stamp]
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-");
}

/** Whether a deal is still offered on `today`: switched on and its window not over. */
export function dealIsLive(deal: { isActive: boolean; validTo: string }, today: string): boolean {
  return deal.isActive && deal.validTo >= today;
}
