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

/* ---- Saved quotes and the booking hold timer (quotes & hold timer) ---- */

/** A saved quote can be resumed for this many days. */
export const QUOTE_VALIDITY_DAYS = 7;
/** At most this many quotes are emailed to one address per hour (the address is typed by the visitor). */
export const QUOTE_EMAILS_PER_HOUR = 5;
/** The hold timer warns this many seconds before the hold ends. */
export const BOOKING_TIMER_WARN_SECONDS = 60;
/** Activity renews the hold at most this often. */
export const BOOKING_HOLD_RENEW_THROTTLE_SECONDS = 30;
/** The quote page (resume form, and where step 4's "Email me this quote" form posts). */
export const QUOTE_PATH = "/book-from-quote/";
/** Query parameter of a quote's resume link: /book-from-quote/?quote=TOKEN. */
export const QUOTE_PARAM = "quote";
/** Step 4 shows quoteSentMessage(email) when this parameter is 1. */
export const QUOTE_SENT_PARAM = "quoteSent";
/** The hold renewal endpoint the booking timer posts to. */
export const BOOKING_HOLD_PATH = "/book-now/hold";
/* ---- end: quotes & hold timer ---- */

/* ------------------------------------------------------------------------------------------------
 * Payment (issue 4: payment and confirmation). See docs/decisions/0005-payments.md.
 * ---------------------------------------------------------------------------------------------- */

/**
 * A payment-pending reservation (the customer is on the gateway's hosted page) claims its car
 * this long after the payment was started; each new start renews it. Matches the hosted page's
 * own 30-minute lifetime.
 */
export const PAYMENT_WINDOW_SECONDS = 1800;

/**
 * Account-to-account (bank transfer): the booking is confirmed at once and the transfer is due
 * within this many days of booking, or by the pick-up if that comes first.
 */
export const BANK_TRANSFER_DUE_DAYS = 3;

/** The company account bank transfers go to; the reservation number is the payment reference. */
export const COMPANY_BANK_ACCOUNT = {
  accountName: "GO Rentals Limited",
  bankName: "ANZ Bank New Zealand",
  accountNumber: "01-0242-0561234-00",
  /** For transfers from overseas banks. */
  swiftCode: "ANZBNZ22",
} as const;

/** Where a customer finds a booking again, with the reservation number and email address. */
export const MANAGE_BOOKING_PATH = "/manage-booking/";
