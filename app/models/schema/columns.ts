import { sql } from "drizzle-orm";
import { text, timestamp } from "drizzle-orm/pg-core";

/**
 * Columns many tables share, written once: changing one here changes every table's definition, so
 * `npm run db:generate` must then show the migration it needs.
 */

/** A text primary key the database fills with a random UUID. */
export const uuidPrimaryKey = () =>
  text("id")
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

/** When the row was written (timestamptz, set by the database). */
export const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
