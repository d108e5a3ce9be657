/**
 * Half-hour time slots (spec sections 3 and 9) and opening-hours arithmetic. Pure: safe in the
 * browser bundle and in loaders alike.
 */

import { MINUTES_PER_DAY, minutesToText24 } from "~/models/clock";
import { inEnglish } from "./i18n/translate";

export { MINUTES_PER_DAY, minutesToText24 };
const SLOT_MINUTES = 30;

export type TimeSlot = {
  /** 0 to 47. */
  index: number;
  /** hours * 100 + minutes: 0, 30, 100, …, 2330. */
  value: number;
  /** "12:00 AM", "1:30 PM". */
  text12: string;
  /** "00:00", "13:30". */
  text24: string;
};

const pad = (n: number) => String(n).padStart(2, "0");

/** Minutes since midnight (wrapped into one day) as "h:mm AM/PM". */
export function minutesToText12(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(m / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(m % 60)} ${hours < 12 ? "AM" : "PM"}`;
}

/** "HH:mm" (or "H:mm") to minutes since midnight; null when it is not a valid time of day. */
export function text24ToMinutes(text24: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text24.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

export function buildTimeSlots(): TimeSlot[] {
  const slots: TimeSlot[] = [];
  for (let index = 0; index < MINUTES_PER_DAY / SLOT_MINUTES; index += 1) {
    const minutes = index * SLOT_MINUTES;
    slots.push({
      index,
      value: Math.floor(minutes / 60) * 100 + (minutes % 60),
      text12: minutesToText12(minutes),
      text24: minutesToText24(minutes),
    });
  }
  return slots;
}

/** The 48 slots 00:00 to 23:30. */
export const TIME_SLOTS: readonly TimeSlot[] = Object.freeze(buildTimeSlots());

/**
 * A time of day as a traveller reads it: "10:00 AM" on English pages (the spec's), "10:00" in the
 * other languages (German and Chinese write the 24-hour clock).
 */
export function minutesToLocalText(minutes: number): string {
  return inEnglish() ? minutesToText12(minutes) : minutesToText24(minutes);
}

/**
 * The slots as a time select's options: the 24-hour text is posted; the text shown is the
 * page's (minutesToLocalText), read when the select is drawn, so one constant serves every
 * language (the label is a getter: the module loads before the page's language is known).
 */
export const TIME_SLOT_OPTIONS: ReadonlyArray<{ readonly value: string; readonly label: string }> =
  TIME_SLOTS.map((slot) =>
    Object.freeze({
      value: slot.text24,
      get label() {
        return inEnglish() ? slot.text12 : slot.text24;
      },
    }),
  );

/** The slot whose 24-hour text is `text24` ("9:30" is read as "09:30"), or undefined. */
export function findTimeSlot(text24: string): TimeSlot | undefined {
  const minutes = text24ToMinutes(text24);
  if (minutes === null) return undefined;
  return TIME_SLOTS.find((slot) => slot.index * SLOT_MINUTES === minutes);
}

/** Minutes since midnight of a slot. */
export function slotMinutes(slot: Pick<TimeSlot, "value">): number {
  return Math.floor(slot.value / 100) * 60 + (slot.value % 100);
}

/* ------------------------------------------------------------------------------------------------
 * Branch opening hours. closingMinutes may exceed 1440 when a branch closes after midnight
 * (Wellington Airport: 07:00 to 01:00 is 420 to 1500).
 * ---------------------------------------------------------------------------------------------- */

export type BranchHours = { openingMinutes: number; closingMinutes: number };

/**
 * Whether a time of day (minutes since midnight, 0 to 1439) falls within the branch's hours,
 * opening and closing times included. Times after midnight count as the tail of the previous
 * day's opening when the branch closes after midnight.
 */
export function isWithinBranchHours(branch: BranchHours, minutesOfDay: number): boolean {
  const m = ((minutesOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const { openingMinutes, closingMinutes } = branch;
  if (m >= openingMinutes && m <= closingMinutes) return true;
  // After-midnight tail: 00:30 is 1470 on the branch's clock.
  return m + MINUTES_PER_DAY <= closingMinutes;
}

/** Whether the branch closes after midnight. */
export function closesAfterMidnight(branch: BranchHours): boolean {
  return branch.closingMinutes > MINUTES_PER_DAY;
}

/** "7:00 AM – 5:00 PM" (12-hour, default, on English pages) or "07:00 – 17:00" (24-hour). */
export function formatBranchHours(branch: BranchHours, clock: 12 | 24 = 12): string {
  const format = clock === 24 ? minutesToText24 : minutesToLocalText;
  return `${format(branch.openingMinutes)} – ${format(branch.closingMinutes)}`;
}
