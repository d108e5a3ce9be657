/** Texts of the vehicle results (/vehicles/ and the business new-booking page). */

/** A search with no vehicle to offer (/vehicles/ and the business new-booking page). */
export const NO_VEHICLES_AVAILABLE =
  "Sorry, no vehicles are available for these dates. Please try other dates or another branch.";

/**
 * Another search from a page of results: a link to /search-vehicles/, which opens with the
 * current search filled in (ADR 0080).
 */
export const CHANGE_SEARCH_TEXT = {
  link: "Change pick-up, drop-off or dates",
  /** /search-vehicles/ when the visitor has a search: its heading, and the way back to it. */
  title: "Change your search",
  back: "Back to your vehicles",
} as const;

/** Sort and filter form of /vehicles/ (filters.ts, sorting.ts): labels, options and results. */
export const VEHICLE_LIST_TEXT = {
  formLabel: "Sort and filter vehicles",
  apply: "Apply filters",
  clear: "Clear filters",
  sort: {
    label: "Sort by",
    options: {
      recommended: "Recommended",
      price: "Price: lowest first",
      "price-desc": "Price: highest first",
    },
  },
  category: { label: "Vehicle type", any: "All vehicles" },
  seats: { label: "Seats", any: "Any number" },
  transmission: {
    label: "Gearbox",
    any: "Any gearbox",
    options: { automatic: "Automatic", manual: "Manual" },
  },
  fuel: {
    label: "Fuel",
    any: "Any fuel",
    options: { petrol: "Petrol", diesel: "Diesel", hybrid: "Hybrid", electric: "Electric" },
  },
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

/** The specs of a vehicle card (specs.ts): a car's, or a towed class's instead of seats and doors. */
export const VEHICLE_SPEC_TEXT = {
  seats: "Seats",
  doors: "Doors",
  luggage: "Luggage",
  gearbox: "Gearbox",
  fuel: "Fuel",
  none: "None",
  /** "2 large, 1 small" */
  bags: (large: number, small: number) =>
    [large ? `${large} large` : null, small ? `${small} small` : null].filter(Boolean).join(", "),
  sleeps: "Sleeps",
  size: "Size (L × W × H)",
  /** "1.8 × 1.2 × 1.0 m" */
  sizeValue: (metres: [number, number, number]) => `${metres.map((m) => m.toFixed(1)).join(" × ")} m`,
  load: "Load",
  loadValue: (kg: string) => `Up to ${kg} kg`,
  towing: "To tow it",
  /** "A towbar with a 50 mm ball and a 7-pin flat plug, on a vehicle rated to tow 750 kg unbraked" */
  towingValue: (ballMm: number, plug: string, grossKg: string, braked: boolean) =>
    `A towbar with a ${ballMm} mm ball and a ${plug} plug, on a vehicle rated to tow ${grossKg} kg ${braked ? "braked" : "unbraked"}`,
} as const;

/** A class's photos: the card shows the first, the rest open from its link (photos.ts). */
export const VEHICLE_PHOTOS_TEXT = {
  /** The card's link: "More photos (4)" (the photos besides the one on the card). */
  more: (others: number) => `More photos (${others})`,
  /** The photo page's heading and the modal's title: "Photos of the Toyota Yaris or similar". */
  title: (name: string) => `Photos of the ${name}`,
  back: "Back to the vehicles",
  loading: "Loading photos…",
  failed: "The photos could not be loaded. Open the photos page instead.",
  /** The photo page's count under its heading: "5 photos, Class 1". */
  count: (photos: number, classCode: string) =>
    `${photos} ${photos === 1 ? "photo" : "photos"}, Class ${classCode}`,
} as const;
