import { and, asc, arrayContains, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cachedCatalog } from "./catalog-cache.server";
import { getDb } from "../db.server";
import {
  CARD_TYPES,
  DEAL_TYPES,
  EXTRA_PRICINGS,
  branches,
  carClasses,
  extras,
  hotDeals,
  insuranceOptions,
  processingFees,
  rateSeasons,
  shuttleOptions,
  type CardType,
  type DealType,
  type ExtraPricing,
  type RateSeason,
} from "../schema";
import { log } from "~/log.server";

export {
  CARD_TYPES,
  DEAL_TYPES,
  EXTRA_PRICINGS,
  type CardType,
  type DealType,
  type ExtraPricing,
  type RateSeason,
};

export type Extra = typeof extras.$inferSelect;
export type InsuranceOption = typeof insuranceOptions.$inferSelect;
export type ShuttleOption = typeof shuttleOptions.$inferSelect;
export type ProcessingFee = typeof processingFees.$inferSelect;

/* ------------------------------------------------------------------------------------------------
 * Extras, insurance, shuttles
 * ---------------------------------------------------------------------------------------------- */

/** Every extra in display order. */
export async function listExtras(): Promise<Extra[]> {
  const db = await getDb();
  return db.select().from(extras).orderBy(asc(extras.sortOrder), asc(extras.name));
}

