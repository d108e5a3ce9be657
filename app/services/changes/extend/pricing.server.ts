/**
 * A booking priced again with a new drop-off, and whether a car is free for the time it adds:
 * the change rules the extend pages (and any other change of dates) share.
 *
 * - Price: the booking priced again for the new drop-off by the change's pricing (priceChoice, a
 *   new itinerary with the same class, branches and pick-up, so the same season): the class's
 *   rate today, extras and cover at today's prices, the carbon offset, the shuttle as booked, the
 *   promo percent the booking had (the pick-up day doesn't move, so it stays: promoForChange), and
 *   the card processing fee percent the booking was paid with (none for a bank transfer).
 *   Difference = new total − current total (reservations.total).
 * - Availability: a later drop-off needs a car of the class free at the pick-up branch for the
 *   added period [current drop-off, new drop-off), not counting this booking; checked when the
 *   date is chosen and again under the class lock when the change is applied. A shorter rental
 *   needs none.
 */
import { getBranchById, type Branch } from "~/models/catalog/branches.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { availabilityOfClass, isBookable } from "../../booking/availability/availability.server";
import type { PriceBreakdown } from "../../booking/pricing/rules";
import { currentChoice, loadChangeCatalog, priceChoice } from "../change/pricing.server";
import { isExtension } from "./rules";

export type ExtendBranches = { pickup: Branch; dropOff: Branch };

export async function loadExtendBranches(
  reservation: Pick<Reservation, "pickupBranchId" | "dropOffBranchId">,
): Promise<ExtendBranches | null> {
  const [pickup, dropOff] = await Promise.all([
    getBranchById(reservation.pickupBranchId),
    getBranchById(reservation.dropOffBranchId),
  ]);
  return pickup && dropOff ? { pickup, dropOff } : null;
}

/**
 * The booking priced again with a new drop-off (see the file comment), by the change's own
 * pricing (change/pricing.server.ts: one set of rules for every change). Null when its data is gone.
 */
export async function priceWithDropOff(
  reservation: Reservation,
  dropOffAt: Date,
): Promise<PriceBreakdown | null> {
  const [branches, carClass, catalog] = await Promise.all([
    loadExtendBranches(reservation),
    getCarClassById(reservation.carClassId),
    loadChangeCatalog(),
  ]);
  if (!branches || !carClass) return null;
  const priced = await priceChoice(reservation, currentChoice(reservation), catalog, {
    pickupBranch: branches.pickup,
    dropOffBranch: branches.dropOff,
    carClass,
    pickupAt: reservation.pickupAt,
    dropOffAt,
  });
  return priced?.breakdown ?? null;
}

/** Whether a car of the booking's class is free for the time a new drop-off adds (always, when shorter). */
export async function addedPeriodFree(
  reservation: Reservation,
  newDropOffAt: Date,
  now: Date = new Date(),
): Promise<boolean> {
  if (!isExtension(reservation.dropOffAt, newDropOffAt)) return true;
  const availability = await availabilityOfClass({
    pickupBranchId: reservation.pickupBranchId,
    carClassId: reservation.carClassId,
    pickupAt: reservation.dropOffAt,
    dropOffAt: newDropOffAt,
    now,
    excludeReservationId: reservation.id,
  });
  return availability !== null && isBookable(availability.status);
}
