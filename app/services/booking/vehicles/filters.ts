import {
  MARKETING_CATEGORIES,
  type FuelType,
  type MarketingCategory,
  type Transmission,
} from "~/models/schema/catalog-values";
import { DEFAULT_VEHICLE_SORT, SORT_PARAM, readVehicleSort, type VehicleSort } from "./sorting";
import { VEHICLE_LIST_TEXT, vehicleCountText } from "./text";
import { t } from "../../platform/i18n/translate";

/**
 * Filters of the vehicle list, kept in the URL (?category=small-cars&seats=7&fuel=electric) so a
 * filtered list can be shared, bookmarked, gone back to and used without JavaScript. Pure.
 */
export type VehicleFilters = {
  category: MarketingCategory | null;
  minSeats: number | null;
  transmission: TransmissionFilter | null;
  fuel: FuelFilter | null;
  /** Fits at least this many large bags. */
  minLargeBags: number | null;
};
export type FilterKey = keyof VehicleFilters;

/** No filter on: every vehicle. */
export const NO_FILTERS: VehicleFilters = {
  category: null,
  minSeats: null,
  transmission: null,
  fuel: null,
  minLargeBags: null,
};

/** The URL parameter of each filter, in the order the form shows them. */
export const FILTER_PARAMS = {
  category: "category",
  minSeats: "seats",
  transmission: "transmission",
  fuel: "fuel",
  minLargeBags: "luggage",
} as const satisfies Record<FilterKey, string>;
const FILTER_KEYS = Object.keys(FILTER_PARAMS) as FilterKey[];

/** Seat counts offered as "at least N seats" (spec section 2 names 6, 7, 8 and 10 seaters). */
export const SEAT_FILTER_OPTIONS = [2, 4, 5, 6, 7, 8, 10] as const;

/** Large-bag counts offered as "fits at least N large bags". */
export const LUGGAGE_FILTER_OPTIONS = [1, 2, 3, 4, 6, 8] as const;

/** `?transmission=`: the gearbox of the class. Trailers and the glamper have none. */
export const TRANSMISSION_FILTERS = { automatic: "Automatic", manual: "Manual" } as const satisfies Record<
  string,
  Transmission
>;
export type TransmissionFilter = keyof typeof TRANSMISSION_FILTERS;

/** `?fuel=`: petrol is both unleaded grades (spec section 3 shows them as Petrol). */
export const FUEL_FILTERS = {
  petrol: ["unleaded", "unleaded 91"],
  diesel: ["diesel"],
  hybrid: ["hybrid"],
  electric: ["electric"],
} as const satisfies Record<string, readonly FuelType[]>;
export type FuelFilter = keyof typeof FUEL_FILTERS;

/** What filtering needs of a vehicle (VehicleSummary field names). */
export type FilterableVehicle = {
  marketingCategory: string | null;
  seats: number;
  transmission: string | null;
  fuelType: string;
  largeBags: number;
};

const oneOf = <K extends string>(options: Record<K, unknown>, value: string | null): K | null =>
  value !== null && Object.hasOwn(options, value) ? (value as K) : null;

const countOf = (options: readonly number[], value: string | null): number | null => {
  const count = Number(value);
  return value && options.includes(count) ? count : null;
};

/** Reads filters from a URL; anything unknown or malformed is ignored rather than refused. */
export function readVehicleFilters(searchParams: URLSearchParams): VehicleFilters {
  const word = (key: FilterKey) => searchParams.get(FILTER_PARAMS[key])?.trim().toLowerCase() ?? null;
  return {
    category: oneOf(MARKETING_CATEGORIES, word("category")),
    minSeats: countOf(SEAT_FILTER_OPTIONS, word("minSeats")),
    transmission: oneOf(TRANSMISSION_FILTERS, word("transmission")),
    fuel: oneOf(FUEL_FILTERS, word("fuel")),
    minLargeBags: countOf(LUGGAGE_FILTER_OPTIONS, word("minLargeBags")),
  };
}

/** Does the vehicle pass one filter? (Always, when that filter is off.) */
function passes(vehicle: FilterableVehicle, filters: VehicleFilters, key: FilterKey): boolean {
  switch (key) {
    case "category":
      return filters.category === null || vehicle.marketingCategory === filters.category;
    case "minSeats":
      return filters.minSeats === null || vehicle.seats >= filters.minSeats;
    case "transmission":
      return (
        filters.transmission === null || vehicle.transmission === TRANSMISSION_FILTERS[filters.transmission]
      );
    case "fuel":
      return (
        filters.fuel === null || (FUEL_FILTERS[filters.fuel] as readonly string[]).includes(vehicle.fuelType)
      );
    case "minLargeBags":
      return filters.minLargeBags === null || vehicle.largeBags >= filters.minLargeBags;
  }
}

/** The vehicles that pass every filter, in the order given. */
export function applyVehicleFilters<T extends FilterableVehicle>(
  vehicles: readonly T[],
  filters: VehicleFilters,
): T[] {
  return vehicles.filter((vehicle) => FILTER_KEYS.every((key) => passes(vehicle, filters, key)));
}

