import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Server-side sessions: the cookie holds only the signed id of a row here. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_expires_at_idx").on(table.expiresAt)],
);
