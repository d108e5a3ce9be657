/**
 * The car held for a booking's new itinerary while the customer reviews the change
 * (docs/changes.md, "Change a booking"; issue 31 item 3: no overbooking).
 *
 * The hold is a `held` reservation of the new class and itinerary (holdVehicle, so the holds cap
 * and its locks apply), keyed changeHoldKey(booking): a new hold for the booking replaces its
 * earlier one, and a double submit of the same itinerary gets the same hold. The booking keeps its
 * own car meanwhile; its car counts as free to the hold (`excludeReservationId`: the same class,
 * branch and an overlapping period need no second car). The booking moves onto it only in the
 * transaction that applies the change (apply.server.ts).
 */
import type { DbExecutor } from "~/models/catalog/car-classes.server";
import { getChangeInProgress, updateChange } from "~/models/reservations/booking-changes.server";
import { changeHoldKey, releaseChangeHolds } from "~/models/reservations/itinerary-changes.server";
import {
  getReservation,
  isClaiming,
  type HoldResult,
  type Reservation,
} from "~/models/reservations/reservations.server";
import { availabilityOfClass } from "../../booking/availability/availability.server";
import { extendHold, holdVehicle, markPaymentPending } from "../../booking/availability/claims.server";
import type { PriceBreakdown } from "../../booking/pricing/rules";
import { sameItinerary, itineraryOf, type ItineraryOf } from "./itinerary-rules";
import type { ItineraryPart } from "./itinerary-rules";
import { readChangeDetail, type ChangeChoice } from "./rules";

/**
 * Holds a car of the new itinerary's class for a booking's change (see the file comment), with
 * the booking's own details and the new choices on the hold, so the back office can tell whose it is.
 */
export function holdForChange(
  booking: Reservation,
  to: ItineraryOf,
  choice: ChangeChoice,
  breakdown: PriceBreakdown,
  options: { clientAddress?: string | null; now?: Date } = {},
): Promise<HoldResult> {
  return holdVehicle({
    carClassId: to.carClassId,
    pickupBranchId: to.pickupBranchId,
    dropOffBranchId: to.dropOffBranchId,
    pickupAt: new Date(to.pickupAt),
    dropOffAt: new Date(to.dropOffAt),
    customerDetails: booking.customerDetails,
    extras: choice.extras,
    insuranceCode: choice.insuranceCode || null,
    isCarbonOffset: booking.isCarbonOffset,
    shuttleCode: booking.shuttleCode,
    promoCode: breakdown.discount ? booking.promoCode : null,
    clientReferenceNumber: booking.clientReferenceNumber,
    agentId: booking.agentId,
    salesSource: booking.salesSource,
    brandCode: booking.brandCode,
    language: booking.language,
    userId: booking.userId,
    priceBreakdown: breakdown,
    clientAddress: options.clientAddress ?? null,
    sessionKey: changeHoldKey(booking.id),
    excludeReservationId: booking.id,
    now: options.now,
  });
}

/** Gives back any car held for the booking's change (a change that keeps the itinerary as booked). */
export function releaseHeldForChange(booking: Pick<Reservation, "id">, now: Date = new Date()) {
  return releaseChangeHolds(booking.id, now);
}

/** When the car held for the change in progress stops being held (ISO), or null: none held. */
export async function changeHoldExpiry(holdId: string, now: Date = new Date()): Promise<string | null> {
  const hold = await getReservation(holdId);
  if (!hold || !isClaiming(hold, now) || !hold.holdExpiresAt) return null;
  return hold.holdExpiresAt.toISOString();
}

export type ChangeHoldRenewal =
  | { ok: true; expiresAt: string | null }
  /** none: no change with a held car in progress; soldout: the car went to someone else. */
  | { ok: false; reason: "none" | "soldout" };

/**
 * Keeps the car held for the booking's change in progress for another hold period (the review's
 * timer, on activity and on "Continue"). A lapsed hold is taken again only while a car of the
 * class is free (the booking's own counted as free to it), and the change then names the new hold.
 */
export async function renewChangeHold(
  booking: Reservation,
  options: { clientAddress?: string | null; now?: Date } = {},
): Promise<ChangeHoldRenewal> {
  const now = options.now ?? new Date();
  const change = await getChangeInProgress(booking.id, "change");
  const detail = readChangeDetail(change?.detail);
  if (!change || !detail?.itinerary) return { ok: false, reason: "none" };
  const hold = await getReservation(detail.itinerary.holdId);
  if (hold && isClaiming(hold, now)) {
    const extended = await extendHold(hold.id, { now });
    if (extended.ok) {
      const { status, holdExpiresAt } = extended.reservation;
      return { ok: true, expiresAt: status === "held" && holdExpiresAt ? holdExpiresAt.toISOString() : null };
    }
  }
  const held = await holdForChange(booking, detail.itinerary.to, detail.to, detail.breakdown, {
    clientAddress: options.clientAddress,
    now,
  });
  if (!held.ok || !sameItinerary(itineraryOf(held.reservation), detail.itinerary.to))
    return { ok: false, reason: "soldout" };
  const saved = await updateChange(change.id, {
    detail: { itinerary: { ...detail.itinerary, holdId: held.reservation.id } },
    now,
  });
  if (!saved) return { ok: false, reason: "none" };
  return { ok: true, expiresAt: held.reservation.holdExpiresAt?.toISOString() ?? null };
}

/**
 * Before the gateway: the held car stays claimed for the payment window (as a booking's does), so
 * it is still there when the payment comes back. False when it can't be held any more.
 */
export async function keepHeldForPayment(holdId: string, now: Date = new Date()): Promise<boolean> {
  const result = await markPaymentPending(holdId, { now });
  return result.ok;
}

/**
 * Whether the car held for the change still has a car under it: every claim of the class for the
 * new period (the hold among them, the booking itself not counted) fits the cars on the road. False
 * once staff took cars off the road under the hold: nothing is charged for a change that can't
 * commit.
 */
export async function heldCarStillThere(
  booking: Pick<Reservation, "id">,
  part: ItineraryPart,
  now: Date = new Date(),
): Promise<boolean> {
  const availability = await availabilityForChange(booking, part, now);
  return availability !== null && availability.fleet - availability.offRoad - availability.booked >= 0;
}

/** The new class's availability for the new period, the booking itself not counted (in `tx` when given). */
export function availabilityForChange(
  booking: Pick<Reservation, "id">,
  part: ItineraryPart,
  now: Date,
  tx?: DbExecutor,
) {
  return availabilityOfClass(
    {
      pickupBranchId: part.to.pickupBranchId,
      carClassId: part.to.carClassId,
      pickupAt: new Date(part.to.pickupAt),
      dropOffAt: new Date(part.to.dropOffAt),
      now,
      excludeReservationId: booking.id,
    },
    tx,
  );
}
