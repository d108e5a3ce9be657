/**
 * Availability per car class at a pick-up branch for a period: the in-service fleet based at the
 * branch, less the cars off the road (a downtime overlapping the period), minus the reservations
 * of that class leaving the branch that overlap the period. The fleet is counted in the database
 * for every search and every claim (ADR 0074).
 */
import { and, eq, gt, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import {
  countFleetForPeriod,
  fleetForPeriodsSql,
  fleetFromRows,
  listCarClasses,
  type DbExecutor,
  type FleetPeriod,
  type FleetRow,
} from "~/models/catalog/car-classes.server";
import { executePrepared, getDb } from "~/models/db.server";
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

/** A period claimed or searched: from pick-up to drop-off (the fleet count's own period type). */
export type Period = FleetPeriod;

/** `{t1,t2,…}`: a timestamptz[] literal. */
const timestampArray = (times: number[]) =>
  `{${times.map((time) => new Date(time).toISOString()).join(",")}}`;

/** `{t1+1µs,…}`: with width_bucket, counts the instants strictly before a timestamp. */
const justAfterArray = (times: number[]) =>
  `{${times.map((time) => new Date(time).toISOString().replace("Z", "001Z")).join(",")}}`;

/**
 * Cars claimed per class at a pick-up branch in each of several periods, in one query whatever
 * their number (a search's period and the six around it of the flexible-dates row, ADR 0078).
 *
 * A reservation claims a car in period p when it starts before p ends and ends after p starts.
 * With the periods' ends sorted (E) and their starts sorted (S), Postgres's width_bucket gives,
 * per reservation, how many ends are at or before its pick-up (a) and how many starts are strictly
 * before its drop-off (b): it overlaps p exactly when p's end ranks above a in E and p's start
 * ranks at most b in S. So the reservations of the span of all the periods are read once from the
 * index (the same conditions as one period's count) and grouped by (class, a, b): a few hundred
 * rows at most, summed here per period. Pass a transaction as `executor` to count inside a
 * booking transaction; `carClassId` narrows to one class and `excludeReservationId` leaves one
 * reservation out (a hold being renewed).
 */
export async function countBookedForPeriods(
  query: BookedQuery,
  executor?: DbExecutor,
): Promise<Map<number, number>[]> {
  if (query.periods.length === 0) return [];
  const db = executor ?? (await getDb());
  const { rows } = await executePrepared<BookedRow>(db, bookedForPeriodsSql(query));
  return bookedFromRows(rows, query.periods);
}

type BookedQuery = {
  pickupBranchId: number;
  periods: readonly Period[];
  now?: Date;
  carClassId?: number;
  excludeReservationId?: string;
};
type BookedRow = { carClassId: number; endsBefore: number; startsBefore: number; total: number };

const sortedTimes = (times: number[]) => [...times].sort((x, y) => x - y);

/** The statement of `countBookedForPeriods` (BookedRow's columns); read by `bookedFromRows`. */
function bookedForPeriodsSql(query: BookedQuery): SQL {
  const sortedStarts = sortedTimes(query.periods.map((period) => period.pickupAt.getTime()));
  const sortedEnds = sortedTimes(query.periods.map((period) => period.dropOffAt.getTime()));
  return sql`
    select ${reservations.carClassId} as "carClassId",
           width_bucket(${reservations.pickupAt}, ${timestampArray(sortedEnds)}::timestamptz[]) as "endsBefore",
           width_bucket(${reservations.dropOffAt}, ${justAfterArray(sortedStarts)}::timestamptz[]) as "startsBefore",
           count(*)::int as "total"
      from ${reservations}
     where ${and(
       overlapsAtBranch(
         query.pickupBranchId,
         new Date(sortedStarts[0]),
         new Date(sortedEnds[sortedEnds.length - 1]),
       ),
       query.carClassId === undefined ? undefined : eq(reservations.carClassId, query.carClassId),
       query.excludeReservationId === undefined ? undefined : ne(reservations.id, query.excludeReservationId),
       claimsCar(query.now ?? new Date()),
     )}
     group by 1, 2, 3`;
}

/** Cars claimed per class in each period (in the order given) from the rows of `bookedForPeriodsSql`. */
function bookedFromRows(rows: readonly BookedRow[], periods: readonly Period[]): Map<number, number>[] {
  const starts = periods.map((period) => period.pickupAt.getTime());
  const ends = periods.map((period) => period.dropOffAt.getTime());
  const sortedStarts = sortedTimes(starts);
  const sortedEnds = sortedTimes(ends);
  return periods.map((_, index) => {
    const counts = new Map<number, number>();
    // 1-based ranks; equal instants rank together on the right side of each comparison.
    const endRank = sortedEnds.lastIndexOf(ends[index]) + 1;
    const startRank = sortedStarts.indexOf(starts[index]) + 1;
    for (const row of rows) {
      if (Number(row.endsBefore) >= endRank || Number(row.startsBefore) < startRank) continue;
      const classId = Number(row.carClassId);
      counts.set(classId, (counts.get(classId) ?? 0) + Number(row.total));
    }
    return counts;
  });
}

/**
 * Cars claimed per class at a pick-up branch over a period (inside a booking transaction when
 * `executor` is one). `carClassId` narrows to one class and `excludeReservationId` leaves one
 * reservation out (a hold being renewed).
 */
export async function countBookedByClass(
  query: AvailabilityQuery & { carClassId?: number; excludeReservationId?: string },
  executor?: DbExecutor,
): Promise<Map<number, number>> {
  const { pickupAt, dropOffAt, ...rest } = query;
  const [counts] = await countBookedForPeriods({ ...rest, periods: [{ pickupAt, dropOffAt }] }, executor);
  return counts;
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

/**
 * Availability of every class at the pick-up branch in each of several periods (one map per
 * period, keyed by carClassId), in one statement whatever their number: the fleet and the
 * bookings side by side (ADR 0094). The classes' statuses come from the catalogue, or inside a
 * booking transaction from the transaction.
 */
export async function availabilityByPeriods(
  query: { pickupBranchId: number; periods: readonly Period[]; now?: Date },
  executor?: DbExecutor,
): Promise<Map<number, ClassAvailability>[]> {
  if (query.periods.length === 0) return [];
  const db = executor ?? (await getDb());
  const classesOf = () =>
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
        );
  // Fleet rows have no ranks; booking rows have nothing else (bookedFromRows reads only theirs).
  const countsOf = () =>
    executePrepared<FleetRow & BookedRow>(
      db,
      sql`
    select "carClassId", "fleet", "vehicleId", "downFrom", "downUntil", "overdueFrom",
           null::int as "endsBefore", null::int as "startsBefore", null::int as "total"
      from (${fleetForPeriodsSql({ branchId: query.pickupBranchId, periods: query.periods, now: query.now })}) as fleet
    union all
    select "carClassId", null, null, null, null, null, "endsBefore", "startsBefore", "total"
      from (${bookedForPeriodsSql(query)}) as booked`,
    );
  // A transaction's one connection answers one query at a time (node-postgres warns of overlapping
  // queries on a client, and pg 9 refuses them); outside one, the catalogue answers from memory.
  const [classes, { rows }] = executor
    ? [await classesOf(), await countsOf()]
    : await Promise.all([classesOf(), countsOf()]);
  const fleet = fleetFromRows(
    rows.filter((row) => row.endsBefore === null),
    query.periods,
  );
  const booked = bookedFromRows(
    rows.filter((row) => row.endsBefore !== null),
    query.periods,
  );
  return query.periods.map((_, index) => {
    const result = new Map<number, ClassAvailability>();
    for (const carClass of classes) {
      const cars = fleet[index].get(carClass.carClassId) ?? { fleet: 0, offRoad: 0 };
      const claimed = booked[index].get(carClass.carClassId) ?? 0;
      result.set(carClass.carClassId, classAvailability(carClass, cars, claimed));
    }
    return result;
  });
}

/** Availability of every class at the pick-up branch for the period, keyed by carClassId. */
export async function availabilityByClass(
  query: AvailabilityQuery,
  executor?: DbExecutor,
): Promise<Map<number, ClassAvailability>> {
  const { pickupAt, dropOffAt, ...rest } = query;
  const [availability] = await availabilityByPeriods(
    { ...rest, periods: [{ pickupAt, dropOffAt }] },
    executor,
  );
  return availability;
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
