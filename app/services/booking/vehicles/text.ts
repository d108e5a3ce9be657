/** Texts of the vehicle results (/vehicles/ and the business new-booking page). */
import { formatNumber, localNumberFormat } from "../../platform/i18n/formats";
import { plural, t, tPlural } from "../../platform/i18n/translate";

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
  atLeast: (count: number) => t("{{count}} or more", { count: formatNumber(count) }),
  /** "No vehicles match all of your filters." */
  noMatch: "No vehicles match all of your filters.",
  /** Removing one filter would show vehicles again. */
  loosenOne: (filter: string, matches: number) =>
    t("Remove “{{filter}}” to see {{vehicles}}.", { filter, vehicles: vehiclesCount(matches) }),
  /** Only removing more than one filter would. */
  loosenAll: (total: number) =>
    t("Clear your filters to see all {{vehicles}}.", { vehicles: vehiclesCount(total) }),
  /** A link that removes one filter: "Without Fuel: Electric (3)". */
  without: (filter: string, matches: number) =>
    t("Without {{filter}} ({{matches}})", { filter, matches: formatNumber(matches) }),
} as const;

export const VEHICLE_COUNT = plural("{{count}} vehicle", "{{count}} vehicles");

/** "1 vehicle", "12 vehicles". */
export const vehiclesCount = (count: number) => tPlural(VEHICLE_COUNT, count);

/** The count above the list: "34 vehicles", or "5 of 34 vehicles" once filters are on. */
export function vehicleCountText(shown: number, total: number, filtered: boolean): string {
  return filtered
    ? t("{{shown}} of {{vehicles}}", { shown: formatNumber(shown), vehicles: vehiclesCount(total) })
    : vehiclesCount(total);
}

/** "2 large", "1 small" (bags, in the card's luggage line). */
export const LARGE_BAGS = plural("{{count}} large", "{{count}} large");
export const SMALL_BAGS = plural("{{count}} small", "{{count}} small");

/** "1.8" in English, "1,8" in German. */
const oneDecimal = (value: number) =>
  localNumberFormat("one-decimal", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

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
    [large ? tPlural(LARGE_BAGS, large) : null, small ? tPlural(SMALL_BAGS, small) : null]
      .filter(Boolean)
      .join(", "),
  sleeps: "Sleeps",
  size: "Size (L × W × H)",
  /** "1.8 × 1.2 × 1.0 m" */
  sizeValue: (metres: [number, number, number]) =>
    t("{{size}} m", { size: metres.map((m) => oneDecimal(m)).join(" × ") }),
  load: "Load",
  loadValue: (kg: string) => t("Up to {{kg}} kg", { kg }),
  towing: "To tow it",
  /** "A towbar with a 50 mm ball and a 7-pin flat plug, on a vehicle rated to tow 750 kg unbraked" */
  towingValue: (ballMm: number, plug: string, grossKg: string, braked: boolean) =>
    braked
      ? t(
          "A towbar with a {{ballMm}} mm ball and a {{plug}} plug, on a vehicle rated to tow {{grossKg}} kg braked",
          { ballMm, plug, grossKg },
        )
      : t(
          "A towbar with a {{ballMm}} mm ball and a {{plug}} plug, on a vehicle rated to tow {{grossKg}} kg unbraked",
          { ballMm, plug, grossKg },
        ),
} as const;

export const PHOTO_COUNT = plural(
  "{{count}} photo, Class {{classCode}}",
  "{{count}} photos, Class {{classCode}}",
);

/** A class's photos: the card shows the first, the rest open from its link (photos.ts). */
export const VEHICLE_PHOTOS_TEXT = {
  /** The card's link: "More photos (4)" (the photos besides the one on the card). */
  more: (others: number) => t("More photos ({{count}})", { count: formatNumber(others) }),
  /** The photo page's heading and the modal's title: "Photos of the Toyota Yaris or similar". */
  title: (name: string) => t("Photos of the {{name}}", { name }),
  back: "Back to the vehicles",
  loading: "Loading photos…",
  failed: "The photos could not be loaded. Open the photos page instead.",
  /** The photo page's count under its heading: "5 photos, Class 1". */
  count: (photos: number, classCode: string) => tPlural(PHOTO_COUNT, photos, { classCode }),
} as const;
