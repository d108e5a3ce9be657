import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { getReservation } from "~/models/reservations/reservations.server";
import { hotDeals, promoCodes, quotes, rateSeasons, reservations, users, vehicles } from "~/models/schema";
import { DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { seedDatabase } from "~/models/seed/seed.server";
import { countPromoUses } from "~/models/catalog/promo-codes.server";
import { getSiteSetting, SITE_SETTING_KEYS } from "~/models/catalog/site-settings.server";
import {
  changeBranchHours,
  loadBranchesPage,
  resetPromoBar,
  savePromoBar,
} from "~/services/admin/pricing/branches.server";
import { endDeal, saveDeal } from "~/services/admin/pricing/deals.server";
import {
  branchHoursSchema,
  classRateSchema,
  dealSchema,
  extraPriceSchema,
  insurancePriceSchema,
  oneWayFeesSchema,
  promoBarSchema,
  promoCodeSchema,
  seasonSchema,
} from "~/services/admin/pricing/forms";
import {
  createPromoCode,
  loadPromoCodesPage,
  withdrawCode,
} from "~/services/admin/pricing/promo-codes.server";
import {
  changeClassRate,
  changeExtraPrice,
  changeInsurancePrice,
  changeOneWayFees,
  endSeason,
  saveSeason,
} from "~/services/admin/pricing/rates.server";
import {
  branchHoursMinutes,
  dealCode,
  dealIsLive,
  parseBranchCodes,
  parseTimeOfDay,
  seasonCode,
  seasonEnd,
} from "~/services/admin/pricing/rules";
import { PRICING_MESSAGES as M } from "~/services/admin/pricing/text";
import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import { DEFAULT_ONE_WAY_FEES } from "~/services/booking/constants";
import { loadOneWayFees, oneWayFeesFrom } from "~/services/booking/pricing/one-way-fees.server";
import { priceBooking } from "~/services/booking/pricing/booking.server";
import { findActivePromo, lookupPromo } from "~/services/booking/promo/codes.server";
import { promoStatus, promoStatusMessage } from "~/services/booking/promo/rules";
import { INVALID_AA_MEMBERSHIP_NUMBER, PROMO_MESSAGES } from "~/services/booking/promo/text";
import { checkPromo } from "~/services/booking/promo/flow.server";
import { AA_MEMBERS } from "~/models/seed/booking";
import { saveQuote } from "~/services/booking/quotes/quotes.server";
import { searchVehicles } from "~/services/booking/search/results.server";
import type { SessionItinerary, SessionReservation } from "~/services/booking/session.server";
import { promoBarOverrideFrom, promoBarSource } from "~/services/shell/promo-bar";

const ADMIN = DEMO_ACCOUNTS.find((account) => account.userType === "Admin")!;
const MEMBER = AA_MEMBERS.find((member) => member.isActive && member.expiresOn === null)!.memberNumber;

async function adminActor() {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, ADMIN.email));
  if (!row) throw new Error("demo admin missing");
  return row;
}

/** FormData-like plain object → the schema's parse result. */
const parse = <T>(schema: { safeParse: (value: unknown) => T }, value: Record<string, string>) =>
  schema.safeParse(value);
