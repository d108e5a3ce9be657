/** Texts of the vehicle results (/vehicles/ and the business new-booking page). */

/** A search with no vehicle to offer (/vehicles/ and the business new-booking page). */
export const NO_VEHICLES_AVAILABLE = "Sorry, no vehicles are available for these dates. Please try other dates or another branch.";

/** Sort and filter form of /vehicles/ (filters.ts, sorting.ts): labels, options and results. */
export const VEHICLE_LIST_TEXT = {
  formLabel: "Sort and filter vehicles",
  apply: "Apply filters",
  clear: "Clear filters",
  sort: {
    label: "Sort by",
    options: { recommended: "Recommended", price: "Price: lowest first", "price-desc": "Price: highest first" },
  },
  category: { label: "Vehicle type", any: "All vehicles" },
  seats: { label: "Seats", any: "Any number" },
  transmission: { label: "Gearbox", any: "Any gearbox", options: { automatic: "Automatic", manual: "Manual" } },
  fuel: { label: "Fuel", any: "Any fuel", options: { petrol: "Petrol", diesel: "Diesel", hybrid: "Hybrid", electric: "Electric" } },
  luggage: { label: "Large bags", any: "Any number" },
  /** "7 or more" (seats, large bags). */
  atLeast: (count: number) => `${count} or more`,
  /** "No vehicles match all of your filters." */
  noMatch: "No vehicles match all of your filters.",
  /** Removing one filter would show vehicles again. */
  loosenOne: (filter: string, matches: number) => `Remove “${filter}” to see ${vehiclesCount(matches)}.`,
  /** Only removing more than one filter would. */
  loosenAll: (total: number) => `Clear your filters to see all ${vehiclesCount(total)}.`,
  /** A link that removes one filter: "Without Fuel: Electric (3)". */
  without: (filter: string, matches: number) => `Without ${filter} (${matches})`,
} as const;

/** "1 vehicle", "12 vehicles". */
export const vehiclesCount = (count: number) => `${count} ${count === 1 ? "vehicle" : "vehicles"}`;

/** The count above the list: "34 vehicles", or "5 of 34 vehicles" once filters are on. */
export function vehicleCountText(shown: number, total: number, filtered: boolean): string {
  return filtered ? `${shown} of ${vehiclesCount(total)}` : vehiclesCount(total);
}
