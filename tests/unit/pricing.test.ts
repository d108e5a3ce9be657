import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { TIME_ZONE } from "~/models/constants";
import { describe, expect, it } from "vitest";
import { buildRateSeasons, EXTRAS, SEASON_MULTIPLIERS } from "~/models/seed/booking";
import {
  CARBON_OFFSET_PER_DAY,
  DEFAULT_ONE_WAY_FEES,
  ONE_WAY_FEE_INTER_ISLAND,
  ONE_WAY_FEE_SAME_ISLAND,
} from "~/services/booking/constants";
import {
  findSeason,
  nzDate,
  oneWayFee,
  priceExtra,
  priceReservation,
  rentalDays,
  rentalPeriod,
  seasonalDailyRate,
  type PriceInput,
  type PricingBranch,
  type PricingExtra,
  type RateSeason,
} from "~/services/booking/pricing/rules";

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant given as New Zealand wall-clock time. */
const nz = (text: string) => dayjs.tz(text, TIME_ZONE).toDate();

const seasons = buildRateSeasons(2026, 2028) as RateSeason[];
const extra = (code: string): PricingExtra => {
  const row = EXTRAS.find((e) => e.code === code);
  if (!row) throw new Error(code);
  return {
    code: row.code,
    name: row.name,
    pricing: row.pricing,
    price: row.price,
    cap: row.cap ?? null,
    maxQuantity: row.maxQuantity ?? 1,
  };
};

const AKL: PricingBranch = { id: 2, code: "AKL", city: "Auckland" };
const AKC: PricingBranch = { id: 1, code: "AKC", city: "Auckland" };
const WHK: PricingBranch = { id: 3, code: "WHK", city: "Waiheke Island" };
const WLG: PricingBranch = { id: 4, code: "WLG", city: "Wellington" };
const CHC: PricingBranch = { id: 6, code: "CHC", city: "Christchurch" };
const ZQN: PricingBranch = { id: 7, code: "ZQN", city: "Queenstown" };

describe("rental days: 24-hour periods rounded up, at least 1", () => {
  it("counts whole and part periods", () => {
    expect(rentalDays(nz("2027-03-10 10:00"), nz("2027-03-11 10:00"))).toBe(1);
    expect(rentalDays(nz("2027-03-10 10:00"), nz("2027-03-11 10:30"))).toBe(2);
    expect(rentalDays(nz("2027-03-10 10:00"), nz("2027-03-10 10:30"))).toBe(1);
    expect(rentalDays(nz("2027-03-10 10:00"), nz("2027-03-17 09:30"))).toBe(7);
  });

  it("is never below 1", () => {
    expect(rentalDays(nz("2027-03-10 10:00"), nz("2027-03-10 10:00"))).toBe(1);
  });

  it("does not add a day when daylight saving ends or starts in between", () => {
    // NZ daylight saving ends 4 April 2027 and starts 26 September 2027.
    expect(rentalDays(nz("2027-04-01 10:00"), nz("2027-04-08 10:00"))).toBe(7);
    expect(rentalDays(nz("2027-09-23 10:00"), nz("2027-09-30 10:00"))).toBe(7);
  });

  it("takes the pick-up date in New Zealand time", () => {
    expect(nzDate(new Date("2027-11-30T12:00:00Z"))).toBe("2027-12-01");
  });
});

describe("seasons: daily rate = class rate × multiplier of the pick-up date", () => {
  it("finds summer peak from 1 December to the end of February", () => {
    expect(findSeason(seasons, "2027-12-01", "AKL")?.code).toBe("peak-2027");
    expect(findSeason(seasons, "2028-01-15", "AKL")?.code).toBe("peak-2027");
    expect(findSeason(seasons, "2028-02-29", "AKL")?.code).toBe("peak-2027");
    expect(findSeason(seasons, "2027-11-30", "AKL")?.code).toBe("shoulder-spring-2027");
    expect(findSeason(seasons, "2027-03-01", "AKL")?.code).toBe("shoulder-autumn-2027");
  });

  it("uses the ski season at Queenstown and Christchurch, the low season elsewhere", () => {
    expect(findSeason(seasons, "2027-07-10", "ZQN")?.code).toBe("ski-2027");
    expect(findSeason(seasons, "2027-07-10", "CHC")?.code).toBe("ski-2027");
    expect(findSeason(seasons, "2027-07-10", "AKL")?.code).toBe("low-2027");
    expect(findSeason(seasons, "2027-05-10", "ZQN")?.code).toBe("low-2027");
  });

  it("leaves the rate unchanged outside every season", () => {
    expect(findSeason(seasons, "2040-01-01", "AKL")).toBeNull();
    expect(seasonalDailyRate(49, null)).toBe(49);
  });

  it("rounds the seasonal rate to cents", () => {
    expect(seasonalDailyRate(49, { multiplier: SEASON_MULTIPLIERS.peak })).toBe(66.15);
    expect(seasonalDailyRate(89, { multiplier: SEASON_MULTIPLIERS.ski })).toBe(111.25);
  });
});

