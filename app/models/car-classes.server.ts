import { and, asc, count, eq } from "drizzle-orm";
import { cachedCatalog } from "./catalog-cache.server";
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

/** Every class in vehicleOrder, from the catalogue cache. */
function allCarClasses(): Promise<CarClass[]> {
  return cachedCatalog("car-classes", async () => {
    const db = await getDb();
    return db.select().from(carClasses).orderBy(asc(carClasses.vehicleOrder), asc(carClasses.classCode));
  });
}

/** All classes in vehicleOrder; `includeInvisible: false` drops classes marked Invisible. */
export async function listCarClasses(options: { includeInvisible?: boolean } = {}): Promise<CarClass[]> {
  const all = await allCarClasses();
  return options.includeInvisible === false
    ? all.filter((carClass) => carClass.carClassStatus !== "Invisible")
    : [...all];
}

/** By class code, matched exactly first, then upper-case ("4h" finds "4H"). */
export async function getCarClassByCode(code: string): Promise<CarClass | null> {
  const all = await allCarClasses();
  const wanted = code.trim();
  return (
    all.find((carClass) => carClass.classCode === wanted) ??
    all.find((carClass) => carClass.classCode === wanted.toUpperCase()) ??
    null
  );
}

export async function getCarClassById(carClassId: number): Promise<CarClass | null> {
  return (await allCarClasses()).find((carClass) => carClass.carClassId === carClassId) ?? null;
}

/** Classes of one marketing group for the marketing pages, in vehicleOrder, without Invisible ones. */
export async function listCarClassesByCategory(category: MarketingCategory): Promise<CarClass[]> {
  return (await allCarClasses()).filter(
    (carClass) => carClass.marketingCategory === category && carClass.carClassStatus !== "Invisible",
  );
}

/**
 * Vehicles of a class in service at a branch. Pass the transaction as `executor` to count inside
 * a booking transaction.
 */
export async function countFleet(
  branchId: number,
  carClassId: number,
  executor?: DbExecutor,
): Promise<number> {
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

/**
 * In-service fleet counts of every class at a branch, keyed by carClassId. The fleet is seeded
 * with the catalogue (the site never writes it), so a search reads it from the catalogue cache;
 * inside a booking transaction (`executor`) it is counted in the transaction.
 */
export async function countFleetByClass(
  branchId: number,
  executor?: DbExecutor,
): Promise<Map<number, number>> {
  if (!executor) return new Map((await fleetByBranch()).get(branchId) ?? []);
  const rows = await executor
    .select({ carClassId: vehicles.carClassId, total: count() })
    .from(vehicles)
    .where(and(eq(vehicles.branchId, branchId), eq(vehicles.status, "in_service")))
    .groupBy(vehicles.carClassId);
  return new Map(rows.map((row) => [row.carClassId, row.total]));
}

/** In-service counts by branch, then class. */
function fleetByBranch(): Promise<Map<number, Map<number, number>>> {
  return cachedCatalog("fleet", async () => {
    const db = await getDb();
    const rows = await db
      .select({ branchId: vehicles.branchId, carClassId: vehicles.carClassId, total: count() })
      .from(vehicles)
      .where(eq(vehicles.status, "in_service"))
      .groupBy(vehicles.branchId, vehicles.carClassId);
    const byBranch = new Map<number, Map<number, number>>();
    for (const row of rows) {
      const counts = byBranch.get(row.branchId) ?? new Map<number, number>();
      counts.set(row.carClassId, row.total);
      byBranch.set(row.branchId, counts);
    }
    return byBranch;
  });
}
