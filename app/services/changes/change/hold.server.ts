/**
 * The car held for a booking's change of itinerary, and the commit that moves the booking onto it
 * (docs/changes.md, "Change the itinerary"; issue 31 item 3: no overbooking).
 *
 * - The hold is a `held` reservation of the new class and itinerary (holdVehicle, so the holds cap
 *   and its locks apply), keyed changeHoldKey(booking): a new hold for the booking replaces its
 *   earlier one, and a double submit of the same itinerary gets the same hold. The booking keeps
 *   its own car meanwhile; its car counts as free to the hold (same class, branch and an
 *   overlapping period need no second car), as the extend flow counts it for its added period.
 * - The commit runs in one transaction under the holder lock, then the class/branch locks of the
 *   old and the new class in one fixed order, then the rows: the booking must still be confirmed
 *   with the itinerary and total it was priced from; the hold is released; a car of the new class
 *   must be free for the new period, not counting the booking itself (so a car taken off the road
 *   by staff since the hold is never promised twice; a live hold only needs the car, a lapsed one
 *   also a class on sale); then completeChange (exactly one caller gets it) and the booking moves.
 */
import type { DbExecutor } from "~/models/catalog/car-classes.server";
import { completeChange, getChange, type BookingChange } from "~/models/reservations/booking-changes.server";
import {
  changeHoldKey,
  releaseChangeHold,
  withLockedChange,
} from "~/models/reservations/itinerary-changes.server";
import {
  isClaiming,
  setReservationColumns,
  type HoldResult,
  type Reservation,
} from "~/models/reservations/reservations.server";
import { availabilityOfClass, isBookable } from "../../booking/availability/availability.server";
import { holdVehicle } from "../../booking/availability/claims.server";
import type { PriceBreakdown } from "../../booking/pricing/rules";
import { roundMoney } from "../../platform/money";
import { itineraryOf, sameItinerary, type ItineraryChangeDetail, type ItineraryOf } from "./itinerary-rules";

/**
 * Holds a car of the new itinerary's class for a booking's change (see the file comment), with
 * the booking's own details on the hold so the back office can tell whose it is.
 */
export function holdForChange(
  booking: Reservation,
  to: ItineraryOf,
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
    extras: booking.extras,
    insuranceCode: booking.insuranceCode,
    isCarbonOffset: booking.isCarbonOffset,
    shuttleCode: booking.shuttleCode,
    promoCode: breakdown.discount ? booking.promoCode : null,
    clientReferenceNumber: booking.clientReferenceNumber,
    agentId: booking.agentId,
    salesSource: booking.salesSource,
    brandCode: booking.brandCode,
    userId: booking.userId,
    priceBreakdown: breakdown,
    clientAddress: options.clientAddress ?? null,
    sessionKey: changeHoldKey(booking.id),
    excludeReservationId: booking.id,
    now: options.now,
  });
}

export type ItineraryCommit =
  | { kind: "applied"; reservation: Reservation; previous: ItineraryOf }
  /** Another request applied it (a double submit, a refresh). */
  | { kind: "already" }
  /** The booking moved on (cancelled, or changed another way) since the change was priced. */
  | { kind: "changed" }
  /** No car of the new class is free for it any more: nothing moved, the hold is given back. */
  | { kind: "soldout" };

/** Whether `hold` is the car held for this change: its booking's key and the itinerary priced. */
function isHoldFor(hold: Reservation | null, booking: Reservation, to: ItineraryOf): hold is Reservation {
  return (
    hold !== null && hold.sessionKey === changeHoldKey(booking.id) && sameItinerary(itineraryOf(hold), to)
  );
}

type Outcome = ItineraryCommit | { kind: "claimed" };

async function moveBooking(
  tx: DbExecutor,
  change: Pick<BookingChange, "id">,
  booking: Reservation,
  hold: Reservation | null,
  detail: ItineraryChangeDetail,
  now: Date,
): Promise<Outcome> {
  if (
    booking.status !== "confirmed" ||
    !sameItinerary(itineraryOf(booking), detail.from) ||
    roundMoney(booking.total) !== detail.oldTotal
  ) {
    return { kind: "changed" };
  }
  const ours = isHoldFor(hold, booking, detail.to);
  const live = ours && isClaiming(hold, now);
  if (ours) await releaseChangeHold(tx, hold.id, now);
  const to = detail.to;
  const availability = await availabilityOfClass(
    {
      pickupBranchId: to.pickupBranchId,
      carClassId: to.carClassId,
      pickupAt: new Date(to.pickupAt),
      dropOffAt: new Date(to.dropOffAt),
      now,
      excludeReservationId: booking.id,
    },
    tx,
  );
  const free =
    availability !== null && availability.available >= 1 && (live || isBookable(availability.status));
  if (!free) return { kind: "soldout" };
  if (!(await completeChange(change.id, now, tx))) return { kind: "claimed" };
  const reservation = await setReservationColumns(tx, booking.id, {
    carClassId: to.carClassId,
    pickupBranchId: to.pickupBranchId,
    dropOffBranchId: to.dropOffBranchId,
    pickupAt: new Date(to.pickupAt),
    dropOffAt: new Date(to.dropOffAt),
    promoCode: detail.breakdown.discount ? booking.promoCode : null,
    priceBreakdown: detail.breakdown,
    total: detail.breakdown.total,
    updatedAt: now,
  });
  return { kind: "applied", reservation, previous: detail.from };
}

/**
 * Moves the booking to the change's new itinerary and class, once (see the file comment). The
 * money is settled by the caller before (a difference paid) or around it (settle.server.ts), as for
 * a change of extras; this only moves the car.
 */
export async function commitItineraryChange(
  change: Pick<BookingChange, "id" | "reservationId">,
  detail: ItineraryChangeDetail,
  options: { now?: Date } = {},
): Promise<ItineraryCommit> {
  const now = options.now ?? new Date();
  const result = await withLockedChange(change.reservationId, detail.holdId, (tx, booking, hold) =>
    moveBooking(tx, change, booking, hold, detail, now),
  );
  if ("ok" in result) return { kind: "changed" };
  if (result.kind === "claimed") return { kind: "already" };
  if (result.kind === "changed") {
    const current = await getChange(change.id);
    if (current?.status === "completed") return { kind: "already" };
  }
  return result;
}
