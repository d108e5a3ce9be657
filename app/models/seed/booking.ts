import dayjs from "dayjs";
import { nowInNewZealand } from "../nz-clock";
import { AA_MEMBER_DISCOUNT_PERCENT } from "../constants";
import { and, eq, getTableColumns, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../database";
import {
  aaMembers,
  extras,
  hotDeals,
  insuranceOptions,
  processingFees,
  promoCodes,
  rateSeasons,
  shuttleOptions,
} from "../schema";
import { BRANCHES } from "./branches";
import { CAR_CLASSES } from "./car-classes";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export type RateSeasonSeed = typeof rateSeasons.$inferInsert;
export type ExtraSeed = typeof extras.$inferInsert;
export type InsuranceOptionSeed = typeof insuranceOptions.$inferInsert;
export type ShuttleOptionSeed = typeof shuttleOptions.$inferInsert;
export type ProcessingFeeSeed = typeof processingFees.$inferInsert;
export type PromoCodeSeed = typeof promoCodes.$inferInsert;
export type AaMemberSeed = typeof aaMembers.$inferInsert;
export type HotDealSeed = typeof hotDeals.$inferInsert;

/* ------------------------------------------------------------------------------------------------
 * Seasons: the same New Zealand calendar every year.
 * ---------------------------------------------------------------------------------------------- */

/** Multipliers of the class daily rate. Shoulder (autumn, spring) is the class rate itself. */
export const SEASON_MULTIPLIERS = { peak: 1.35, shoulder: 1, low: 0.8, ski: 1.25 } as const;
/** Branches of the winter ski season (Queenstown and Christchurch airports). */
export const SKI_BRANCH_CODES = ["ZQN", "CHC"];

function lastDayOfFebruary(year: number): string {
  return dayjs(`${year}-03-01`).subtract(1, "day").format("YYYY-MM-DD");
}

/**
 * Seasons of the years `from` to `to`: summer peak 1 December to the end of February, autumn
 * shoulder March–April, winter low May–September, spring shoulder October–November, and the ski
 * season June–September at ZQN and CHC, which outranks the low season there.
 */
export function buildRateSeasons(from: number, to: number): RateSeasonSeed[] {
  const rows: RateSeasonSeed[] = [];
  for (let year = from; year <= to; year += 1) {
    rows.push(
      {
        code: `shoulder-autumn-${year}`,
        name: "Autumn shoulder season",
        startsOn: `${year}-03-01`,
        endsOn: `${year}-04-30`,
        multiplier: SEASON_MULTIPLIERS.shoulder,
        branchCodes: null,
        priority: 0,
      },
      {
        code: `low-${year}`,
        name: "Winter low season",
        startsOn: `${year}-05-01`,
        endsOn: `${year}-09-30`,
        multiplier: SEASON_MULTIPLIERS.low,
        branchCodes: null,
        priority: 0,
      },
      {
        code: `ski-${year}`,
        name: "Ski season",
        startsOn: `${year}-06-01`,
        endsOn: `${year}-09-30`,
        multiplier: SEASON_MULTIPLIERS.ski,
        branchCodes: SKI_BRANCH_CODES,
        priority: 10,
      },
      {
        code: `shoulder-spring-${year}`,
        name: "Spring shoulder season",
        startsOn: `${year}-10-01`,
        endsOn: `${year}-11-30`,
        multiplier: SEASON_MULTIPLIERS.shoulder,
        branchCodes: null,
        priority: 0,
      },
      {
        code: `peak-${year}`,
        name: "Summer peak season",
        startsOn: `${year}-12-01`,
        endsOn: lastDayOfFebruary(year + 1),
        multiplier: SEASON_MULTIPLIERS.peak,
        branchCodes: null,
        priority: 0,
      },
    );
  }
  return rows;
}

const currentYear = Number(nowInNewZealand().date.slice(0, 4));
/** From the summer that began last December to four years ahead. */
export const RATE_SEASONS: RateSeasonSeed[] = buildRateSeasons(currentYear - 1, currentYear + 4);

/* ------------------------------------------------------------------------------------------------
 * Extras, insurance, shuttles, processing fees (NZD, GST inclusive).
 * ---------------------------------------------------------------------------------------------- */

export const EXTRAS: ExtraSeed[] = [
  {
    code: "gps",
    name: "GPS navigation",
    description: "Portable sat-nav with up-to-date New Zealand maps, mount and car charger.",
    pricing: "per_day",
    price: 10,
    cap: 70,
    maxQuantity: 1,
    sortOrder: 10,
  },
  {
    code: "child-seat",
    name: "Child seat",
    description:
      "Forward-facing seat for children from about 9 months to 4 years (9 to 18 kg), fitted on request.",
    pricing: "per_day",
    price: 12,
    cap: 60,
    maxQuantity: 3,
    sortOrder: 20,
  },
  {
    code: "booster-seat",
    name: "Booster seat",
    description:
      "Booster for children from about 4 to 7 years (15 to 36 kg). NZ law requires one until age 7.",
    pricing: "per_day",
    price: 8,
    cap: 40,
    maxQuantity: 3,
    sortOrder: 30,
  },
  {
    code: "baby-capsule",
    name: "Baby capsule",
    description: "Rear-facing capsule for babies from birth to about 9 months (up to 13 kg).",
    pricing: "per_day",
    price: 12,
    cap: 60,
    maxQuantity: 2,
    sortOrder: 40,
  },
  {
    code: "snow-chains",
    name: "Snow chains",
    description:
      "A set of chains sized for your vehicle, with fitting instructions. Required on some alpine roads in winter.",
    pricing: "per_rental",
    price: 45,
    cap: null,
    maxQuantity: 1,
    sortOrder: 50,
  },
  {
    code: "ski-rack",
    name: "Ski rack",
    description: "Roof rack for up to four pairs of skis or two snowboards.",
    pricing: "per_day",
    price: 8,
    cap: 48,
    maxQuantity: 1,
    sortOrder: 60,
  },
  {
    code: "additional-driver",
    name: "Additional driver",
    description: "Each extra driver must show a full driver licence at pick-up.",
    pricing: "per_day",
    price: 5,
    cap: 50,
    maxQuantity: 4,
    sortOrder: 70,
  },
];

export const INSURANCE_OPTIONS: InsuranceOptionSeed[] = [
  {
    code: "basic",
    name: "Basic cover",
    dailyPrice: 0,
    excess: 4000,
    bond: 1000,
    description: "Included in every rental. You pay up to $4,000 if the vehicle is damaged or stolen.",
    isDefault: true,
    sortOrder: 10,
  },
  {
    code: "standard",
    name: "Standard cover",
    dailyPrice: 19,
    excess: 1500,
    bond: 500,
    description: "Reduces what you pay after an accident or theft to $1,500.",
    isDefault: false,
    sortOrder: 20,
  },
  {
    code: "total-care",
    name: "Total Care",
    dailyPrice: 33,
    excess: 0,
    bond: 200,
    description:
      "Nothing to pay after an accident or theft, windscreen and tyres covered, and a small bond for fuel and tolls only.",
    isDefault: false,
    sortOrder: 30,
  },
];

export const SHUTTLE_OPTIONS: ShuttleOptionSeed[] = [
  {
    code: "airport-terminal",
    name: "Airport terminal shuttle",
    description: "Our driver meets you at the terminal and takes you to the branch, a few minutes away.",
    price: 0,
    branchCodes: ["AKL", "WLG", "CHC", "ZQN"],
    sortOrder: 10,
  },
  {
    code: "airport-to-city",
    name: "Airport shuttle to Auckland City branch",
    description: "Shared shuttle from Auckland Airport to our Beach Road branch.",
    price: 25,
    branchCodes: ["AKC"],
    sortOrder: 20,
  },
  {
    code: "accommodation-pickup",
    name: "Accommodation pick-up",
    description: "We collect you from your accommodation within 10 km of the branch on your pick-up day.",
    price: 20,
    branchCodes: ["AKC", "WLG", "CHC", "ZQN", "DUD"],
    sortOrder: 30,
  },
];

export const PROCESSING_FEES: ProcessingFeeSeed[] = [
  { cardType: "visa", label: "Visa", percent: 1.9, sortOrder: 10 },
  { cardType: "visa-electron", label: "Visa Electron", percent: 1.9, sortOrder: 20 },
  { cardType: "mastercard", label: "Master Card", percent: 1.9, sortOrder: 30 },
  { cardType: "amex", label: "AMEX", percent: 3.5, sortOrder: 40 },
  { cardType: "jcb", label: "JCB", percent: 2.5, sortOrder: 50 },
];

/* ------------------------------------------------------------------------------------------------
 * Promotions
 * ---------------------------------------------------------------------------------------------- */

const AA_DESCRIPTION = `${AA_MEMBER_DISCOUNT_PERCENT}% off the vehicle rate for AA members`;

export const PROMO_CODES: PromoCodeSeed[] = [
  {
    code: "realnz",
    description: "RealNZ guests: 10% off the vehicle rate",
    discountPercent: 10,
    validFrom: null,
    validTo: null,
    requiresAaNumber: false,
    isActive: true,
  },
  {
    code: "sudima",
    description: "Sudima Hotels guests: 10% off the vehicle rate",
    discountPercent: 10,
    validFrom: null,
    validTo: null,
    requiresAaNumber: false,
    isActive: true,
  },
  {
    code: "aamember",
    description: AA_DESCRIPTION,
    discountPercent: AA_MEMBER_DISCOUNT_PERCENT,
    validFrom: null,
    validTo: null,
    requiresAaNumber: true,
    isActive: true,
  },
  {
    code: "aamembership",
    description: AA_DESCRIPTION,
    discountPercent: AA_MEMBER_DISCOUNT_PERCENT,
    validFrom: null,
    validTo: null,
    requiresAaNumber: true,
    isActive: true,
  },
  {
    code: "aamemberdeal",
    description: AA_DESCRIPTION,
    discountPercent: AA_MEMBER_DISCOUNT_PERCENT,
    validFrom: null,
    validTo: null,
    requiresAaNumber: true,
    isActive: true,
  },
  {
    code: "winter2025",
    description: "Winter 2025: 12% off the vehicle rate",
    discountPercent: 12,
    validFrom: "2025-06-01",
    validTo: "2025-09-30",
    requiresAaNumber: false,
    isActive: true,
  },
  {
    code: "launch20",
    description: "Website launch offer (withdrawn)",
    discountPercent: 20,
    validFrom: null,
    validTo: null,
    requiresAaNumber: false,
    isActive: false,
  },
];

/** Member numbers the embedded AA check knows. The last two are refused (expired, cancelled). */
export const AA_MEMBERS: AaMemberSeed[] = [
  { memberNumber: "6365010000000011", name: "Aroha Ngata", expiresOn: null, isActive: true },
  { memberNumber: "6365010000000029", name: "James Whitfield", expiresOn: null, isActive: true },
  { memberNumber: "6365010000000037", name: "Mei Lin Chen", expiresOn: null, isActive: true },
  { memberNumber: "6365010000000045", name: "Sione Tupou", expiresOn: null, isActive: true },
  { memberNumber: "6365010000000052", name: "Olivia Harris", expiresOn: "2099-12-31", isActive: true },
  { memberNumber: "6365010000000060", name: "Expired Member", expiresOn: "2024-12-31", isActive: true },
  { memberNumber: "6365010000000078", name: "Cancelled Member", expiresOn: null, isActive: false },
];

/* ------------------------------------------------------------------------------------------------
 * Hot deals and relocations: the pick-up window runs from the first of this month to the end of
 * the month three months on, so the site always has live deals (re-seeding moves the window).
 * ---------------------------------------------------------------------------------------------- */

function branchId(code: string): number {
  const branch = BRANCHES.find((row) => row.code === code);
  if (!branch) throw new Error(`Unknown branch code ${code}`);
  return branch.id;
}

function carClassId(classCode: string): number {
  const carClass = CAR_CLASSES.find((row) => row.classCode === classCode);
  if (!carClass) throw new Error(`Unknown class code ${classCode}`);
  return carClass.carClassId;
}

export function buildHotDeals(today: string): HotDealSeed[] {
  const start = dayjs(today).startOf("month");
  const validFrom = start.format("YYYY-MM-DD");
  const validTo = start.add(3, "month").endOf("month").format("YYYY-MM-DD");
  const deal = (
    code: string,
    dealType: "HotDeal" | "Relocation",
    classCode: string,
    from: string,
    to: string,
    rest: Pick<HotDealSeed, "dailyRate" | "freeDays" | "minDays" | "maxDays" | "description">,
  ): HotDealSeed => ({
    code,
    dealType,
    carClassId: carClassId(classCode),
    pickupBranchId: branchId(from),
    dropOffBranchId: branchId(to),
    validFrom,
    validTo,
    isActive: true,
    ...rest,
  });
  return [
    deal("hot-akl-1", "HotDeal", "1", "AKL", "AKL", {
      dailyRate: 29,
      freeDays: 0,
      minDays: 3,
      maxDays: null,
      description: "Economy special from Auckland Airport: $29 a day for 3 days or more.",
    }),
    deal("hot-chc-6", "HotDeal", "6", "CHC", "CHC", {
      dailyRate: null,
      freeDays: 1,
      minDays: 7,
      maxDays: null,
      description: "Christchurch SUV week: rent for 7 days or more and one day is free.",
    }),
    deal("hot-wlg-4h", "HotDeal", "4H", "WLG", "WLG", {
      dailyRate: 59,
      freeDays: 0,
      minDays: 2,
      maxDays: null,
      description: "Hybrid SUV from Wellington Airport for $59 a day.",
    }),
    deal("reloc-zqn-chc-6", "Relocation", "6", "ZQN", "CHC", {
      dailyRate: 1,
      freeDays: 0,
      minDays: null,
      maxDays: 3,
      description: "Relocation: drive an SUV from Queenstown to Christchurch for $1 a day, up to 3 days.",
    }),
    deal("reloc-chc-akl-10", "Relocation", "10", "CHC", "AKL", {
      dailyRate: 1,
      freeDays: 0,
      minDays: null,
      maxDays: 5,
      description: "Relocation: take an 8 seater from Christchurch to Auckland for $1 a day, up to 5 days.",
    }),
    deal("reloc-akl-wlg-1", "Relocation", "1", "AKL", "WLG", {
      dailyRate: 1,
      freeDays: 0,
      minDays: null,
      maxDays: 3,
      description: "Relocation: economy car from Auckland to Wellington for $1 a day, up to 3 days.",
    }),
  ];
}

/* ------------------------------------------------------------------------------------------------
 * The seeding step
 * ---------------------------------------------------------------------------------------------- */

/** `SET col = excluded.col` for every column except the primary key and `keep`. */
function excludedSet<T extends PgTable>(table: T, keep: string[] = []): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (keep.includes(key) || column.primary) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/**
 * Seasons, extras, insurance, shuttles, processing fees, promo codes, AA members and hot deals,
 * upserted on their natural keys so a re-run restores edited reference rows. Nothing is deleted:
 * codes added by hand stay. Runs after the catalogue (hot deals point at branches and classes).
 * What head office edits in the back office (issue 21, /admin/rates/, /admin/deals/,
 * /admin/promo-codes/) is only ever inserted, never overwritten: seasons, extra and insurance
 * prices, a code's withdrawal and usage limit, a deal ended (the seeded deals' windows still roll
 * with `today`).
 */
export async function seedBooking(db: Executor, today: string = nowInNewZealand().date): Promise<void> {
  await db.insert(rateSeasons).values(RATE_SEASONS).onConflictDoNothing({ target: rateSeasons.code });
  await db
    .insert(extras)
    .values(EXTRAS)
    .onConflictDoUpdate({ target: extras.code, set: excludedSet(extras, ["price", "cap"]) });
  // One default at most: clear a default moved by hand before restoring the seeded one.
  const defaults = INSURANCE_OPTIONS.filter((row) => row.isDefault).map((row) => row.code);
  await db
    .update(insuranceOptions)
    .set({ isDefault: false })
    .where(and(eq(insuranceOptions.isDefault, true), notInArray(insuranceOptions.code, defaults)));
  await db
    .insert(insuranceOptions)
    .values(INSURANCE_OPTIONS)
    .onConflictDoUpdate({
      target: insuranceOptions.code,
      set: excludedSet(insuranceOptions, ["dailyPrice", "excess", "bond"]),
    });
  await db
    .insert(shuttleOptions)
    .values(SHUTTLE_OPTIONS)
    .onConflictDoUpdate({ target: shuttleOptions.code, set: excludedSet(shuttleOptions) });
  await db
    .insert(processingFees)
    .values(PROCESSING_FEES)
    .onConflictDoUpdate({ target: processingFees.cardType, set: excludedSet(processingFees) });
  await db
    .insert(promoCodes)
    .values(PROMO_CODES)
    .onConflictDoUpdate({
      target: promoCodes.code,
      set: excludedSet(promoCodes, ["createdAt", "usageLimit", "withdrawnAt"]),
    });
  await db
    .insert(aaMembers)
    .values(AA_MEMBERS)
    .onConflictDoUpdate({ target: aaMembers.memberNumber, set: excludedSet(aaMembers) });
  await db
    .insert(hotDeals)
    .values(buildHotDeals(today))
    .onConflictDoUpdate({ target: hotDeals.code, set: excludedSet(hotDeals, ["code", "isActive"]) });
}
