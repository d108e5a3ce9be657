/**
 * Swapping the car during a rental at the counter (issue 32 item 3): the outgoing car's readings
 * and fate (ready again, or out of service with its reason, left at the branch of the swap with
 * its move in the car's history), the replacement from the ready cars of that branch, and the
 * rental moved onto it, all in one transaction with the audit line `booking.car-swapped`. The
 * form's token is the swap's id, so a double submit swaps once; the rental moves by a conditional
 * UPDATE from the car the page showed, and the open-rental unique index keeps the replacement on
 * one rental.
 */
import { listBranches } from "~/models/catalog/branches.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { findOverlappingDowntime, insertDowntime, lockVehicle } from "~/models/fleet/fleet.server";
import { recordVehicleMove } from "~/models/fleet/moves.server";
import {
  getRental,
  getVehicle,
  isVehicleOnRental,
  updateVehicleAfterCounter,
} from "~/models/reservations/rentals.server";
import {
  getSwap,
  insertSwap,
  latestSwap,
  listReadyVehiclesAtBranches,
  moveRentalToVehicle,
  type SwapCandidate,
} from "~/models/reservations/vehicle-swaps.server";
import { notFound } from "../../platform/http-status";
import { canSeeBranch } from "../access/rules";
import { recordAudit } from "../audit/audit.server";
import { FORM_ERROR_FIELD } from "../bookings/forms";
import type { CounterReservation, CounterStaff } from "../bookings/reservation.server";
import { refused, type CounterOptions, type CounterResult } from "../bookings/result";
import type { SwapInput } from "./forms";
import { isBookedClassOrBetter, rentalLeg, swapClassChange, swapDecision, type SwapClass } from "./rules";
import { SWAP_MESSAGES as M, SWAP_TEXT as T } from "./text";

class RentalMovedOn extends Error {}

const classOf = (row: { carClassId: number; dailyRate: number; fuelType: string }): SwapClass => ({
  carClassId: row.carClassId,
  dailyRate: row.dailyRate,
  fuelType: row.fuelType,
});

