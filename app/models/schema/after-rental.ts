import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { reservationIdColumn, reservations } from "./booking";
import { uuidPrimaryKey, createdAtColumn } from "./columns";

/**
 * Pages around a booking that are not the booking itself: feedback after the rental
 * (/your-feedback/), a third-party card authorisation (/credit-card-authorisation/) and identity
 * checks (/aplyid-success/, /aplyid-cancel/).
 */

/** One feedback per reservation; a second submit updates it. */
export const feedback = pgTable(
  "feedback",
  {
    id: uuidPrimaryKey(),
    reservationId: reservationIdColumn(),
    /** 1 to 5. */
    rating: integer("rating").notNull(),
    wouldRecommend: boolean("would_recommend").notNull(),
    comments: text("comments").notNull().default(""),
    /** The customer allows us to quote the comments publicly. */
    publicPermission: boolean("public_permission").notNull().default(false),
    /** Hidden from the public reviews by staff (the back office); null: shown when quotable. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenByUserId: text("hidden_by_user_id"),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("feedback_reservation_key").on(table.reservationId),
    check("feedback_rating_range", sql`${table.rating} between 1 and 5`),
    check("feedback_comments_length", sql`char_length(${table.comments}) <= 2000`),
  ],
);

export const CARD_AUTHORISATION_STATUSES = ["pending", "authorised", "declined", "cancelled"] as const;
export type CardAuthorisationStatus = (typeof CARD_AUTHORISATION_STATUSES)[number];

/**
 * A card holder who is not the hirer authorises (holds, does not charge) an amount for a booking.
 * One row per attempt, keyed `reservation:<id>:card-authorisation:<n>`; the gateway's answer moves
 * it out of `pending` once.
 */
export const cardAuthorisations = pgTable(
  "card_authorisations",
  {
    id: uuidPrimaryKey(),
    reservationId: reservationIdColumn(),
    holderName: text("holder_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    relationship: text("relationship").notNull(),
    amount: numeric("amount", { precision: 10, scale: 2, mode: "number" }).notNull(),
    status: text("status").$type<CardAuthorisationStatus>().notNull().default("pending"),
    providerReference: text("provider_reference"),
    declineReason: text("decline_reason"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAtColumn(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("card_authorisations_idempotency_key_key").on(table.idempotencyKey),
    index("card_authorisations_reservation_idx").on(table.reservationId),
    check(
      "card_authorisations_status_check",
      sql`${table.status} in ('pending', 'authorised', 'declined', 'cancelled')`,
    ),
    check("card_authorisations_amount_positive", sql`${table.amount} > 0`),
  ],
);

export const IDENTITY_CHECK_STATUSES = ["pending", "verified", "cancelled"] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

/** An identity check at the identity provider (the embedded sandbox by default). */
export const identityChecks = pgTable(
  "identity_checks",
  {
    id: uuidPrimaryKey(),
    reservationId: text("reservation_id").references(() => reservations.id),
    status: text("status").$type<IdentityCheckStatus>().notNull().default("pending"),
    createdAt: createdAtColumn(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("identity_checks_reservation_idx").on(table.reservationId),
    check("identity_checks_status_check", sql`${table.status} in ('pending', 'verified', 'cancelled')`),
  ],
);
