/** Business constants and limits of spec section 9 (and the few of sections 1 to 4), defined once. */

export { DEFAULT_BRAND_NAME } from "./shell/constants";
import { type RateLimitPolicy, SESSION_MAX_AGE_SECONDS } from "./platform/constants";
import { BREAKPOINTS } from "./shell/constants";

export const DEFAULT_BRAND_CODE = "GO";

export const BOOKING_TIMEOUT_SECONDS = 300;

export const TOKEN_RENEWAL_BEFORE_EXPIRY_MS = 30_000;

export const CONTENT_TIMEOUT_MS = 3000;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DAILY_RENTAL_DISPLAY_RATE = 25;

export const DRIVER_COUNTRIES = ["New Zealand", "Australia", "United Kingdom"] as const;

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

/** Access tokens (web session and app login) last this long and are renewed by activity (spec section 9). */
export const ACCESS_TOKEN_TTL_SECONDS = SESSION_MAX_AGE_SECONDS;
/** Guarded account pages renew the token once less than this much of its life is left. */
export const ACCESS_TOKEN_RENEW_WHEN_LEFT_SECONDS = ACCESS_TOKEN_TTL_SECONDS / 2;
/** Emailed links: verify the address (24 h), reset the password (1 h); both single use. */
export const VERIFY_EMAIL_TOKEN_TTL_SECONDS = 24 * 3600;
export const RESET_PASSWORD_TOKEN_TTL_SECONDS = 3600;
/** Our own password policy (the spec is silent): length only, as NIST SP 800-63B advises. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

/** Rate limits of sign-in, password reset and sign-up, per email address and per client IP. */
export const RATE_LIMITS = {
  signInPerEmail: { limit: 5, windowSeconds: 15 * 60 },
  signInPerIp: { limit: 20, windowSeconds: 15 * 60 },
  passwordResetPerEmail: { limit: 3, windowSeconds: 3600 },
  passwordResetPerIp: { limit: 10, windowSeconds: 3600 },
  /** Sign-up emails (verification link, or "you already have an account") to one address. */
  signUpPerEmail: { limit: 3, windowSeconds: 3600 },
  signUpPerIp: { limit: 5, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitPolicy>;

/** Account pages (spec section 2). */
export const ACCOUNT_PATHS = {
  signIn: "/sign-in/",
  signUp: "/sign-up/",
  forgotPassword: "/forgot-password/",
  resetPassword: "/reset-password/",
  verifyAccount: "/verify-account/",
  myAccount: "/my-account/",
  bookNow: "/book-now/",
  home: "/",
  businessSignIn: "/business/sign-in/",
  businessForgotPassword: "/business/forgot-password/",
  businessMyAccount: "/business/my-account/",
  businessNewBooking: "/business/my-account/new-booking/",
  businessBookNow: "/business/book-now/",
} as const;
/** Query parameter of the emailed verify and reset links: /verify-account/?token=… */
export const ACCOUNT_TOKEN_PARAM = "token";
/** Query parameter the sign-in pages return to after signing in (same-site paths only). */
export const REDIRECT_TO_PARAM = "redirectTo";

/** The customer account pages under /my-account/ (trailing slash, spec section 2). */
export const MY_ACCOUNT_PATHS = {
  dashboard: "/my-account/",
  profile: "/my-account/profile/",
  changePassword: "/my-account/profile/change-password/",
  addressPhone: "/my-account/address-phone/",
  driverLicence: "/my-account/driver-licence/",
  licencePhoto: "/my-account/driver-licence/photo",
  myBookings: "/my-account/my-bookings/",
} as const;
/** POST only: renews the signed-in user's access token (TokenRenewal, with JavaScript). */
export const SESSION_RENEW_PATH = "/session/renew";
/** The licence photo types accepted, with the file extension each is stored under. */
export const LICENCE_PHOTO_TYPES = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
/** Where licence photos are kept, under DATA_DIR (never under public/). */
export const LICENCE_PHOTO_DIR = "uploads/licences";
/** A multipart request larger than this is refused before it is read (the photo limit plus room for the fields). */
export const LICENCE_FORM_MAX_BYTES = 2 * MAX_UPLOAD_BYTES;
/** Longest text field value read from a multipart form. */
export const MULTIPART_TEXT_MAX_BYTES = 4096;
export const ADDRESS_FIELD_MAX_LENGTH = 100;
export const LICENCE_NUMBER_MAX_LENGTH = 20;

/** The pages of the business area (spec section 2, "Business"). */
export const BUSINESS_PATHS = {
  signIn: "/business/sign-in/",
  forgotPassword: "/business/forgot-password/",
  myAccount: "/business/my-account/",
  profile: "/business/my-account/profile/",
  changePassword: "/business/my-account/profile/change-password/",
  invoices: "/business/my-account/invoices/",
  manageBooking: "/business/my-account/manage-booking/",
  newBooking: "/business/my-account/new-booking/",
  reports: "/business/my-account/reports/",
  reportsCsv: "/business/my-account/reports/export/?format=csv",
  bookNow: "/business/book-now/",
  confirmation: "/business/confirmation/",
  cancelBooking: "/business/cancel-booking/",
  cancelConfirmation: "/business/cancel-booking/confirmation/",
  contactSupport: "/business/cancel-booking/contact-support/",
  logout: "/logout/",
} as const;

/** All-inclusive agents' prices include this insurance option (and unlimited km, as every rental). */
export const ALL_INCLUSIVE_INSURANCE_CODE = "standard";
/** How many months the reports page covers, this month included. */
export const BUSINESS_REPORT_MONTHS = 12;
/** The agency's bookings listed on the dashboard. */
export const BUSINESS_RECENT_BOOKINGS = 5;

export const UNSUBSCRIBE_PATH = "/unsubscribe/";
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

/**
 * The content service's answers may be kept this long in each instance's memory (per instance,
 * nothing shared; see docs/decisions/0035-content-service-client.md). Failures are kept for
 * CONTENT_FAILURE_CACHE_SECONDS so a service that is down costs one timeout, not one per page.
 */
export const CONTENT_CACHE_SECONDS = 60;
export const CONTENT_FAILURE_CACHE_SECONDS = 15;
/** "Default review brand is the product's own brand" (spec section 9). */
export const DEFAULT_REVIEW_BRAND = DEFAULT_BRAND_CODE;
/** The review platforms the site asks for when a page does not name its own. */
export const REVIEW_PLATFORMS = ["google", "tripadvisor", "rankers"] as const;
export type ReviewPlatform = (typeof REVIEW_PLATFORMS)[number];

/** Page header images (spec section 2) and the breakpoint (spec section 9) from which each is used. */
export const HEADER_IMAGE_SIZES = [
  { key: "mobile", width: 375, height: 495, minWidth: 0 },
  { key: "tablet", width: 720, height: 720, minWidth: BREAKPOINTS.tablet },
  { key: "wideTablet", width: 976, height: 696, minWidth: BREAKPOINTS.wideTablet },
  { key: "desktop", width: 1384, height: 618, minWidth: BREAKPOINTS.desktop },
  { key: "wideDesktop", width: 1864, height: 618, minWidth: BREAKPOINTS.wideDesktop },
] as const;
export type HeaderImageSize = (typeof HEADER_IMAGE_SIZES)[number]["key"];

/** Snow report location keys (spec section 1). */
export const SNOW_REPORT_LOCATIONS = ["ALL", "CHC", "ZQN"] as const;
export type SnowReportLocation = (typeof SNOW_REPORT_LOCATIONS)[number];