export async function swapCar(
  staff: CounterStaff,
  reservation: CounterReservation,
  input: SwapInput,
  options: CounterOptions = {},
): Promise<CounterResult> {
  // The branch rule: only the staff of the branch where the car is now swap it (the site's 404 else).
  if (!reservation.scope.swap) throw notFound();
  const now = options.now ?? new Date();
  // A double submit of the same form: done already.
  const already = await getSwap(input.token);
  if (already) {
    if (already.reservationId === reservation.id) return { ok: true, done: "car-swapped" };
    return refused(400, { [FORM_ERROR_FIELD]: M.stale });
  }
  const rental = await getRental(reservation.id);
  if (!rental || rental.returnedAt) return refused(409, { [FORM_ERROR_FIELD]: M.notOnTheRoad });
  if (rental.vehicleId !== input.fromVehicleId) return refused(409, { [FORM_ERROR_FIELD]: M.stale });

  const [outgoing, replacement, booked, latest, branches] = await Promise.all([
    getVehicle(rental.vehicleId),
    getVehicle(input.toVehicleId),
    getCarClassById(reservation.carClassId),
    latestSwap(reservation.id),
    listBranches(),
  ]);
  if (!outgoing || !booked) throw notFound();
  const leg = rentalLeg(rental, latest);
  const branchAllowed =
    canSeeBranch(staff, input.swapBranchId) && branches.some((branch) => branch.id === input.swapBranchId);
  const readyHere = branchAllowed ? await listReadyVehiclesAtBranches([input.swapBranchId], now) : [];
  let replacementFacts = null;
  if (replacement) {
    const replacementClass = await getCarClassById(replacement.carClassId);
    const readyThere = await listReadyVehiclesAtBranches([replacement.branchId], now);
    replacementFacts = {
      id: replacement.id,
      branchId: replacement.branchId,
      ready: readyThere.some((car) => car.id === replacement.id),
      onRental: replacement.id !== outgoing.id && (await isVehicleOnRental(replacement.id)),
      odometerKm: replacement.odometerKm,
      carClass: classOf(replacementClass ?? { carClassId: 0, dailyRate: 0, fuelType: "none" }),
    };
  }
  const decision = swapDecision({
    outgoingVehicleId: outgoing.id,
    legStartOdometerKm: leg.startOdometerKm,
    booked: classOf(booked),
    branchAllowed,
    swapBranchId: input.swapBranchId,
    replacement: replacementFacts,
    betterReady: readyHere.some((car) => isBookedClassOrBetter(classOf(booked), classOf(car))),
    input: {
      fromOdometerKm: input.fromOdometerKm,
      toOdometerKm: input.toOdometerKm,
      downgradeReason: input.downgradeReason,
    },
  });
  if (!decision.ok) return refused(decision.status, decision.fieldErrors);
  const toVehicleId = input.toVehicleId;
  const outOfService = input.outgoing === "out-of-service";

  const db = await getDb();
  let outcome: "swapped" | "done" | "taken";
  try {
    outcome = await db.transaction(async (tx) => {
      // Both cars' rows, locked in id order (two swaps never wait on each other crosswise).
      const locked = new Map<number, Awaited<ReturnType<typeof lockVehicle>>>();
      for (const id of [outgoing.id, toVehicleId].sort((a, b) => a - b))
        locked.set(id, await lockVehicle(tx, id));
      const lockedReplacement = locked.get(toVehicleId);
      if (
        !lockedReplacement ||
        lockedReplacement.status !== "in_service" ||
        lockedReplacement.branchId !== input.swapBranchId ||
        (await isVehicleOnRental(toVehicleId, tx))
      )
        return "taken" as const;
      const swap = await insertSwap(tx, {
        id: input.token,
        reservationId: reservation.id,
        swappedAt: now,
        swappedByUserId: staff.id,
        branchId: input.swapBranchId,
        fromVehicleId: outgoing.id,
        fromOdometerKm: input.fromOdometerKm,
        fromFuelPercent: input.fromFuelPercent,
        fromOutOfService: outOfService,
        outOfServiceReason: outOfService ? input.outOfServiceReason : null,
        toVehicleId,
        toOdometerKm: input.toOdometerKm,
        toFuelPercent: input.toFuelPercent,
        classChange: decision.classChange,
        downgradeReason: decision.classChange === "downgrade" ? input.downgradeReason : null,
      });
      if (!swap) return "done" as const;
      if (!(await moveRentalToVehicle(tx, reservation.id, outgoing.id, toVehicleId)))
        throw new RentalMovedOn();
      const fromBranchId = locked.get(outgoing.id)?.branchId ?? outgoing.branchId;
      await updateVehicleAfterCounter(tx, outgoing.id, {
        odometerKm: Math.max(input.fromOdometerKm, outgoing.odometerKm),
        branchId: input.swapBranchId,
      });
      await recordVehicleMove(tx, {
        vehicleId: outgoing.id,
        fromBranchId,
        toBranchId: input.swapBranchId,
        movedAt: now,
        kind: "swap",
        reservationId: reservation.id,
        movedByUserId: staff.id,
      });
      await updateVehicleAfterCounter(tx, toVehicleId, { odometerKm: input.toOdometerKm });
      // Out of service as the fleet's own: a downtime from now until further notice, with its reason
      // (none added when the car is already off the road now).
      let downtimeId: string | null = null;
      if (
        outOfService &&
        !(await findOverlappingDowntime(tx, outgoing.id, now, new Date(now.getTime() + 1000)))
      ) {
        const downtime = await insertDowntime(tx, {
          id: crypto.randomUUID(),
          vehicleId: outgoing.id,
          kind: "out_of_service",
          startsAt: now,
          endsAt: null,
          reason: input.outOfServiceReason ?? "",
          createdByUserId: staff.id,
        });
        downtimeId = downtime?.id ?? null;
        await recordAudit(
          staff,
          {
            action: "vehicle.out-of-service",
            entityType: "vehicle",
            entityId: outgoing.registration,
            branchId: input.swapBranchId,
            before: null,
            after: {
              downtimeId,
              kind: "out_of_service",
              startsAt: now.toISOString(),
              endsAt: null,
              swappedOn: reservation.reference,
            },
            reason: input.outOfServiceReason,
            occurredAt: now,
          },
          tx,
        );
      }
      await recordAudit(
        staff,
        {
          action: "booking.car-swapped",
          entityType: "reservation",
          entityId: reservation.id,
          branchId: input.swapBranchId,
          before: {
            registration: outgoing.registration,
            vehicleBranchId: fromBranchId,
            legStartOdometerKm: leg.startOdometerKm,
            legStartFuelPercent: leg.startFuelPercent,
          },
          after: {
            reference: reservation.reference,
            swapId: swap.id,
            outgoing: {
              registration: outgoing.registration,
              odometerKm: input.fromOdometerKm,
              fuelPercent: input.fromFuelPercent,
              branchId: input.swapBranchId,
              outOfService,
              downtimeId,
            },
            replacement: {
              registration: replacement?.registration ?? null,
              odometerKm: input.toOdometerKm,
              fuelPercent: input.toFuelPercent,
            },
            classChange: decision.classChange,
          },
          reason:
            [
              outOfService ? input.outOfServiceReason : null,
              decision.classChange === "downgrade" ? input.downgradeReason : null,
            ]
              .filter(Boolean)
              .join(" / ") || null,
          occurredAt: now,
        },
        tx,
      );
      return "swapped" as const;
    });
  } catch (error) {
    if (error instanceof RentalMovedOn) {
      if (await getSwap(input.token)) return { ok: true, done: "car-swapped" };
      return refused(409, { [FORM_ERROR_FIELD]: M.stale });
    }
    // The open-rental unique index: a pick-up took the replacement between the check and the move.
    if (await isVehicleOnRental(toVehicleId)) {
      if (await getSwap(input.token)) return { ok: true, done: "car-swapped" };
      return refused(409, { toVehicleId: M.replacementTaken });
    }
    throw error;
  }
  if (outcome === "taken") return refused(409, { toVehicleId: M.replacementTaken });
  return { ok: true, done: "car-swapped" };
}

