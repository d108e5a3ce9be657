import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { cachedCatalog } from "./catalog-cache.server";
import { executePrepared, getDb, type Database } from "../db.server";
import {
  CAR_CLASS_STATUSES,
  FUEL_TYPES,
  MARKETING_CATEGORIES,
  MARKETING_CATEGORY_SLUGS,
  TRANSMISSIONS,
  carClasses,
  rentals,
  reservations,
  vehicleDowntime,
  vehicles,
  type CarClassImage,
  type CarClassStatus,
  type FuelType,
  type MarketingCategory,
  type Transmission,
} from "../schema";

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
 * In-service fleet counts of every class at a branch, keyed by carClassId, read from the database
 * each time (in the transaction when `executor` is one): staff move cars and take them off the
 * road, and a per-process cache would let another process sell a car that left (ADR 0074).
 */
export async function countFleetByClass(
  branchId: number,
  executor?: DbExecutor,
): Promise<Map<number, number>> {
  const db = executor ?? (await getDb());
  const rows = await db
    .select({ carClassId: vehicles.carClassId, total: count() })
    .from(vehicles)
    .where(and(eq(vehicles.branchId, branchId), eq(vehicles.status, "in_service")))
    .groupBy(vehicles.carClassId);
  return new Map(rows.map((row) => [row.carClassId, row.total]));
}

/** A class's cars at a branch for a period: in service (not retired), and of those off the road. */
export type FleetForPeriod = {
  /** In-service cars of the class based at the branch (what the branch keeps). */
  fleet: number;
  /** Of those, cars with a downtime (maintenance or out of service) overlapping the period. */
  offRoad: number;
};

/** A period a fleet is counted for: the cars of a branch from pick-up to drop-off. */
export type FleetPeriod = { pickupAt: Date; dropOffAt: Date };

export type FleetRow = {
  carClassId: number;
  /** The class's in-service cars at the branch (on the class's own row; 0 on a car's). */
  fleet: number;
  /** A car that may be off the road in a period (null on the class's row). */
  vehicleId: number | null;
  /** A downtime of that car: from, until (null: open-ended), as epoch milliseconds. */
  downFrom: number | null;
  downUntil: number | null;
  /** Or the booked drop-off of its rental, passed and not returned (overdue), in epoch ms. */
  overdueFrom: number | null;
};

/**
 * Whether a car is off the road in a period: a downtime overlapping [pickupAt, dropOffAt), or
 * still out on a rental whose booked drop-off has passed and is at or before the pick-up (an
 * overdue car: nobody knows when it comes back, so it is off the road for later periods too;
 * while its booking runs, its reservation claims the car and this does not count it twice).
 */
function offRoadIn(row: FleetRow, period: FleetPeriod): boolean {
  const from = period.pickupAt.getTime();
  const until = period.dropOffAt.getTime();
  if (row.downFrom !== null && row.downFrom < until && (row.downUntil === null || row.downUntil > from))
    return true;
  return row.overdueFrom !== null && row.overdueFrom <= from;
}

type FleetQuery = { branchId: number; periods: readonly FleetPeriod[]; carClassId?: number; now?: Date };

/**
 * The statement of `countFleetForPeriods` (FleetRow's columns), for a caller that runs it in one
 * statement with another (availabilityByPeriods); read its rows with `fleetFromRows`.
 */
export function fleetForPeriodsSql(query: FleetQuery): SQL {
  const now = (query.now ?? new Date()).toISOString();
  const from = new Date(Math.min(...query.periods.map((period) => period.pickupAt.getTime()))).toISOString();
  const to = new Date(Math.max(...query.periods.map((period) => period.dropOffAt.getTime()))).toISOString();
  const lastPickup = new Date(
    Math.max(...query.periods.map((period) => period.pickupAt.getTime())),
  ).toISOString();
  const carsOfBranch = sql`car.branch_id = ${query.branchId} and car.status = 'in_service'${
    query.carClassId === undefined ? sql`` : sql` and car.car_class_id = ${query.carClassId}`
  }`;
  const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
  return sql`
    select car.car_class_id as "carClassId", count(*)::int as "fleet", null::int as "vehicleId",
           null::float8 as "downFrom", null::float8 as "downUntil", null::float8 as "overdueFrom"
      from ${vehicles} as car where ${carsOfBranch} group by car.car_class_id
    union all
    select car.car_class_id, 0, car.id, ${epochMs(sql`down.starts_at`)}, ${epochMs(sql`down.ends_at`)}, null
      from ${vehicleDowntime} as down join ${vehicles} as car on car.id = down.vehicle_id
     where ${carsOfBranch} and down.starts_at < ${to}::timestamptz
       and (down.ends_at is null or down.ends_at > ${from}::timestamptz)
    union all
    select car.car_class_id, 0, car.id, null, null, ${epochMs(sql`rented.drop_off_at`)}
      from ${rentals} as out_on_rent
      join ${reservations} as rented on rented.id = out_on_rent.reservation_id
      join ${vehicles} as car on car.id = out_on_rent.vehicle_id
     where ${carsOfBranch} and out_on_rent.returned_at is null
       and rented.drop_off_at < ${now}::timestamptz and rented.drop_off_at <= ${lastPickup}::timestamptz`;
}

/** The fleet per class in each period (in the order given) from the rows of `fleetForPeriodsSql`. */
export function fleetFromRows(
  rows: readonly FleetRow[],
  periods: readonly FleetPeriod[],
): Map<number, FleetForPeriod>[] {
  const counts = periods.map(() => new Map<number, FleetForPeriod>());
  const fleet = new Map<number, number>();
  for (const row of rows) if (row.vehicleId === null) fleet.set(Number(row.carClassId), Number(row.fleet));
  periods.forEach((period, index) => {
    const offRoad = new Map<number, Set<number>>();
    for (const row of rows) {
      if (row.vehicleId === null || !offRoadIn(row, period)) continue;
      const classId = Number(row.carClassId);
      offRoad.set(classId, (offRoad.get(classId) ?? new Set()).add(Number(row.vehicleId)));
    }
    for (const [carClassId, cars] of fleet)
      counts[index].set(carClassId, { fleet: cars, offRoad: offRoad.get(carClassId)?.size ?? 0 });
  });
  return counts;
}

/**
 * The fleet of every class (or of one) at a branch for each of several periods, minus the cars
 * off the road in each, from the database each time (ADR 0074), in one query: the classes' car
 * counts, and the few cars with a downtime overlapping the span of the periods or overdue; which
 * of those is off the road in which period is decided here (offRoadIn). One map per period, in
 * the order given. Inside a booking transaction pass it as `executor`: the count then sees a
 * downtime committed under the class/branch lock.
 */
export async function countFleetForPeriods(
  query: FleetQuery,
  executor?: DbExecutor,
): Promise<Map<number, FleetForPeriod>[]> {
  if (query.periods.length === 0) return [];
  const db = executor ?? (await getDb());
  const { rows } = await executePrepared<FleetRow>(db, fleetForPeriodsSql(query));
  return fleetFromRows(rows, query.periods);
}

/** The same for one period (a search, or a claim inside a booking transaction). */
export async function countFleetForPeriod(
  query: { branchId: number; pickupAt: Date; dropOffAt: Date; carClassId?: number; now?: Date },
  executor?: DbExecutor,
): Promise<Map<number, FleetForPeriod>> {
  const { pickupAt, dropOffAt, ...rest } = query;
  const [counts] = await countFleetForPeriods({ ...rest, periods: [{ pickupAt, dropOffAt }] }, executor);
  return counts;
}
