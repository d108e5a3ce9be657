/**
 * A booking priced again with a new drop-off, and whether a car is free for the time it adds:
 * the change rules the extend pages (and any other change of dates) share.
 *
 * - Price: the booking priced again with priceReservation for the new drop-off: same vehicle
 *   class, branches, pick-up (so the same season), extras and quantities, insurance, carbon
 *   offset and shuttle, the promo discount percent the booking had (even if the code has expired
 *   since), and the card processing fee percent the booking was paid with (none for a bank
 *   transfer). Difference = new total − current total (reservations.total).
 * - Availability: a later drop-off needs a car of the class free at the pick-up branch for the
 *   added period [current drop-off, new drop-off), not counting this booking; checked when the
 *   date is chosen and again under the class lock when the change is applied. A shorter rental
 *   needs none.
 */
import { getSeasonForPickup } from "../../booking/pricing/rates.server";
import {
  getExtrasByCodes,
  getInsuranceOption,
  getShuttleOption,
} from "~/models/catalog/booking-options.server";
import { getBranchById, type Branch } from "~/models/catalog/branches.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { availabilityOfClass, isBookable } from "../../booking/availability/availability.server";
import { priceReservation, rentalPeriod, type PriceBreakdown } from "../../booking/pricing/rules";
import { loadOneWayFees } from "../../booking/pricing/one-way-fees.server";
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

/** The booking priced again with a new drop-off (see the file comment). Null when its data is gone. */
export async function priceWithDropOff(
  reservation: Reservation,
  dropOffAt: Date,
): Promise<PriceBreakdown | null> {
  const [branches, carClass, extras, insurance, shuttle, oneWayFees] = await Promise.all([
    loadExtendBranches(reservation),
    getCarClassById(reservation.carClassId),
    getExtrasByCodes(reservation.extras.map((extra) => extra.code)),
    reservation.insuranceCode ? getInsuranceOption(reservation.insuranceCode) : Promise.resolve(null),
    reservation.shuttleCode ? getShuttleOption(reservation.shuttleCode) : Promise.resolve(null),
    loadOneWayFees(),
  ]);
  if (!branches || !carClass) return null;
  const season = await getSeasonForPickup(branches.pickup.code, reservation.pickupAt);
  const quantities = new Map(reservation.extras.map((extra) => [extra.code, extra.quantity]));
  const old = reservation.priceBreakdown;
  return priceReservation({
    period: rentalPeriod(reservation.pickupAt, dropOffAt),
    pickupBranch: branches.pickup,
    dropOffBranch: branches.dropOff,
    oneWayFees,
    carClass,
    seasons: season ? [season] : [],
    extras: extras.map((extra) => ({ extra, quantity: quantities.get(extra.code) ?? 0 })),
    insurance,
    isCarbonOffset: reservation.isCarbonOffset,
    shuttle,
    promo: old?.discount ? { code: old.discount.code, discountPercent: old.discount.percent } : null,
    processingFee: old?.processingFee
      ? { cardType: old.processingFee.cardType, percent: old.processingFee.percent }
      : null,
  });
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
