import { describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { checkSearch } from "~/services/booking/search/itinerary-search.server";
import { searchFormSchema } from "~/services/booking/search/form";
import {
  checkRentalLimits,
  draftRentalDays,
  lastPickupDate,
  MAX_RENTAL_DAYS,
  RENTAL_LIMIT_MESSAGES,
} from "~/services/booking/search/limits";

const NOW = new Date("2027-03-01T00:00:00Z"); // 1 March 2027, 1 pm in New Zealand
const trip = (pickupDate: string, dropOffDate: string, dropOffTime = "10:00") => ({
  pickupDate,
  pickupTime: "10:00",
  dropOffDate,
  dropOffTime,
});

describe("rental limits (ADR 0072)", () => {
  it("count rental days as pricing does", () => {
    expect(draftRentalDays(trip("2027-05-01", "2027-05-01", "12:00"))).toBe(1);
    expect(draftRentalDays(trip("2027-05-01", "2027-05-06"))).toBe(5);
    expect(draftRentalDays(trip("2027-05-01", "2027-05-06", "10:30"))).toBe(6);
  });

  it(`allow a rental of ${MAX_RENTAL_DAYS} days and refuse one day more beside the drop-off date`, () => {
    expect(checkRentalLimits(trip("2027-05-01", "2027-07-30"), NOW)).toEqual({});
    expect(checkRentalLimits(trip("2027-05-01", "2027-07-30", "10:30"), NOW)).toEqual({
      dropOffDate: RENTAL_LIMIT_MESSAGES.rentalTooLong,
    });
    // Issue 24 item 11: a 400-day rental was accepted.
    expect(checkRentalLimits(trip("2027-05-01", "2028-06-04"), NOW).dropOffDate).toBe(
      RENTAL_LIMIT_MESSAGES.rentalTooLong,
    );
  });

  it("allow a pick-up up to 18 months ahead and refuse one later beside the pick-up date", () => {
    expect(lastPickupDate(NOW)).toBe("2028-09-01");
    expect(lastPickupDate(new Date("2026-08-31T00:00:00Z"))).toBe("2028-02-29");
    expect(checkRentalLimits(trip("2028-09-01", "2028-09-05"), NOW)).toEqual({});
    expect(checkRentalLimits(trip("2028-09-02", "2028-09-05"), NOW)).toEqual({
      pickupDate: RENTAL_LIMIT_MESSAGES.pickupTooFarAhead,
    });
  });

  it("are in the search form schema (the rental length) and in the server's search check (both)", async () => {
    const chc = await getBranchByCode("CHC");
    const form = { pickupBranch: String(chc!.id), ...trip("2027-05-01", "2027-08-30") };
    const parsed = searchFormSchema.safeParse(form);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.flatten().fieldErrors.dropOffDate).toEqual([RENTAL_LIMIT_MESSAGES.rentalTooLong]);

    const far = await checkSearch({ pickupBranch: chc!.id, ...trip("2030-01-10", "2030-01-12") }, NOW);
    expect(far).toEqual({ ok: false, fieldErrors: { pickupDate: RENTAL_LIMIT_MESSAGES.pickupTooFarAhead } });
  });
});
