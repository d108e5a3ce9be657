import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { uuidPrimaryKey, createdAtColumn } from "./columns";

/**
 * Keys of the JSON API (issue 7, spec section 7: every call sends an `api-key` header). One row
 * per partner or app; only the SHA-256 of the key is stored, the key itself is printed once by
 * `npm run api-key:create -- --name <name>`. A revoked key stops working at once.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuidPrimaryKey(),
    /** Who holds the key ("go-mobile-app", "partner-x"); unique. */
    name: text("name").notNull(),
    /** SHA-256 (hex) of the key. */
    keyHash: text("key_hash").notNull(),
    /** The first characters of the key ("gork_AbCd"), to tell keys apart in listings. */
    keyPrefix: text("key_prefix").notNull(),
    createdAt: createdAtColumn(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("api_keys_key_hash_key").on(table.keyHash),
    uniqueIndex("api_keys_name_key").on(table.name),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