function fieldError(
  result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("forms: prices", () => {
  it("refuses a daily rate of 0 or below beside the field, with a clear message", () => {
    expect(fieldError(parse(classRateSchema, { classCode: "1", dailyRate: "0" }), "dailyRate")).toBe(
      M.rateNotPositive,
    );
    expect(fieldError(parse(classRateSchema, { classCode: "1", dailyRate: "-5" }), "dailyRate")).toBe(
      M.rateNotPositive,
    );
    expect(fieldError(parse(classRateSchema, { classCode: "1", dailyRate: "0.00" }), "dailyRate")).toBe(
      M.rateNotPositive,
    );
    expect(fieldError(parse(classRateSchema, { classCode: "1", dailyRate: "abc" }), "dailyRate")).toBe(
      M.amountInvalid,
    );
    expect(fieldError(parse(classRateSchema, { classCode: "1", dailyRate: "" }), "dailyRate")).toBe(
      M.amountRequired,
    );
    expect(fieldError(parse(classRateSchema, { classCode: "1", dailyRate: "12.345" }), "dailyRate")).toBe(
      M.amountInvalid,
    );
    expect(fieldError(parse(classRateSchema, { classCode: "1", dailyRate: "99999999" }), "dailyRate")).toBe(
      M.amountTooHigh,
    );
    expect(parse(classRateSchema, { classCode: "1", dailyRate: " 89.5 " })).toMatchObject({
      success: true,
      data: { classCode: "1", dailyRate: 89.5 },
    });
  });

  it("refuses an extra at 0, allows no cap, and lets insurance and one-way fees be 0 but not below", () => {
    expect(fieldError(parse(extraPriceSchema, { code: "gps", price: "0" }), "price")).toBe(
      M.priceNotPositive,
    );
    expect(parse(extraPriceSchema, { code: "gps", price: "9", cap: "" })).toMatchObject({
      success: true,
      data: { cap: null },
    });
    expect(fieldError(parse(extraPriceSchema, { code: "gps", price: "9", cap: "0" }), "cap")).toBe(
      M.priceNotPositive,
    );
    expect(
      parse(insurancePriceSchema, { code: "basic", dailyPrice: "0", excess: "4000", bond: "4000" }).success,
    ).toBe(true);
    expect(
      fieldError(
        parse(insurancePriceSchema, { code: "basic", dailyPrice: "-1", excess: "0", bond: "0" }),
        "dailyPrice",
      ),
    ).toBe(M.amountNegative);
    expect(parse(oneWayFeesSchema, { sameCity: "0", sameIsland: "60", interIsland: "110" })).toMatchObject({
      success: true,
      data: { sameCity: 0, sameIsland: 60, interIsland: 110 },
    });
    expect(
      fieldError(
        parse(oneWayFeesSchema, { sameCity: "-1", sameIsland: "60", interIsland: "110" }),
        "sameCity",
      ),
    ).toBe(M.amountNegative);
  });

  it("checks a season's dates, multiplier and priority", () => {
    const season = {
      name: "Peak",
      startsOn: "2027-12-20",
      endsOn: "2028-01-10",
      multiplier: "1.3",
      branchCodes: "",
      priority: "5",
    };
    expect(parse(seasonSchema, season).success).toBe(true);
    expect(fieldError(parse(seasonSchema, { ...season, endsOn: "2027-12-01" }), "endsOn")).toBe(
      M.endBeforeStart,
    );
    expect(fieldError(parse(seasonSchema, { ...season, multiplier: "0" }), "multiplier")).toBe(
      M.multiplierInvalid,
    );
    expect(fieldError(parse(seasonSchema, { ...season, multiplier: "12" }), "multiplier")).toBe(
      M.multiplierInvalid,
    );
    expect(fieldError(parse(seasonSchema, { ...season, priority: "101" }), "priority")).toBe(
      M.priorityInvalid,
    );
    expect(fieldError(parse(seasonSchema, { ...season, startsOn: "soon" }), "startsOn")).toBe(M.dateInvalid);
  });
});

describe("forms: deals, promo codes, branches", () => {
  const deal = {
    dealType: "Relocation",
    carClassId: "1",
    pickupBranchId: "7",
    dropOffBranchId: "6",
    validFrom: "2027-05-01",
    validTo: "2027-05-31",
    dailyRate: "1",
    freeDays: "0",
    minDays: "",
    maxDays: "5",
    description: "Queenstown to Christchurch",
  };

  it("refuses a relocation to the same branch before the database could", () => {
    expect(parse(dealSchema, deal).success).toBe(true);
    expect(fieldError(parse(dealSchema, { ...deal, dropOffBranchId: "7" }), "dropOffBranchId")).toBe(
      M.relocationSameBranch,
    );
    expect(parse(dealSchema, { ...deal, dealType: "HotDeal", dropOffBranchId: "7" }).success).toBe(true);
  });

  it("refuses a window ending before it starts, fewer most days than fewest, no rate nor free day, a rate of 0", () => {
    expect(fieldError(parse(dealSchema, { ...deal, validTo: "2027-04-30" }), "validTo")).toBe(
      M.endBeforeStart,
    );
    expect(fieldError(parse(dealSchema, { ...deal, minDays: "6" }), "maxDays")).toBe(M.maxBelowMin);
    expect(fieldError(parse(dealSchema, { ...deal, dailyRate: "" }), "dailyRate")).toBe(
      M.dealNeedsRateOrFreeDays,
    );
    expect(parse(dealSchema, { ...deal, dailyRate: "", freeDays: "2" }).success).toBe(true);
    expect(fieldError(parse(dealSchema, { ...deal, dailyRate: "0" }), "dailyRate")).toBe(M.rateNotPositive);
    expect(fieldError(parse(dealSchema, { ...deal, dealType: "Other" }), "dealType")).toBe(
      M.dealTypeRequired,
    );
  });

  it("checks a new promo code", () => {
    const promo = {
      code: " Spring-25 ",
      description: "Spring",
      percent: "15",
      validFrom: "",
      validTo: "",
      usageLimit: "",
    };
    expect(parse(promoCodeSchema, promo)).toMatchObject({
      success: true,
      data: { code: "spring-25", percent: 15, validFrom: null, usageLimit: null, requiresAaNumber: false },
    });
    expect(parse(promoCodeSchema, { ...promo, requiresAaNumber: "on" })).toMatchObject({
      data: { requiresAaNumber: true },
    });
    expect(fieldError(parse(promoCodeSchema, { ...promo, code: "no spaces" }), "code")).toBe(
      M.promoCodeInvalid,
    );
    expect(fieldError(parse(promoCodeSchema, { ...promo, code: "x".repeat(26) }), "code")).toBe(
      M.promoCodeInvalid,
    );
    expect(fieldError(parse(promoCodeSchema, { ...promo, percent: "0" }), "percent")).toBe(M.percentInvalid);
    expect(fieldError(parse(promoCodeSchema, { ...promo, percent: "101" }), "percent")).toBe(
      M.percentInvalid,
    );
    expect(fieldError(parse(promoCodeSchema, { ...promo, usageLimit: "0" }), "usageLimit")).toBe(
      M.usageLimitInvalid,
    );
    expect(
      fieldError(
        parse(promoCodeSchema, { ...promo, validFrom: "2027-02-01", validTo: "2027-01-01" }),
        "validTo",
      ),
    ).toBe(M.endBeforeStart);
  });

  it("reads opening hours as HH:MM and a closing time after midnight", () => {
    const hours = { branchId: "4", openingTime: "07:00", closingTime: "01:00" };
    expect(parse(branchHoursSchema, hours)).toMatchObject({
      success: true,
      data: { openingTime: 420, closingTime: 60, afterHoursPickups: false },
    });
    expect(fieldError(parse(branchHoursSchema, { ...hours, closingTime: "25:00" }), "closingTime")).toBe(
      M.timeInvalid,
    );
    expect(fieldError(parse(branchHoursSchema, { ...hours, closingTime: "07:00" }), "closingTime")).toBe(
      M.closingSameAsOpening,
    );
  });

  it("checks the promo bar's text and link", () => {
    expect(parse(promoBarSchema, { enabled: "on", title: "Winter deals", url: "/deals/" })).toMatchObject({
      success: true,
      data: { enabled: true, url: "/deals/" },
    });
    expect(fieldError(parse(promoBarSchema, { title: "", url: "" }), "title")).toBe(M.titleRequired);
    expect(fieldError(parse(promoBarSchema, { title: "x", url: "javascript:alert(1)" }), "url")).toBe(
      M.linkInvalid,
    );
    expect(fieldError(parse(promoBarSchema, { title: "x", url: "//evil.example" }), "url")).toBe(
      M.linkInvalid,
    );
  });
});

describe("rules", () => {
  it("times of day and hours", () => {
    expect(parseTimeOfDay("7:30")).toBe(450);
    expect(parseTimeOfDay("24:00")).toBeNull();
    expect(parseTimeOfDay("07:60")).toBeNull();
    expect(branchHoursMinutes(420, 60)).toEqual({ openingMinutes: 420, closingMinutes: 1500 });
    expect(branchHoursMinutes(420, 1020)).toEqual({ openingMinutes: 420, closingMinutes: 1020 });
    expect(branchHoursMinutes(420, 420)).toBeNull();
  });

  it("branch codes, season and deal codes", () => {
    expect(parseBranchCodes(" zqn, CHC  chc ")).toEqual(["CHC", "ZQN"]);
    expect(parseBranchCodes("")).toEqual([]);
    expect(seasonCode("Summer Peak!", "2027-12-01")).toBe("summer-peak-2027-12-01");
    expect(dealCode("Relocation", "ZQN", "CHC", "3E", "abc123")).toBe("reloc-zqn-chc-3e-abc123");
  });

  it("ends a season yesterday; one not started yet covers only yesterday", () => {
    expect(seasonEnd({ startsOn: "2027-01-01", endsOn: "2027-03-01" }, "2027-02-10", "2027-02-09")).toEqual({
      startsOn: "2027-01-01",
      endsOn: "2027-02-09",
    });
    expect(seasonEnd({ startsOn: "2027-06-01", endsOn: "2027-08-01" }, "2027-02-10", "2027-02-09")).toEqual({
      startsOn: "2027-02-09",
      endsOn: "2027-02-09",
    });
    expect(
      seasonEnd({ startsOn: "2026-01-01", endsOn: "2026-03-01" }, "2027-02-10", "2027-02-09"),
    ).toBeNull();
  });

  it("a deal is live while switched on and its window not over", () => {
    expect(dealIsLive({ isActive: true, validTo: "2027-01-01" }, "2027-01-01")).toBe(true);
    expect(dealIsLive({ isActive: true, validTo: "2026-12-31" }, "2027-01-01")).toBe(false);
    expect(dealIsLive({ isActive: false, validTo: "2027-12-31" }, "2027-01-01")).toBe(false);
  });

  it("one-way fees: the stored ones when sound, else the defaults", () => {
    expect(oneWayFeesFrom(null)).toEqual(DEFAULT_ONE_WAY_FEES);
    expect(oneWayFeesFrom({ sameCity: 5, sameIsland: "x", interIsland: -1 })).toEqual({
      ...DEFAULT_ONE_WAY_FEES,
      sameCity: 5,
    });
  });

  it("the promo bar: head office's version replaces the banner, keeping its icon", () => {
    const banner = {
      enabled: false,
      title: "From content",
      url: "/a/",
      icon: { url: "/i.svg", alternativeText: "" },
    };
    expect(promoBarOverrideFrom({ enabled: true, title: " " })).toBeNull();
    const override = promoBarOverrideFrom({ enabled: true, title: "Ours", url: "" });
    expect(override).toEqual({ enabled: true, title: "Ours", url: null });
    expect(promoBarSource(banner, override)).toEqual({
      content: { title: "Ours", url: null, icon: banner.icon },
      enabled: true,
    });
    expect(promoBarSource(banner, null)).toEqual({
      content: { title: "From content", url: "/a/", icon: banner.icon },
      enabled: false,
    });
    expect(promoBarSource(null, null)).toBeNull();
  });

  it("a promo code: withdrawn reads as unknown, a used-up one says so", () => {
    const promo = { isActive: true, validFrom: null, validTo: null };
    expect(promoStatus({ ...promo, withdrawnAt: new Date() }, "2027-01-01")).toBe("withdrawn");
    expect(promoStatusMessage("withdrawn")).toBe(PROMO_MESSAGES.promoCodeUnknown);
    expect(promoStatus({ ...promo, usageLimit: 2 }, "2027-01-01", 1)).toBe("active");
    expect(promoStatus({ ...promo, usageLimit: 2 }, "2027-01-01", 2)).toBe("used_up");
    expect(promoStatusMessage("used_up")).toBe(PROMO_MESSAGES.promoCodeUsedUp);
    expect(promoStatus({ ...promo, usageLimit: null }, "2027-01-01", 999)).toBe("active");
  });
});

/* ------------------------------------------------------------------------------------------------
 * With the database
 * ---------------------------------------------------------------------------------------------- */

const HOUR = 3600_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

async function itineraryFor(branchCode: string, dropOffCode: string, daysAhead: number, promoCode = "") {
  const pickup = await getBranchByCode(branchCode);
  const dropOff = await getBranchByCode(dropOffCode);
  if (!pickup || !dropOff) throw new Error("seed missing");
  const pickupAt = new Date(Date.now() + daysAhead * 24 * HOUR);
  const itinerary: SessionItinerary = {
    pickupBranchId: pickup.id,
    dropOffBranchId: dropOff.id,
    pickupDate: dayOf(pickupAt),
    pickupTime: "10:00",
    dropOffDate: dayOf(new Date(pickupAt.getTime() + 4 * 24 * HOUR)),
    dropOffTime: "10:00",
    promoCode,
    aaNumber: null,
    agentId: null,
    clientReferenceNumber: null,
    lastQueryDateTime: new Date().toISOString(),
    searchedByUserId: null,
  };
  return { itinerary, pickup, dropOff };
}

const draft = (carClassId: number): SessionReservation => ({
  reservationId: null,
  carClassId,
  hotDealId: null,
  extras: [],
  insuranceCode: null,
  isCarbonOffset: false,
  shuttleCode: null,
  customerDetails: {
    firstName: "Mere",
    lastName: "Tane",
    email: "mere.rates@example.co.nz",
    phone: "021 555 0199",
    country: "New Zealand",
    travelReason: "Leisure",
  },
  travelReason: "Leisure",
  cardType: null,
  paymentMethod: null,
  stepComplete: 3,
  campaignName: null,
});

/** A confirmed booking of class `classCode` priced as the site prices it now. */
async function confirmedBooking(classCode: string, branchCode: string, daysAhead: number, promoCode = "") {
  const carClass = await getCarClassByCode(classCode);
  if (!carClass) throw new Error("class missing");
  const { itinerary, pickup } = await itineraryFor(branchCode, branchCode, daysAhead, promoCode);
  const db = await getDb();
  await db.insert(vehicles).values({
    fleetNumber: `RATES-${classCode}-${daysAhead}-${promoCode}`,
    registration: `RT${daysAhead}${classCode}${promoCode.length}`.slice(0, 8),
    branchId: pickup.id,
    carClassId: carClass.carClassId,
  });
  clearCatalogCache();
  const reservation = draft(carClass.carClassId);
  const priced = await priceBooking(itinerary, reservation);
  if (!priced) throw new Error("no price");
  const pickupAt = priced.context.pickupAt;
  const held = await holdVehicle({
    carClassId: carClass.carClassId,
    pickupBranchId: pickup.id,
    dropOffBranchId: pickup.id,
    pickupAt,
    dropOffAt: priced.context.dropOffAt,
    promoCode: promoCode || null,
    customerDetails: reservation.customerDetails,
    priceBreakdown: priced.breakdown,
  });
  if (!held.ok) throw new Error("no hold");
  const confirmed = await confirmReservation(held.reservation.id);
  if (!confirmed.ok) throw new Error("not confirmed");
  return { id: held.reservation.id, itinerary, reservation, total: priced.breakdown.total, carClass };
}

describe("rates: a change prices new searches only", () => {
  it("keeps a confirmed booking's and a saved quote's price, prices a new search at once, and audits it", async () => {
    const actor = await adminActor();
    const booking = await confirmedBooking("F", "AKL", 40);
    const saved = await saveQuote(
      { itinerary: booking.itinerary, reservation: booking.reservation },
      "quote.rates@example.co.nz",
    );
    expect(saved.ok).toBe(true);
    const db = await getDb();
    const [quoteBefore] = await db.select().from(quotes).where(eq(quotes.email, "quote.rates@example.co.nz"));
    const oldRate = booking.carClass.dailyRate;

    // Warm the cache, as a running site would have it.
    const before = (await searchVehicles(booking.itinerary)).find((row) => row.classCode === "F");
    expect(before).toBeDefined();
    expect(await changeClassRate(actor, { classCode: "F", dailyRate: oldRate + 40 })).toEqual({ ok: true });

    const after = (await searchVehicles(booking.itinerary)).find((row) => row.classCode === "F");
    expect(after?.price.vehicle.baseDailyRate).toBe(oldRate + 40);
    const repriced = await priceBooking(booking.itinerary, booking.reservation);
    expect(repriced!.breakdown.total).toBeGreaterThan(booking.total);

    const stored = await getReservation(booking.id);
    expect(stored?.total).toBe(booking.total);
    expect(stored?.priceBreakdown?.vehicle.baseDailyRate).toBe(oldRate);
    const [quoteAfter] = await db.select().from(quotes).where(eq(quotes.id, quoteBefore.id));
    expect(quoteAfter.total).toBe(quoteBefore.total);

    const [event] = await listAuditEvents({ entityType: "car_class" });
    expect(event).toMatchObject({
      action: "rate.class",
      entityId: "F",
      actorEmail: actor.email,
      before: { dailyRate: oldRate },
      after: { dailyRate: oldRate + 40 },
    });
    await changeClassRate(actor, { classCode: "F", dailyRate: oldRate });
  });

  it("refuses an unknown class beside the field and writes nothing", async () => {
    const actor = await adminActor();
    expect(await changeClassRate(actor, { classCode: "NOPE", dailyRate: 10 })).toEqual({
      ok: false,
      field: "dailyRate",
      message: M.unknownItem,
    });
  });

  it("survives a re-seed: head office's rate, hours and prices are kept", async () => {
    const actor = await adminActor();
    const wlg = await getBranchByCode("WLG");
    await changeClassRate(actor, { classCode: "2", dailyRate: 77 });
    await changeExtraPrice(actor, { code: "gps", price: 13, cap: null });
    await changeBranchHours(actor, {
      branchId: wlg!.id,
      openingTime: 360,
      closingTime: 60,
      afterHoursPickups: true,
      afterHoursDropOffs: true,
    });
    await seedDatabase(await getDb());
    expect((await getCarClassByCode("2"))?.dailyRate).toBe(77);
    expect(await getBranchByCode("WLG")).toMatchObject({
      openingMinutes: 360,
      closingMinutes: 1500,
      closingTime: "01:00",
    });
    const page = await loadBranchesPage();
    expect(page.branches.find((row) => row.code === "WLG")?.closingTime).toBe("01:00");
  });

  it("extras: a cap only for a per-day extra and never below the price", async () => {
    const actor = await adminActor();
    expect(await changeExtraPrice(actor, { code: "snow-chains", price: 50, cap: 60 })).toMatchObject({
      ok: false,
      field: "cap",
      message: M.capNotForPerRental,
    });
    expect(await changeExtraPrice(actor, { code: "child-seat", price: 12, cap: 5 })).toMatchObject({
      ok: false,
      field: "cap",
      message: M.capBelowPrice,
    });
    expect(await changeExtraPrice(actor, { code: "child-seat", price: 14, cap: 80 })).toEqual({ ok: true });
    expect(
      await changeInsurancePrice(actor, { code: "standard", dailyPrice: 21, excess: 2000, bond: 500 }),
    ).toEqual({ ok: true });
    const events = await listAuditEvents({ entityType: "insurance_option" });
    expect(events[0]).toMatchObject({
      before: { dailyPrice: 19 },
      after: { dailyPrice: 21, excess: 2000, bond: 500 },
    });
  });

  it("one-way fees: stored in site_settings, read by new searches, defaults before", async () => {
    const actor = await adminActor();
    expect(await loadOneWayFees()).toEqual(DEFAULT_ONE_WAY_FEES);
    const { itinerary } = await itineraryFor("AKL", "WLG", 50);
    const carClass = await getCarClassByCode("1");
    const beforePrice = await priceBooking(itinerary, draft(carClass!.carClassId));
    expect(beforePrice?.breakdown.oneWayFee).toBe(DEFAULT_ONE_WAY_FEES.sameIsland);
    await changeOneWayFees(actor, { sameCity: 0, sameIsland: 65, interIsland: 120 });
    expect(await getSiteSetting(SITE_SETTING_KEYS.oneWayFees)).toEqual({
      sameCity: 0,
      sameIsland: 65,
      interIsland: 120,
    });
    const afterPrice = await priceBooking(itinerary, draft(carClass!.carClassId));
    expect(afterPrice?.breakdown.oneWayFee).toBe(65);
    const [event] = await listAuditEvents({ entityType: "site_setting" });
    expect(event).toMatchObject({ before: DEFAULT_ONE_WAY_FEES, after: { sameIsland: 65 } });
    await changeOneWayFees(actor, { ...DEFAULT_ONE_WAY_FEES });
  });

  it("seasons: created, edited, ended; unknown branch codes refused beside the field", async () => {
    const actor = await adminActor();
    const season = {
      name: "Test Peak",
      startsOn: "2031-01-01",
      endsOn: "2031-01-31",
      multiplier: 1.5,
      branchCodes: "zqn",
      priority: 50,
    };
    expect(await saveSeason(actor, { ...season, branchCodes: "ZQN, XYZ" })).toMatchObject({
      ok: false,
      field: "branchCodes",
    });
    expect(await saveSeason(actor, season)).toEqual({ ok: true });
    expect(await saveSeason(actor, season)).toEqual({ ok: true }); // a double submit: still one
    const db = await getDb();
    const code = seasonCode("Test Peak", "2031-01-01");
    const rows = await db.select().from(rateSeasons).where(eq(rateSeasons.code, code));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ multiplier: 1.5, branchCodes: ["ZQN"] });
    await saveSeason(actor, { ...season, code, multiplier: 1.6, branchCodes: "" });
    const [edited] = await db.select().from(rateSeasons).where(eq(rateSeasons.code, code));
    expect(edited).toMatchObject({ multiplier: 1.6, branchCodes: null });
    await endSeason(actor, code, new Date("2031-01-10T00:00:00Z"));
    const [ended] = await db.select().from(rateSeasons).where(eq(rateSeasons.code, code));
    expect(ended.endsOn).toBe("2031-01-09");
    const events = await listAuditEvents({ entityType: "rate_season" });
    expect(events.map((event) => event.action)).toEqual([
      "rate.season.end",
      "rate.season",
      "rate.season.create",
    ]);
  });
});

