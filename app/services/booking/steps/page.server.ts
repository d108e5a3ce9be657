import { getReservation as getReservationRow } from "~/models/reservations/reservations.server";
import { priceBooking } from "../pricing/booking.server";
import type { BookingState } from "./flow.server";
import { viewItinerary, type ItineraryView } from "../search/itinerary-view.server";
import type { PriceBreakdown } from "../pricing/rules";
import { toVehicleSummary, type VehicleSummary } from "../search/results.server";

/** What every booking step shows around its form: trip, vehicle, price so far, hold expiry. */
export type StepFrame = {
  itinerary: ItineraryView;
  vehicle: VehicleSummary;
  breakdown: PriceBreakdown;
  reference: string;
  /** ISO time the held car is released without activity; null once payment is under way. */
  holdExpiresAt: string | null;
  stepComplete: number;
  /** The server's clock when the page was made, so the browser's timer can correct its own. */
  serverNow: string;
};

export async function loadStepFrame(state: BookingState): Promise<StepFrame | null> {
  const [itinerary, priced, row] = await Promise.all([
    viewItinerary(state.itinerary),
    priceBooking(state.itinerary, state.reservation),
    getReservationRow(state.reservation.reservationId),
  ]);
  if (!itinerary || !priced || !row) return null;
  return {
    itinerary,
    vehicle: toVehicleSummary(priced.carClass),
    breakdown: priced.breakdown,
    reference: row.reference,
    holdExpiresAt: row.status === "held" && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
    stepComplete: state.reservation.stepComplete,
    serverNow: new Date().toISOString(),
  };
}
