/**
 * Which season and which hot deals or relocations apply to a rental (spec section 3): the rules
 * over the seasons and deals the catalogue stores.
 */
import {
  listActiveDeals,
  listHotDealsEndingFrom,
  listRateSeasons,
  type HotDeal,
} from "~/models/catalog/booking-options.server";
import { DEAL_TYPES, type DealType, type RateSeason } from "~/models/schema/booking";
import { findSeason, nzDate, rentalDays } from "./rules";

/** The season of a pick-up (its New Zealand date) at a branch; null when none covers it. */
export async function getSeasonForPickup(branchCode: string, pickupAt: Date): Promise<RateSeason | null> {
  const date = nzDate(pickupAt);
  const seasons = await listRateSeasons({ from: date, to: date });
  return findSeason(seasons, date, branchCode.trim().toUpperCase());
}

/**
 * Active deals whose pick-up window has not ended by `onDate` (the deals search without an
 * itinerary; default today in New Zealand), optionally only some deal types, in pick-up window order.
 */
export async function listHotDeals(
  options: { dealTypes?: readonly DealType[]; onDate?: string } = {},
): Promise<HotDeal[]> {
  return listHotDealsEndingFrom(options.onDate ?? nzDate(new Date()), options.dealTypes);
}

/**
 * Deals that apply to an itinerary: active, same pick-up and drop-off branches, the pick-up's
 * New Zealand date within the window, and the rental days within the deal's minimum and maximum.
 * At most one per class: the cheapest daily rate, then the most free days.
 */
export async function hotDealsForItinerary(itinerary: DealItinerary): Promise<HotDeal[]> {
  return dealsForItinerary(await listActiveDeals(), itinerary);
}

export type DealItinerary = {
  pickupBranchId: number;
  dropOffBranchId: number;
  pickupAt: Date;
  dropOffAt: Date;
  dealTypes?: readonly DealType[];
};

/** The rule of hotDealsForItinerary over deals already loaded (the flexible-dates row prices 7 days). */
export function dealsForItinerary(deals: readonly HotDeal[], itinerary: DealItinerary): HotDeal[] {
  const date = nzDate(itinerary.pickupAt);
  const days = rentalDays(itinerary.pickupAt, itinerary.dropOffAt);
  const types: readonly DealType[] =
    itinerary.dealTypes && itinerary.dealTypes.length > 0 ? itinerary.dealTypes : DEAL_TYPES;
  const byClass = new Map<number, HotDeal>();
  for (const deal of deals) {
    const applies =
      types.includes(deal.dealType) &&
      deal.pickupBranchId === itinerary.pickupBranchId &&
      deal.dropOffBranchId === itinerary.dropOffBranchId &&
      // ISO dates compare as strings.
      deal.validFrom <= date &&
      deal.validTo >= date &&
      (deal.minDays === null || deal.minDays <= days) &&
      (deal.maxDays === null || deal.maxDays >= days);
    if (applies && !byClass.has(deal.carClassId)) byClass.set(deal.carClassId, deal);
  }
  return [...byClass.values()];
}
