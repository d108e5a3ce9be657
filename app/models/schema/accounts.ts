import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { uuidPrimaryKey, createdAtColumn } from "./columns";

/**
 * Accounts (issue 4, spec sections 3, 4 and 6): customers sign up on the site; agents and
 * corporate customers are business accounts with a row in business_accounts.
 * See docs/decisions/0008-password-hashing-and-rate-limits.md.
 */

/** The signed-in user types; "Guest" is the absence of a user. */
export const ACCOUNT_USER_TYPES = ["Customer", "Agent", "Corporate", "Staff", "Admin"] as const;
/** GO's own people, who sign in only at /admin/sign-in/ (the back office, issue 21). */
export const STAFF_USER_TYPES = ["Staff", "Admin"] as const;
export type StaffUserType = (typeof STAFF_USER_TYPES)[number];
/** The types that sign in on the site itself (/sign-in/, /business/sign-in/, the app). */
export type SiteUserType = Exclude<AccountUserType, StaffUserType>;
export type AccountUserType = (typeof ACCOUNT_USER_TYPES)[number];

export const users = pgTable(
  "users",
  {
    id: uuidPrimaryKey(),
    /** Always stored trimmed and lower-case; unique. */
    email: text("email").notNull(),
    /** `scrypt$N$r$p$salt$hash` (written by the password service). */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** ISO 3166-1 alpha-2 code of the country of residence ("NZ"). */
    country: text("country").notNull(),
    phone: text("phone").notNull().default(""),
    /** Dialling code as chosen in the form ("+64"). */
    phoneCountryCode: text("phone_country_code").notNull().default(""),
    userType: text("user_type").$type<AccountUserType>().notNull().default("Customer"),
    /** Null until the emailed verification link is opened (customers); business accounts are created verified. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** The profile's createDateTime: "member since". */
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    street: text("street").notNull().default(""),
    town: text("town").notNull().default(""),
    city: text("city").notNull().default(""),
    postCode: text("post_code").notNull().default(""),
    /** Staff and Admin: the TOTP secret (base32) of the second sign-in step; null until set up. */
    totpSecret: text("totp_secret"),
    /** When the second step was confirmed with a first code; null: not in use. */
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    /** Staff accounts disabled by an admin cannot sign in. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("users_email_key").on(table.email)],
);

/** The driver licence of a customer's dashboard (licenceDetailModel); one per user. */
export const driverLicences = pgTable(
  "driver_licences",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** YYYY-MM-DD */
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    number: text("number").notNull(),
    /** YYYY-MM-DD */
    expiryDate: date("expiry_date", { mode: "string" }).notNull(),
    /** One of DRIVER_COUNTRIES (New Zealand, Australia, United Kingdom). */
    country: text("country").notNull(),
    /** Storage key of the uploaded photo (at most MAX_UPLOAD_BYTES); null when none. */
    photoKey: text("photo_key"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("driver_licences_user_id_key").on(table.userId)],
);

/** What an Agent or Corporate account has beyond the user row (the "agent details"). */
export const businessAccounts = pgTable(
  "business_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Agents: the travel agency's name. */
    agencyName: text("agency_name"),
    /** The business account's identifier on bookings ("AG1001"); unique when set. */
    agentId: text("agent_id"),
    /** All-inclusive agents see all-inclusive prices. */
    isAllInclusive: boolean("is_all_inclusive").notNull().default(false),
    /** Corporate accounts: the company's name. */
    companyName: text("company_name"),
    contactPhone: text("contact_phone"),
  },
  (table) => [uniqueIndex("business_accounts_agent_id_key").on(table.agentId)],
);

/**
 * Access tokens (spec section 3 "Token info"): the web session carries one, the mobile app sends
 * one as `Authorization: Bearer`. Only the SHA-256 hash of the token is stored.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("auth_tokens_token_hash_key").on(table.tokenHash),
    index("auth_tokens_user_id_idx").on(table.userId),
    index("auth_tokens_expires_at_idx").on(table.expiresAt),
  ],
);

export const ONE_TIME_TOKEN_PURPOSES = ["verify-email", "reset-password"] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/** Emailed single-use links (verify the address, reset the password). Only the hash is stored. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuidPrimaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex("one_time_tokens_token_hash_key").on(table.tokenHash),
    index("one_time_tokens_user_purpose_idx").on(table.userId, table.purpose),
  ],
);

/**
 * Fixed-window rate limit counters, in the database so that several instances share them.
 * One row per key (e.g. "sign-in:email:a@b.nz") and window start.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limit_hits_window_start_idx").on(table.windowStart),
  ],
);
