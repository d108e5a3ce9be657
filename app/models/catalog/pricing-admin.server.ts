import { alias } from "drizzle-orm/pg-core";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "./car-classes.server";
import { getDb } from "../db.server";
import {
  branches,
  carClasses,
  extras,
  hotDeals,
  insuranceOptions,
  promoCodes,
  rateSeasons,
  reservations,
} from "../schema";

/**
 * Head office's writes to the catalogue (issue 21 items 4 to 7, /admin/rates/, /admin/deals/,
 * /admin/promo-codes/, /admin/branches/) and the fresh reads its pages show. Every write takes the
 * change's transaction, so its audit line is written with it; each returns the row as it was
 * before (null: nothing matched) so the service can log before and after.
 */

/** Runs `work` in one transaction: the change and its audit line are written together or not at all. */
export async function inPricingTransaction<R>(work: (tx: DbExecutor) => Promise<R>): Promise<R> {
  const db = await getDb();
  return db.transaction((tx) => work(tx));
}

/* Car classes ------------------------------------------------------------------------------- */

export type ClassRateRow = { carClassId: number; classCode: string; name: string; dailyRate: number };

export async function listClassRates(): Promise<ClassRateRow[]> {
  const db = await getDb();
  return db
    .select({
      carClassId: carClasses.carClassId,
      classCode: carClasses.classCode,
      name: carClasses.name,
      dailyRate: carClasses.dailyRate,
    })
    .from(carClasses)
    .orderBy(asc(carClasses.vehicleOrder), asc(carClasses.classCode));
}

/** Sets a class's daily rate (locking the row); the row before, or null when there is no such class. */
export async function setClassRate(
  tx: DbExecutor,
  classCode: string,
  dailyRate: number,
): Promise<ClassRateRow | null> {
  const [before] = await tx
    .select({
      carClassId: carClasses.carClassId,
      classCode: carClasses.classCode,
      name: carClasses.name,
      dailyRate: carClasses.dailyRate,
    })
    .from(carClasses)
    .where(eq(carClasses.classCode, classCode))
    .for("update");
  if (!before) return null;
  await tx.update(carClasses).set({ dailyRate }).where(eq(carClasses.classCode, classCode));
  return before;
}

/* Seasons ----------------------------------------------------------------------------------- */

export type SeasonRow = typeof rateSeasons.$inferSelect;

export async function listSeasonsNow(): Promise<SeasonRow[]> {
  const db = await getDb();
  return db.select().from(rateSeasons).orderBy(desc(rateSeasons.startsOn), desc(rateSeasons.priority));
}

export async function getSeasonForUpdate(tx: DbExecutor, code: string): Promise<SeasonRow | null> {
  const [row] = await tx.select().from(rateSeasons).where(eq(rateSeasons.code, code)).for("update");
  return row ?? null;
}

/** Inserts a season; false when its code is taken. */
export async function insertSeason(tx: DbExecutor, season: SeasonRow): Promise<boolean> {
  const inserted = await tx
    .insert(rateSeasons)
    .values(season)
    .onConflictDoNothing({ target: rateSeasons.code })
    .returning({ code: rateSeasons.code });
  return inserted.length > 0;
}

export async function updateSeason(
  tx: DbExecutor,
  code: string,
  season: Omit<SeasonRow, "code">,
): Promise<void> {
  await tx.update(rateSeasons).set(season).where(eq(rateSeasons.code, code));
}

/* Extras and insurance ------------------------------------------------------------------------ */

export type ExtraPriceRow = Pick<typeof extras.$inferSelect, "code" | "name" | "pricing" | "price" | "cap">;
export type InsurancePriceRow = Pick<
  typeof insuranceOptions.$inferSelect,
  "code" | "name" | "dailyPrice" | "excess" | "bond"
>;

const extraColumns = {
  code: extras.code,
  name: extras.name,
  pricing: extras.pricing,
  price: extras.price,
  cap: extras.cap,
};
const insuranceColumns = {
  code: insuranceOptions.code,
  name: insuranceOptions.name,
  dailyPrice: insuranceOptions.dailyPrice,
  excess: insuranceOptions.excess,
  bond: insuranceOptions.bond,
};

