import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { getDb } from "../db.server";
import type { DbExecutor } from "../catalog/car-classes.server";
import {
  rentals,
  vehicleDowntime,
  vehicles,
  type PickupChecks,
  type RentalBond,
  type RentalDriver,
  type ReturnCharge,
} from "../schema";

/**
 * Pick-ups and returns at the counter (issue 21): one `rentals` row per reservation. The partial
 * unique index rentals_open_vehicle_key keeps a car on at most one open rental, and the primary
 * key a booking to one pick-up, so a double submit or two staff racing insert one row.
 */
export type Rental = typeof rentals.$inferSelect;
export type Vehicle = typeof vehicles.$inferSelect;

export async function getRental(reservationId: string, executor?: DbExecutor): Promise<Rental | null> {
  const db = executor ?? (await getDb());
  const [row] = await db.select().from(rentals).where(eq(rentals.reservationId, reservationId)).limit(1);
  return row ?? null;
}

export async function getVehicle(id: number, executor?: DbExecutor): Promise<Vehicle | null> {
  const db = executor ?? (await getDb());
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row ?? null;
}

/**
 * Cars ready to hand over now: of the class, based at the branch, in service, on no open rental
 * and in no downtime at `now`. By registration.
 */
export async function listReadyVehicles(
  branchId: number,
  carClassId: number,
  now: Date,
  executor?: DbExecutor,
): Promise<Vehicle[]> {
  const db = executor ?? (await getDb());
  return db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.branchId, branchId),
        eq(vehicles.carClassId, carClassId),
        eq(vehicles.status, "in_service"),
        sql`not exists (select 1 from ${rentals} where ${rentals.vehicleId} = ${vehicles.id} and ${rentals.returnedAt} is null)`,
        sql`not exists (select 1 from ${vehicleDowntime} where ${vehicleDowntime.vehicleId} = ${vehicles.id} and ${and(
          lte(vehicleDowntime.startsAt, now),
          or(isNull(vehicleDowntime.endsAt), gt(vehicleDowntime.endsAt, now)),
        )})`,
      ),
    )
    .orderBy(asc(vehicles.registration));
}

export type NewRental = {
  reservationId: string;
  vehicleId: number;
  pickedUpAt: Date;
  pickedUpByUserId: string;
  pickupOdometerKm: number;
  pickupFuelPercent: number;
  pickupChecks: PickupChecks;
  /** The drivers' licences and the bond (issue 32's pick-up checks). */
  drivers?: RentalDriver[];
  bond?: RentalBond | null;
};

/**
 * Opens the rental, or answers why not: "booking" when the booking has one already (a double
 * submit), "vehicle" when the car is on another open rental (someone was faster). Inside the
 * caller's transaction: on PostgreSQL a unique violation aborts the transaction, so the insert
 * skips conflicts instead and the caller reads which one it was.
 */
export async function insertRental(
  tx: DbExecutor,
  rental: NewRental,
): Promise<{ ok: true; rental: Rental } | { ok: false; taken: "booking" | "vehicle" }> {
  const [row] = await tx.insert(rentals).values(rental).onConflictDoNothing().returning();
  if (row) return { ok: true, rental: row };
  const existing = await getRental(rental.reservationId, tx);
  return { ok: false, taken: existing ? "booking" : "vehicle" };
}

/** Sets the car's odometer reading (and, at a return, its new branch). */
export async function updateVehicleAfterCounter(
  tx: DbExecutor,
  vehicleId: number,
  values: { odometerKm: number; branchId?: number },
): Promise<void> {
  await tx.update(vehicles).set(values).where(eq(vehicles.id, vehicleId));
}

export type RentalReturn = {
  returnedAt: Date;
  returnedByUserId: string;
  returnBranchId: number;
  returnOdometerKm: number;
  returnFuelPercent: number;
  damageNote: string | null;
  charges: ReturnCharge[];
  chargesTotal: number;
};

/** Closes an open rental (one conditional UPDATE: a second return gets null). */
export async function closeRental(
  tx: DbExecutor,
  reservationId: string,
  values: RentalReturn,
): Promise<Rental | null> {
  const [row] = await tx
    .update(rentals)
    .set(values)
    .where(and(eq(rentals.reservationId, reservationId), isNull(rentals.returnedAt)))
    .returning();
  return row ?? null;
}

export async function setRentalChargePayment(
  reservationId: string,
  paymentId: string,
  executor?: DbExecutor,
): Promise<void> {
  const db = executor ?? (await getDb());
  await db
    .update(rentals)
    .set({ chargePaymentId: paymentId })
    .where(eq(rentals.reservationId, reservationId));
}

/**
 * Claims the sending of a returned rental's final invoice: true for the one call that marks it
 * (a double submit, a refresh or "charge again" finds it marked and sends nothing).
 */
export async function claimInvoiceEmail(reservationId: string, at: Date): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(rentals)
    .set({ invoiceEmailedAt: at })
    .where(
      and(
        eq(rentals.reservationId, reservationId),
        isNotNull(rentals.returnedAt),
        isNull(rentals.invoiceEmailedAt),
      ),
    )
    .returning({ reservationId: rentals.reservationId });
  return rows.length > 0;
}

/** Whether the car is on an open rental now. */
export async function isVehicleOnRental(vehicleId: number, executor?: DbExecutor): Promise<boolean> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ id: rentals.reservationId })
    .from(rentals)
    .where(and(eq(rentals.vehicleId, vehicleId), isNull(rentals.returnedAt)))
    .limit(1);
  return Boolean(row);
}
