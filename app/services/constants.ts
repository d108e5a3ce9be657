/** Business constants and limits of spec section 9 (and the few of sections 1 to 4), defined once. */

export { DEFAULT_BRAND_NAME } from "./shell/constants";
import { type RateLimitPolicy } from "./platform/constants";

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

/** Every API call lives under this path; /api/ itself is the reference page. */
export const API_BASE_PATH = "/api/";
export const API_OPENAPI_PATH = "/api/openapi.json";
/** Largest request body an API call reads (larger answers 413). */
export const API_MAX_BODY_BYTES = 64 * 1024;
/** How long clients may keep lookups and driver questions before asking again (ETag revalidates). */
export const API_LOOKUP_MAX_AGE_SECONDS = 3600;
/** At most this many lookup types in one /api/Lookup call. */
export const API_LOOKUP_MAX_TYPES = 20;