export async function listExtraPrices(): Promise<ExtraPriceRow[]> {
  const db = await getDb();
  return db.select(extraColumns).from(extras).orderBy(asc(extras.sortOrder), asc(extras.code));
}

export async function setExtraPrice(
  tx: DbExecutor,
  code: string,
  change: { price: number; cap: number | null },
): Promise<ExtraPriceRow | null> {
  const [before] = await tx.select(extraColumns).from(extras).where(eq(extras.code, code)).for("update");
  if (!before) return null;
  await tx.update(extras).set(change).where(eq(extras.code, code));
  return before;
}

export async function getExtraPrice(code: string): Promise<ExtraPriceRow | null> {
  const db = await getDb();
  const [row] = await db.select(extraColumns).from(extras).where(eq(extras.code, code));
  return row ?? null;
}

export async function listInsurancePrices(): Promise<InsurancePriceRow[]> {
  const db = await getDb();
  return db
    .select(insuranceColumns)
    .from(insuranceOptions)
    .orderBy(asc(insuranceOptions.sortOrder), asc(insuranceOptions.code));
}

export async function setInsurancePrice(
  tx: DbExecutor,
  code: string,
  change: { dailyPrice: number; excess: number; bond: number },
): Promise<InsurancePriceRow | null> {
  const [before] = await tx
    .select(insuranceColumns)
    .from(insuranceOptions)
    .where(eq(insuranceOptions.code, code))
    .for("update");
  if (!before) return null;
  await tx.update(insuranceOptions).set(change).where(eq(insuranceOptions.code, code));
  return before;
}

/* Hot deals and relocations ------------------------------------------------------------------- */

export type DealRow = typeof hotDeals.$inferSelect & {
  classCode: string;
  pickupBranchName: string;
  dropOffBranchName: string;
};
export type DealValues = Omit<typeof hotDeals.$inferInsert, "id" | "code">;

const pickupBranch = alias(branches, "admin_pickup_branch");
const dropOffBranch = alias(branches, "admin_drop_off_branch");

export async function listDealsNow(): Promise<DealRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      deal: hotDeals,
      classCode: carClasses.classCode,
      pickupBranchName: pickupBranch.name,
      dropOffBranchName: dropOffBranch.name,
    })
    .from(hotDeals)
    .innerJoin(carClasses, eq(carClasses.carClassId, hotDeals.carClassId))
    .innerJoin(pickupBranch, eq(pickupBranch.id, hotDeals.pickupBranchId))
    .innerJoin(dropOffBranch, eq(dropOffBranch.id, hotDeals.dropOffBranchId))
    .orderBy(desc(hotDeals.isActive), asc(hotDeals.validFrom), asc(hotDeals.id));
  return rows.map((row) => ({
    ...row.deal,
    classCode: row.classCode,
    pickupBranchName: row.pickupBranchName,
    dropOffBranchName: row.dropOffBranchName,
  }));
}

export type DealStored = typeof hotDeals.$inferSelect;

export async function getDealForUpdate(tx: DbExecutor, id: number): Promise<DealStored | null> {
  const [row] = await tx.select().from(hotDeals).where(eq(hotDeals.id, id)).for("update");
  return row ?? null;
}

/** Inserts a deal; null when one with the same code exists (a double submit of the same form). */
export async function insertDeal(
  tx: DbExecutor,
  code: string,
  values: DealValues,
): Promise<DealStored | null> {
  const [row] = await tx
    .insert(hotDeals)
    .values({ ...values, code })
    .onConflictDoNothing({ target: hotDeals.code })
    .returning();
  return row ?? null;
}

export async function updateDeal(tx: DbExecutor, id: number, values: Partial<DealValues>): Promise<void> {
  await tx.update(hotDeals).set(values).where(eq(hotDeals.id, id));
}

/* Promo codes --------------------------------------------------------------------------------- */

