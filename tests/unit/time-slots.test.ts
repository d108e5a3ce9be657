import { describe, expect, it } from "vitest";
import {
  buildTimeSlots,
  findTimeSlot,
  formatBranchHours,
  isWithinBranchHours,
  slotMinutes,
  TIME_SLOTS,
} from "~/services/platform/time-slots";
import { TIME_SLOT_MINUTES } from "~/services/platform/constants";

describe("time slots", () => {
  it("has 48 half-hour slots indexed 0 to 47", () => {
    const slots = buildTimeSlots();
    expect(slots).toHaveLength(48);
    expect(slots.map((slot) => slot.index)).toEqual(Array.from({ length: 48 }, (_, i) => i));
    expect(TIME_SLOTS).toEqual(slots);
    for (const slot of slots) expect(slotMinutes(slot)).toBe(slot.index * TIME_SLOT_MINUTES);
  });

  it("runs from 00:00 to 23:30", () => {
    expect(TIME_SLOTS[0]).toEqual({ index: 0, value: 0, text12: "12:00 AM", text24: "00:00" });
    expect(TIME_SLOTS[47]).toEqual({ index: 47, value: 2330, text12: "11:30 PM", text24: "23:30" });
  });

  it("writes midnight and noon in 12-hour time", () => {
    expect(findTimeSlot("00:30")?.text12).toBe("12:30 AM");
    expect(findTimeSlot("12:00")?.text12).toBe("12:00 PM");
    expect(findTimeSlot("12:30")?.text12).toBe("12:30 PM");
    expect(findTimeSlot("13:00")?.text12).toBe("1:00 PM");
    expect(findTimeSlot("09:30")?.text12).toBe("9:30 AM");
  });

  it("uses hours * 100 + minutes as the numeric value", () => {
    expect(TIME_SLOTS.slice(0, 4).map((slot) => slot.value)).toEqual([0, 30, 100, 130]);
    expect(findTimeSlot("13:30")).toEqual({ index: 27, value: 1330, text12: "1:30 PM", text24: "13:30" });
    expect(new Set(TIME_SLOTS.map((slot) => slot.value)).size).toBe(48);
  });

  it("finds slots by 24-hour text and rejects times that are not slots", () => {
    expect(findTimeSlot("9:30")?.index).toBe(19);
    expect(findTimeSlot("07:15")).toBeUndefined();
    expect(findTimeSlot("24:00")).toBeUndefined();
    expect(findTimeSlot("noon")).toBeUndefined();
  });
});

describe("branch hours", () => {
  const dayBranch = { openingMinutes: 8 * 60, closingMinutes: 17 * 60 };
  const lateBranch = { openingMinutes: 7 * 60, closingMinutes: 25 * 60 };

  it("includes the opening and closing times of a day branch", () => {
    expect(isWithinBranchHours(dayBranch, 7 * 60 + 59)).toBe(false);
    expect(isWithinBranchHours(dayBranch, 8 * 60)).toBe(true);
    expect(isWithinBranchHours(dayBranch, 17 * 60)).toBe(true);
    expect(isWithinBranchHours(dayBranch, 17 * 60 + 30)).toBe(false);
    expect(isWithinBranchHours(dayBranch, 0)).toBe(false);
  });

  it("keeps a branch closing after midnight open until its close", () => {
    expect(isWithinBranchHours(lateBranch, 23 * 60 + 30)).toBe(true);
    expect(isWithinBranchHours(lateBranch, 0)).toBe(true);
    expect(isWithinBranchHours(lateBranch, 30)).toBe(true);
    expect(isWithinBranchHours(lateBranch, 60)).toBe(true);
    expect(isWithinBranchHours(lateBranch, 90)).toBe(false);
    expect(isWithinBranchHours(lateBranch, 2 * 60)).toBe(false);
    expect(isWithinBranchHours(lateBranch, 6 * 60 + 59)).toBe(false);
  });

  it("formats hours in 12 and 24-hour time", () => {
    expect(formatBranchHours(dayBranch)).toBe("8:00 AM – 5:00 PM");
    expect(formatBranchHours(lateBranch, 24)).toBe("07:00 – 01:00");
  });
});
