import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../catalog/car-classes.server";
import { getDb } from "../db.server";
import {
  branches,
  carClasses,
  rentals,
  reservations,
  vehicleDowntime,
  vehicles,
  type DowntimeKind,
  type VehicleStatus,
} from "../schema";

/**
 * The fleet in the back office (issue 21): cars with their branch and class, their downtime, their
 * rentals, and the claims on their class that a car off the road may leave without a car.
 * `branchIds` null means every branch (Admin).
 */
export type FleetVehicle = {
  id: number;
  registration: string;
  fleetNumber: string;
  branchId: number;
  branchCode: string;
  branchName: string;
  carClassId: number;
  classCode: string;
  className: string;
  status: VehicleStatus;
  odometerKm: number;
};

export type Downtime = {
  id: string;
  vehicleId: number;
  kind: DowntimeKind;
  startsAt: Date;
  endsAt: Date | null;
  reason: string;
  createdAt: Date;
};

const vehicleColumns = {
  id: vehicles.id,
  registration: vehicles.registration,
  fleetNumber: vehicles.fleetNumber,
  branchId: vehicles.branchId,
  branchCode: branches.code,
  branchName: branches.name,
  carClassId: vehicles.carClassId,
  classCode: carClasses.classCode,
  className: carClasses.name,
  status: vehicles.status,
  odometerKm: vehicles.odometerKm,
};

function inBranches(column: typeof vehicles.branchId, branchIds: readonly number[] | null): SQL | undefined {
  if (branchIds === null) return undefined;
  return branchIds.length === 0 ? sql`false` : inArray(column, [...branchIds]);
}

/** Cars at the branches (all when null), optionally of one class, by branch, class and registration. */
export async function listVehicles(filter: {
  branchIds: readonly number[] | null;
  carClassId?: number;
}): Promise<FleetVehicle[]> {
  const db = await getDb();
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(branches, eq(branches.id, vehicles.branchId))
    .innerJoin(carClasses, eq(carClasses.carClassId, vehicles.carClassId))
    .where(
      and(
        inBranches(vehicles.branchId, filter.branchIds),
        filter.carClassId === undefined ? undefined : eq(vehicles.carClassId, filter.carClassId),
      ),
    )
    .orderBy(asc(branches.name), asc(carClasses.vehicleOrder), asc(vehicles.registration));
}

/** A car by its registration (any case, spaces ignored), or null. */
export async function getVehicleByRegistration(registration: string): Promise<FleetVehicle | null> {
  const wanted = registration.replace(/\s+/g, "").toUpperCase();
  if (!wanted) return null;
  const db = await getDb();
  const [row] = await db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(branches, eq(branches.id, vehicles.branchId))
    .innerJoin(carClasses, eq(carClasses.carClassId, vehicles.carClassId))
    .where(eq(sql`upper(${vehicles.registration})`, wanted))
    .limit(1);
  return row ?? null;
}

/** Downtime of the cars at the branches that has not ended by `after` (current and planned). */
export async function listDowntimeNotEnded(filter: {
  branchIds: readonly number[] | null;
  after: Date;
}): Promise<Downtime[]> {
  const db = await getDb();
  return db
    .select(downtimeColumns)
    .from(vehicleDowntime)
    .innerJoin(vehicles, eq(vehicles.id, vehicleDowntime.vehicleId))
    .where(
      and(
        inBranches(vehicles.branchId, filter.branchIds),
        or(isNull(vehicleDowntime.endsAt), gt(vehicleDowntime.endsAt, filter.after)),
      ),
    )
    .orderBy(asc(vehicleDowntime.startsAt));
}

const downtimeColumns = {
  id: vehicleDowntime.id,
  vehicleId: vehicleDowntime.vehicleId,
  kind: vehicleDowntime.kind,
  startsAt: vehicleDowntime.startsAt,
  endsAt: vehicleDowntime.endsAt,
  reason: vehicleDowntime.reason,
  createdAt: vehicleDowntime.createdAt,
};

/** Every downtime of one car, latest first. */
export async function listDowntimeOfVehicle(vehicleId: number): Promise<Downtime[]> {
  const db = await getDb();
  return db
    .select(downtimeColumns)
    .from(vehicleDowntime)
    .where(eq(vehicleDowntime.vehicleId, vehicleId))
    .orderBy(desc(vehicleDowntime.startsAt));
}

