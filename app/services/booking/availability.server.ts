/**
 * Availability per car class at a pick-up branch for a period: the in-service fleet based at the
 * branch, less the cars off the road (a downtime overlapping the period), minus the reservations
 * of that class leaving the branch that overlap the period. The fleet is counted in the database
 * for every search and every claim (ADR 0074).
 */
import { and, count, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import { countFleetForPeriod, listCarClasses, type DbExecutor } from "~/models/car-classes.server";
import { getDb } from "~/models/db.server";
import { carClasses, reservations, type CarClassStatus } from "~/models/schema";

export type AvailabilityQuery = {
  pickupBranchId: number;
  pickupAt: Date;
  dropOffAt: Date;
  /** Holds expiring after this instant still claim a car. Default: now. */
  now?: Date;
};

export type ClassAvailability = {
  carClassId: number;
  classCode: string;
  /** In-service vehicles of the class based at the pick-up branch. */
  fleet: number;
  /** Of those, cars in maintenance or out of service at some time in the period. */
  offRoad: number;
  /** Reservations of the class from the branch that overlap the period and claim a car. */
  booked: number;
  /** fleet − offRoad − booked, never below 0. */
  available: number;
  status: CarClassStatus;
};

/**
 * Which reservations claim a car: confirmed ones always; held ones until their hold expires and
 * payment-pending ones until their payment window ends (both kept in hold_expires_at). Cancelled
 * ones, expired holds and abandoned payments do not.
 */
export function claimsCar(now: Date) {
  // Written as one status list plus a check on the expiry (not an OR of two status tests) so the
  // availability query can be answered from reservations_branch_pickup_idx alone.
  return and(
    inArray(reservations.status, ["confirmed", "held", "payment_pending"]),
    or(eq(reservations.status, "confirmed"), gt(reservations.holdExpiresAt, now)),
  );
}

/**
 * Overlap of [pickupAt, dropOffAt) with a reservation's [pickup_at, drop_off_at) among the
 * reservations leaving a branch. `pickup_at < dropOffAt` alone is open-ended: with a million
 * reservations it read every earlier reservation of the branch. An overlapping reservation
 * cannot have started before pickupAt minus the branch's longest rental (one read of
 * reservations_branch_length_idx), which bounds the scan of reservations_branch_pickup_idx to a
 * few weeks of pick-ups. The result is the same; only the work changes (ADR 0060).
 */
function overlapsAtBranch(pickupBranchId: number, pickupAt: Date, dropOffAt: Date) {
  const longestRental = sql`(select max(longest.drop_off_at - longest.pickup_at) from ${reservations} as longest
    where longest.pickup_branch_id = ${pickupBranchId})`;
  return and(
    eq(reservations.pickupBranchId, pickupBranchId),
    sql`${reservations.pickupAt} >= ${pickupAt.toISOString()}::timestamptz - ${longestRental}`,
    lt(reservations.pickupAt, dropOffAt),
    gt(reservations.dropOffAt, pickupAt),
  );
}

/**
 * Cars claimed per class at a pick-up branch over a period, counted in the database each time.
 * Pass a transaction as `executor` to count inside a booking transaction; `carClassId` narrows to
 * one class and `excludeReservationId` leaves one reservation out (a hold being renewed).
 */
export async function countBookedByClass(
  query: AvailabilityQuery & { carClassId?: number; excludeReservationId?: string },
  executor?: DbExecutor,
): Promise<Map<number, number>> {
  const db = executor ?? (await getDb());
  const now = query.now ?? new Date();
  const rows = await db
    .select({ carClassId: reservations.carClassId, total: count() })
    .from(reservations)
    .where(
      and(
        overlapsAtBranch(query.pickupBranchId, query.pickupAt, query.dropOffAt),
        query.carClassId === undefined ? undefined : eq(reservations.carClassId, query.carClassId),
        query.excludeReservationId === undefined
          ? undefined
          : ne(reservations.id, query.excludeReservationId),
        claimsCar(now),
      ),
    )
    .groupBy(reservations.carClassId);
  return new Map(rows.map((row) => [row.carClassId, row.total]));
}

/**
 * The status shown for a class at a branch:
 * - Invisible when the class is marked Invisible, or the branch keeps none of it;
 * - Soldout when the class is closed for sale (marked Soldout) or no car is left (cars off the
 *   road in the period are not left: a branch whose every car of the class is in maintenance
 *   shows the class sold out, not hidden);
 * - OnRequest when the class is marked OnRequest and a car is left;
 * - Available otherwise (at least one car left).
 */
export function availabilityStatus(
  classStatus: CarClassStatus,
  fleet: number,
  booked: number,
  offRoad = 0,
): CarClassStatus {
  if (classStatus === "Invisible" || fleet <= 0) return "Invisible";
  if (classStatus === "Soldout" || fleet - offRoad - booked <= 0) return "Soldout";
  if (classStatus === "OnRequest") return "OnRequest";
  return "Available";
}

/** Whether a car of the class can be claimed: Available or OnRequest. */
export function isBookable(status: CarClassStatus): boolean {
  return status === "Available" || status === "OnRequest";
}

/** Availability of every class at the pick-up branch for the period, keyed by carClassId. */
export async function availabilityByClass(
  query: AvailabilityQuery,
  executor?: DbExecutor,
): Promise<Map<number, ClassAvailability>> {
  const db = executor ?? (await getDb());
  const [classes, fleet, booked] = await Promise.all([
    // Inside a booking transaction the statuses and fleet are read in it; a search takes the catalogue's.
    executor
      ? db
          .select({
            carClassId: carClasses.carClassId,
            classCode: carClasses.classCode,
            status: carClasses.carClassStatus,
          })
          .from(carClasses)
          .orderBy(carClasses.vehicleOrder)
      : listCarClasses().then((all) =>
          all.map(({ carClassId, classCode, carClassStatus }) => ({
            carClassId,
            classCode,
            status: carClassStatus,
          })),
        ),
    countFleetForPeriod({ branchId: query.pickupBranchId, ...period(query) }, executor),
    countBookedByClass(query, executor),
  ]);
  const result = new Map<number, ClassAvailability>();
  for (const carClass of classes) {
    const cars = fleet.get(carClass.carClassId) ?? { fleet: 0, offRoad: 0 };
    result.set(carClass.carClassId, classAvailability(carClass, cars, booked.get(carClass.carClassId) ?? 0));
  }
  return result;
}

function period(query: AvailabilityQuery): { pickupAt: Date; dropOffAt: Date; now?: Date } {
  return { pickupAt: query.pickupAt, dropOffAt: query.dropOffAt, now: query.now };
}

function classAvailability(
  carClass: { carClassId: number; classCode: string; status: CarClassStatus },
  cars: { fleet: number; offRoad: number },
  booked: number,
): ClassAvailability {
  return {
    carClassId: carClass.carClassId,
    classCode: carClass.classCode,
    fleet: cars.fleet,
    offRoad: cars.offRoad,
    booked,
    available: Math.max(0, cars.fleet - cars.offRoad - booked),
    status: availabilityStatus(carClass.status, cars.fleet, booked, cars.offRoad),
  };
}

/** Availability of one class (inside a transaction when `executor` is one). */
export async function availabilityOfClass(
  query: AvailabilityQuery & { carClassId: number; excludeReservationId?: string },
  executor?: DbExecutor,
): Promise<ClassAvailability | null> {
  const db = executor ?? (await getDb());
  const [carClass] = await db
    .select({
      carClassId: carClasses.carClassId,
      classCode: carClasses.classCode,
      status: carClasses.carClassStatus,
    })
    .from(carClasses)
    .where(eq(carClasses.carClassId, query.carClassId))
    .limit(1);
  if (!carClass) return null;
  const cars = (
    await countFleetForPeriod(
      { branchId: query.pickupBranchId, carClassId: query.carClassId, ...period(query) },
      db,
    )
  ).get(query.carClassId) ?? { fleet: 0, offRoad: 0 };
  const bookedCount = (await countBookedByClass(query, db)).get(query.carClassId) ?? 0;
  return classAvailability(carClass, cars, bookedCount);
}

/** A period of the flexible-dates row (flexible-dates.server.ts). */
export type Period = { pickupAt: Date; dropOffAt: Date };

/**
 * Cars claimed per class in each of several periods at one pick-up branch, in one query: the
 * reservations of the window that spans them all (same conditions and index as a search's count),
 * counted per period in SQL. The flexible-dates row asks this for its seven periods.
 */
export async function countBookedByPeriod(query: {
  pickupBranchId: number;
  periods: readonly Period[];
  now?: Date;
}): Promise<Map<number, number>[]> {
  const counts = query.periods.map(() => new Map<number, number>());
  if (query.periods.length === 0) return counts;
  const from = new Date(Math.min(...query.periods.map((period) => period.pickupAt.getTime())));
  const to = new Date(Math.max(...query.periods.map((period) => period.dropOffAt.getTime())));
  const array = (dates: Date[]) => `{${dates.map((date) => date.toISOString()).join(",")}}`;
  const db = await getDb();
  const result = await db.execute(sql`
    select period.n::int as "period", ${reservations.carClassId} as "carClassId", count(*)::int as "total"
      from unnest(${array(query.periods.map((period) => period.pickupAt))}::timestamptz[],
                  ${array(query.periods.map((period) => period.dropOffAt))}::timestamptz[])
             with ordinality as period(pickup_at, drop_off_at, n)
      join ${reservations}
        on ${reservations.pickupAt} < period.drop_off_at and ${reservations.dropOffAt} > period.pickup_at
     where ${overlapsAtBranch(query.pickupBranchId, from, to)} and ${claimsCar(query.now ?? new Date())}
     group by period.n, ${reservations.carClassId}`);
  const rows = (result as unknown as { rows: { period: number; carClassId: number; total: number }[] }).rows;
  for (const row of rows) counts[Number(row.period) - 1]?.set(Number(row.carClassId), Number(row.total));
  return counts;
}
