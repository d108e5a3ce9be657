import { describe, expect, it } from "vitest";
import { fromNewZealand } from "~/services/platform/dates";
import {
  checkNewDropOff,
  dropOffFormValues,
  extendBlock,
  extendOffer,
  extendStartPath,
  isExtension,
  priceDifference,
  readExtendDetail,
  stepForDifference,
} from "~/services/changes/extend/rules";
import {
  EXTEND_MAX_RENTAL_DAYS,
  EXTEND_MESSAGES,
  EXTEND_PATHS,
  EXTEND_TEXT,
} from "~/services/changes/extend/text";
import type { ItineraryBranch } from "~/services/booking/search/itinerary";
import { ITINERARY_MESSAGES, outsideBranchHoursMessage } from "~/services/booking/search/text";
import { formatBranchHours } from "~/services/platform/time-slots";

const hoursOnly: ItineraryBranch = {
  name: "Nelson Airport",
  openingMinutes: 7 * 60,
  closingMinutes: 18 * 60,
  isAllowedAfterHoursPickups: false,
  isAllowedAfterHoursDroppedOff: false,
};
const afterHours: ItineraryBranch = {
  ...hoursOnly,
  name: "Queenstown Airport",
  isAllowedAfterHoursDroppedOff: true,
};

// 10:15 on 21 November 2026 in Auckland.
const now = new Date("2026-11-20T21:15:00Z");
const booking = {
  reference: "GO1234567",
  status: "confirmed",
  pickupAt: fromNewZealand("2026-11-25", "10:00"),
  dropOffAt: fromNewZealand("2026-11-28", "10:00"),
  hotDealId: null as number | null,
};
const both = (branch: ItineraryBranch) => ({ pickup: branch, dropOff: branch });

describe("extend offer and at-branch rules", () => {
  it("offers the flow for a confirmed booking until its drop-off", () => {
    expect(extendOffer(booking, now)).toEqual({
      href: "/extend-booking/?booking=GO1234567",
      label: EXTEND_TEXT.title,
    });
    expect(extendStartPath("GO1234567")).toBe(`${EXTEND_PATHS.start}?booking=GO1234567`);
    // During the rental too.
    expect(extendOffer(booking, fromNewZealand("2026-11-27", "09:00"))).not.toBeNull();
    expect(extendOffer(booking, booking.dropOffAt)).toBeNull();
    expect(extendOffer({ ...booking, status: "cancelled" }, now)).toBeNull();
  });

  it("sends cancelled, ended and deal-rate bookings to the branch", () => {
    expect(extendBlock(booking, now)).toBeNull();
    expect(extendBlock({ ...booking, status: "cancelled" }, now)).toBe("cancelled");
    expect(extendBlock(booking, new Date(booking.dropOffAt.getTime() + 1000))).toBe("ended");
    expect(extendBlock({ ...booking, hotDealId: 4 }, now)).toBe("deal");
  });
});

