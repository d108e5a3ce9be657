import { and, asc, count, eq, ne } from "drizzle-orm";
import { getDb, type Database } from "./db.server";
import {
  CAR_CLASS_STATUSES,
  FUEL_TYPES,
  MARKETING_CATEGORIES,
  MARKETING_CATEGORY_SLUGS,
  TRANSMISSIONS,
  carClasses,
  vehicles,
  type CarClassImage,
  type CarClassStatus,
  type FuelType,
  type MarketingCategory,
  type Transmission,
} from "./schema";

export {
  CAR_CLASS_STATUSES,
  FUEL_TYPES,
  MARKETING_CATEGORIES,
  MARKETING_CATEGORY_SLUGS,
  TRANSMISSIONS,
  type CarClassImage,
  type CarClassStatus,
  type FuelType,
  type MarketingCategory,
  type Transmission,
};

export type CarClass = typeof carClasses.$inferSelect;

/** The database or an open transaction: fleet counts can run inside a booking transaction. */
export type DbExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export function isMarketingCategory(value: string): value is MarketingCategory {
  return (MARKETING_CATEGORY_SLUGS as string[]).includes(value);
}

/** "unleaded" and "unleaded 91" both show as Petrol (spec section 3). */
export function fuelTypeLabel(fuelType: FuelType): string {
  switch (fuelType) {
    case "unleaded":
    case "unleaded 91":
      return "Petrol";
    case "diesel":
      return "Diesel";
    case "hybrid":
      return "Hybrid";
    case "electric":
      return "Electric";
    case "none":
      return "None";
  }
}

/** All classes in vehicleOrder; `includeInvisible: false` drops classes marked Invisible. */
export async function listCarClasses(options: { includeInvisible?: boolean } = {}): Promise<CarClass[]> {
  const db = await getDb();
  return db
    .select()
    .from(carClasses)
    .where(options.includeInvisible === false ? ne(carClasses.carClassStatus, "Invisible") : undefined)
    .orderBy(asc(carClasses.vehicleOrder), asc(carClasses.classCode));
}

/** By class code, matched exactly first, then upper-case ("4h" finds "4H"). */
export async function getCarClassByCode(code: string): Promise<CarClass | null> {
  const db = await getDb();
  const wanted = code.trim();
  const [row] = await db.select().from(carClasses).where(eq(carClasses.classCode, wanted)).limit(1);
  if (row) return row;
  const [upper] = await db
    .select()
    .from(carClasses)
    .where(eq(carClasses.classCode, wanted.toUpperCase()))
    .limit(1);
  return upper ?? null;
}

export async function getCarClassById(carClassId: number): Promise<CarClass | null> {
  const db = await getDb();
  const [row] = await db.select().from(carClasses).where(eq(carClasses.carClassId, carClassId)).limit(1);
  return row ?? null;
}

/** Classes of one marketing group for the marketing pages, in vehicleOrder, without Invisible ones. */
export async function listCarClassesByCategory(category: MarketingCategory): Promise<CarClass[]> {
  const db = await getDb();
  return db
    .select()
    .from(carClasses)
    .where(and(eq(carClasses.marketingCategory, category), ne(carClasses.carClassStatus, "Invisible")))
    .orderBy(asc(carClasses.vehicleOrder), asc(carClasses.classCode));
}

/**
 * Vehicles of a class in service at a branch. Pass the transaction as `executor` to count inside
 * a booking transaction.
 */
export async function countFleet(branchId: number, carClassId: number, executor?: DbExecutor): Promise<number> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ total: count() })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.branchId, branchId),
        eq(vehicles.carClassId, carClassId),
        eq(vehicles.status, "in_service"),
      ),
    );
  return row?.total ?? 0;
}

/** In-service fleet counts of every class at a branch, keyed by carClassId. */
export async function countFleetByClass(branchId: number, executor?: DbExecutor): Promise<Map<number, number>> {
  const db = executor ?? (await getDb());
  const rows = await db
    .select({ carClassId: vehicles.carClassId, total: count() })
    .from(vehicles)
    .where(and(eq(vehicles.branchId, branchId), eq(vehicles.status, "in_service")))
    .groupBy(vehicles.carClassId);
  return new Map(rows.map((row) => [row.carClassId, row.total]));
}