/** The cars on rent (picked up, not returned) at the branches, with their booking's reference. */
export async function listOpenRentals(
  branchIds: readonly number[] | null,
): Promise<{ vehicleId: number; reference: string }[]> {
  const db = await getDb();
  return db
    .select({ vehicleId: rentals.vehicleId, reference: reservations.reference })
    .from(rentals)
    .innerJoin(reservations, eq(reservations.id, rentals.reservationId))
    .innerJoin(vehicles, eq(vehicles.id, rentals.vehicleId))
    .where(and(isNull(rentals.returnedAt), inBranches(vehicles.branchId, branchIds)));
}

export type VehicleRental = {
  reference: string;
  pickedUpAt: Date;
  returnedAt: Date | null;
  pickupOdometerKm: number;
  returnOdometerKm: number | null;
};

/** The rentals of one car, latest first. */
export async function listRentalsOfVehicle(vehicleId: number): Promise<VehicleRental[]> {
  const db = await getDb();
  return db
    .select({
      reference: reservations.reference,
      pickedUpAt: rentals.pickedUpAt,
      returnedAt: rentals.returnedAt,
      pickupOdometerKm: rentals.pickupOdometerKm,
      returnOdometerKm: rentals.returnOdometerKm,
    })
    .from(rentals)
    .innerJoin(reservations, eq(reservations.id, rentals.reservationId))
    .where(eq(rentals.vehicleId, vehicleId))
    .orderBy(desc(rentals.pickedUpAt));
}