/** Extras by code, in display order; unknown codes are left out. */
export async function getExtrasByCodes(codes: readonly string[]): Promise<Extra[]> {
  if (codes.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(extras)
    .where(inArray(extras.code, [...codes]))
    .orderBy(asc(extras.sortOrder), asc(extras.name));
}

/** Insurance options in display order (Basic, Standard, Total Care). */
export async function listInsuranceOptions(): Promise<InsuranceOption[]> {
  const db = await getDb();
  return db
    .select()
    .from(insuranceOptions)
    .orderBy(asc(insuranceOptions.sortOrder), asc(insuranceOptions.name));
}

export async function getInsuranceOption(code: string): Promise<InsuranceOption | null> {
  const db = await getDb();
  const [row] = await db.select().from(insuranceOptions).where(eq(insuranceOptions.code, code)).limit(1);
  return row ?? null;
}

/** The option every rental has unless another is chosen (Basic). */
export async function getDefaultInsuranceOption(): Promise<InsuranceOption | null> {
  const db = await getDb();
  const [row] = await db.select().from(insuranceOptions).where(eq(insuranceOptions.isDefault, true)).limit(1);
  return row ?? null;
}

/** Shuttles offered at a branch (by branch code, any case), in display order. */
export async function listShuttlesForBranch(branchCode: string): Promise<ShuttleOption[]> {
  const db = await getDb();
  return db
    .select()
    .from(shuttleOptions)
    .where(arrayContains(shuttleOptions.branchCodes, [branchCode.trim().toUpperCase()]))
    .orderBy(asc(shuttleOptions.sortOrder), asc(shuttleOptions.name));
}

export async function getShuttleOption(code: string): Promise<ShuttleOption | null> {
  const db = await getDb();
  const [row] = await db.select().from(shuttleOptions).where(eq(shuttleOptions.code, code)).limit(1);
  return row ?? null;
}

/* ------------------------------------------------------------------------------------------------
 * Processing fees (spec section 7: an empty list on failure)
 * ---------------------------------------------------------------------------------------------- */

/** Card types with their processing fee percent, in display order; [] when the lookup fails. */
export async function listProcessingFees(): Promise<ProcessingFee[]> {
  try {
    const db = await getDb();
    return await db.select().from(processingFees).orderBy(asc(processingFees.sortOrder));
  } catch (error) {
    log.error({ err: error }, "Processing fees could not be loaded");
    return [];
  }
}

export async function getProcessingFee(cardType: string): Promise<ProcessingFee | null> {
  if (!(CARD_TYPES as readonly string[]).includes(cardType)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(processingFees)
    .where(eq(processingFees.cardType, cardType as CardType))
    .limit(1);
  return row ?? null;
}

/* ------------------------------------------------------------------------------------------------
 * Seasons
 * ---------------------------------------------------------------------------------------------- */

/** Seasons covering any part of [from, to] (New Zealand dates, "YYYY-MM-DD"), or all of them. */
export async function listRateSeasons(range?: { from: string; to: string }): Promise<RateSeason[]> {
  const all = await cachedCatalog("rate-seasons", async () => {
    const db = await getDb();
    return db.select().from(rateSeasons).orderBy(asc(rateSeasons.startsOn), desc(rateSeasons.priority));
  });
  // ISO dates compare as strings.
  return range
    ? all.filter((season) => season.startsOn <= range.to && season.endsOn >= range.from)
    : [...all];
}

/* ------------------------------------------------------------------------------------------------
 * Hot deals and relocations
 * ---------------------------------------------------------------------------------------------- */

/** A deal with what a vehicle card shows (spec section 3: hotDealInfo with branch names). */
export type HotDeal = {
  id: number;
  code: string;
  dealType: DealType;
  carClassId: number;
  classCode: string;
  pickupBranchId: number;
  dropOffBranchId: number;
  /** puBranchName */
  puBranchName: string;
  /** doBranchName */
  doBranchName: string;
  validFrom: string;
  validTo: string;
  dailyRate: number | null;
  freeDays: number;
  minDays: number | null;
  maxDays: number | null;
  description: string;
};

const pickupBranch = alias(branches, "pickup_branch");
const dropOffBranch = alias(branches, "drop_off_branch");

function dealQuery(db: Awaited<ReturnType<typeof getDb>>) {
  return db
    .select({
      id: hotDeals.id,
      code: hotDeals.code,
      dealType: hotDeals.dealType,
      carClassId: hotDeals.carClassId,
      classCode: carClasses.classCode,
      pickupBranchId: hotDeals.pickupBranchId,
      dropOffBranchId: hotDeals.dropOffBranchId,
      puBranchName: pickupBranch.name,
      doBranchName: dropOffBranch.name,
      validFrom: hotDeals.validFrom,
      validTo: hotDeals.validTo,
      dailyRate: hotDeals.dailyRate,
      freeDays: hotDeals.freeDays,
      minDays: hotDeals.minDays,
      maxDays: hotDeals.maxDays,
      description: hotDeals.description,
    })
    .from(hotDeals)
    .innerJoin(carClasses, eq(carClasses.carClassId, hotDeals.carClassId))
    .innerJoin(pickupBranch, eq(pickupBranch.id, hotDeals.pickupBranchId))
    .innerJoin(dropOffBranch, eq(dropOffBranch.id, hotDeals.dropOffBranchId));
}

/**
 * Active deals whose pick-up window has not ended by `onDate` (a New Zealand date, "YYYY-MM-DD"),
 * optionally only some deal types, in pick-up window order.
 */
export async function listHotDealsEndingFrom(
  onDate: string,
  dealTypes?: readonly DealType[],
): Promise<HotDeal[]> {
  const db = await getDb();
  const types = dealTypes && dealTypes.length > 0 ? [...dealTypes] : [...DEAL_TYPES];
  return dealQuery(db)
    .where(and(eq(hotDeals.isActive, true), inArray(hotDeals.dealType, types), gte(hotDeals.validTo, onDate)))
    .orderBy(asc(hotDeals.validFrom), asc(hotDeals.dealType), asc(carClasses.vehicleOrder));
}

/**
 * Every active deal in the order a search picks from: class order, then the cheapest daily rate
 * (none last), then the most free days. Deals are seeded with the catalogue (the site never writes
 * them), so they are read with it.
 */
export function listActiveDeals(): Promise<HotDeal[]> {
  return cachedCatalog("hot-deals", async () => {
    const db = await getDb();
    return dealQuery(db)
      .where(eq(hotDeals.isActive, true))
      .orderBy(
        asc(carClasses.vehicleOrder),
        sql`${hotDeals.dailyRate} asc nulls last`,
        desc(hotDeals.freeDays),
      );
  });
}

export async function getHotDeal(id: number): Promise<HotDeal | null> {
  const db = await getDb();
  const [row] = await dealQuery(db).where(eq(hotDeals.id, id)).limit(1);
  return row ?? null;
}
