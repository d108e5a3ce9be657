/**
 * Pick-up at the counter (issue 21): the car handed over once. The rental's unique keys (one per
 * booking, one open per car) make a double submit or two staff racing for the last car do it
 * once; the change and its audit event are one transaction.
 */
import type { z } from "zod";
import { getDb } from "~/models/db.server";
import { recordBookingEvent } from "~/models/reservations/booking-events.server";
import {
  getRental,
  getVehicle,
  insertRental,
  isVehicleOnRental,
  listReadyVehicles,
  updateVehicleAfterCounter,
} from "~/models/reservations/rentals.server";
import { listReadyVehiclesAtBranches } from "~/models/reservations/vehicle-swaps.server";
import { fromNewZealand, nowInNewZealand } from "../../platform/dates";
import { notFound } from "../../platform/http-status";
import { recordAudit } from "../audit/audit.server";
import { FORM_ERROR_FIELD, type pickupSchema } from "./forms";
import { bondDecision, driverRefusals } from "./pickup-checks";
import { pickupChecksFacts } from "./pickup-checks.server";
import type { CounterReservation, CounterStaff } from "./reservation.server";
import { refused, type CounterOptions, type CounterResult } from "./result";
import { pickupOdometerRefusal, pickupRefusal, pickupTimeRefusals } from "./rules";
import { COUNTER_MESSAGES as M } from "./text";

export async function pickUp(
  staff: CounterStaff,
  reservation: CounterReservation,
  input: z.infer<typeof pickupSchema>,
  options: CounterOptions = {},
): Promise<CounterResult> {
  // The branch rule: only the pick-up branch's staff hand its cars over (the site's 404 else).
  if (!reservation.scope.handOver) throw notFound();
  const now = options.now ?? new Date();
  const existing = await getRental(reservation.id);
  // A double submit of the same hand-over: done already.
  if (existing && existing.vehicleId === input.vehicleId) return { ok: true, done: "picked-up" };
  const refusal = pickupRefusal({ status: reservation.status, picked: Boolean(existing) });
  if (refusal) return refused(409, { [FORM_ERROR_FIELD]: refusal });

  const vehicle = await getVehicle(input.vehicleId);
  const ready = await listReadyVehicles(reservation.pickupBranchId, reservation.carClassId, now);
  if (!vehicle || !ready.some((car) => car.id === vehicle.id)) {
    const openRental = vehicle ? await isVehicleOnRental(vehicle.id) : false;
    // Out of service or off the road: not ready even at its own branch (issue 32).
    const out =
      vehicle && !openRental
        ? !(await listReadyVehiclesAtBranches([vehicle.branchId], now)).some((car) => car.id === vehicle.id)
        : false;
    return refused(409, {
      vehicleId: openRental ? M.vehicleTaken : out ? M.vehicleOutOfService : M.vehicleNotReady,
    });
  }
  const odometer = pickupOdometerRefusal(input.odometerKm, vehicle.odometerKm);
  if (odometer) return refused(422, { odometerKm: odometer });
  const pickedUpAt = fromNewZealand(input.pickupDate, input.pickupTime);
  const { errors, early } = pickupTimeRefusals(
    reservation,
    { pickedUpAt, earlyOverride: input.earlyOverride },
    now,
  );
  // The licences by the booking's rules (issue 32): every driver, the site's age, valid to the drop-off.
  const checks = await pickupChecksFacts(reservation);
  const refusals: Record<string, string> = {
    ...errors,
    ...driverRefusals(input.drivers, {
      required: checks.required,
      pickupDate: nowInNewZealand(reservation.pickupAt).date,
      dropOffDate: nowInNewZealand(reservation.dropOffAt).date,
    }),
  };
  // The bond: held on a card (check-in's or the counter's), or waived by an Admin with a reason.
  const bond = bondDecision({
    held: checks.held,
    amount: checks.bondAmount,
    role: staff.role,
    waived: input.bondWaived,
    reason: input.bondWaiverReason,
  });
  if (!bond.ok) refusals[bond.field] = bond.message;
  if (!bond.ok || Object.keys(refusals).length > 0) return refused(422, refusals);
  // An override unticked where none is needed keeps no reason.
  const reason = early ? (input.overrideReason ?? null) : null;

  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const inserted = await insertRental(tx, {
      reservationId: reservation.id,
      vehicleId: vehicle.id,
      pickedUpAt,
      pickedUpByUserId: staff.id,
      pickupOdometerKm: input.odometerKm,
      pickupFuelPercent: input.fuelPercent,
      pickupChecks: {
        licenceSeen: input.licenceSeen,
        cardSeen: input.cardSeen,
        damageWalkaround: input.damageWalkaround,
      },
      drivers: input.drivers.slice(0, checks.required),
      bond: bond.bond,
    });
    if (!inserted.ok) return inserted.taken;
    await updateVehicleAfterCounter(tx, vehicle.id, { odometerKm: input.odometerKm });
    await recordBookingEvent(
      {
        reservationId: reservation.id,
        kind: "picked-up",
        actor: "staff",
        detail: { note: vehicle.registration, registration: vehicle.registration },
        now: pickedUpAt,
      },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: "booking.pick-up",
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.pickupBranchId,
        before: { vehicleOdometerKm: vehicle.odometerKm, rental: null },
        after: {
          reference: reservation.reference,
          registration: vehicle.registration,
          odometerKm: input.odometerKm,
          fuelPercent: input.fuelPercent,
          pickedUpAt: pickedUpAt.toISOString(),
          beforePickupDay: early,
          drivers: input.drivers.slice(0, checks.required).map((driver) => driver.name),
          bond: bond.bond?.kind ?? null,
        },
        reason,
        occurredAt: now,
      },
      tx,
    );
    if (bond.bond?.kind === "waived")
      await recordAudit(
        staff,
        {
          action: "booking.bond-waived",
          entityType: "reservation",
          entityId: reservation.id,
          branchId: reservation.pickupBranchId,
          before: { bond: bond.bond.amount },
          after: { reference: reservation.reference, bond: 0 },
          reason: bond.bond.reason,
          occurredAt: now,
        },
        tx,
      );
    return "done" as const;
  });
  if (outcome === "done") return { ok: true, done: "picked-up" };
  if (outcome === "booking") return refused(409, { [FORM_ERROR_FIELD]: M.alreadyPickedUp });
  return refused(409, { vehicleId: M.vehicleTaken });
}
