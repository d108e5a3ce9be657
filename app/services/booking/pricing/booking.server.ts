import {
  getExtrasByCodes,
  getHotDeal,
  getInsuranceOption,
  getProcessingFee,
  getShuttleOption,
  type HotDeal,
} from "~/models/catalog/booking-options.server";
import { getCarClassById, type CarClass } from "~/models/catalog/car-classes.server";
import type { SessionItinerary, SessionReservation } from "../session.server";
import { priceReservation, rentalPeriod, type PriceBreakdown } from "./rules";
import { loadBookingContext, type BookingContext } from "../search/results.server";

export type PricedBooking = {
  context: BookingContext;
  carClass: CarClass;
  hotDeal: HotDeal | null;
  breakdown: PriceBreakdown;
};

/**
 * The full price of the booking in the session: vehicle, one-way fee, the chosen extras,
 * insurance, carbon offset, shuttle, promo and, once a card type is chosen, its processing fee.
 * Null when the itinerary's branches or the vehicle no longer exist.
 */
export async function priceBooking(
  itinerary: SessionItinerary,
  reservation: SessionReservation,
  options: { cardType?: string | null } = {},
): Promise<PricedBooking | null> {
  if (reservation.carClassId === null) return null;
  const cardType = options.cardType ?? reservation.cardType;
  const [context, carClass, hotDeal, extras, insurance, shuttle, processingFee] = await Promise.all([
    loadBookingContext(itinerary, { reservationId: reservation.reservationId }),
    getCarClassById(reservation.carClassId),
    reservation.hotDealId !== null ? getHotDeal(reservation.hotDealId) : Promise.resolve(null),
    getExtrasByCodes(reservation.extras.map((extra) => extra.code)),
    reservation.insuranceCode ? getInsuranceOption(reservation.insuranceCode) : Promise.resolve(null),
    reservation.shuttleCode ? getShuttleOption(reservation.shuttleCode) : Promise.resolve(null),
    cardType ? getProcessingFee(cardType) : Promise.resolve(null),
  ]);
  if (!context || !carClass) return null;
  const quantities = new Map(reservation.extras.map((extra) => [extra.code, extra.quantity]));
  const breakdown = priceReservation({
    period: rentalPeriod(context.pickupAt, context.dropOffAt),
    pickupBranch: context.pickupBranch,
    dropOffBranch: context.dropOffBranch,
    oneWayFees: context.oneWayFees,
    carClass,
    seasons: context.seasons,
    hotDeal: hotDeal
      ? {
          id: hotDeal.id,
          dealType: hotDeal.dealType,
          dailyRate: hotDeal.dailyRate,
          freeDays: hotDeal.freeDays,
        }
      : null,
    extras: extras.map((extra) => ({ extra, quantity: quantities.get(extra.code) ?? 0 })),
    insurance,
    isCarbonOffset: reservation.isCarbonOffset,
    shuttle,
    promo: context.promo,
    processingFee,
  });
  return { context, carClass, hotDeal, breakdown };
}
