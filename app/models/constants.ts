/**
 * Values the data layer stores, seeds or keys rows by, shared with the services above it (which
 * import them from here: models import nothing from services). Pure values: safe in the browser
 * bundle and in loaders alike.
 */

/** Every date and time the site stores or shows is New Zealand time (spec section 9). */
export const TIME_ZONE = "Pacific/Auckland";

/** The currency every price is kept and charged in (spec section 9). */
export const CURRENCY = "NZD";

/** The brand a booking, a review or a page belongs to when none is named (spec section 1). */
export const DEFAULT_BRAND_CODE = "GO";
export const DEFAULT_BRAND_NAME = "GO Rentals";

/** The daily rate a branch shows for daily rentals, seeded with the branches. */
export const DAILY_RENTAL_DISPLAY_RATE = 25;

/** Regions of the campaign contact numbers (contact_points.region). */
export const REGIONS = ["NZ", "AU", "US", "UK", "worldwide"] as const;
export type Region = (typeof REGIONS)[number];

/** "15% off for AA members" (spec section 9). */
export const AA_MEMBER_DISCOUNT_PERCENT = 15;

/** Reservation numbers are this prefix and RESERVATION_REFERENCE_DIGITS digits: GO4821937. */
export const RESERVATION_REFERENCE_PREFIX = "GO";
export const RESERVATION_REFERENCE_DIGITS = 7;

/** How long a held vehicle stays held without activity (hold_expires_at of a held reservation). */
export const BOOKING_TIMEOUT_SECONDS = 300;

/**
 * A payment-pending reservation (the customer is on the gateway's hosted page) claims its car
 * this long after the payment was started; each new start renews it. Matches the hosted page's
 * own 30-minute lifetime.
 */
export const PAYMENT_WINDOW_SECONDS = 1800;
