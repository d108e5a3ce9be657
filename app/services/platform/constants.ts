/**
 * Constants the whole site shares: time zone and locale, user types, session lifetime, form
 * validators' bounds, the rate-limit policy type.
 */

/** Session and token cookies, reservation and itinerary storage. */
export const SESSION_MAX_AGE_SECONDS = 1800;

export const IDLE_RESET_SECONDS = 10;

export const PHONE_MIN_LENGTH = 7;
export const DATE_OF_BIRTH_LOWER_BOUND = "1790-02-01";
export const LICENCE_EXPIRY_UPPER_YEAR = 9999;

/** Every business date and time is New Zealand time (defined with the models, which store them). */
export { TIME_ZONE } from "~/models/constants";
export const LOCALE = "en-NZ";
export const SOCIAL_LOCALE = "en_NZ";
export const TIME_SLOT_MINUTES = 30;

export const USER_TYPES = ["Guest", "Customer", "Agent", "Corporate"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A rate limit: at most `limit` hits per key in each fixed window of `windowSeconds`. */
export type RateLimitPolicy = { limit: number; windowSeconds: number };

/** The longest email address accepted anywhere (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