/** The filters that are on, in form order. */
export function activeFilters(filters: VehicleFilters): FilterKey[] {
  return FILTER_KEYS.filter((key) => filters[key] !== null);
}

export function hasFilters(filters: VehicleFilters): boolean {
  return activeFilters(filters).length > 0;
}

/**
 * The query of a list with these filters and sort order, defaults left out so the URL stays
 * short: "?sort=price&fuel=electric", or "" for the plain list.
 */
export function vehicleListQuery(filters: VehicleFilters, sort: VehicleSort = DEFAULT_VEHICLE_SORT): string {
  const params = new URLSearchParams();
  if (sort !== DEFAULT_VEHICLE_SORT) params.set(SORT_PARAM, sort);
  for (const key of activeFilters(filters)) params.set(FILTER_PARAMS[key], String(filters[key]));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const VEHICLE_LIST_PATH = "/vehicles/";

/** The link of the list with these filters and sort order. */
export const vehicleListHref = (filters: VehicleFilters, sort: VehicleSort = DEFAULT_VEHICLE_SORT) =>
  `${VEHICLE_LIST_PATH}${vehicleListQuery(filters, sort)}`;

/** A filter as the visitor chose it: "Fuel: Electric", "Seats: 7 or more". */
export function describeFilter(filters: VehicleFilters, key: FilterKey): string {
  const text = VEHICLE_LIST_TEXT;
  const described = (label: string, value: string) => t("{{label}}: {{value}}", { label: t(label), value });
  switch (key) {
    case "category":
      return described(
        text.category.label,
        t(filters.category ? MARKETING_CATEGORIES[filters.category] : text.category.any),
      );
    case "minSeats":
      return described(
        text.seats.label,
        filters.minSeats ? text.atLeast(filters.minSeats) : t(text.seats.any),
      );
    case "transmission":
      return described(
        text.transmission.label,
        t(filters.transmission ? text.transmission.options[filters.transmission] : text.transmission.any),
      );
    case "fuel":
      return described(text.fuel.label, t(filters.fuel ? text.fuel.options[filters.fuel] : text.fuel.any));
    case "minLargeBags":
      return described(
        text.luggage.label,
        filters.minLargeBags ? text.atLeast(filters.minLargeBags) : t(text.luggage.any),
      );
  }
}

/** "5 of 34 vehicles" with filters on, "34 vehicles" without. */
export function vehicleCount(shown: number, total: number, filters: VehicleFilters): string {
  return vehicleCountText(shown, total, hasFilters(filters));
}

/** A way out of an empty list: the list without one filter, and how many vehicles it shows. */
export type LoosenOption = { filter: FilterKey; label: string; href: string; matches: number };

/**
 * When the filters leave nothing, which filter to loosen: for each filter that is on, how many
 * vehicles the list would show without it; those that would show any, most first (form order
 * among equals). Null when something matches or no filter is on (nothing to loosen).
 */
export function loosenAdvice<T extends FilterableVehicle>(
  vehicles: readonly T[],
  filters: VehicleFilters,
  sort: VehicleSort = DEFAULT_VEHICLE_SORT,
): { message: string; options: LoosenOption[] } | null {
  const active = activeFilters(filters);
  if (active.length === 0 || vehicles.length === 0 || applyVehicleFilters(vehicles, filters).length > 0)
    return null;
  const options = active
    .map((key) => {
      const loosened = { ...filters, [key]: null };
      return {
        filter: key,
        label: describeFilter(filters, key),
        href: vehicleListHref(loosened, sort),
        matches: applyVehicleFilters(vehicles, loosened).length,
      };
    })
    .filter((option) => option.matches > 0)
    .sort((a, b) => b.matches - a.matches);
  const best = options[0];
  const advice = best
    ? VEHICLE_LIST_TEXT.loosenOne(best.label, best.matches)
    : VEHICLE_LIST_TEXT.loosenAll(vehicles.length);
  return { message: `${t(VEHICLE_LIST_TEXT.noMatch)} ${advice}`, options };
}

/**
 * The tidy address of a list URL, or null when it is tidy already. A form sent without
 * JavaScript names every field (`?sort=recommended&category=&seats=…`); a hand-made link may
 * carry values the list ignores. Both are sent on to the URL of what is shown, so the address
 * that gets shared or bookmarked is short and says what it shows. Other parameters are kept.
 */
export function tidyVehicleListUrl(url: URL): string | null {
  const filters = readVehicleFilters(url.searchParams);
  const sort = readVehicleSort(url.searchParams);
  const wanted = new URLSearchParams(vehicleListQuery(filters, sort));
  const listParams = new Set<string>([SORT_PARAM, ...Object.values(FILTER_PARAMS)]);
  const untidy = [...listParams].some((name) => {
    const values = url.searchParams.getAll(name);
    const value = wanted.get(name);
    return value === null ? values.length > 0 : values.length !== 1 || values[0] !== value;
  });
  if (!untidy) return null;
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (!listParams.has(name)) query.append(name, value);
  for (const [name, value] of wanted) query.append(name, value);
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}