export type PromoCodeRow = typeof promoCodes.$inferSelect & { uses: number };

/** Every promo code, newest first, with the confirmed bookings that used it. */
export async function listPromoCodesWithUses(): Promise<PromoCodeRow[]> {
  const db = await getDb();
  const uses = db
    .select({ code: reservations.promoCode, uses: sql<number>`count(*)::int`.as("uses") })
    .from(reservations)
    .where(eq(reservations.status, "confirmed"))
    .groupBy(reservations.promoCode)
    .as("uses");
  const rows = await db
    .select({ promo: promoCodes, uses: uses.uses })
    .from(promoCodes)
    .leftJoin(uses, eq(uses.code, promoCodes.code))
    .orderBy(desc(promoCodes.createdAt), asc(promoCodes.code));
  return rows.map((row) => ({ ...row.promo, uses: Number(row.uses ?? 0) }));
}

/** Inserts a code; null when one with the same code exists (the unique key decides, not a read). */
export async function insertPromoCode(
  tx: DbExecutor,
  values: typeof promoCodes.$inferInsert,
): Promise<typeof promoCodes.$inferSelect | null> {
  const [row] = await tx
    .insert(promoCodes)
    .values(values)
    .onConflictDoNothing({ target: promoCodes.code })
    .returning();
  return row ?? null;
}

/** Withdraws a code once: the row as it was, or null when there is none or it was already withdrawn. */
export async function withdrawPromoCode(
  tx: DbExecutor,
  code: string,
  at: Date,
): Promise<typeof promoCodes.$inferSelect | null> {
  const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for("update");
  if (!before || before.withdrawnAt) return null;
  await tx
    .update(promoCodes)
    .set({ withdrawnAt: at })
    .where(and(eq(promoCodes.code, code), isNull(promoCodes.withdrawnAt)));
  return before;
}

export type PromoUse = {
  reference: string;
  pickupAt: Date;
  total: number;
  confirmedAt: Date | null;
  discount: number | null;
};

/** The confirmed bookings that used a code, newest first (at most `limit`). */
export async function listPromoUses(code: string, limit = 200): Promise<PromoUse[]> {
  const db = await getDb();
  const rows = await db
    .select({
      reference: reservations.reference,
      pickupAt: reservations.pickupAt,
      total: reservations.total,
      confirmedAt: reservations.confirmedAt,
      breakdown: reservations.priceBreakdown,
    })
    .from(reservations)
    .where(and(eq(reservations.promoCode, code), inArray(reservations.status, ["confirmed"])))
    .orderBy(desc(reservations.confirmedAt))
    .limit(limit);
  return rows.map(({ breakdown, ...row }) => ({ ...row, discount: breakdown?.discount?.amount ?? null }));
}

/* Branches ------------------------------------------------------------------------------------ */

export type BranchHoursRow = Pick<
  typeof branches.$inferSelect,
  | "id"
  | "code"
  | "name"
  | "openingMinutes"
  | "closingMinutes"
  | "isAllowedAfterHoursPickups"
  | "isAllowedAfterHoursDroppedOff"
>;

const branchColumns = {
  id: branches.id,
  code: branches.code,
  name: branches.name,
  openingMinutes: branches.openingMinutes,
  closingMinutes: branches.closingMinutes,
  isAllowedAfterHoursPickups: branches.isAllowedAfterHoursPickups,
  isAllowedAfterHoursDroppedOff: branches.isAllowedAfterHoursDroppedOff,
};

export async function listBranchHours(): Promise<BranchHoursRow[]> {
  const db = await getDb();
  return db.select(branchColumns).from(branches).orderBy(asc(branches.sortOrder), asc(branches.name));
}

export async function setBranchHours(
  tx: DbExecutor,
  id: number,
  change: Omit<BranchHoursRow, "id" | "code" | "name">,
): Promise<BranchHoursRow | null> {
  const [before] = await tx.select(branchColumns).from(branches).where(eq(branches.id, id)).for("update");
  if (!before) return null;
  await tx.update(branches).set(change).where(eq(branches.id, id));
  return before;
}
