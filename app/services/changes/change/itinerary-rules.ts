/**
 * The pure rules of a change of itinerary (pick-up and drop-off date, time and branch, vehicle
 * class): a booking's itinerary as a change stores it, and what the change's detail keeps of it.
 * Safe in the browser.
 */
import type { Reservation } from "~/models/reservations/reservations.server";

/** Where a booking goes and in what: what a change of itinerary moves. Instants as ISO strings. */
export type ItineraryOf = {
  carClassId: number;
  pickupBranchId: number;
  dropOffBranchId: number;
  pickupAt: string;
  dropOffAt: string;
};

/** The itinerary's part of a change's detail (ChangeDetail.itinerary). */
export type ItineraryPart = {
  from: ItineraryOf;
  to: ItineraryOf;
  /** The held reservation that claims a car of the new class until the change commits. */
  holdId: string;
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

/** A change detail's itinerary part when it holds one, else null. */
export function readItineraryPart(value: unknown): ItineraryPart | null {
  const part = value as ItineraryPart | null | undefined;
  if (!part || typeof part !== "object") return null;
  if (!isItinerary(part.from) || !isItinerary(part.to) || typeof part.holdId !== "string") return null;
  return { from: part.from, to: part.to, holdId: part.holdId };
}
