/**
 * Swapping the car during a rental (issue 32 item 3), pure rules. The swap server applies them.
 *
 * - **The class**: the booked class is what the customer paid for. A replacement of the same class,
 *   or of a class whose daily rate is at least the booked class's, is a swap at no charge (the
 *   dearer one a free upgrade). A cheaper class is a downgrade: refused while a car of the booked
 *   class or better is ready at the branch, and with none, only with the reason the customer
 *   agreed (no refund is made here; the counter's refund does that when it is due). A trailer
 *   never replaces a car, nor a car a trailer.
 * - **The leg**: the rental runs on the latest car from its swap; the return charges fuel against
 *   that car's level at the swap and its km from that odometer (`rentalLeg`). The earlier cars'
 *   fuel is not charged: a swap is GO's doing (the car was not ready, or broke down).
 */
import type { SwapClassChange } from "~/models/schema";
import { SWAP_MESSAGES as M } from "./text";

export type SwapClass = { carClassId: number; dailyRate: number; fuelType: string };

const towed = (carClass: SwapClass) => carClass.fuelType === "none";

/** The replacement's class against the booked one, or null when it can't replace it at all. */
export function swapClassChange(booked: SwapClass, replacement: SwapClass): SwapClassChange | null {
  if (towed(booked) !== towed(replacement)) return null;
  if (replacement.carClassId === booked.carClassId) return "same";
  return replacement.dailyRate >= booked.dailyRate ? "upgrade" : "downgrade";
}

/** The car on the road and where its leg starts: the latest swap, else the pick-up. */
export type RentalLeg = { vehicleId: number; startOdometerKm: number; startFuelPercent: number; since: Date };

export function rentalLeg(
  rental: { vehicleId: number; pickupOdometerKm: number; pickupFuelPercent: number; pickedUpAt: Date },
  latest: { toVehicleId: number; toOdometerKm: number; toFuelPercent: number; swappedAt: Date } | null,
): RentalLeg {
  if (!latest || latest.toVehicleId !== rental.vehicleId)
    return {
      vehicleId: rental.vehicleId,
      startOdometerKm: rental.pickupOdometerKm,
      startFuelPercent: rental.pickupFuelPercent,
      since: rental.pickedUpAt,
    };
  return {
    vehicleId: latest.toVehicleId,
    startOdometerKm: latest.toOdometerKm,
    startFuelPercent: latest.toFuelPercent,
    since: latest.swappedAt,
  };
}

/** The replacement as the swap checks it: where it is, whether it is ready, its reading and class. */
export type ReplacementFacts = {
  id: number;
  branchId: number;
  ready: boolean;
  onRental: boolean;
  odometerKm: number;
  carClass: SwapClass;
};

export type SwapCheck = {
  outgoingVehicleId: number;
  /** Where the outgoing car's leg started (its odometer then). */
  legStartOdometerKm: number;
  booked: SwapClass;
  /** The swap's branch is one of the staff member's. */
  branchAllowed: boolean;
  swapBranchId: number;
  replacement: ReplacementFacts | null;
  /** A car of the booked class or better is ready at the swap's branch. */
  betterReady: boolean;
  input: { fromOdometerKm: number; toOdometerKm: number; downgradeReason: string | null };
};

export type SwapDecision =
  | { ok: true; classChange: SwapClassChange }
  | { ok: false; status: 409 | 422; fieldErrors: Record<string, string> };

/**
 * Whether the swap may be made, or the messages beside its fields: 409 when the replacement is
 * taken or off the road (the fleet changed under the form), else 422.
 */
export function swapDecision(check: SwapCheck): SwapDecision {
  const errors: Record<string, string> = {};
  let conflict = false;
  let classChange: SwapClassChange | null = null;
  if (!check.branchAllowed) errors.swapBranchId = M.branchNotAllowed;
  const car = check.replacement;
  if (!car) errors.toVehicleId = M.replacementRequired;
  else if (car.id === check.outgoingVehicleId) errors.toVehicleId = M.replacementSameCar;
  else if (car.onRental) {
    errors.toVehicleId = M.replacementTaken;
    conflict = true;
  } else if (!car.ready) {
    errors.toVehicleId = M.replacementOut;
    conflict = true;
  } else if (car.branchId !== check.swapBranchId) errors.toVehicleId = M.replacementElsewhere;
  else {
    classChange = swapClassChange(check.booked, car.carClass);
    if (!classChange) errors.toVehicleId = M.replacementUnfit;
    else if (classChange === "downgrade") {
      if (check.betterReady) errors.toVehicleId = M.downgradeWhileBetterReady;
      else if (!check.input.downgradeReason) errors.downgradeReason = M.downgradeReasonRequired;
    }
  }
  if (check.input.fromOdometerKm < check.legStartOdometerKm)
    errors.fromOdometerKm = M.fromOdometerBelow(check.legStartOdometerKm);
  if (car && !errors.toVehicleId && check.input.toOdometerKm < car.odometerKm)
    errors.toOdometerKm = M.toOdometerBelow(car.odometerKm);
  if (Object.keys(errors).length > 0 || !classChange)
    return { ok: false, status: conflict ? 409 : 422, fieldErrors: errors };
  return { ok: true, classChange };
}

/** Whether a ready car is of the booked class or better (what a downgrade must wait for). */
export function isBookedClassOrBetter(booked: SwapClass, candidate: SwapClass): boolean {
  const change = swapClassChange(booked, candidate);
  return change === "same" || change === "upgrade";
}
