import {
  getSeasonForPickup,
  hotDealsForItinerary,
  listHotDeals,
} from "~/services/booking/pricing/rates.server";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import {
  getDefaultInsuranceOption,
  getExtrasByCodes,
  getHotDeal,
  getInsuranceOption,
  getProcessingFee,
  getShuttleOption,
  listExtras,
  listInsuranceOptions,
  listProcessingFees,
  listRateSeasons,
  listShuttlesForBranch,
} from "~/models/catalog/booking-options.server";
import { getDb } from "~/models/db.server";
import {
  aaMembers,
  extras,
  hotDeals,
  insuranceOptions,
  processingFees,
  promoCodes,
  rateSeasons,
  shuttleOptions,
} from "~/models/schema";
import { buildHotDeals, buildRateSeasons, seedBooking } from "~/models/seed/booking";
import { seedDatabase } from "~/models/seed/seed.server";
import { nzDate, rentalDays } from "~/services/booking/pricing/rules";

const TABLES = {
  rateSeasons,
  extras,
  insuranceOptions,
  shuttleOptions,
  processingFees,
  promoCodes,
  aaMembers,
  hotDeals,
};

async function counts() {
  const db = await getDb();
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ total: count() }).from(table);
    result[name] = row.total;
  }
  return result;
}

/** A New Zealand date and time as an instant (NZ is UTC+12 or +13; noon avoids any date slip). */
const noonNz = (date: string) => new Date(`${date}T00:00:00Z`);

describe("booking seed", () => {
  it("has the extras with per-day caps", async () => {
    const list = await listExtras();
    expect(list.map((e) => e.code)).toEqual([
      "gps",
      "child-seat",
      "booster-seat",
      "baby-capsule",
      "snow-chains",
      "ski-rack",
      "additional-driver",
    ]);
    for (const extra of list) {
      if (extra.pricing === "per_day") expect(extra.cap).toBeGreaterThan(extra.price);
      else expect(extra.cap).toBeNull();
    }
    expect(list.find((e) => e.code === "child-seat")).toMatchObject({
      price: 12,
      cap: 60,
      pricing: "per_day",
    });
    expect((await getExtrasByCodes(["snow-chains", "nope", "gps"])).map((e) => e.code)).toEqual([
      "gps",
      "snow-chains",
    ]);
    expect(await getExtrasByCodes([])).toEqual([]);
  });

  it("has Basic, Standard and Total Care insurance with their excess, Basic by default", async () => {
    const options = await listInsuranceOptions();
    expect(options.map((o) => [o.code, o.dailyPrice, o.excess])).toEqual([
      ["basic", 0, 4000],
      ["standard", 19, 1500],
      ["total-care", 33, 0],
    ]);
    expect((await getDefaultInsuranceOption())?.code).toBe("basic");
    expect((await getInsuranceOption("total-care"))?.name).toBe("Total Care");
    expect(await getInsuranceOption("platinum")).toBeNull();
  });

  it("offers shuttles per branch", async () => {
    expect((await listShuttlesForBranch("akc")).map((s) => s.code)).toEqual([
      "airport-to-city",
      "accommodation-pickup",
    ]);
    expect((await listShuttlesForBranch("ZQN")).map((s) => s.code)).toEqual([
      "airport-terminal",
      "accommodation-pickup",
    ]);
    expect(await listShuttlesForBranch("IVC")).toEqual([]);
    expect((await getShuttleOption("airport-to-city"))?.price).toBe(25);
  });

  it("has the processing fee of each card type", async () => {
    const fees = await listProcessingFees();
    expect(fees.map((f) => [f.cardType, f.label, f.percent])).toEqual([
      ["visa", "Visa", 1.9],
      ["visa-electron", "Visa Electron", 1.9],
      ["mastercard", "Master Card", 1.9],
      ["amex", "AMEX", 3.5],
      ["jcb", "JCB", 2.5],
    ]);
    expect((await getProcessingFee("amex"))?.percent).toBe(3.5);
    expect(await getProcessingFee("diners")).toBeNull();
  });

  it("stores promo codes lower-case and refuses upper-case ones", async () => {
    const db = await getDb();
    const rows = await db.select({ code: promoCodes.code }).from(promoCodes);
    for (const { code } of rows) expect(code).toBe(code.toLowerCase());
    expect(rows.map((r) => r.code)).toEqual(
      expect.arrayContaining(["realnz", "sudima", "aamember", "aamembership", "aamemberdeal", "winter2025"]),
    );
    await expect(
      db.insert(promoCodes).values({ code: "SHOUTY", description: "x", discountPercent: 5 }),
    ).rejects.toThrow();
  });

  it("covers every day of the coming years with exactly one general season", () => {
    const seasons = buildRateSeasons(2026, 2030);
    for (
      let day = new Date("2027-01-01T00:00:00Z");
      day < new Date("2030-01-01T00:00:00Z");
      day = new Date(day.getTime() + 86_400_000)
    ) {
      const date = day.toISOString().slice(0, 10);
      const general = seasons.filter((s) => s.branchCodes === null && s.startsOn <= date && date <= s.endsOn);
      expect(general, date).toHaveLength(1);
    }
  });

  it("looks up the season of a pick-up", async () => {
    const year = Number(nzDate(new Date()).slice(0, 4)) + 1;
    expect((await getSeasonForPickup("zqn", noonNz(`${year}-07-15`)))?.code).toBe(`ski-${year}`);
    expect((await getSeasonForPickup("AKL", noonNz(`${year}-07-15`)))?.code).toBe(`low-${year}`);
    expect((await getSeasonForPickup("AKL", noonNz(`${year}-01-15`)))?.multiplier).toBe(1.35);
    expect(
      (await listRateSeasons({ from: `${year}-07-01`, to: `${year}-07-31` })).map((s) => s.code).sort(),
    ).toEqual([`low-${year}`, `ski-${year}`]);
  });
});