export type SwapFormView = {
  fromVehicleId: string;
  registration: string;
  legStartOdometerKm: number;
  branches: { value: string; label: string }[];
  defaultBranchId: string;
  cars: { value: string; label: string }[];
  outgoing: { value: string; label: string }[];
};

/**
 * The swap form of a rental on the road, for staff the branch rule lets swap its car: the
 * branches the swap may be made at (theirs; the car's own first) and the ready cars there.
 */
export async function swapFormView(
  staff: CounterStaff | null,
  reservation: CounterReservation,
  now: Date,
): Promise<SwapFormView | null> {
  if (!staff || !reservation.scope.swap) return null;
  const rental = await getRental(reservation.id);
  if (!rental || rental.returnedAt) return null;
  const [car, booked, latest, branches] = await Promise.all([
    getVehicle(rental.vehicleId),
    getCarClassById(reservation.carClassId),
    latestSwap(reservation.id),
    listBranches(),
  ]);
  if (!car || !booked) return null;
  const mine = branches.filter((branch) => canSeeBranch(staff, branch.id));
  const ordered = [
    ...mine.filter((branch) => branch.id === car.branchId),
    ...mine.filter((branch) => branch.id !== car.branchId),
  ];
  const ready = await listReadyVehiclesAtBranches(
    ordered.map((branch) => branch.id),
    now,
  );
  const nameOf = new Map(branches.map((branch) => [branch.id, branch.name]));
  const note = (candidate: SwapCandidate) => {
    const change = swapClassChange(classOf(booked), classOf(candidate));
    return change === "upgrade" ? T.upgradeNote : change === "downgrade" ? T.downgradeNote : T.sameClass;
  };
  return {
    fromVehicleId: String(car.id),
    registration: car.registration,
    legStartOdometerKm: rentalLeg(rental, latest).startOdometerKm,
    branches: ordered.map((branch) => ({
      value: String(branch.id),
      label: T.branchOption(branch.name, branch.id === car.branchId),
    })),
    defaultBranchId: ordered[0] ? String(ordered[0].id) : "",
    cars: ready
      .filter((candidate) => swapClassChange(classOf(booked), classOf(candidate)) !== null)
      .map((candidate) => ({
        value: String(candidate.id),
        label: T.replacementOption(
          candidate.registration,
          candidate.className,
          candidate.odometerKm,
          nameOf.get(candidate.branchId) ?? "",
          note(candidate),
        ),
      })),
    outgoing: [
      { value: "ready", label: T.outgoingReady },
      { value: "out-of-service", label: T.outgoingOut },
    ],
  };
}
