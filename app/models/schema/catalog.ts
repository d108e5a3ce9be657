import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import type { Region } from "../constants";
import type {
  CampaignNumbers,
  CarClassImage,
  CarClassStatus,
  FuelType,
  MarketingCategory,
  TowedSpecs,
  Transmission,
  VehicleStatus,
} from "./catalog-values";
import { createdAtColumn } from "./columns";

export * from "./catalog-values";

/* ------------------------------------------------------------------------------------------------
 * Tables
 * ---------------------------------------------------------------------------------------------- */

/** Pick-up and drop-off branches. Hours are minutes since midnight; a close after midnight is > 1440. */
export const branches = pgTable(
  "branches",
  {
    id: integer("id").primaryKey(),
    deliveryPointId: integer("delivery_point_id").notNull(),
    code: text("code").notNull(),
    abbreviateCode: text("abbreviate_code").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull().default("New Zealand"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    googleMapPlaceId: text("google_map_place_id"),
    openingMinutes: integer("opening_minutes").notNull(),
    closingMinutes: integer("closing_minutes").notNull(),
    dailyRateForDisplay: numeric("daily_rate_for_display", {
      precision: 10,
      scale: 2,
      mode: "number",
    }).notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    freePhone: text("free_phone").notNull(),
    isAllowedAfterHoursDroppedOff: boolean("is_allowed_after_hours_dropped_off").notNull().default(false),
    isAllowedAfterHoursPickups: boolean("is_allowed_after_hours_pickups").notNull().default(false),
    minutesFromPickupToBranch: integer("minutes_from_pickup_to_branch").notNull().default(0),
    showOnWeb: boolean("show_on_web").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    uniqueIndex("branches_code_key").on(table.code),
    uniqueIndex("branches_slug_key").on(table.slug),
    check(
      "branches_opening_minutes_range",
      sql`${table.openingMinutes} >= 0 and ${table.openingMinutes} < 1440`,
    ),
    check(
      "branches_closing_minutes_range",
      sql`${table.closingMinutes} > ${table.openingMinutes} and ${table.closingMinutes} < ${table.openingMinutes} + 1440`,
    ),
  ],
);

/** Vehicle classes ("car classes") with their marketing data and five images. */
export const carClasses = pgTable(
  "car_classes",
  {
    carClassId: integer("car_class_id").primaryKey(),
    classCode: text("class_code").notNull(),
    name: text("name").notNull(),
    carClassStatus: text("car_class_status").$type<CarClassStatus>().notNull().default("Available"),
    vehicleTypeName: text("vehicle_type_name").notNull(),
    vehicleOrder: integer("vehicle_order").notNull(),
    fuelType: text("fuel_type").$type<FuelType>().notNull(),
    seats: integer("seats").notNull(),
    doors: integer("doors").notNull(),
    /** Null for trailers and the glamper, which have no engine. */
    transmission: text("transmission").$type<Transmission>(),
    largeBags: integer("large_bags").notNull(),
    smallBags: integer("small_bags").notNull(),
    /** Null for the glamper, trailers and mystery classes. */
    marketingCategory: text("marketing_category").$type<MarketingCategory>(),
    dailyRate: numeric("daily_rate", { precision: 10, scale: 2, mode: "number" }).notNull(),
    images: jsonb("images").$type<CarClassImage[]>().notNull(),
    /** Only for towed classes (the glamper and trailers); null for a vehicle with an engine. */
    towedSpecs: jsonb("towed_specs").$type<TowedSpecs>(),
  },
  (table) => [
    uniqueIndex("car_classes_class_code_key").on(table.classCode),
    index("car_classes_vehicle_order_idx").on(table.vehicleOrder),
    index("car_classes_marketing_category_idx").on(table.marketingCategory),
    check(
      "car_classes_status_check",
      sql`${table.carClassStatus} in ('Soldout', 'OnRequest', 'Available', 'Invisible')`,
    ),
    check(
      "car_classes_fuel_type_check",
      sql`${table.fuelType} in ('unleaded', 'unleaded 91', 'diesel', 'hybrid', 'electric', 'none')`,
    ),
  ],
);

/** The fleet: one row per vehicle, based at a branch. Availability counts these rows. */
export const vehicles = pgTable(
  "vehicles",
  {
    id: serial("id").primaryKey(),
    /** Stable seed identity, e.g. "AKL-4H-03". */
    fleetNumber: text("fleet_number").notNull(),
    registration: text("registration").notNull(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    carClassId: integer("car_class_id")
      .notNull()
      .references(() => carClasses.carClassId),
    status: text("status").$type<VehicleStatus>().notNull().default("in_service"),
    /** The last reading, taken at each pick-up and return. */
    odometerKm: integer("odometer_km").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex("vehicles_fleet_number_key").on(table.fleetNumber),
    uniqueIndex("vehicles_registration_key").on(table.registration),
    index("vehicles_branch_class_idx").on(table.branchId, table.carClassId, table.status),
    index("vehicles_car_class_idx").on(table.carClassId),
  ],
);

/** Lookup options grouped by type: country, advert_public, brand, driveSafeQuestion, … */
export const lookupOptions = pgTable(
  "lookup_options",
  {
    id: serial("id").primaryKey(),
    lookupType: text("lookup_type").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    uniqueIndex("lookup_options_type_code_key").on(table.lookupType, table.code),
    index("lookup_options_type_sort_idx").on(table.lookupType, table.sortOrder),
  ],
);

/** Default contact numbers per region (spec section 3). */
export const contactPoints = pgTable("contact_points", {
  region: text("region").$type<Region>().primaryKey(),
  number: text("number").notNull(),
  telephone: text("telephone").notNull(),
  agentNumber: text("agent_number"),
  agentTelephone: text("agent_telephone"),
  corporateNumber: text("corporate_number"),
  corporateTelephone: text("corporate_telephone"),
});

/** Marketing campaigns whose numbers replace the defaults (Campaign query parameter). */
export const campaigns = pgTable("campaigns", {
  name: text("name").primaryKey(),
  label: text("label").notNull(),
  numbers: jsonb("numbers").$type<CampaignNumbers>().notNull().default({}),
  sortOrder: integer("sort_order").notNull().default(0),
});
