import { formatBranchHours, isWithinBranchHours } from "~/services/platform/time-slots";
import { REGIONS } from "~/models/constants";
import { describe, expect, it } from "vitest";
import { getBranchByCode, getBranchBySlug, listBranches } from "~/models/catalog/branches.server";
import {
  countFleet,
  countFleetByClass,
  fuelTypeLabel,
  getCarClassByCode,
  listCarClasses,
  listCarClassesByCategory,
  MARKETING_CATEGORY_SLUGS,
} from "~/models/catalog/car-classes.server";
import { listCampaigns, listContactPoints } from "~/models/catalog/contact-points.server";
import { getDb } from "~/models/db.server";
import { getLookupOptions, getLookups } from "~/models/catalog/lookups.server";

const hm = (h: number, m = 0) => h * 60 + m;

describe("branches", () => {
  it("lists the nine branches with spec fields", async () => {
    const all = await listBranches();
    expect(all).toHaveLength(9);
    expect(await listBranches({ showOnWebOnly: true })).toHaveLength(all.filter((b) => b.showOnWeb).length);
    const akl = await getBranchBySlug("auckland-airport");
    expect(akl).toMatchObject({
      code: "AKL",
      name: "Auckland Airport",
      openingTime: "07:00",
      country: "New Zealand",
    });
    expect(akl).toHaveProperty("deliveryPointId");
    expect(akl).toHaveProperty("googleMapPlaceId");
    expect(await getBranchBySlug("nowhere")).toBeNull();
  });

  it("keeps Wellington Airport open until 01:00", async () => {
    const wlg = await getBranchByCode("wlg");
    expect(wlg).not.toBeNull();
    if (!wlg) return;
    expect(wlg.closingTime).toBe("01:00");
    expect(wlg.closingMinutes).toBe(1500);
    expect(isWithinBranchHours(wlg, hm(0, 30))).toBe(true);
    expect(isWithinBranchHours(wlg, hm(2))).toBe(false);
    expect(isWithinBranchHours(wlg, hm(6, 59))).toBe(false);
    expect(isWithinBranchHours(wlg, hm(7))).toBe(true);
    expect(formatBranchHours(wlg)).toBe("7:00 AM – 1:00 AM");
  });

  it("treats 07:59 as before an 08:00 opening", async () => {
    const city = await getBranchBySlug("auckland-city-branch");
    expect(city?.openingTime).toBe("08:00");
    if (!city) return;
    expect(isWithinBranchHours(city, hm(7, 59))).toBe(false);
    expect(isWithinBranchHours(city, hm(8))).toBe(true);
    expect(isWithinBranchHours(city, hm(0, 30))).toBe(false);
  });
});

