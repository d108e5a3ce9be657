import { describe, expect, it } from "vitest";
import { parseCalendarDate } from "~/services/platform/dates";
import { validateItinerary, type ItineraryBranch } from "~/services/booking/search/itinerary";
import { ITINERARY_MESSAGES, outsideBranchHoursMessage } from "~/services/booking/search/text";
import { formatBranchHours } from "~/services/platform/time-slots";

const queenstown: ItineraryBranch = {
  name: "Queenstown Airport",
  openingMinutes: 7 * 60 + 30,
  closingMinutes: 18 * 60,
  isAllowedAfterHoursPickups: false,
  isAllowedAfterHoursDroppedOff: false,
};
const wellington: ItineraryBranch = {
  name: "Wellington Airport",
  openingMinutes: 7 * 60,
  closingMinutes: 25 * 60,
  isAllowedAfterHoursPickups: false,
  isAllowedAfterHoursDroppedOff: false,
};
const afterHours: ItineraryBranch = {
  ...queenstown,
  name: "Auckland Airport",
  isAllowedAfterHoursPickups: true,
  isAllowedAfterHoursDroppedOff: true,
};

// 10:15 on 21 November 2026 in Auckland (NZDT, UTC+13).
const now = new Date("2026-11-20T21:15:00Z");
const both = (branch: ItineraryBranch) => ({ pickup: branch, dropOff: branch });
const valid = {
  pickupDate: "2026-11-25",
  pickupTime: "10:00",
  dropOffDate: "2026-11-28",
  dropOffTime: "10:00",
};

describe("itinerary rules (spec section 5)", () => {
  it("accepts a good itinerary", () => {
    expect(validateItinerary(valid, both(queenstown), now)).toEqual({});
  });

  it("rejects invalid and empty dates, year 0001 counting as empty", () => {
    expect(
      validateItinerary(
        { ...valid, pickupDate: "31-02-2026", dropOffDate: "0001-01-01" },
        both(queenstown),
        now,
      ),
    ).toEqual({
      pickupDate: ITINERARY_MESSAGES.pickupDateInvalid,
      dropOffDate: ITINERARY_MESSAGES.dropOffDateInvalid,
    });
  });

  it("rejects dates before today in New Zealand", () => {
    // 20 November is still today in UTC, but already yesterday in Auckland.
    expect(
      validateItinerary(
        { ...valid, pickupDate: "2026-11-20", dropOffDate: "2026-11-20" },
        both(queenstown),
        now,
      ),
    ).toEqual({
      pickupDate: ITINERARY_MESSAGES.pickupDateBeforeToday,
      dropOffDate: ITINERARY_MESSAGES.dropOffDateBeforeToday,
    });
  });

  it("rejects a drop-off date before the pick-up date", () => {
    expect(validateItinerary({ ...valid, dropOffDate: "2026-11-24" }, both(queenstown), now)).toEqual({
      dropOffDate: ITINERARY_MESSAGES.dropOffDateBeforePickup,
    });
  });

  it("rejects a pick-up time earlier than now on the same day, NZ time", () => {
    const today = { ...valid, pickupDate: "2026-11-21" };
    expect(validateItinerary({ ...today, pickupTime: "10:00" }, both(queenstown), now)).toEqual({
      pickupTime: ITINERARY_MESSAGES.pickupTimeBeforeNow,
    });
    expect(validateItinerary({ ...today, pickupTime: "10:30" }, both(queenstown), now)).toEqual({});
  });

  it("wants drop-off after pick-up on the same date", () => {
    const sameDay = { ...valid, dropOffDate: valid.pickupDate };
    expect(validateItinerary({ ...sameDay, dropOffTime: "10:00" }, both(queenstown), now)).toEqual({
      dropOffTime: ITINERARY_MESSAGES.dropOffNotAfterPickup,
    });
    expect(validateItinerary({ ...sameDay, dropOffTime: "09:30" }, both(queenstown), now)).toEqual({
      dropOffTime: ITINERARY_MESSAGES.dropOffNotAfterPickup,
    });
    expect(validateItinerary({ ...sameDay, dropOffTime: "15:00" }, both(queenstown), now)).toEqual({});
  });

  it("checks branch hours with the branch name and hours, only without after-hours service", () => {
    const early = { ...valid, pickupTime: "06:00", dropOffTime: "20:00" };
    expect(validateItinerary(early, both(queenstown), now)).toEqual({
      pickupTime: outsideBranchHoursMessage(
        ITINERARY_MESSAGES.pickupOutsideBranchHours,
        "Queenstown Airport",
        formatBranchHours(queenstown),
      ),
      dropOffTime: outsideBranchHoursMessage(
        ITINERARY_MESSAGES.dropOffOutsideBranchHours,
        "Queenstown Airport",
        formatBranchHours(queenstown),
      ),
    });
    expect(validateItinerary(early, both(afterHours), now)).toEqual({});
  });

  it("knows Wellington is open until 01:00", () => {
    expect(
      validateItinerary({ ...valid, pickupTime: "00:30", dropOffTime: "23:30" }, both(wellington), now),
    ).toEqual({});
    expect(validateItinerary({ ...valid, pickupTime: "02:00" }, both(wellington), now).pickupTime).toContain(
      ITINERARY_MESSAGES.pickupOutsideBranchHours,
    );
  });
});

describe("calendar dates", () => {
  it("reads ISO and day-month-year with dashes or slashes", () => {
    expect(parseCalendarDate("2026-12-24")).toBe("2026-12-24");
    // Zero-padded months and days, as date inputs send them.
    expect(parseCalendarDate("2027-03-05")).toBe("2027-03-05");
    expect(parseCalendarDate("05/03/2027")).toBe("2027-03-05");
    expect(parseCalendarDate("24-12-2026")).toBe("2026-12-24");
    expect(parseCalendarDate("4/1/2027")).toBe("2027-01-04");
  });

  it("refuses dates that are not on the calendar, and empties", () => {
    expect(parseCalendarDate("29-02-2027")).toBeNull();
    expect(parseCalendarDate("2027-13-01")).toBeNull();
    expect(parseCalendarDate("")).toBeNull();
    expect(parseCalendarDate("01-01-0001")).toBeNull();
    expect(parseCalendarDate("24-12-26")).toBeNull();
  });
});
