import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { TIME_ZONE } from "~/models/constants";
import { getDb } from "~/models/db.server";
import { vehicles } from "~/models/schema";
import type { SessionItinerary } from "~/models/reservations/session-booking";
import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import { flexibleDates, flexibleDayDates } from "~/services/booking/search/flexible-dates.server";
import { lastPickupDate } from "~/services/booking/search/limits";
import { addDays } from "~/services/booking/search/links";
import { searchVehicles } from "~/services/booking/search/results.server";
import { cardPrice } from "~/services/booking/search/card-price";
import { FLEXIBLE_DAYS_EACH_SIDE } from "~/services/booking/search/text";

dayjs.extend(utc);
dayjs.extend(timezone);

const nz = (text: string) => dayjs.tz(text, TIME_ZONE).toDate();

/** Invercargill keeps only the cars these tests give it: one of a cheap class, one of a dearer one. */
const BRANCH = "IVC";
const CHEAP = "14";
const DEAR = "12";
/** The luggage trailer: cheaper than any car, but no trip on its own. */
const TRAILER = "T";
let branchId = 0;
const classIds: Record<string, number> = {};

beforeAll(async () => {
  const branch = await getBranchByCode(BRANCH);
  if (!branch) throw new Error("seed missing IVC");
  branchId = branch.id;
  const db = await getDb();
  await db.update(vehicles).set({ status: "out_of_service" }).where(eq(vehicles.branchId, branchId));
  for (const code of [CHEAP, DEAR, TRAILER]) {
    const carClass = await getCarClassByCode(code);
    if (!carClass) throw new Error(`seed missing class ${code}`);
    classIds[code] = carClass.carClassId;
    await db.insert(vehicles).values({
      fleetNumber: `FLEX-${code}`,
      registration: `FLX${code}`,
      branchId,
      carClassId: carClass.carClassId,
    });
  }
  clearCatalogCache();
});

function trip(pickupDate: string, days: number): SessionItinerary {
  return {
    pickupBranchId: branchId,
    dropOffBranchId: branchId,
    pickupDate,
    pickupTime: "10:00",
    dropOffDate: addDays(pickupDate, days),
    dropOffTime: "10:00",
    promoCode: "",
    aaNumber: null,
    agentId: null,
    clientReferenceNumber: null,
    lastQueryDateTime: new Date().toISOString(),
  } as SessionItinerary;
}

async function book(code: string, from: string, to: string, now: Date) {
  const held = await holdVehicle({
    carClassId: classIds[code],
    pickupBranchId: branchId,
    dropOffBranchId: branchId,
    pickupAt: nz(from),
    dropOffAt: nz(to),
    now,
  });
  if (!held.ok) throw new Error("hold failed");
  expect((await confirmReservation(held.reservation.id, { now })).ok).toBe(true);
}

/** The card total of a class in the results of a search (the pricing the results use). */
async function totalOf(itinerary: SessionItinerary, code: string, now: Date) {
  const result = (await searchVehicles(itinerary, now)).find((vehicle) => vehicle.classCode === code);
  if (!result) throw new Error(`class ${code} not in results`);
  return cardPrice(result.price).total;
}

describe("flexible dates: which days", () => {
  it("shows seven pick-up days around the search, the same rental length each", () => {
    const days = flexibleDayDates({ pickupDate: "2027-07-10", dropOffDate: "2027-07-13" });
    expect(days).toHaveLength(2 * FLEXIBLE_DAYS_EACH_SIDE + 1);
    expect(days.map((day) => day.pickupDate)).toEqual([
      "2027-07-07",
      "2027-07-08",
      "2027-07-09",
      "2027-07-10",
      "2027-07-11",
      "2027-07-12",
      "2027-07-13",
    ]);
    for (const day of days) expect(addDays(day.pickupDate, 3)).toBe(day.dropOffDate);
  });

  it("crosses a month end", () => {
    const days = flexibleDayDates({ pickupDate: "2027-03-01", dropOffDate: "2027-03-02" });
    expect(days[0].pickupDate).toBe("2027-02-26");
    expect(days[6].dropOffDate).toBe("2027-03-05");
  });
});

describe("flexible dates: prices, sold-out, past and horizon days (PGlite / PostgreSQL)", () => {
  it("gives each day the cheapest bookable car's total (never a trailer), priced as its own search", async () => {
    const now = nz("2027-06-01 09:00");
    const itinerary = trip("2027-06-10", 3);
    const flexible = await flexibleDates(itinerary, now);
    if (!flexible) throw new Error("no row");
    expect(flexible.days).toBe(3);
    expect(flexible.row.filter((day) => day.current).map((day) => day.pickupDate)).toEqual(["2027-06-10"]);
    // Each day's link searches the same branches and times, on its own dates.
    expect(flexible.search).toEqual({
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupTime: "10:00",
      dropOffTime: "10:00",
    });
    for (const day of flexible.row) {
      const search = trip(day.pickupDate, 3);
      expect(day.dropOffDate).toBe(search.dropOffDate);
      const cheapest = Math.min(await totalOf(search, CHEAP, now), await totalOf(search, DEAR, now));
      expect(day.total).toBe(cheapest);
      expect(await totalOf(search, TRAILER, now)).toBeLessThan(cheapest);
    }
  });

  it("moves to the next cheapest class when one is booked, and shows none when all are", async () => {
    const now = nz("2027-08-01 09:00");
    const itinerary = trip("2027-08-10", 3);
    const before = await flexibleDates(itinerary, now);
    // The cheap class is out 7–9 Aug; the dear one 7–8 Aug (ending at pick-up time: no overlap).
    await book(CHEAP, "2027-08-07 10:00", "2027-08-09 10:00", now);
    await book(DEAR, "2027-08-06 10:00", "2027-08-08 10:00", now);
    const after = await flexibleDates(itinerary, now);
    if (!before || !after) throw new Error("no row");
    const byDate = new Map(after.row.map((day) => [day.pickupDate, day]));
    expect(byDate.get("2027-08-07")).toMatchObject({ total: null });
    expect(byDate.get("2027-08-08")?.total).toBe(await totalOf(trip("2027-08-08", 3), DEAR, now));
    expect(byDate.get("2027-08-08")?.total).toBeGreaterThan(before.row[1].total ?? 0);
    // From 9 Aug the cheap car is back: the row is as before.
    expect(after.row.slice(2)).toEqual(before.row.slice(2));
  });

  it("shows past days and days past the booking horizon without a price or link", async () => {
    const now = nz("2027-09-08 12:00");
    const soon = await flexibleDates(trip("2027-09-10", 2), now);
    if (!soon) throw new Error("no row");
    // 7 and 8 Sep at 10:00 are past at noon on the 8th; the 9th is not.
    expect(soon.row.map((day) => day.total === null)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);

    const horizon = lastPickupDate(now);
    const far = await flexibleDates(trip(addDays(horizon, -1), 2), now);
    if (!far) throw new Error("no row");
    expect(far.row.map((day) => day.total === null)).toEqual([false, false, false, false, false, true, true]);
  });
});
