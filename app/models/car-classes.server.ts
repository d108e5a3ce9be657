import { and, asc, count, eq, gt, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { cachedCatalog } from "./catalog-cache.server";
import { getDb, type Database } from "./db.server";
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

/** A downtime of vehicle `vehicle` overlapping [pickupAt, dropOffAt): the SQL both counts share. */
function downtimeOverlaps(vehicleId: SQL, pickupAt: SQL, dropOffAt: SQL): SQL {
  return sql`exists (select 1 from ${vehicleDowntime} as down
    where down.vehicle_id = ${vehicleId} and down.starts_at < ${dropOffAt}
      and (down.ends_at is null or down.ends_at > ${pickupAt}))`;
}

/**
 * A car still out on a rental whose booked drop-off has passed (overdue) and is before the
 * period: nobody knows when it comes back, so it is off the road for later periods too. While
 * the booking runs, its reservation claims the car and this does not count it twice.
 */
function overdueOnRent(vehicleId: SQL, pickupAt: SQL, now: Date): SQL {
  return sql`exists (select 1 from ${rentals} as out_on_rent
    join ${reservations} as rented on rented.id = out_on_rent.reservation_id
    where out_on_rent.vehicle_id = ${vehicleId} and out_on_rent.returned_at is null
      and rented.drop_off_at < ${now.toISOString()}::timestamptz and rented.drop_off_at <= ${pickupAt})`;
}

/**
 * The fleet of every class (or of one) at a branch for a period, minus the cars off the road in it,
 * in one query, from the database each time (ADR 0074). Inside a booking transaction pass it as
 * `executor`: the count then sees a downtime committed under the class/branch lock.
 */
export async function countFleetForPeriod(
  query: { branchId: number; pickupAt: Date; dropOffAt: Date; carClassId?: number; now?: Date },
  executor?: DbExecutor,
): Promise<Map<number, FleetForPeriod>> {
  const db = executor ?? (await getDb());
  const now = query.now ?? new Date();
  // The cars off the road in the period, read once from vehicle_downtime (few rows overlap a
  // period), joined to the branch's cars: cheaper than probing the downtime of each car. The
  // overdue cars (few, if any) are read the same way.
  const offRoad = db
    .selectDistinct({ vehicleId: vehicleDowntime.vehicleId })
    .from(vehicleDowntime)
    .where(
      and(
        lt(vehicleDowntime.startsAt, query.dropOffAt),
        or(isNull(vehicleDowntime.endsAt), gt(vehicleDowntime.endsAt, query.pickupAt)),
      ),
    )
    .as("off_road");
  const overdue = db
    .selectDistinct({ vehicleId: rentals.vehicleId })
    .from(rentals)
    .innerJoin(reservations, eq(reservations.id, rentals.reservationId))
    .where(
      and(
        isNull(rentals.returnedAt),
        lt(reservations.dropOffAt, now),
        lte(reservations.dropOffAt, query.pickupAt),
      ),
    )
    .as("overdue");
  const rows = await db
    .select({
      carClassId: vehicles.carClassId,
      fleet: count(),
      offRoad: sql<number>`(count(*) filter (where ${offRoad.vehicleId} is not null or ${overdue.vehicleId} is not null))::int`,
    })
    .from(vehicles)
    .leftJoin(offRoad, eq(offRoad.vehicleId, vehicles.id))
    .leftJoin(overdue, eq(overdue.vehicleId, vehicles.id))
    .where(
      and(
        eq(vehicles.branchId, query.branchId),
        eq(vehicles.status, "in_service"),
        query.carClassId === undefined ? undefined : eq(vehicles.carClassId, query.carClassId),
      ),
    )
    .groupBy(vehicles.carClassId);
  return new Map(
    rows.map((row) => [row.carClassId, { fleet: Number(row.fleet), offRoad: Number(row.offRoad) }]),
  );
}

/**
 * The same for several periods at once (the flexible-dates row's seven), in one query: one map
 * per period, in the order given.
 */
export async function countFleetByPeriod(query: {
  branchId: number;
  periods: readonly { pickupAt: Date; dropOffAt: Date }[];
  now?: Date;
}): Promise<Map<number, FleetForPeriod>[]> {
  const counts = query.periods.map(() => new Map<number, FleetForPeriod>());
  if (query.periods.length === 0) return counts;
  const array = (dates: Date[]) => `{${dates.map((date) => date.toISOString()).join(",")}}`;
  const db = await getDb();
  const result = await db.execute(sql`
    select period.n::int as "period", ${vehicles.carClassId} as "carClassId", count(*)::int as "fleet",
           (count(*) filter (where ${downtimeOverlaps(sql`${vehicles.id}`, sql`period.pickup_at`, sql`period.drop_off_at`)}
             or ${overdueOnRent(sql`${vehicles.id}`, sql`period.pickup_at`, query.now ?? new Date())}))::int as "offRoad"
      from unnest(${array(query.periods.map((period) => period.pickupAt))}::timestamptz[],
                  ${array(query.periods.map((period) => period.dropOffAt))}::timestamptz[])
             with ordinality as period(pickup_at, drop_off_at, n)
     cross join ${vehicles}
     where ${vehicles.branchId} = ${query.branchId} and ${vehicles.status} = 'in_service'
     group by period.n, ${vehicles.carClassId}`);
  const rows = (
    result as unknown as { rows: { period: number; carClassId: number; fleet: number; offRoad: number }[] }
  ).rows;
  for (const row of rows)
    counts[Number(row.period) - 1]?.set(Number(row.carClassId), {
      fleet: Number(row.fleet),
      offRoad: Number(row.offRoad),
    });
  return counts;
}