/** Locks one car's row for the rest of the transaction; its current values, or null. */
export async function lockVehicle(
  tx: DbExecutor,
  vehicleId: number,
): Promise<{ id: number; branchId: number; carClassId: number; status: VehicleStatus } | null> {
  const [row] = await tx
    .select({
      id: vehicles.id,
      branchId: vehicles.branchId,
      carClassId: vehicles.carClassId,
      status: vehicles.status,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .for("update");
  return row ?? null;
}

/** A downtime of the car overlapping [startsAt, endsAt) (endsAt null: open-ended), or null. */
export async function findOverlappingDowntime(
  tx: DbExecutor,
  vehicleId: number,
  startsAt: Date,
  endsAt: Date | null,
): Promise<Downtime | null> {
  const [row] = await tx
    .select(downtimeColumns)
    .from(vehicleDowntime)
    .where(
      and(
        eq(vehicleDowntime.vehicleId, vehicleId),
        endsAt === null ? undefined : lt(vehicleDowntime.startsAt, endsAt),
        or(isNull(vehicleDowntime.endsAt), gt(vehicleDowntime.endsAt, startsAt)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a downtime under the id the form carried: a second submit of the same form inserts
 * nothing and answers null.
 */
export async function insertDowntime(
  tx: DbExecutor,
  row: {
    id: string;
    vehicleId: number;
    kind: DowntimeKind;
    startsAt: Date;
    endsAt: Date | null;
    reason: string;
    createdByUserId: string;
  },
): Promise<Downtime | null> {
  const [inserted] = await tx
    .insert(vehicleDowntime)
    .values(row)
    .onConflictDoNothing({ target: vehicleDowntime.id })
    .returning(downtimeColumns);
  return inserted ?? null;
}

export async function getDowntime(tx: DbExecutor, id: string): Promise<Downtime | null> {
  const [row] = await tx.select(downtimeColumns).from(vehicleDowntime).where(eq(vehicleDowntime.id, id));
  return row ?? null;
}

/** Ends a downtime that is running at `now` (conditional: a second submit changes nothing). */
export async function endDowntimeAt(tx: DbExecutor, id: string, now: Date): Promise<Downtime | null> {
  const [row] = await tx
    .update(vehicleDowntime)
    .set({ endsAt: now })
    .where(
      and(
        eq(vehicleDowntime.id, id),
        lt(vehicleDowntime.startsAt, now),
        or(isNull(vehicleDowntime.endsAt), gt(vehicleDowntime.endsAt, now)),
      ),
    )
    .returning(downtimeColumns);
  return row ?? null;
}

/** Removes a downtime that has not started yet (it is called off). */
export async function deletePlannedDowntime(tx: DbExecutor, id: string, now: Date): Promise<Downtime | null> {
  const [row] = await tx
    .delete(vehicleDowntime)
    .where(and(eq(vehicleDowntime.id, id), gt(vehicleDowntime.startsAt, now)))
    .returning(downtimeColumns);
  return row ?? null;
}

/** Moves a car to another branch if it is still at `fromBranchId` (a second submit changes nothing). */
export async function setVehicleBranch(
  tx: DbExecutor,
  vehicleId: number,
  fromBranchId: number,
  toBranchId: number,
): Promise<boolean> {
  const rows = await tx
    .update(vehicles)
    .set({ branchId: toBranchId })
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.branchId, fromBranchId)))
    .returning({ id: vehicles.id });
  return rows.length > 0;
}

/** A booking that claims a car of a class at its pick-up branch. */
export type FleetClaim = {
  reference: string;
  pickupBranchId: number;
  carClassId: number;
  pickupAt: Date;
  dropOffAt: Date;
};

/**
 * Bookings leaving the branches in [from, to) that claim a car: confirmed ones, and with
 * `includeHolds` also live holds and payment windows (they may be confirmed without a new check).
 */
export async function listClaims(
  filter: {
    branchIds: readonly number[] | null;
    carClassId?: number;
    from: Date;
    to: Date;
    includeHolds?: Date | null;
  },
  executor?: DbExecutor,
): Promise<FleetClaim[]> {
  const db = executor ?? (await getDb());
  const holdsAfter = filter.includeHolds ?? null;
  return db
    .select({
      reference: reservations.reference,
      pickupBranchId: reservations.pickupBranchId,
      carClassId: reservations.carClassId,
      pickupAt: reservations.pickupAt,
      dropOffAt: reservations.dropOffAt,
    })
    .from(reservations)
    .where(
      and(
        filter.branchIds === null
          ? undefined
          : filter.branchIds.length === 0
            ? sql`false`
            : inArray(reservations.pickupBranchId, [...filter.branchIds]),
        filter.carClassId === undefined ? undefined : eq(reservations.carClassId, filter.carClassId),
        lt(reservations.pickupAt, filter.to),
        gt(reservations.dropOffAt, filter.from),
        holdsAfter === null
          ? eq(reservations.status, "confirmed")
          : or(
              eq(reservations.status, "confirmed"),
              and(
                inArray(reservations.status, ["held", "payment_pending"]),
                gt(reservations.holdExpiresAt, holdsAfter),
              ),
            ),
      ),
    )
    .orderBy(asc(reservations.pickupAt));
}

/** In-service cars per branch and class at the branches. */
export async function countInServiceFleet(
  filter: { branchIds: readonly number[] | null; carClassId?: number },
  executor?: DbExecutor,
): Promise<{ branchId: number; carClassId: number; total: number }[]> {
  const db = executor ?? (await getDb());
  const rows = await db
    .select({
      branchId: vehicles.branchId,
      carClassId: vehicles.carClassId,
      total: sql<number>`count(*)::int`,
    })
    .from(vehicles)
    .where(
      and(
        inBranches(vehicles.branchId, filter.branchIds),
        eq(vehicles.status, "in_service"),
        filter.carClassId === undefined ? undefined : eq(vehicles.carClassId, filter.carClassId),
      ),
    )
    .groupBy(vehicles.branchId, vehicles.carClassId);
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/** Downtime of in-service cars at the branches overlapping [from, to), with the car's branch and class. */
export async function listDowntimeInWindow(
  filter: { branchIds: readonly number[] | null; carClassId?: number; from: Date; to: Date },
  executor?: DbExecutor,
): Promise<(Downtime & { branchId: number; carClassId: number })[]> {
  const db = executor ?? (await getDb());
  return db
    .select({ ...downtimeColumns, branchId: vehicles.branchId, carClassId: vehicles.carClassId })
    .from(vehicleDowntime)
    .innerJoin(vehicles, eq(vehicles.id, vehicleDowntime.vehicleId))
    .where(
      and(
        inBranches(vehicles.branchId, filter.branchIds),
        eq(vehicles.status, "in_service"),
        filter.carClassId === undefined ? undefined : eq(vehicles.carClassId, filter.carClassId),
        lt(vehicleDowntime.startsAt, filter.to),
        or(isNull(vehicleDowntime.endsAt), gt(vehicleDowntime.endsAt, filter.from)),
      ),
    );
}
