import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";

/**
 * Addresses that asked (on /unsubscribe/) to get no more marketing email. One row per address,
 * stored lower-case; asking again changes nothing. Service email about a booking is still sent.
 */
export const mailUnsubscribes = pgTable("mail_unsubscribes", {
  /** Lower-case; the primary key is the uniqueness rule. */
  email: text("email").primaryKey(),
  createdAt: createdAtColumn(),
});
