import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import { formatNzDateTime, fromNewZealand, inNewZealand, nowInNewZealand } from "~/services/platform/dates";
import { TIME_ZONE } from "~/models/constants";

describe("the New Zealand wall clock", () => {
  it("reads today's date and the minutes since midnight in daylight saving and standard time", () => {
    // NZDT is UTC+13, NZST UTC+12.
    expect(nowInNewZealand(new Date("2026-11-24T11:30:00Z"))).toEqual({ date: "2026-11-25", minutes: 30 });
    expect(nowInNewZealand(new Date("2026-06-30T12:15:00Z"))).toEqual({ date: "2026-07-01", minutes: 15 });
    expect(nowInNewZealand(new Date("2026-11-25T10:59:00Z"))).toEqual({
      date: "2026-11-25",
      minutes: 23 * 60 + 59,
    });
  });

  it("gives midnight as minute 0 of the new day, not hour 24 of the old one", () => {
    expect(nowInNewZealand(new Date("2026-11-24T11:00:00Z"))).toEqual({ date: "2026-11-25", minutes: 0 });
  });

  it("agrees with dayjs's timezone plugin on every half hour across the start of daylight saving", () => {
    // Daylight saving starts on Sunday 27 September 2026 at 02:00 (clocks go to 03:00).
    for (
      let at = Date.parse("2026-09-26T10:00:00Z");
      at < Date.parse("2026-09-27T10:00:00Z");
      at += 30 * 60_000
    ) {
      const local = inNewZealand(new Date(at));
      expect(nowInNewZealand(new Date(at))).toEqual({
        date: local.format("YYYY-MM-DD"),
        minutes: local.hour() * 60 + local.minute(),
      });
    }
  });

  it("turns a New Zealand date and time into its instant, a new Date each time", () => {
    const pickup = fromNewZealand("2026-12-24", "10:00");
    expect(pickup.toISOString()).toBe("2026-12-23T21:00:00.000Z");
    pickup.setTime(0);
    expect(fromNewZealand("2026-12-24", "10:00").toISOString()).toBe("2026-12-23T21:00:00.000Z");
    expect(fromNewZealand("2026-07-01", "09:30").toISOString()).toBe("2026-06-30T21:30:00.000Z");
  });
});

describe("an instant as the back office writes it", () => {
  it("is the site's date and 12-hour time, on the New Zealand clock", () => {
    // 16:00 UTC on 28 November is 5:00 AM on Sunday 29 November in NZDT (UTC+13).
    expect(formatNzDateTime(new Date("2026-11-28T16:00:00Z"))).toBe("Sun 29 Nov 2026, 5:00 AM");
    expect(formatNzDateTime(new Date("2027-04-12T02:30:00Z"))).toBe("Mon 12 Apr 2027, 2:30 PM");
  });
});

describe("fromNewZealand", () => {
  it("gives the instant dayjs's time zone rules give, every half hour of two years with their clock changes", () => {
    const different: string[] = [];
    for (let day = 0; day < 730; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      for (let slot = 0; slot < 48; slot += 1) {
        const time = `${String(Math.floor(slot / 2)).padStart(2, "0")}:${slot % 2 ? "30" : "00"}`;
        const expected = dayjs.tz(`${date} ${time}`, "YYYY-MM-DD HH:mm", TIME_ZONE).valueOf();
        if (fromNewZealand(date, time).getTime() !== expected) different.push(`${date} ${time}`);
      }
    }
    expect(different).toEqual([]);
  });
});