describe("hot deals and relocations", () => {
  it("keeps a live pick-up window from this month on", async () => {
    const deals = await listHotDeals();
    expect(deals.length).toBeGreaterThanOrEqual(5);
    const today = nzDate(new Date());
    for (const deal of deals) {
      expect(deal.validFrom <= today).toBe(true);
      expect(deal.validTo > today).toBe(true);
      if (deal.dealType === "Relocation") expect(deal.puBranchName).not.toBe(deal.doBranchName);
      else expect(deal.puBranchName).toBe(deal.doBranchName);
    }
    expect(
      (await listHotDeals({ dealTypes: ["Relocation"] })).every((d) => d.dealType === "Relocation"),
    ).toBe(true);
    expect(await listHotDeals({ onDate: "2099-01-01" })).toEqual([]);
  });

  it("builds windows from the first of the month to the end of the third month on", () => {
    const built = buildHotDeals("2027-11-21");
    for (const deal of built) expect([deal.validFrom, deal.validTo]).toEqual(["2027-11-01", "2028-02-29"]);
  });

  it("finds the deals of an itinerary by branches, window and days", async () => {
    const zqn = await getBranchByCode("ZQN");
    const chc = await getBranchByCode("CHC");
    if (!zqn || !chc) throw new Error("seed missing");
    const deals = await listHotDeals();
    const start = deals[0].validFrom > nzDate(new Date()) ? deals[0].validFrom : nzDate(new Date());
    const pickupAt = new Date(`${start}T01:00:00Z`);
    const threeDays = new Date(pickupAt.getTime() + 3 * 86_400_000);
    expect(rentalDays(pickupAt, threeDays)).toBe(3);

    const relocations = await hotDealsForItinerary({
      pickupBranchId: zqn.id,
      dropOffBranchId: chc.id,
      pickupAt,
      dropOffAt: threeDays,
    });
    expect(relocations.map((d) => [d.code, d.dealType, d.dailyRate, d.puBranchName, d.doBranchName])).toEqual(
      [["reloc-zqn-chc-6", "Relocation", 1, "Queenstown Airport", "Christchurch Airport"]],
    );
    // Too long for the relocation's three days.
    const fourDays = new Date(pickupAt.getTime() + 4 * 86_400_000);
    expect(
      await hotDealsForItinerary({
        pickupBranchId: zqn.id,
        dropOffBranchId: chc.id,
        pickupAt,
        dropOffAt: fourDays,
      }),
    ).toEqual([]);
    // The Christchurch SUV week needs 7 days.
    const week = new Date(pickupAt.getTime() + 7 * 86_400_000);
    expect(
      (
        await hotDealsForItinerary({
          pickupBranchId: chc.id,
          dropOffBranchId: chc.id,
          pickupAt,
          dropOffAt: threeDays,
        })
      ).map((d) => d.code),
    ).toEqual([]);
    expect(
      (
        await hotDealsForItinerary({
          pickupBranchId: chc.id,
          dropOffBranchId: chc.id,
          pickupAt,
          dropOffAt: week,
        })
      ).map((d) => d.code),
    ).toEqual(["hot-chc-6"]);
    // Outside the window.
    const late = new Date("2099-01-01T01:00:00Z");
    expect(
      await hotDealsForItinerary({
        pickupBranchId: zqn.id,
        dropOffBranchId: chc.id,
        pickupAt: late,
        dropOffAt: new Date(late.getTime() + 86_400_000),
      }),
    ).toEqual([]);
    expect((await getHotDeal(relocations[0].id))?.code).toBe("reloc-zqn-chc-6");
    expect(await getHotDeal(-1)).toBeNull();
  });
});

describe("booking seed re-runs", () => {
  it("changes nothing when it runs again", async () => {
    const db = await getDb();
    const before = await counts();
    const extrasBefore = await db.select().from(extras).orderBy(extras.code);
    await seedDatabase(db);
    await seedDatabase(db);
    expect(await counts()).toEqual(before);
    expect(await db.select().from(extras).orderBy(extras.code)).toEqual(extrasBefore);
  });

  it("restores edited reference rows and the single default insurance, keeping head office's prices", async () => {
    const db = await getDb();
    await db.update(insuranceOptions).set({ isDefault: false }).where(eq(insuranceOptions.code, "basic"));
    await db
      .update(insuranceOptions)
      .set({ isDefault: true, dailyPrice: 99, name: "edited" })
      .where(eq(insuranceOptions.code, "standard"));
    await db.execute(sql`update processing_fees set percent = 9 where card_type = 'visa'`);
    await seedBooking(db);
    expect((await getDefaultInsuranceOption())?.code).toBe("basic");
    // The price is head office's (/admin/rates/); the rest of the row is the seed's again.
    expect(await getInsuranceOption("standard")).toMatchObject({ dailyPrice: 99, name: "Standard cover" });
    expect((await getProcessingFee("visa"))?.percent).toBe(1.9);
    await db.update(insuranceOptions).set({ dailyPrice: 19 }).where(eq(insuranceOptions.code, "standard"));
  });

  it("keeps promo codes added by hand", async () => {
    const db = await getDb();
    await db.insert(promoCodes).values({ code: "staff30", description: "Staff", discountPercent: 30 });
    await seedBooking(db);
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, "staff30"));
    expect(row?.discountPercent).toBe(30);
  });
});