describe("deals", () => {
  it("creates a relocation once, edits it, ends it; the database never sees a bad one", async () => {
    const actor = await adminActor();
    const zqn = await getBranchByCode("ZQN");
    const chc = await getBranchByCode("CHC");
    const carClass = await getCarClassByCode("3");
    const input = {
      id: null,
      formKey: "k1234567",
      dealType: "Relocation" as const,
      carClassId: carClass!.carClassId,
      pickupBranchId: zqn!.id,
      dropOffBranchId: chc!.id,
      validFrom: "2031-02-01",
      validTo: "2031-02-28",
      dailyRate: 1,
      freeDays: 0,
      minDays: null,
      maxDays: 4,
      description: "Test relocation",
    };
    expect(await saveDeal(actor, input)).toEqual({ ok: true });
    expect(await saveDeal(actor, input)).toEqual({ ok: true });
    const db = await getDb();
    const rows = await db.select().from(hotDeals).where(eq(hotDeals.description, "Test relocation"));
    expect(rows).toHaveLength(1);
    expect(await saveDeal(actor, { ...input, id: rows[0].id, carClassId: 999_999 })).toMatchObject({
      ok: false,
      field: "carClassId",
    });
    expect(await saveDeal(actor, { ...input, id: rows[0].id, dailyRate: 2 })).toEqual({ ok: true });
    await endDeal(actor, rows[0].id);
    await endDeal(actor, rows[0].id);
    const [ended] = await db.select().from(hotDeals).where(eq(hotDeals.id, rows[0].id));
    expect(ended).toMatchObject({ dailyRate: 2, isActive: false });
    const events = await listAuditEvents({ entityType: "hot_deal" });
    expect(events.map((event) => event.action)).toEqual(["deal.end", "deal.update", "deal.create"]);
    expect(events[0].branchId).toBe(zqn!.id);
  });
});

