import { describe, expect, it } from "vitest";
import { checkOverride } from "~/services/admin/counter-change/override";
import {
  COUNTER_OVERRIDE_MAX_OFF,
  counterAllowance,
  overrideMaxOff,
} from "~/services/admin/counter-change/rules";
import { COUNTER_CHANGE_MESSAGES as M } from "~/services/admin/counter-change/text";
import { changeBlock } from "~/services/changes/change/rules";
import { formatMoney } from "~/services/platform/money";

const HOUR = 3_600_000;
const now = new Date("2027-03-01T00:00:00Z");

describe("the counter's price override", () => {
  it("lets Staff take off at most $100 or 10 % of the new total, whichever is less; Admin down to $0", () => {
    expect(overrideMaxOff("Staff", 500)).toBe(50);
    expect(overrideMaxOff("Staff", 2_400)).toBe(COUNTER_OVERRIDE_MAX_OFF);
    expect(overrideMaxOff("Admin", 2_400)).toBe(2_400);
  });

  it("is optional, and otherwise needs a reason", () => {
    expect(checkOverride("Staff", 500, { total: "", reason: "" })).toEqual({ ok: true, override: null });
    expect(checkOverride("Staff", 500, { total: "460", reason: " " })).toEqual({
      ok: false,
      errors: { overrideReason: M.reasonRequired },
    });
  });

  it("refuses Staff beside the field above their limit, or raising the price", () => {
    expect(checkOverride("Staff", 500, { total: "450.00", reason: "Loyal customer" })).toEqual({
      ok: true,
      override: { total: 450, reason: "Loyal customer" },
    });
    expect(checkOverride("Staff", 500, { total: "449.99", reason: "Loyal customer" })).toEqual({
      ok: false,
      errors: { overrideTotal: M.overrideOverLimit(formatMoney(50)) },
    });
    expect(checkOverride("Staff", 500, { total: "520", reason: "Late return" })).toEqual({
      ok: false,
      errors: { overrideTotal: M.overrideAbove },
    });
  });

  it("lets Admin set any amount from $0, never below, and only in dollars and cents", () => {
    expect(checkOverride("Admin", 500, { total: "0", reason: "Goodwill" })).toEqual({
      ok: true,
      override: { total: 0, reason: "Goodwill" },
    });
    expect(checkOverride("Admin", 500, { total: "650", reason: "Damage" })).toMatchObject({ ok: true });
    expect(checkOverride("Admin", 500, { total: "-1", reason: "x" })).toEqual({
      ok: false,
      errors: { overrideTotal: M.overrideNegative },
    });
    expect(checkOverride("Admin", 500, { total: "4,5.1.2", reason: "x" })).toEqual({
      ok: false,
      errors: { overrideTotal: M.overrideInvalid },
    });
  });
});

describe("what the counter may change", () => {
  const booking = { hotDealId: null };
  it("changes everything before the hand-over, past the online rules' cut-off and check-in", () => {
    expect(counterAllowance(booking, false, null)).toEqual({
      ok: true,
      lifts: ["cutoff", "checked-in", "started", "account", "deal", "mystery"],
      keepItinerary: false,
    });
    const soon = {
      reference: "GO1234567",
      status: "confirmed",
      pickupAt: new Date(now.getTime() + 3 * HOUR),
      hotDealId: null,
      checkedInAt: new Date(now.getTime() - HOUR),
    };
    expect(changeBlock(soon, null, now)).toBe("checked-in");
    const allowed = counterAllowance(booking, false, null);
    expect(changeBlock(soon, null, now, allowed.ok ? allowed.lifts : [])).toBeNull();
  });

  it("keeps the dates, branches and vehicle of a rental under way, a hot deal or a mystery car", () => {
    const underWay = { pickedUpAt: new Date(now.getTime() - HOUR), returnedAt: null };
    expect(counterAllowance(booking, false, underWay)).toMatchObject({ ok: true, keepItinerary: true });
    expect(counterAllowance({ hotDealId: 7 }, false, null)).toMatchObject({ ok: true, keepItinerary: true });
    expect(counterAllowance(booking, true, null)).toMatchObject({ ok: true, keepItinerary: true });
  });

  it("never changes a finished rental or a cancelled booking", () => {
    const back = { pickedUpAt: new Date(now.getTime() - 9 * HOUR), returnedAt: now };
    expect(counterAllowance(booking, false, back)).toEqual({ ok: false, reason: "returned" });
    const cancelled = {
      reference: "GO1234567",
      status: "cancelled",
      pickupAt: new Date(now.getTime() + 90 * HOUR),
      hotDealId: null,
      checkedInAt: null,
    };
    expect(changeBlock(cancelled, null, now, ["cancelled" as never, "cutoff"])).toBe("cancelled");
  });
});
