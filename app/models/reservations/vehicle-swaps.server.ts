import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../catalog/car-classes.server";
import { getDb } from "../db.server";
import {
  branches,
  carClasses,
  rentals,
  rentalVehicleSwaps,
  users,
  vehicleDowntime,
  vehicles,
} from "../schema";

/**
 * Car swaps during a rental (issue 32): the swap rows, the rental moved onto the replacement, and
 * the ready cars a replacement is chosen from. The rental's vehicle_id is the car on the road, so
 * the open-rental unique index keeps a replacement on one rental, as at pick-up.
 */
export type VehicleSwap = typeof rentalVehicleSwaps.$inferSelect;
export type NewVehicleSwap = typeof rentalVehicleSwaps.$inferInsert;

/** A swap as the pages show it: the cars by registration and class, the branch and who did it. */
export type VehicleSwapLine = VehicleSwap & {
  fromRegistration: string;
  fromClassName: string;
  toRegistration: string;
  toClassName: string;
  branchName: string;
  swappedBy: string | null;
};

/** The swap a form's token names (a double submit finds it), or null. */
export async function getSwap(id: string, executor?: DbExecutor): Promise<VehicleSwap | null> {
  const db = executor ?? (await getDb());
  const [row] = await db.select().from(rentalVehicleSwaps).where(eq(rentalVehicleSwaps.id, id)).limit(1);
  return row ?? null;
}

/** The booking's latest swap (its readings start the last car's leg), or null. */
export async function latestSwap(reservationId: string, executor?: DbExecutor): Promise<VehicleSwap | null> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select()
    .from(rentalVehicleSwaps)
    .where(eq(rentalVehicleSwaps.reservationId, reservationId))
    .orderBy(desc(rentalVehicleSwaps.swappedAt), desc(rentalVehicleSwaps.createdAt))
    .limit(1);
  return row ?? null;
}

/** The booking's swaps, oldest first, with what the pages show. */
export async function listSwaps(reservationId: string, executor?: DbExecutor): Promise<VehicleSwapLine[]> {
  const db = executor ?? (await getDb());
  const fromCar = alias(vehicles, "from_car");
  const toCar = alias(vehicles, "to_car");
  const fromClass = alias(carClasses, "from_class");
  const toClass = alias(carClasses, "to_class");
  const rows = await db
    .select({
      swap: rentalVehicleSwaps,
      fromRegistration: fromCar.registration,
      fromClassName: fromClass.name,
      toRegistration: toCar.registration,
      toClassName: toClass.name,
      branchName: branches.name,
      swappedBy: users.email,
    })
    .from(rentalVehicleSwaps)
    .innerJoin(fromCar, eq(fromCar.id, rentalVehicleSwaps.fromVehicleId))
    .innerJoin(toCar, eq(toCar.id, rentalVehicleSwaps.toVehicleId))
    .innerJoin(fromClass, eq(fromClass.carClassId, fromCar.carClassId))
    .innerJoin(toClass, eq(toClass.carClassId, toCar.carClassId))
    .innerJoin(branches, eq(branches.id, rentalVehicleSwaps.branchId))
    .leftJoin(users, eq(users.id, rentalVehicleSwaps.swappedByUserId))
    .where(eq(rentalVehicleSwaps.reservationId, reservationId))
    .orderBy(asc(rentalVehicleSwaps.swappedAt), asc(rentalVehicleSwaps.createdAt));
  return rows.map(({ swap, ...rest }) => ({ ...swap, ...rest }));
}

/** Inserts the swap under its token: null when that token was used already (a double submit). */
export async function insertSwap(tx: DbExecutor, swap: NewVehicleSwap): Promise<VehicleSwap | null> {
  const [row] = await tx.insert(rentalVehicleSwaps).values(swap).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Moves the open rental from one car to the other (a conditional UPDATE: false when the rental is
 * closed or already on another car). Inside the caller's transaction; the caller has checked the
 * replacement is on no open rental under its row lock, and the unique index is the last word.
 */
export async function moveRentalToVehicle(
  tx: DbExecutor,
  reservationId: string,
  fromVehicleId: number,
  toVehicleId: number,
): Promise<boolean> {
  const rows = await tx
    .update(rentals)
    .set({ vehicleId: toVehicleId })
    .where(
      and(
        eq(rentals.reservationId, reservationId),
        eq(rentals.vehicleId, fromVehicleId),
        isNull(rentals.returnedAt),
      ),
    )
    .returning({ id: rentals.reservationId });
  return rows.length > 0;
}

export type SwapCandidate = {
  id: number;
  registration: string;
  odometerKm: number;
  carClassId: number;
  className: string;
  classCode: string;
  vehicleTypeName: string;
  dailyRate: number;
  fuelType: string;
  branchId: number;
};

/**
 * Cars ready to hand over now at the branches, of every class: in service, on no open rental, in
 * no downtime at `now`. By class order and registration.
 */
export async function listReadyVehiclesAtBranches(
  branchIds: readonly number[],
  now: Date,
  executor?: DbExecutor,
): Promise<SwapCandidate[]> {
  const db = executor ?? (await getDb());
  return db
    .select({
      id: vehicles.id,
      registration: vehicles.registration,
      odometerKm: vehicles.odometerKm,
      carClassId: vehicles.carClassId,
      className: carClasses.name,
      classCode: carClasses.classCode,
      vehicleTypeName: carClasses.vehicleTypeName,
      dailyRate: carClasses.dailyRate,
      fuelType: carClasses.fuelType,
      branchId: vehicles.branchId,
    })
    .from(vehicles)
    .innerJoin(carClasses, eq(carClasses.carClassId, vehicles.carClassId))
    .where(
      and(
        branchIds.length === 0 ? sql`false` : inArray(vehicles.branchId, [...branchIds]),
        eq(vehicles.status, "in_service"),
        sql`not exists (select 1 from ${rentals} where ${rentals.vehicleId} = ${vehicles.id} and ${rentals.returnedAt} is null)`,
        sql`not exists (select 1 from ${vehicleDowntime} where ${vehicleDowntime.vehicleId} = ${vehicles.id} and ${and(
          lte(vehicleDowntime.startsAt, now),
          or(isNull(vehicleDowntime.endsAt), gt(vehicleDowntime.endsAt, now)),
        )})`,
      ),
    )
    .orderBy(asc(vehicles.branchId), asc(carClasses.vehicleOrder), asc(vehicles.registration));
}