describe("the new drop-off", () => {
  const check = (dropOffDate: string, dropOffTime: string, branches = both(afterHours), at = now) =>
    checkNewDropOff({ dropOffDate, dropOffTime }, booking, branches, at);

  it("accepts a later or an earlier drop-off and counts the rental days", () => {
    const later = check("2026-11-30", "10:00");
    expect(later).toMatchObject({ ok: true, days: 5 });
    if (later.ok)
      expect(later.dropOffAt.toISOString()).toBe(fromNewZealand("2026-11-30", "10:00").toISOString());
    expect(check("2026-11-27", "09:30")).toMatchObject({ ok: true, days: 2 });
    expect(isExtension(booking.dropOffAt, fromNewZealand("2026-11-30", "10:00"))).toBe(true);
    expect(isExtension(booking.dropOffAt, fromNewZealand("2026-11-27", "10:00"))).toBe(false);
  });

  it("gives the spec messages for an invalid date, one before the pick-up and a time not on the half hour", () => {
    expect(check("31-02-2026", "10:00")).toEqual({
      ok: false,
      errors: { dropOffDate: ITINERARY_MESSAGES.dropOffDateInvalid },
      outsideHours: false,
    });
    expect(check("2026-11-24", "10:00")).toMatchObject({
      errors: { dropOffDate: ITINERARY_MESSAGES.dropOffDateBeforePickup },
    });
    expect(check("2026-11-25", "09:00")).toMatchObject({
      errors: { dropOffTime: ITINERARY_MESSAGES.dropOffNotAfterPickup },
    });
    expect(check("2026-11-30", "10:15")).toMatchObject({
      errors: { dropOffTime: EXTEND_MESSAGES.timeRequired },
    });
    expect(check("2026-11-30", "")).toMatchObject({ errors: { dropOffTime: EXTEND_MESSAGES.timeRequired } });
  });

  it("checks the drop-off branch's hours unless it allows after-hours drop-off", () => {
    const result = check("2026-11-30", "21:00", both(hoursOnly));
    expect(result).toEqual({
      ok: false,
      errors: {
        dropOffTime: outsideBranchHoursMessage(
          ITINERARY_MESSAGES.dropOffOutsideBranchHours,
          hoursOnly.name,
          formatBranchHours(hoursOnly),
        ),
      },
      outsideHours: true,
    });
    expect(check("2026-11-30", "21:00", { pickup: hoursOnly, dropOff: afterHours })).toMatchObject({
      ok: true,
    });
  });

  it("refuses a drop-off in the past, the current one, and a rental too long", () => {
    const during = fromNewZealand("2026-11-26", "12:10");
    expect(check("2026-11-26", "12:00", both(afterHours), during)).toMatchObject({
      errors: { dropOffTime: EXTEND_MESSAGES.dropOffBeforeNow },
    });
    expect(check("2026-11-19", "12:00")).toMatchObject({
      errors: { dropOffDate: ITINERARY_MESSAGES.dropOffDateBeforeToday },
    });
    expect(check("2026-11-28", "10:00")).toMatchObject({
      errors: { dropOffDate: EXTEND_MESSAGES.sameDropOff },
    });
    const tooFar = new Date(booking.pickupAt.getTime() + (EXTEND_MAX_RENTAL_DAYS + 1) * 86_400_000);
    const values = dropOffFormValues(tooFar);
    expect(check(values.dropOffDate, values.dropOffTime)).toMatchObject({
      errors: { dropOffDate: EXTEND_MESSAGES.tooLong },
    });
  });

  it("shows the current drop-off in New Zealand time on the form", () => {
    expect(dropOffFormValues(booking.dropOffAt)).toEqual({ dropOffDate: "2026-11-28", dropOffTime: "10:00" });
  });
});

describe("price difference", () => {
  it("is the new total less the current total, to the cent, and decides the next page", () => {
    expect(priceDifference(480.5, 578.1)).toBe(97.6);
    expect(priceDifference(0.3, 0.1)).toBe(-0.2);
    expect(priceDifference(100, 100)).toBe(0);
    expect(stepForDifference(97.6)).toBe(EXTEND_PATHS.payment);
    expect(stepForDifference(-0.2)).toBe(EXTEND_PATHS.refund);
    expect(stepForDifference(0)).toBe(EXTEND_PATHS.noCharge);
  });

  it("reads a change's detail back only when it is complete", () => {
    const detail = {
      oldDropOffAt: "2026-11-27T21:00:00.000Z",
      newDropOffAt: "2026-11-29T21:00:00.000Z",
      oldTotal: 300,
      newTotal: 400,
      difference: 100,
      breakdown: { lines: [], total: 400 },
      agreed: true,
    };
    expect(readExtendDetail(detail)).toMatchObject({ difference: 100, agreed: true });
    expect(readExtendDetail({ ...detail, agreed: "yes" })).toMatchObject({ agreed: false });
    expect(readExtendDetail({ ...detail, newDropOffAt: "soon" })).toBeNull();
    expect(readExtendDetail({ ...detail, difference: "100" })).toBeNull();
    expect(readExtendDetail({})).toBeNull();
    expect(readExtendDetail(null)).toBeNull();
  });
});
