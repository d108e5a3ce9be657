import { and, asc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "../db.server";
import { carClasses, rentals, reservations, vehicles, type ReservationCustomerDetails } from "../schema";

/** One booking on the branch board (issue 21): who, which class, when, checked in, picked up. */
export type BoardBooking = {
  reference: string;
  carClassId: number;
  classCode: string;
  pickupBranchId: number;
  dropOffBranchId: number;
  pickupAt: Date;
  dropOffAt: Date;
  customerDetails: ReservationCustomerDetails | null;
  checkedInAt: Date | null;
  pickedUpAt: Date | null;
  returnedAt: Date | null;
  registration: string | null;
};

const columns = {
  reference: reservations.reference,
  carClassId: reservations.carClassId,
  classCode: carClasses.classCode,
  pickupBranchId: reservations.pickupBranchId,
  dropOffBranchId: reservations.dropOffBranchId,
  pickupAt: reservations.pickupAt,
  dropOffAt: reservations.dropOffAt,
  customerDetails: reservations.customerDetails,
  checkedInAt: reservations.checkedInAt,
  pickedUpAt: rentals.pickedUpAt,
  returnedAt: rentals.returnedAt,
  registration: vehicles.registration,
};

type BranchColumn = typeof reservations.pickupBranchId | typeof reservations.dropOffBranchId;

function inBranches(column: BranchColumn, branchIds: readonly number[] | null): SQL | undefined {
  if (branchIds === null) return undefined;
  return branchIds.length === 0 ? sql`false` : inArray(column, [...branchIds]);
}

async function listBoard(
  where: SQL | undefined,
  orderBy: typeof reservations.pickupAt | typeof reservations.dropOffAt,
) {
  const db = await getDb();
  return db
    .select(columns)
    .from(reservations)
    .innerJoin(carClasses, eq(carClasses.carClassId, reservations.carClassId))
    .leftJoin(rentals, eq(rentals.reservationId, reservations.id))
    .leftJoin(vehicles, eq(vehicles.id, rentals.vehicleId))
    .where(and(eq(reservations.status, "confirmed"), where))
    .orderBy(asc(orderBy), asc(reservations.reference));
}

/** Confirmed bookings whose `at` falls in [from, to) at the branches of `branch`. */
function listBetween(
  branch: BranchColumn,
  at: typeof reservations.pickupAt | typeof reservations.dropOffAt,
  branchIds: readonly number[] | null,
  from: Date,
  to: Date,
): Promise<BoardBooking[]> {
  return listBoard(and(inBranches(branch, branchIds), gte(at, from), lt(at, to)), at);
}

/** Confirmed bookings picked up at the branches in [from, to). */
export function listPickups(
  branchIds: readonly number[] | null,
  from: Date,
  to: Date,
): Promise<BoardBooking[]> {
  return listBetween(reservations.pickupBranchId, reservations.pickupAt, branchIds, from, to);
}

/** Confirmed bookings returned to the branches in [from, to). */
export function listReturns(
  branchIds: readonly number[] | null,
  from: Date,
  to: Date,
): Promise<BoardBooking[]> {
  return listBetween(reservations.dropOffBranchId, reservations.dropOffAt, branchIds, from, to);
}

/** Cars picked up, not returned, whose drop-off time has passed, due back at the branches. */
export async function listOverdue(branchIds: readonly number[] | null, now: Date): Promise<BoardBooking[]> {
  const db = await getDb();
  return db
    .select(columns)
    .from(rentals)
    .innerJoin(reservations, eq(reservations.id, rentals.reservationId))
    .innerJoin(carClasses, eq(carClasses.carClassId, reservations.carClassId))
    .innerJoin(vehicles, eq(vehicles.id, rentals.vehicleId))
    .where(
      and(
        isNull(rentals.returnedAt),
        lt(reservations.dropOffAt, now),
        inBranches(reservations.dropOffBranchId, branchIds),
      ),
    )
    .orderBy(asc(reservations.dropOffAt));
}
