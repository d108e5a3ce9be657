import { index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { SessionItinerary, SessionReservation } from "../reservations/session-booking";
import { uuidPrimaryKey, createdAtColumn } from "./columns";

/** The itinerary of a saved quote, as it was in the session when the quote was saved. */
export type QuoteItinerary = SessionItinerary;
/** The reservation of a saved quote, without its held reservation row (a resume holds a new one). */
export type QuoteReservation = Omit<SessionReservation, "reservationId">;

/**
 * Saved quotes (emailed from the review step, resumed at /book-from-quote/). Only a SHA-256 hash
 * of the quote's random token is stored: the token itself exists only in the email's link.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuidPrimaryKey(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    itinerary: jsonb("itinerary").$type<QuoteItinerary>().notNull(),
    reservation: jsonb("reservation").$type<QuoteReservation>().notNull(),
    /** The total quoted (NZD), to tell the customer when today's price differs. */
    total: numeric("total", { precision: 10, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull().default("NZD"),
    createdAt: createdAtColumn(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Last time the quote was resumed; null while never resumed. */
    resumedAt: timestamp("resumed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("quotes_token_hash_key").on(table.tokenHash),
    index("quotes_email_created_idx").on(table.email, table.createdAt),
    index("quotes_expires_at_idx").on(table.expiresAt),
  ],
);
