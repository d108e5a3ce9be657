/**
 * Catalogue constants and value types: pure, without Drizzle, so browser code can import them
 * without shipping the table definitions (which esbuild cannot drop: each pgTable() call is a side
 * effect). The schema module (catalog.ts) re-exports them for server code.
 */
import { type Region } from "../constants";

/** Availability statuses of a car class (spec section 3). */
export const CAR_CLASS_STATUSES = ["Soldout", "OnRequest", "Available", "Invisible"] as const;
export type CarClassStatus = (typeof CAR_CLASS_STATUSES)[number];

/** Fuel types; "unleaded" and "unleaded 91" are both shown as Petrol. */
export const FUEL_TYPES = ["unleaded", "unleaded 91", "diesel", "hybrid", "electric", "none"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ["Automatic", "Manual"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Marketing groups of spec section 1, slug to label, in menu order. */
export const MARKETING_CATEGORIES = {
  "small-cars": "Small cars",
  "large-cars-suvs": "Large cars/SUVs",
  "electric-vehicles": "Electric vehicles",
  "4-wheel-drives": "4 wheel drives",
  "van-or-people-carriers": "Van or people carriers",
  "hybrid-cars": "Hybrid cars",
} as const;
export type MarketingCategory = keyof typeof MARKETING_CATEGORIES;
export const MARKETING_CATEGORY_SLUGS = Object.keys(MARKETING_CATEGORIES) as MarketingCategory[];

export const VEHICLE_STATUSES = ["in_service", "out_of_service"] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export type CarClassImage = { path: string; alt: string };

/**
 * What a towed class (the glamper, the luggage trailer) has instead of seats, doors and a gearbox:
 * its size, what it carries, where people sleep and what it takes to tow it.
 */
export type TowedSpecs = {
  /** Length × width × height in millimetres: the load space of a trailer, the closed glamper. */
  sizeMm: { length: number; width: number; height: number };
  /** The most it may carry, in kg. */
  maxLoadKg: number;
  /** Its weight fully loaded: what the towing vehicle must be rated to tow, in kg. */
  grossMassKg: number;
  /** It has its own brakes, so the towing vehicle's braked rating applies. */
  braked: boolean;
  /** Sleeping places; null for a trailer nobody sleeps in. */
  sleeps: number | null;
  /** Tow ball diameter, in millimetres. */
  towBallMm: number;
  /** The plug of its lights, e.g. "7-pin flat". */
  plug: string;
};
export type CampaignNumbers = Partial<Record<Region, { number: string; telephone: string }>>;