describe("car classes", () => {
  it("lists classes in vehicle order", async () => {
    const classes = await listCarClasses();
    expect(classes).toHaveLength(34);
    const orders = classes.map((c) => c.vehicleOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("finds a class by code, case-insensitively for letters", async () => {
    expect((await getCarClassByCode("4H"))?.fuelType).toBe("hybrid");
    expect((await getCarClassByCode("4h"))?.classCode).toBe("4H");
    expect(await getCarClassByCode("ZZ")).toBeNull();
  });

  it("groups classes by marketing category", async () => {
    for (const category of MARKETING_CATEGORY_SLUGS) {
      const classes = await listCarClassesByCategory(category);
      expect(classes.length).toBeGreaterThan(0);
      for (const c of classes) expect(c.marketingCategory).toBe(category);
    }
    const people = await listCarClassesByCategory("van-or-people-carriers");
    expect(people.map((c) => c.seats)).toEqual(expect.arrayContaining([6, 8, 10, 12]));
  });

  it("shows unleaded fuels as Petrol", () => {
    expect(fuelTypeLabel("unleaded")).toBe("Petrol");
    expect(fuelTypeLabel("unleaded 91")).toBe("Petrol");
    expect(fuelTypeLabel("diesel")).toBe("Diesel");
  });

  it("counts the fleet of a class at a branch, also inside a transaction", async () => {
    const akl = await getBranchByCode("AKL");
    const whk = await getBranchByCode("WHK");
    const economy = await getCarClassByCode("1");
    const glamper = await getCarClassByCode("M");
    if (!akl || !whk || !economy || !glamper) throw new Error("seed missing");
    expect(await countFleet(akl.id, economy.carClassId)).toBeGreaterThan(0);
    expect(await countFleet(whk.id, glamper.carClassId)).toBe(0);
    expect(await countFleet(akl.id, glamper.carClassId)).toBeGreaterThan(0);
    const db = await getDb();
    const inTx = await db.transaction((tx) => countFleet(akl.id, economy.carClassId, tx));
    expect(inTx).toBe(await countFleet(akl.id, economy.carClassId));
    const byClass = await countFleetByClass(whk.id);
    expect(byClass.get(economy.carClassId)).toBe(await countFleet(whk.id, economy.carClassId));
    expect(byClass.size).toBeLessThan(10);
  });
});

describe("lookups", () => {
  it("has GO and the partner brands", async () => {
    const brands = await getLookupOptions("brand");
    const codes = brands.map((b) => b.code);
    expect(codes[0]).toBe("GO");
    expect(codes).toEqual(expect.arrayContaining(["GO", "ET", "AL", "ZL"]));
    expect(brands.find((b) => b.code === "GO")?.name).toBe("GO Rentals");
    expect(codes.length).toBeGreaterThan(4);
  });

  it("lists countries with New Zealand first", async () => {
    const countries = await getLookupOptions("country");
    expect(countries.slice(0, 4).map((c) => c.name)).toEqual([
      "New Zealand",
      "Australia",
      "United Kingdom",
      "United States",
    ]);
    expect(countries.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Germany", "China", "Japan", "India"]),
    );
    expect(countries[0].payload).toEqual({ dialCode: "+64" });
  });

  it("has drive-safe questions with answers and a valid correct index", async () => {
    const questions = await getLookupOptions("driveSafeQuestion");
    expect(questions.length).toBeGreaterThanOrEqual(8);
    for (const { payload } of questions) {
      const answers = payload.answers as string[];
      expect(typeof payload.question).toBe("string");
      expect(answers.length).toBeGreaterThanOrEqual(2);
      expect(answers[payload.correctAnswer as number]).toBeDefined();
      expect(typeof payload.explanation).toBe("string");
    }
  });

  it("returns several lookups in the order asked", async () => {
    const lookups = await getLookups(["brand", "advert_public", "unknown"]);
    expect(lookups.map((l) => l.lookupType)).toEqual(["brand", "advert_public", "unknown"]);
    expect(lookups[1].lookupOptions.length).toBeGreaterThan(5);
    expect(lookups[2].lookupOptions).toEqual([]);
  });
});

describe("contact points and campaigns", () => {
  it("has the five regions in order, with agent and corporate numbers for NZ and worldwide", async () => {
    const points = await listContactPoints();
    expect(points.map((p) => p.region)).toEqual([...REGIONS]);
    for (const point of points) {
      expect(point.number).not.toBe("");
      expect(point.telephone).toMatch(/^\+\d{8,15}$/);
    }
    for (const region of ["NZ", "worldwide"]) {
      const point = points.find((p) => p.region === region);
      expect(point?.agentNumber).toBeTruthy();
      expect(point?.agentTelephone).toMatch(/^\+\d+$/);
      expect(point?.corporateNumber).toBeTruthy();
      expect(point?.corporateTelephone).toMatch(/^\+\d+$/);
    }
  });

  it("has the four campaigns with replacement numbers", async () => {
    const campaigns = await listCampaigns();
    expect(campaigns.map((c) => c.name)).toEqual(["google", "bing", "nz", "brand"]);
    expect(campaigns.map((c) => c.label)).toEqual(["Google", "Bing", "NZ", "Generic/brand"]);
    for (const campaign of campaigns) {
      expect(campaign.numbers.NZ?.telephone).toMatch(/^\+64\d+$/);
    }
  });
});