describe("promo codes", () => {
  const input = {
    code: "admin-test",
    description: "Test",
    percent: 10,
    validFrom: null,
    validTo: null,
    usageLimit: 1,
    requiresAaNumber: false,
  };

  it("creates a code, refuses one that exists beside the field, and withdraws it once", async () => {
    const actor = await adminActor();
    expect(await createPromoCode(actor, input)).toEqual({ ok: true });
    expect(await createPromoCode(actor, { ...input, description: "again" })).toEqual({
      ok: false,
      field: "code",
      message: M.promoCodeExists,
    });
    expect(await createPromoCode(actor, { ...input, code: "realnz" })).toMatchObject({
      ok: false,
      field: "code",
    });
    expect(await findActivePromo("ADMIN-TEST")).not.toBeNull();
    await withdrawCode(actor, "admin-test", new Date());
    await withdrawCode(actor, "admin-test", new Date());
    expect((await lookupPromo("admin-test")).status).toBe("withdrawn");
    const events = await listAuditEvents({ entityType: "promo_code" });
    expect(events.map((event) => event.action)).toEqual(["promo-code.withdraw", "promo-code.create"]);
  });

  it("honours the usage limit: confirmed and held bookings count, the customer's own does not", async () => {
    const actor = await adminActor();
    await createPromoCode(actor, { ...input, code: "once-only" });
    expect((await lookupPromo("once-only")).status).toBe("active");
    const booking = await confirmedBooking("C", "CHC", 45, "once-only");
    expect(booking.total).toBeGreaterThan(0);
    expect(await countPromoUses("once-only")).toBe(1);
    expect((await lookupPromo("once-only")).status).toBe("used_up");
    expect((await lookupPromo("once-only", new Date(), { exceptReservationId: booking.id })).status).toBe(
      "active",
    );
    const db = await getDb();
    const [row] = await db
      .select({ promoCode: reservations.promoCode, discount: reservations.priceBreakdown })
      .from(reservations)
      .where(and(eq(reservations.id, booking.id)));
    expect(row.discount?.discount?.code).toBe("once-only");
    const page = await loadPromoCodesPage("ONCE-ONLY");
    expect(page.codes.find((code) => code.code === "once-only")?.uses).toBe(1);
    expect(page.uses?.bookings).toHaveLength(1);
  });

  it("a code created with AA membership required asks for a number the AA accepts", async () => {
    const actor = await adminActor();
    await createPromoCode(actor, { ...input, code: "aa-staff", usageLimit: null, requiresAaNumber: true });
    const onDate = "2031-01-01";
    expect(await checkPromo({ promoCode: "AA-STAFF" }, onDate)).toMatchObject({
      ok: false,
      fieldErrors: { aaNumber: PROMO_MESSAGES.aaNumberRequired },
    });
    expect(await checkPromo({ promoCode: "aa-staff", aaNumber: "12ab" }, onDate)).toMatchObject({
      ok: false,
      fieldErrors: { aaNumber: PROMO_MESSAGES.aaNumberNotInteger },
    });
    expect(await checkPromo({ promoCode: "aa-staff", aaNumber: "1234567890123456" }, onDate)).toMatchObject({
      ok: false,
      formErrors: [INVALID_AA_MEMBERSHIP_NUMBER],
    });
    expect(await checkPromo({ promoCode: "aa-staff", aaNumber: ` ${MEMBER} ` }, onDate)).toEqual({
      ok: true,
      promoCode: "aa-staff",
      aaNumber: MEMBER,
    });
    // A code without the flag ignores the number, as before.
    expect(await checkPromo({ promoCode: "realnz", aaNumber: "x" }, onDate)).toMatchObject({
      ok: true,
      aaNumber: null,
    });
  });

  it("keeps a withdrawal and a usage limit through a re-seed", async () => {
    const actor = await adminActor();
    await withdrawCode(actor, "launch20", new Date());
    await seedDatabase(await getDb());
    const db = await getDb();
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, "launch20"));
    expect(row.withdrawnAt).not.toBeNull();
  });
});

