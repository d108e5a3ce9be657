/**
 * Sort orders of the vehicle list (/vehicles/?sort=…), kept in the URL like the filters. Pure.
 * The recommended order is the spec's (ordering.ts); the price orders sort by the price the card
 * shows, with sold-out classes after the ones that can still be booked.
 */
import type { CarClassStatus } from "../../../models/schema/catalog";

export const SORT_PARAM = "sort";

/** The sort orders, the default first. */
export const VEHICLE_SORTS = ["recommended", "price", "price-desc"] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];
export const DEFAULT_VEHICLE_SORT: VehicleSort = "recommended";

/** Reads the sort order from a URL; anything unknown is the default. */
export function readVehicleSort(searchParams: URLSearchParams): VehicleSort {
  const value = searchParams.get(SORT_PARAM)?.trim().toLowerCase();
  return (VEHICLE_SORTS as readonly string[]).includes(value ?? "")
    ? (value as VehicleSort)
    : DEFAULT_VEHICLE_SORT;
}

/**
 * The list in the order asked: `recommended` keeps the list as it is (already in the spec's
 * order); `price` puts the lowest price first and `price-desc` the highest, each with sold-out
 * classes last and ties in the recommended order. Returns a new array.
 */
export function sortVehicles<T extends { carClassStatus: CarClassStatus }>(
  vehicles: readonly T[],
  sort: VehicleSort,
  priceOf: (vehicle: T) => number,
): T[] {
  if (sort === "recommended") return [...vehicles];
  const direction = sort === "price" ? 1 : -1;
  const soldOut = (vehicle: T) => Number(vehicle.carClassStatus === "Soldout");
  // Array.prototype.sort is stable: equal prices keep the recommended order.
  return [...vehicles].sort((a, b) => soldOut(a) - soldOut(b) || direction * (priceOf(a) - priceOf(b)));
}
