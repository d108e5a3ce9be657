/**
 * The constants app/models still uses, until they move down into the model layer. Every other
 * constant lives beside its feature: app/services/<feature>/constants.ts and the like, and
 * what the whole site shares in app/services/platform/ (ADR 0068).
 */

export { DEFAULT_BRAND_NAME } from "./shell/constants";
import type { RateLimitPolicy } from "./platform/constants";

export const DEFAULT_BRAND_CODE = "GO";

export const BOOKING_TIMEOUT_SECONDS = 300;

export const DAILY_RENTAL_DISPLAY_RATE = 25;

export const REGIONS = ["NZ", "AU", "US", "UK", "worldwide"] as const;
export type Region = (typeof REGIONS)[number];

/** "15% off for AA members" (spec section 9). */
export const AA_MEMBER_DISCOUNT_PERCENT = 15;

/** Reservation numbers are this prefix and RESERVATION_REFERENCE_DIGITS digits: GO4821937. */
export const RESERVATION_REFERENCE_PREFIX = "GO";
export const RESERVATION_REFERENCE_DIGITS = 7;

/**
 * A payment-pending reservation (the customer is on the gateway's hosted page) claims its car
 * this long after the payment was started; each new start renews it. Matches the hosted page's
 * own 30-minute lifetime.
 */
export const PAYMENT_WINDOW_SECONDS = 1800;

export const EMAIL_MAX_LENGTH = 254;

/** Unsubscribe requests one session may send per hour (429 after that). */
export const UNSUBSCRIBE_RATE_LIMIT = { limit: 10, windowSeconds: 3600 } as const satisfies RateLimitPolicy;