describe("one-way fee", () => {
  it("is free for a return and within a city", () => {
    expect(oneWayFee(AKL, AKL, DEFAULT_ONE_WAY_FEES)).toBe(0);
    expect(oneWayFee(AKC, AKL, DEFAULT_ONE_WAY_FEES)).toBe(0);
  });

  it("charges the same-island fee and the inter-island fee", () => {
    expect(oneWayFee(AKL, WLG, DEFAULT_ONE_WAY_FEES)).toBe(ONE_WAY_FEE_SAME_ISLAND);
    expect(oneWayFee(ZQN, CHC, DEFAULT_ONE_WAY_FEES)).toBe(ONE_WAY_FEE_SAME_ISLAND);
    expect(oneWayFee(WLG, CHC, DEFAULT_ONE_WAY_FEES)).toBe(ONE_WAY_FEE_INTER_ISLAND);
    expect(oneWayFee(CHC, AKL, DEFAULT_ONE_WAY_FEES)).toBe(ONE_WAY_FEE_INTER_ISLAND);
  });

  it("counts Waiheke as an island of its own (its cars stay on the island)", () => {
    expect(oneWayFee(WHK, AKL, DEFAULT_ONE_WAY_FEES)).toBe(ONE_WAY_FEE_INTER_ISLAND);
  });

  it("charges the fees passed in (head office's, when set)", () => {
    const fees = { sameCity: 5, sameIsland: 60, interIsland: 120 };
    expect(oneWayFee(AKC, AKL, fees)).toBe(5);
    expect(oneWayFee(AKL, WLG, fees)).toBe(60);
    expect(oneWayFee(WLG, CHC, fees)).toBe(120);
    expect(oneWayFee(AKL, AKL, fees)).toBe(0);
  });
});

describe("extras: per day × days capped per unit, or per rental, × quantity", () => {
  it("caps a per-day extra per unit", () => {
    const line = priceExtra(extra("child-seat"), 2, 6);
    expect(line).toMatchObject({ quantity: 2, unitPrice: 12, capped: true, amount: 120 });
    expect(priceExtra(extra("child-seat"), 1, 4)).toMatchObject({ capped: false, amount: 48 });
  });

  it("charges a per-rental extra once per unit whatever the days", () => {
    expect(priceExtra(extra("snow-chains"), 1, 12).amount).toBe(45);
  });

  it("never charges more units than the extra allows", () => {
    expect(priceExtra(extra("child-seat"), 5, 1)).toMatchObject({ quantity: 3, amount: 36 });
    expect(priceExtra(extra("gps"), -1, 3)).toMatchObject({ quantity: 0, amount: 0 });
  });
});

