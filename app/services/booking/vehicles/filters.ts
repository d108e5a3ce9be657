import { MARKETING_CATEGORIES, type MarketingCategory } from "~/models/schema/catalog";

/**
 * Filters of the vehicle list, kept in the URL (?category=small-cars&seats=7) so a filtered
 * list can be shared, bookmarked and used without JavaScript.
 */
export type VehicleFilters = { category: MarketingCategory | null; minSeats: number | null };

export const FILTER_PARAMS = { category: "category", seats: "seats" } as const;

/** Seat counts offered as "at least N seats" (spec section 2 names 6, 7, 8 and 10 seaters). */
export const SEAT_FILTER_OPTIONS = [2, 4, 5, 6, 7, 8, 10] as const;

/** Reads filters from a URL; anything unknown is ignored rather than refused. */
export function readVehicleFilters(searchParams: URLSearchParams): VehicleFilters {
  const category = searchParams.get(FILTER_PARAMS.category);
  const seats = Number(searchParams.get(FILTER_PARAMS.seats));
  return {
    category: category && Object.hasOwn(MARKETING_CATEGORIES, category) ? (category as MarketingCategory) : null,
    minSeats: (SEAT_FILTER_OPTIONS as readonly number[]).includes(seats) ? seats : null,
  };
}

export function applyVehicleFilters<T extends { marketingCategory: string | null; seats: number }>(
  vehicles: readonly T[],
  filters: VehicleFilters,
): T[] {
  return vehicles.filter(
    (vehicle) =>
      (filters.category === null || vehicle.marketingCategory === filters.category) &&
      (filters.minSeats === null || vehicle.seats >= filters.minSeats),
  );
}

export function hasFilters(filters: VehicleFilters): boolean {
  return filters.category !== null || filters.minSeats !== null;
}
