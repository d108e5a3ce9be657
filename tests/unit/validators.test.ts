import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DATE_OF_BIRTH_LOWER_BOUND, LICENCE_EXPIRY_UPPER_YEAR } from "~/services/platform/constants";
import { dateAfterDropOffMessage, INVALID_PHONE, VALIDATOR_MESSAGES } from "~/services/platform/text";
import {
  ageOn,
  dropOffDayMonthYear,
  firstMessagePerField,
  isDateOfBirthInPast,
  isLicenceNotExpired,
  isNotAfterDropOff,
  isNumeric,
  isValidDate,
  isValidPhone,
  parseDayMonthYear,
  passwordsMatch,
} from "~/services/platform/validators";

// 15 June 2026, noon in New Zealand (NZST, UTC+12).
const NOW = new Date("2026-06-15T00:00:00Z");

describe("spec section 5 messages", () => {
  it("are the spec's exact texts", () => {
    expect(VALIDATOR_MESSAGES.phone).toBe("Invalid phone number");
    expect(VALIDATOR_MESSAGES.phone).toBe(INVALID_PHONE);
    expect(VALIDATOR_MESSAGES.date).toBe("Date is not valid.");
    expect(VALIDATOR_MESSAGES.dateOfBirth).toBe("Date should be in the past");
    expect(VALIDATOR_MESSAGES.licenceExpired).toBe("The Licence has expired.");
    expect(VALIDATOR_MESSAGES.numeric).toBe("This field may only contain numeric characters.");
    expect(VALIDATOR_MESSAGES.passwordsDoNotMatch).toBe(
      "Passwords do not match. Please make sure your passwords match",
    );
    expect(dateAfterDropOffMessage("24-12-2026")).toBe("Date must be before your drop off date: 24-12-2026");
  });
});

