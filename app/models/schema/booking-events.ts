import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { reservationIdColumn } from "./booking";
import { uuidPrimaryKey, createdAtColumn } from "./columns";

/** What happened to a booking (shown as its history on /manage-booking/). */
export const BOOKING_EVENT_KINDS = [
  "created",
  "confirmed",
  "payment",
  "shuttle-requested",
  "confirmation-resent",
  "cancelled",
  "cancellation-fee",
  "refunded",
  "extended",
  "changed",
  "checked-in",
  "bond-authorised",
  "bond-released",
  // At the counter (the back office, issue 21).
  "picked-up",
  "returned",
  "note",
  "refunded-by-staff",
  "cancelled-by-staff",
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/** Who made it happen. */
export const BOOKING_EVENT_ACTORS = ["customer", "agent", "system", "staff"] as const;
export type BookingEventActor = (typeof BOOKING_EVENT_ACTORS)[number];

/** Events only GO's staff see (the customer's history leaves them out). */
export const STAFF_ONLY_EVENT_KINDS: readonly BookingEventKind[] = ["note"];

/** Free-form facts of one event (amounts, the shuttle, where the email went...). */
export type BookingEventDetail = Record<string, string | number | boolean | null>;

/**
 * One line of a booking's history. Append-only: events are never updated or deleted. Bookings made
 * before this table existed get their history derived from the reservation's own timestamps.
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: uuidPrimaryKey(),
    reservationId: reservationIdColumn(),
    /** One of BOOKING_EVENT_KINDS (kept as text so new kinds need no migration). */
    kind: text("kind").$type<BookingEventKind>().notNull(),
    detail: jsonb("detail").$type<BookingEventDetail>(),
    /** One of BOOKING_EVENT_ACTORS. */
    actor: text("actor").$type<BookingEventActor>().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("booking_events_reservation_created_idx").on(table.reservationId, table.createdAt)],
);
