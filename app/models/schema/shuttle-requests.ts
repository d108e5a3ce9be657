import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { reservationIdColumn, shuttleOptions } from "./booking";
import { uuidPrimaryKey, createdAtColumn } from "./columns";

/**
 * What the customer told us about the pick-up, by kind of shuttle: the flight for an airport
 * shuttle, the accommodation for an accommodation pick-up, nothing more for any other shuttle.
 */
export type ShuttleRequestDetails =
  | { kind: "airport"; flightNumber: string }
  | { kind: "accommodation"; accommodationName: string; accommodationAddress: string }
  | { kind: "other" };

/**
 * Shuttle requests made after booking (/shuttle-request/). At most one per reservation: asking
 * again replaces the earlier request's details (so a refresh or a double click never adds a row).
 */
export const shuttleRequests = pgTable(
  "shuttle_requests",
  {
    id: uuidPrimaryKey(),
    reservationId: reservationIdColumn(),
    shuttleCode: text("shuttle_code")
      .notNull()
      .references(() => shuttleOptions.code),
    details: jsonb("details").$type<ShuttleRequestDetails>().notNull(),
    passengers: integer("passengers").notNull(),
    note: text("note"),
    createdAt: createdAtColumn(),
    /** Last time the request was replaced; equals createdAt until then. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("shuttle_requests_reservation_key").on(table.reservationId),
    check("shuttle_requests_passengers_range", sql`${table.passengers} between 1 and 12`),
  ],
);