describe("branches and the promo bar", () => {
  it("saves hours after midnight and the flags, audited with before and after", async () => {
    const actor = await adminActor();
    const akl = await getBranchByCode("AKL");
    expect(
      await changeBranchHours(actor, {
        branchId: akl!.id,
        openingTime: 300,
        closingTime: 30,
        afterHoursPickups: false,
        afterHoursDropOffs: true,
      }),
    ).toEqual({ ok: true });
    expect(await getBranchByCode("AKL")).toMatchObject({
      openingMinutes: 300,
      closingMinutes: 1470,
      isAllowedAfterHoursDroppedOff: true,
    });
    const [event] = await listAuditEvents({ entityType: "branch" });
    expect(event).toMatchObject({
      action: "branch.hours",
      branchId: akl!.id,
      after: { closingMinutes: 1470 },
    });
    expect(
      await changeBranchHours(actor, {
        branchId: 999_999,
        openingTime: 300,
        closingTime: 30,
        afterHoursPickups: false,
        afterHoursDropOffs: false,
      }),
    ).toMatchObject({ ok: false });
  });

  it("the admin's promo bar replaces the banner until reset", async () => {
    const actor = await adminActor();
    await savePromoBar(actor, { enabled: true, title: "Winter sale on now", url: "/deals/" });
    const page = await loadBranchesPage();
    expect(page.promoBar).toEqual({
      fromAdmin: true,
      enabled: true,
      title: "Winter sale on now",
      url: "/deals/",
    });
    await resetPromoBar(actor);
    expect((await loadBranchesPage()).promoBar.fromAdmin).toBe(false);
    const events = await listAuditEvents({ entityType: "site_setting" });
    expect(events[0].action).toBe("content.promo-bar.reset");
  });
});
