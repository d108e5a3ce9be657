/**
 * Bookings the counter's tests hand over: a car of its own at the pick-up branch and a confirmed
 * booking of its class, paid by card and with the bond held as online check-in leaves it.
 */
import { approvePayment, createPayment } from "~/models/reservations/payments.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { updateReservation } from "~/models/reservations/reservations.server";
import { vehicles } from "~/models/schema";
import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import { bondHeldAtCheckIn } from "./pickup-checks";

const HOUR = 3600 * 1000;
let count = 0;

/** A new car of the class at the branch, ready (in service, no rental, no downtime). */
export async function counterCar(
  code: string,
  classCode = "5",
  options: { odometerKm?: number; tag?: string } = {},
) {
  const branch = (await getBranchByCode(code))!;
  const carClass = (await getCarClassByCode(classCode))!;
  count += 1;
  const tag = options.tag ?? "CNT";
  const db = await getDb();
  const [row] = await db
    .insert(vehicles)
    .values({
      fleetNumber: `${tag}-${count}`,
      registration: `${tag}${count}`,
      branchId: branch.id,
      carClassId: carClass.carClassId,
      odometerKm: options.odometerKm ?? 12_000,
    })
    .returning();
  clearCatalogCache();
  return row;
}

/**
 * A confirmed three-day booking of class 5 from `code` (to `dropOff`), picking up in
 * `pickupInHours` (default about 100), with a car of its own at `code`; paid `paid` by card
 * (default $400; 0: nothing paid) and the bond held.
 */
export async function counterBooking(
  code: string,
  options: { dropOff?: string; paid?: number; pickupInHours?: number; tag?: string } = {},
) {
  const now = new Date();
  const tag = options.tag ?? "CNT";
  const vehicle = await counterCar(code, "5", { tag });
  const pickupBranch = (await getBranchByCode(code))!;
  const dropOffBranch = options.dropOff ? (await getBranchByCode(options.dropOff))! : pickupBranch;
  const pickupAt = new Date(now.getTime() + (options.pickupInHours ?? 100 + count) * HOUR);
  const held = await holdVehicle({
    carClassId: vehicle.carClassId,
    pickupBranchId: pickupBranch.id,
    dropOffBranchId: dropOffBranch.id,
    pickupAt,
    dropOffAt: new Date(pickupAt.getTime() + 3 * 24 * HOUR),
    now,
  });
  if (!held.ok) throw new Error("expected a hold");
  const email = `${tag.toLowerCase()}-${count}@example.co.nz`;
  await updateReservation(held.reservation.id, {
    customerDetails: {
      firstName: "Aroha",
      lastName: `Counter${count}`,
      email,
      phone: `021 555 ${String(1000 + count)}`,
      country: "New Zealand",
      travelReason: "Leisure",
    },
  });
  const confirmed = await confirmReservation(held.reservation.id, { now: new Date(now.getTime() + 1000) });
  if (!confirmed.ok) throw new Error("expected a confirmation");
  const paid = options.paid ?? 400;
  if (paid > 0) {
    const { payment } = await createPayment({
      reservationId: held.reservation.id,
      method: "credit-card",
      amount: paid,
      idempotencyKey: `counter-test:${held.reservation.id}`,
    });
    await approvePayment(payment.id, { providerReference: `sbx_counter_${count}`, cardLast4: "4242" });
  }
  await bondHeldAtCheckIn(held.reservation.id);
  return {
    id: held.reservation.id,
    reference: held.reservation.reference,
    email,
    vehicle,
    pickupBranch,
    dropOffBranch,
  };
}
