/**
 * The pure rules of a change of itinerary (itinerary.server.ts): a booking's itinerary as a change
 * stores it, and the itinerary's part of a change's detail. Safe in the browser.
 */
import type { PriceBreakdown } from "../../booking/pricing/rules";
import type { Reservation } from "~/models/reservations/reservations.server";

/** Where a booking goes and in what: what a change of itinerary moves. Instants as ISO strings. */
export type ItineraryOf = {
  carClassId: number;
  pickupBranchId: number;
  dropOffBranchId: number;
  pickupAt: string;
  dropOffAt: string;
};

/** The itinerary's part of a change's detail (booking_changes.detail.itinerary). */
export type ItineraryChangeDetail = {
  from: ItineraryOf;
  to: ItineraryOf;
  /** The held reservation that claims a car of the new class until the change commits. */
  holdId: string;
  oldTotal: number;
  newTotal: number;
  difference: number;
  breakdown: PriceBreakdown;
  /** Why the promo code fell away, when it did. */
  promoNote: string | null;
};

export function itineraryOf(
  reservation: Pick<
    Reservation,
    "carClassId" | "pickupBranchId" | "dropOffBranchId" | "pickupAt" | "dropOffAt"
  >,
): ItineraryOf {
  return {
    carClassId: reservation.carClassId,
    pickupBranchId: reservation.pickupBranchId,
    dropOffBranchId: reservation.dropOffBranchId,
    pickupAt: reservation.pickupAt.toISOString(),
    dropOffAt: reservation.dropOffAt.toISOString(),
  };
}

export function sameItinerary(a: ItineraryOf, b: ItineraryOf): boolean {
  return (
    a.carClassId === b.carClassId &&
    a.pickupBranchId === b.pickupBranchId &&
    a.dropOffBranchId === b.dropOffBranchId &&
    new Date(a.pickupAt).getTime() === new Date(b.pickupAt).getTime() &&
    new Date(a.dropOffAt).getTime() === new Date(b.dropOffAt).getTime()
  );
}

function isItinerary(value: unknown): value is ItineraryOf {
  const it = value as ItineraryOf | null;
  return Boolean(
    it &&
    typeof it === "object" &&
    Number.isInteger(it.carClassId) &&
    Number.isInteger(it.pickupBranchId) &&
    Number.isInteger(it.dropOffBranchId) &&
    typeof it.pickupAt === "string" &&
    typeof it.dropOffAt === "string",
  );
}

/** The itinerary's part of a change's detail when it holds a priced, held itinerary, else null. */
export function readItineraryDetail(
  detail: Record<string, unknown> | null | undefined,
): ItineraryChangeDetail | null {
  const part = detail?.itinerary as ItineraryChangeDetail | undefined;
  if (!part || typeof part !== "object") return null;
  if (!isItinerary(part.from) || !isItinerary(part.to) || typeof part.holdId !== "string") return null;
  if (![part.oldTotal, part.newTotal, part.difference].every((n) => typeof n === "number")) return null;
  return part.breakdown && typeof part.breakdown === "object" ? part : null;
}
