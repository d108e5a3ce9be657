/** Business constants and limits of spec section 9 (and the few of sections 1 to 4), defined once. */

export const DEFAULT_BRAND_CODE = "GO";
export const DEFAULT_BRAND_NAME = "GO Rentals";
/** Partner brands with a colour theme of their own (spec section 1). */
export const THEMED_BRAND_CODES = ["ET", "AL", "ZL"] as const;

/** Session and token cookies, reservation and itinerary storage. */
export const SESSION_MAX_AGE_SECONDS = 1800;
export const CAMPAIGN_COOKIE_MAX_AGE_SECONDS = 86400;
export const BOOKING_TIMEOUT_SECONDS = 300;
export const ITINERARY_EXPIRY_HOURS = 3;
export const TOKEN_RENEWAL_BEFORE_EXPIRY_MS = 30_000;
export const IDLE_RESET_SECONDS = 10;
export const CONTENT_TIMEOUT_MS = 3000;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DAILY_RENTAL_DISPLAY_RATE = 25;
export const CARBON_OFFSET_PER_DAY = 0.95;
export const DEFAULT_TRAVEL_REASON = "Leisure";

export const PROMO_CODE_MAX_LENGTH = 25;
export const AA_NUMBER_MAX_LENGTH = 16;
export const PHONE_MIN_LENGTH = 7;
export const DATE_OF_BIRTH_LOWER_BOUND = "1790-02-01";
export const LICENCE_EXPIRY_UPPER_YEAR = 9999;

export const DRIVER_COUNTRIES = ["New Zealand", "Australia", "United Kingdom"] as const;

export const TIME_ZONE = "Pacific/Auckland";
export const LOCALE = "en-NZ";
export const SOCIAL_LOCALE = "en_NZ";
export const TIME_SLOT_MINUTES = 30;

/** Breakpoints in CSS pixels (spec section 9). */
export const BREAKPOINTS = {
  tablet: 700,
  wideTablet: 1000,
  desktop: 1280,
  wideDesktop: 1600,
} as const;

export const FOOTER_STYLES = ["normal", "short"] as const;
export type FooterStyle = (typeof FOOTER_STYLES)[number];

export const USER_TYPES = ["Guest", "Customer", "Agent", "Corporate"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const REGIONS = ["NZ", "AU", "US", "UK", "worldwide"] as const;
export type Region = (typeof REGIONS)[number];

/** The URL hash an in-app webview adds to hide header and footer. */
export const HIDE_HEADER_HASH = "#hideheader";

/* Booking (issue 3). */

/** One-way fee (NZD) when the drop-off branch differs: same city, same island, between islands. */
export const ONE_WAY_FEE_SAME_CITY = 0;
export const ONE_WAY_FEE_SAME_ISLAND = 55;
export const ONE_WAY_FEE_INTER_ISLAND = 95;

/** Promo codes that also need an AA membership number (spec section 5), lower-case. */
export const AA_PROMO_CODES = ["aamembership", "aamember", "aamemberdeal"] as const;
/** "15% off for AA members" (spec section 9). */
export const AA_MEMBER_DISCOUNT_PERCENT = 15;

/** Reservation numbers are this prefix and RESERVATION_REFERENCE_DIGITS digits: GO4821937. */
export const RESERVATION_REFERENCE_PREFIX = "GO";
export const RESERVATION_REFERENCE_DIGITS = 7;