describe("priceReservation", () => {
  const base: PriceInput = {
    period: rentalPeriod(nz("2027-03-10 10:00"), nz("2027-03-15 12:00")),
    pickupBranch: AKL,
    dropOffBranch: WLG,
    oneWayFees: DEFAULT_ONE_WAY_FEES,
    carClass: { classCode: "1", dailyRate: 49 },
    seasons,
  };

  it("prices every line and adds the processing fee last", () => {
    const price = priceReservation({
      ...base,
      extras: [
        { extra: extra("child-seat"), quantity: 2 },
        { extra: extra("snow-chains"), quantity: 1 },
        { extra: extra("gps"), quantity: 1 },
        { extra: extra("booster-seat"), quantity: 0 },
      ],
      insurance: { code: "standard", name: "Standard cover", dailyPrice: 19 },
      isCarbonOffset: true,
      shuttle: { code: "airport-terminal", name: "Airport terminal shuttle", price: 25 },
      promo: { code: "aamember", discountPercent: 15 },
      processingFee: { cardType: "amex", percent: 3.5 },
    });
    expect(price.days).toBe(6);
    expect(price.season?.code).toBe("shoulder-autumn-2027");
    expect(price.vehicle).toMatchObject({ dailyRate: 49, chargeableDays: 6, amount: 294, dealType: null });
    expect(price.oneWayFee).toBe(55);
    expect(price.extras.map((e) => [e.code, e.amount])).toEqual([
      ["child-seat", 120],
      ["snow-chains", 45],
      ["gps", 60],
    ]);
    expect(price.extrasTotal).toBe(225);
    expect(price.insurance?.amount).toBe(114);
    expect(price.carbonOffset).toBe(5.7);
    expect(price.shuttle?.amount).toBe(25);
    expect(price.discount).toEqual({ code: "aamember", percent: 15, amount: 44.1 });
    expect(price.subtotal).toBe(674.6);
    expect(price.processingFee).toEqual({ cardType: "amex", percent: 3.5, amount: 23.61 });
    expect(price.total).toBe(698.21);
    expect(price.averageDailyRate).toBe(41.65);
    expect(price.currency).toBe("NZD");
  });

  it("has lines that add up to the total", () => {
    const price = priceReservation({
      ...base,
      extras: [{ extra: extra("additional-driver"), quantity: 3 }],
      insurance: { code: "total-care", name: "Total Care", dailyPrice: 33 },
      isCarbonOffset: true,
      promo: { code: "realnz", discountPercent: 10 },
      processingFee: { cardType: "visa", percent: 1.9 },
    });
    const sum = price.lines.reduce((total, line) => total + line.amount, 0);
    expect(Math.round(sum * 100) / 100).toBe(price.total);
    expect(price.lines.map((line) => line.kind)).toEqual([
      "vehicle",
      "oneWayFee",
      "extra",
      "insurance",
      "carbonOffset",
      "discount",
      "processingFee",
    ]);
    expect(price.lines.find((line) => line.kind === "discount")?.amount).toBeLessThan(0);
  });

  it("takes a promo off the daily rate per day, so per day × days is the vehicle charge to the cent", () => {
    // Issue 24 item 8: 10% off $52.65 for 4 days showed "$47.39 per day, $189.54 total".
    const price = priceReservation({
      ...base,
      dropOffBranch: AKL,
      carClass: { classCode: "A", dailyRate: 52.65 },
      period: rentalPeriod(nz("2027-03-10 10:00"), nz("2027-03-14 10:00")),
      seasons: [],
      promo: { code: "realnz", discountPercent: 10 },
    });
    expect(price.discountedDailyRate).toBe(47.39);
    expect(price.total).toBe(189.56);
    expect(price.discountedDailyRate * price.days).toBeCloseTo(price.total, 10);
    expect(price.vehicle.amount - (price.discount?.amount ?? 0)).toBeCloseTo(price.total, 10);
  });

  it("charges carbon offset at 0.95 a day", () => {
    const price = priceReservation({ ...base, dropOffBranch: AKL, isCarbonOffset: true });
    expect(CARBON_OFFSET_PER_DAY).toBe(0.95);
    // 0.95 × 6 is 5.699999999999999 in floating point; the line is rounded to the cent.
    expect(price.carbonOffset).toBe(5.7);
    expect(price.oneWayFee).toBe(0);
    expect(price.total).toBe(299.7);
    expect(price.processingFee).toBeNull();
  });

  it("uses the season of the pick-up date at the pick-up branch", () => {
    const peak = priceReservation({
      ...base,
      period: rentalPeriod(nz("2027-12-20 09:00"), nz("2027-12-23 09:00")),
    });
    expect(peak.vehicle.dailyRate).toBe(66.15);
    expect(peak.vehicle.amount).toBe(198.45);
    const ski = priceReservation({
      ...base,
      pickupBranch: ZQN,
      dropOffBranch: ZQN,
      carClass: { classCode: "6", dailyRate: 89 },
      period: rentalPeriod(nz("2027-07-01 09:00"), nz("2027-07-03 09:00")),
    });
    expect(ski.season?.code).toBe("ski-2027");
    expect(ski.vehicle.amount).toBe(222.5);
  });

  it("uses a relocation's rate, charges no one-way fee and applies no promo on top", () => {
    const price = priceReservation({
      ...base,
      pickupBranch: ZQN,
      dropOffBranch: CHC,
      period: rentalPeriod(nz("2027-03-10 10:00"), nz("2027-03-13 10:00")),
      hotDeal: { id: 4, dealType: "Relocation", dailyRate: 1, freeDays: 0 },
      promo: { code: "realnz", discountPercent: 10 },
    });
    expect(price.vehicle).toMatchObject({ dailyRate: 1, amount: 3, dealType: "Relocation", hotDealId: 4 });
    expect(price.oneWayFee).toBe(0);
    expect(price.discount).toBeNull();
    expect(price.promoExcludedByDeal).toBe(true);
    expect(price.total).toBe(3);
  });

  it("takes a hot deal's free days off the chargeable days at the seasonal rate", () => {
    const price = priceReservation({
      ...base,
      pickupBranch: CHC,
      dropOffBranch: CHC,
      carClass: { classCode: "6", dailyRate: 89 },
      period: rentalPeriod(nz("2028-01-10 10:00"), nz("2028-01-17 10:00")),
      hotDeal: { dealType: "HotDeal", dailyRate: null, freeDays: 1 },
    });
    expect(price.vehicle).toMatchObject({ dailyRate: 120.15, freeDays: 1, chargeableDays: 6, amount: 720.9 });
    expect(price.lines[0].label).toContain("1 free day");
  });

  it("rounds the processing fee to cents on the subtotal", () => {
    const price = priceReservation({
      ...base,
      dropOffBranch: AKL,
      processingFee: { cardType: "visa", percent: 1.9 },
    });
    expect(price.subtotal).toBe(294);
    expect(price.processingFee?.amount).toBe(5.59);
    expect(price.total).toBe(299.59);
  });
});
