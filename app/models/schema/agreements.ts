import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { reservations } from "./booking";
import { createdAtColumn } from "./columns";

/**
 * The rental agreement of a booking (issue 32, docs/back-office/bookings.md): what was agreed at
 * pick-up, frozen when the hirer signed it, with the signature and when. One per booking (the
 * primary key), so a double submit or a refresh signs once. `content` is the agreement as the
 * page and the PDF show it (services/changes/agreement/rules.ts `AgreementContent`).
 */
export const rentalAgreements = pgTable(
  "rental_agreements",
  {
    reservationId: text("reservation_id")
      .primaryKey()
      .references(() => reservations.id),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    /** The hirer's name as typed under the signature. */
    signedName: text("signed_name").notNull(),
    /** The signature drawn on the counter's tablet, a PNG data URL (null: typed name and tick only). */
    signatureImage: text("signature_image"),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
    /** Where it was signed: at the counter (witnessed by a staff member) or online at check-in. */
    signedVia: text("signed_via").$type<"counter" | "online">().notNull(),
    witnessUserId: text("witness_user_id").references(() => users.id),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [check("rental_agreements_signed_via", sql`${table.signedVia} in ('counter', 'online')`)],
);
