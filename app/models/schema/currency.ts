import { check, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./accounts";

/**
 * Exchange rates head office sets in the back office (issue 34 item 4, /admin/currencies/): how
 * many units of a currency one New Zealand dollar buys, as an exact decimal, when it was set and
 * by whom. One row per currency; NZD is the base and has none. Prices are only ever shown in
 * these currencies as an approximation: every amount charged, refunded and stored stays NZD.
 */
export const currencyRates = pgTable(
  "currency_rates",
  {
    currencyCode: text("currency_code").primaryKey(),
    unitsPerNzd: numeric("units_per_nzd", { precision: 14, scale: 6, mode: "string" }).notNull(),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
    setByUserId: text("set_by_user_id").references(() => users.id, { onDelete: "set null" }),
    setByEmail: text("set_by_email").notNull(),
  },
  (table) => [check("currency_rates_positive", sql`${table.unitsPerNzd} > 0`)],
);
