import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { money, reservationIdColumn, reservations } from "./booking";
import { branches, vehicles } from "./catalog";
import { uuidPrimaryKey, createdAtColumn } from "./columns";

/**
 * The back office (issue 21, docs/back-office.md): GO's staff accounts and their branches, the
 * cars' downtime, pick-ups and returns at the counter, staff notes on bookings, site settings
 * head office edits, and the audit log of every back-office change.
 */

/** The branches a Staff account works at (Admin accounts see every branch and have no rows). */
export const staffBranches = pgTable(
  "staff_branches",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.branchId] })],
);

export const DOWNTIME_KINDS = ["out_of_service", "maintenance"] as const;
export type DowntimeKind = (typeof DOWNTIME_KINDS)[number];

/**
 * A car off the road from startsAt until endsAt (null: until further notice). A search for a
 * period that overlaps a downtime does not count the car.
 */
export const vehicleDowntime = pgTable(
  "vehicle_downtime",
  {
    id: uuidPrimaryKey(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id),
    kind: text("kind").$type<DowntimeKind>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    reason: text("reason").notNull(),
    createdByUserId: text("created_by_user_id").references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("vehicle_downtime_vehicle_idx").on(table.vehicleId, table.startsAt),
    check("vehicle_downtime_kind_check", sql`${table.kind} in ('out_of_service', 'maintenance')`),
    check("vehicle_downtime_period", sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);

export const VEHICLE_MOVE_KINDS = ["return", "transfer", "swap"] as const;
/**
 * Why a car changed branch: brought back there at the end of a rental, moved by staff, or left at
 * the branch where it was swapped for another car during a rental.
 */
export type VehicleMoveKind = (typeof VEHICLE_MOVE_KINDS)[number];

/**
 * Every change of a car's branch (issue 32): the car, from, to, when and why. The car's branch
 * (vehicles.branch_id) is where the last move took it; a car with no move has always been where
 * it is. The utilisation report reads where each car was on each day from these rows.
 */
export const vehicleMoves = pgTable(
  "vehicle_moves",
  {
    id: uuidPrimaryKey(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id),
    fromBranchId: integer("from_branch_id")
      .notNull()
      .references(() => branches.id),
    toBranchId: integer("to_branch_id")
      .notNull()
      .references(() => branches.id),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull(),
    kind: text("kind").$type<VehicleMoveKind>().notNull(),
    /** The rental that brought it (a return), or null. */
    reservationId: text("reservation_id").references(() => reservations.id),
    movedByUserId: text("moved_by_user_id").references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("vehicle_moves_vehicle_idx").on(table.vehicleId, table.movedAt),
    check("vehicle_moves_kind_check", sql`${table.kind} in ('return', 'transfer', 'swap')`),
    check("vehicle_moves_other_branch", sql`${table.fromBranchId} <> ${table.toBranchId}`),
  ],
);

/** The checks made with the customer at the counter when a car is handed over. */
export type PickupChecks = { licenceSeen: boolean; cardSeen: boolean; damageWalkaround: boolean };
/**
 * A driver's licence as seen at the pick-up (issue 32): the hirer first, then each additional
 * driver. Dates are YYYY-MM-DD.
 */
export type RentalDriver = {
  name: string;
  dateOfBirth: string;
  licenceNumber: string;
  licenceCountry: string;
  licenceExpiry: string;
};
/**
 * The bond at the pick-up (issue 32): the hold on the card (online check-in's or the counter's
 * payment), or waived by an Admin with a reason.
 */
export type RentalBond =
  | { kind: "held"; paymentId: string; amount: number; last4: string | null }
  | { kind: "waived"; amount: number; reason: string };
/** One extra charge at the return (fuel, late return, cleaning, ...). */
export type ReturnCharge = { code: string; label: string; amount: number };

/**
 * A booking at the counter: the car handed over (pick-up) and, later, taken back (return).
 * One row per reservation; a car is on at most one open rental (partial unique index), so two
 * staff can never hand the same car to two bookings.
 */
export const rentals = pgTable(
  "rentals",
  {
    reservationId: text("reservation_id")
      .primaryKey()
      .references(() => reservations.id),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id),
    pickedUpAt: timestamp("picked_up_at", { withTimezone: true }).notNull(),
    pickedUpByUserId: text("picked_up_by_user_id").references(() => users.id),
    pickupOdometerKm: integer("pickup_odometer_km").notNull(),
    /** Fuel or charge level, 0 to 100 percent. */
    pickupFuelPercent: integer("pickup_fuel_percent").notNull(),
    pickupChecks: jsonb("pickup_checks").$type<PickupChecks>().notNull(),
    /** The drivers' licences seen at the pick-up (none for a rental recorded before issue 32's checks). */
    drivers: jsonb("drivers").$type<RentalDriver[]>().notNull().default([]),
    /** The bond held or waived at the pick-up (null before issue 32's checks). */
    bond: jsonb("bond").$type<RentalBond>(),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    returnedByUserId: text("returned_by_user_id").references(() => users.id),
    returnBranchId: integer("return_branch_id").references(() => branches.id),
    returnOdometerKm: integer("return_odometer_km"),
    returnFuelPercent: integer("return_fuel_percent"),
    damageNote: text("damage_note"),
    charges: jsonb("charges").$type<ReturnCharge[]>().notNull().default([]),
    chargesTotal: money("charges_total").notNull().default(0),
    /** The payment of the return charges (null: nothing to charge). */
    chargePaymentId: text("charge_payment_id"),
    /** When the final invoice went to the customer's outbox (once: a re-posted return sends none). */
    invoiceEmailedAt: timestamp("invoice_emailed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("rentals_open_vehicle_key")
      .on(table.vehicleId)
      .where(sql`${table.returnedAt} is null`),
    index("rentals_picked_up_idx").on(table.pickedUpAt),
    // The thank-you email (ADR 0091): rentals returned lately.
    index("rentals_returned_idx").on(table.returnedAt),
    check("rentals_pickup_fuel_range", sql`${table.pickupFuelPercent} between 0 and 100`),
    check("rentals_return_fuel_range", sql`${table.returnFuelPercent} between 0 and 100`),
    check("rentals_pickup_odometer", sql`${table.pickupOdometerKm} >= 0`),
    // After a swap the return reads the replacement, whose odometer may be below the first car's.
    check("rentals_return_odometer", sql`${table.returnOdometerKm} >= 0`),
    check("rentals_return_after_pickup", sql`${table.returnedAt} > ${table.pickedUpAt}`),
  ],
);

/** Staff notes on a booking (never shown to the customer). */
export const bookingNotes = pgTable(
  "booking_notes",
  {
    id: uuidPrimaryKey(),
    reservationId: reservationIdColumn(),
    authorUserId: text("author_user_id").references(() => users.id),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("booking_notes_reservation_idx").on(table.reservationId, table.createdAt),
    check("booking_notes_body_length", sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

/** Settings head office edits in the back office (the promo bar, the one-way fees), by key. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AuditValue = Record<string, unknown> | null;

/**
 * Every back-office change: who, when, what, before and after. Append-only: never updated or
 * deleted.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuidPrimaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: text("actor_user_id").references(() => users.id),
    actorEmail: text("actor_email").notNull(),
    /** What was done, e.g. "vehicle.out-of-service", "booking.pick-up", "rate.class". */
    action: text("action").notNull(),
    /** What it was done to, e.g. "vehicle", "reservation", "car_class", "promo_code". */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** The branch it belongs to, when it belongs to one (staff see their branches' events). */
    branchId: integer("branch_id").references(() => branches.id),
    before: jsonb("before").$type<AuditValue>(),
    after: jsonb("after").$type<AuditValue>(),
    reason: text("reason"),
  },
  (table) => [
    index("audit_events_occurred_idx").on(table.occurredAt),
    index("audit_events_entity_idx").on(table.entityType, table.entityId),
    index("audit_events_actor_idx").on(table.actorUserId),
  ],
);
