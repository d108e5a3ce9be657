import { describe, expect, it } from "vitest";
import { formatIsoDateLong } from "~/services/platform/date-text";

describe("formatIsoDateLong", () => {
  it("writes a calendar date the New Zealand way, whatever the server's time zone", () => {
    expect(formatIsoDateLong("2026-11-22")).toBe("22 November 2026");
    expect(formatIsoDateLong("2027-01-01")).toBe("1 January 2027");
    // A timestamp's date part is what counts.
    expect(formatIsoDateLong("2026-12-31T23:30:00Z")).toBe("31 December 2026");
  });
});
