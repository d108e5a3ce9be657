/**
 * Order of the vehicle results (spec section 4). Pure.
 */
import type { CarClassStatus } from "../../../models/schema/catalog";
import type { DealType } from "../../../models/schema/booking";

/** The class code that always goes last (the mystery car). */
export const LAST_CLASS_CODE = "X";

/** What ordering needs of a search result vehicle (spec section 3 field names). */
export type OrderableVehicle = {
  classCode: string;
  carClassStatus: CarClassStatus;
  vehicleType: { vehicleOrder: number };
  /** Present for hot deals and relocations. */
  hotDealInfo?: { dealType: DealType } | null;
};

/** Rank of a vehicle: 0 hot-deal available … 4 sold out; null for Invisible (never shown). */
export function vehicleRank(vehicle: OrderableVehicle): number | null {
  const isDeal = Boolean(vehicle.hotDealInfo);
  switch (vehicle.carClassStatus) {
    case "Available":
      return isDeal ? 0 : 1;
    case "OnRequest":
      return isDeal ? 2 : 3;
    case "Soldout":
      return 4;
    case "Invisible":
      return null;
  }
}

/**
 * Hot-deal (or relocation) Available first, then other Available, then hot-deal OnRequest, then
 * other OnRequest, then Soldout, each group by vehicleOrder (then class code, for a stable order);
 * class X after everything else whatever its status; Invisible vehicles removed. Returns a new
 * array; the input is left as it was.
 */
export function orderVehicles<T extends OrderableVehicle>(list: readonly T[]): T[] {
  const ranked: Array<{ vehicle: T; rank: number; last: boolean }> = [];
  for (const vehicle of list) {
    const rank = vehicleRank(vehicle);
    if (rank === null) continue;
    ranked.push({ vehicle, rank, last: vehicle.classCode.toUpperCase() === LAST_CLASS_CODE });
  }
  ranked.sort(
    (a, b) =>
      Number(a.last) - Number(b.last) ||
      a.rank - b.rank ||
      a.vehicle.vehicleType.vehicleOrder - b.vehicle.vehicleType.vehicleOrder ||
      a.vehicle.classCode.localeCompare(b.vehicle.classCode),
  );
  return ranked.map((entry) => entry.vehicle);
}