describe("phone: at least 7 of digits, spaces, plus and brackets", () => {
  it.each(["021 555 0142", "+64 21 5550142", "(09) 555 0188", "1234567"])("accepts %s", (value) => {
    expect(isValidPhone(value)).toBe(true);
  });
  it.each(["123456", "021-555-0142", "phone me", "+() +()", ""])("refuses %s", (value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe("date: day-month-year, a real calendar date, empty passes", () => {
  it.each(["24-12-2026", "24/12/2026", "1-2-2027", "01/02/2027", "29-02-2028", " 5-6-2026 "])(
    "accepts %s",
    (value) => {
      expect(isValidDate(value)).toBe(true);
    },
  );
  it("passes empty values and the empty date (year 0001)", () => {
    expect(isValidDate("")).toBe(true);
    expect(isValidDate("   ")).toBe(true);
    expect(isValidDate(null)).toBe(true);
    expect(isValidDate(undefined)).toBe(true);
    expect(isValidDate("01-01-0001")).toBe(true);
  });
  it.each([
    ["not on the calendar", "31-02-2027"],
    ["29 February of a common year", "29-02-2027"],
    ["month 13", "12-13-2026"],
    ["ISO order", "2026-12-24"],
    ["two-digit year", "24-12-26"],
    ["three-digit day", "024-12-2026"],
    ["words", "tomorrow"],
    ["dots", "24.12.2026"],
  ])("refuses %s (%s)", (_label, value) => {
    expect(isValidDate(value)).toBe(false);
  });
  it("reads day-month-year into ISO", () => {
    expect(parseDayMonthYear("1/2/2027")).toBe("2027-02-01");
    expect(parseDayMonthYear("2027-02-01")).toBeNull();
  });
});

describe("date of birth: after 1790-02-01 and in the past (New Zealand)", () => {
  it("knows the lower bound", () => {
    expect(DATE_OF_BIRTH_LOWER_BOUND).toBe("1790-02-01");
  });
  it.each(["14-05-1990", "02-02-1790", "14-06-2026"])("accepts %s", (value) => {
    expect(isDateOfBirthInPast(value, NOW)).toBe(true);
  });
  it.each([
    ["today", "15-06-2026"],
    ["tomorrow", "16-06-2026"],
    ["the lower bound itself", "01-02-1790"],
    ["before the lower bound", "31-01-1790"],
    ["not a date", "31-02-1990"],
  ])("refuses %s", (_label, value) => {
    expect(isDateOfBirthInPast(value, NOW)).toBe(false);
  });
  it("uses today's date in New Zealand, not UTC", () => {
    // 14 June 2026 13:00 UTC is already 15 June in New Zealand.
    const lateUtc = new Date("2026-06-14T13:00:00Z");
    expect(isDateOfBirthInPast("14-06-2026", lateUtc)).toBe(true);
    expect(isDateOfBirthInPast("15-06-2026", lateUtc)).toBe(false);
  });
  it("passes empty values (required is another check)", () => {
    expect(isDateOfBirthInPast("", NOW)).toBe(true);
  });
});

describe("licence expiry: in the future and before year 9999", () => {
  it("knows the upper bound", () => {
    expect(LICENCE_EXPIRY_UPPER_YEAR).toBe(9999);
  });
  it.each(["16-06-2026", "14-05-2031", "31-12-9998"])("accepts %s", (value) => {
    expect(isLicenceNotExpired(value, NOW)).toBe(true);
  });
  it.each([
    ["today", "15-06-2026"],
    ["yesterday", "14-06-2026"],
    ["year 9999", "01-01-9999"],
    ["not a date", "30-02-2030"],
  ])("refuses %s", (_label, value) => {
    expect(isLicenceNotExpired(value, NOW)).toBe(false);
  });
  it("passes empty values", () => {
    expect(isLicenceNotExpired("", NOW)).toBe(true);
  });
});

describe("numeric: digits only", () => {
  it.each(["0", "6365010000000011", "", "  42  "])("accepts '%s'", (value) => {
    expect(isNumeric(value)).toBe(true);
  });
  it.each(["12a", "-1", "1.5", "1 2", "١٢"])("refuses '%s'", (value) => {
    expect(isNumeric(value)).toBe(false);
  });
});

describe("date not after the drop-off date", () => {
  it("accepts earlier and same-day dates", () => {
    expect(isNotAfterDropOff("20-12-2026", "24-12-2026")).toBe(true);
    expect(isNotAfterDropOff("24/12/2026", "24-12-2026")).toBe(true);
  });
  it("refuses later dates, with the drop-off date in day-month-year in the message", () => {
    expect(isNotAfterDropOff("25-12-2026", "24-12-2026")).toBe(false);
    expect(isNotAfterDropOff("01-01-2027", "31/12/2026")).toBe(false);
    expect(dateAfterDropOffMessage(dropOffDayMonthYear("4/1/2027"))).toBe(
      "Date must be before your drop off date: 04-01-2027",
    );
  });
  it("leaves empty or unreadable dates to the date validator", () => {
    expect(isNotAfterDropOff("", "24-12-2026")).toBe(true);
    expect(isNotAfterDropOff("31-02-2027", "24-12-2026")).toBe(true);
    expect(isNotAfterDropOff("25-12-2026", "")).toBe(true);
  });
});

describe("password confirmation", () => {
  it("must match exactly", () => {
    expect(passwordsMatch("GoRentals!2026", "GoRentals!2026")).toBe(true);
    expect(passwordsMatch("GoRentals!2026", "gorentals!2026")).toBe(false);
    expect(passwordsMatch("GoRentals!2026", "GoRentals!2026 ")).toBe(false);
  });
});

describe("age from day-month-year dates", () => {
  it("counts whole years, turning older on the birthday", () => {
    expect(ageOn("14-05-1990", "13-05-2026")).toBe(35);
    expect(ageOn("14-05-1990", "14-05-2026")).toBe(36);
    expect(ageOn("14/05/1990", "15/05/2026")).toBe(36);
    expect(ageOn("14-05-2026", "14-05-2026")).toBe(0);
  });
  it("turns a 29 February birthday over on 1 March in common years", () => {
    expect(ageOn("29-02-2000", "28-02-2021")).toBe(20);
    expect(ageOn("29-02-2000", "01-03-2021")).toBe(21);
    expect(ageOn("29-02-2000", "29-02-2024")).toBe(24);
  });
  it("is null for unreadable dates or a birth after the date", () => {
    expect(ageOn("", "01-01-2026")).toBeNull();
    expect(ageOn("1990-05-14", "01-01-2026")).toBeNull();
    expect(ageOn("01-01-2027", "01-01-2026")).toBeNull();
  });
});

describe("a refused form shows one message beside each field", () => {
  it("keeps the first message of each field, and none for the form as a whole", () => {
    const schema = z
      .object({
        email: z.string().min(1, "Enter your email").email("Enter a valid email"),
        reference: z.string().min(1, "Enter the reference"),
      })
      .refine(() => false, "whole form");
    const parsed = schema.safeParse({ email: "", reference: "" });
    expect(parsed.success).toBe(false);
    expect(firstMessagePerField(parsed.success ? [] : parsed.error.issues)).toEqual({
      email: "Enter your email",
      reference: "Enter the reference",
    });
  });
});
