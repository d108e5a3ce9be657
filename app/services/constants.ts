/** Business constants and limits of spec section 9 (and the few of sections 1 to 4), defined once. */

export * from "./shell/constants";
import { BREAKPOINTS } from "./shell/constants";

export const DEFAULT_BRAND_CODE = "GO";
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

export const USER_TYPES = ["Guest", "Customer", "Agent", "Corporate"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const REGIONS = ["NZ", "AU", "US", "UK", "worldwide"] as const;
export type Region = (typeof REGIONS)[number];


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

/* ---- After-booking pages: /shuttle-request/ and /return-webview/ ---- */

/** The shuttle request page (find the booking, then ask for the shuttle; ?sent=1 confirms). */
export const SHUTTLE_REQUEST_PATH = "/shuttle-request/";
/** The confirmation view of /shuttle-request/ after a request was saved. */
export const SHUTTLE_REQUEST_SENT_PARAM = "sent";
/** A shuttle can be requested (or changed) online until this many hours before the pick-up. */
export const SHUTTLE_REQUEST_MIN_HOURS = 2;
/** Passengers on one shuttle request (the shuttle_requests check constraint says the same). */
export const SHUTTLE_PASSENGERS_MIN = 1;
export const SHUTTLE_PASSENGERS_MAX = 12;
export const SHUTTLE_NOTE_MAX_LENGTH = 500;
export const SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH = 100;
export const SHUTTLE_ACCOMMODATION_ADDRESS_MAX_LENGTH = 200;
/** Failed reservation look-ups allowed per session within the window, then 429. */
export const SHUTTLE_LOOKUP_MAX_FAILURES = 10;
export const SHUTTLE_LOOKUP_WINDOW_SECONDS = 3600;
/** Reservation numbers as typed: GO and 7 digits, any case, spaces around ignored. */
export const RESERVATION_REFERENCE_PATTERN = new RegExp(
  `^${RESERVATION_REFERENCE_PREFIX}\\d{${RESERVATION_REFERENCE_DIGITS}}$`,
  "i",
);
/** Flight numbers: a 2-character airline code, 1 to 4 digits, maybe a letter (NZ123, QF 25, JQ283). */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9]{2} ?\d{1,4}[A-Z]?$/i;

/** The page an in-app webview of the GO app ends on to hand control back to the app. */
export const RETURN_WEBVIEW_PATH = "/return-webview/";
/** The GO app's deep link that returns to the app (status and reference are added as a query). */
export const APP_RETURN_URL = "gorentals://return";
/** What ?status= may say on /return-webview/; anything else is dropped. */
export const RETURN_WEBVIEW_STATUSES = ["success", "cancelled", "failed"] as const;
export type ReturnWebviewStatus = (typeof RETURN_WEBVIEW_STATUSES)[number];
/* ---- end: after-booking pages ---- */

/* ---- Accounts, sessions and roles (issue 4: accounts foundation) ---- */

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

/** A rate limit: at most `limit` hits per key in each fixed window of `windowSeconds`. */
export type RateLimitPolicy = { limit: number; windowSeconds: number };
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
/* ---- end: accounts foundation ---- */
/* ---- customer account pages (issue 4) ---- */
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
/* ---- end: customer account pages ---- */

/* ---- business area (agents and corporate) ---- */
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
/** Business bookings can be cancelled online, free, up to this many hours before pick-up. */
export const BUSINESS_FREE_CANCEL_HOURS = 48;
/** The client reference number of a business booking (step 3): required, at most this long. */
export const CLIENT_REFERENCE_MAX_LENGTH = 30;
/** All-inclusive agents' prices include this insurance option (and unlimited km, as every rental). */
export const ALL_INCLUSIVE_INSURANCE_CODE = "standard";
/** How many months the reports page covers, this month included. */
export const BUSINESS_REPORT_MONTHS = 12;
/** The agency's bookings listed on the dashboard. */
export const BUSINESS_RECENT_BOOKINGS = 5;
/* ---- end: business area ---- */

/* ---- manage booking ---- */
/** The signed-in customer's bookings, each linking to its manage-booking page. */
export const MANAGE_BOOKING_MY_BOOKINGS_PATH = "/manage-booking/my-bookings/";
/** /manage-booking/?booking=GO1234567 shows that booking (when the visitor may see it). */
export const MANAGE_BOOKING_PARAM = "booking";
/** "Resend confirmation email" per booking. */
export const MANAGE_BOOKING_RESEND_LIMIT = { limit: 3, windowSeconds: 3600 } as const satisfies RateLimitPolicy;
/** At most this many bookings are remembered in one session (the oldest is forgotten first). */
export const MANAGE_BOOKING_ACCESS_MAX = 20;
/* ---- end: manage booking ---- */
/* ---- after-rental pages: feedback, card authorisation, identity check ---- */
export const FEEDBACK_PATH = "/your-feedback/";
export const FEEDBACK_COMPLETE_PATH = "/feedback-complete/";
export const FEEDBACK_COMMENTS_MAX_LENGTH = 2000;
export const CARD_AUTHORISATION_PATHS = {
  index: "/credit-card-authorisation/",
  form: "/credit-card-authorisation/form/",
  complete: "/credit-card-authorisation/complete/",
} as const;
/** Who the card holder is to the hirer (the form's choices). */
export const CARD_AUTHORISATION_RELATIONSHIPS = [
  "Partner or spouse",
  "Parent or other family member",
  "Friend",
  "Employer or colleague",
  "Travel agent",
  "Other",
] as const;
export const IDENTITY_CHECK_PATHS = {
  success: "/aplyid-success/",
  cancel: "/aplyid-cancel/",
  sandbox: "/identity-check-sandbox/",
  manageBooking: "/manage-booking/",
} as const;
/* ---- end: after-rental pages ---- */
/* ---- content pages and unsubscribe (issue 6) ---- */
export const UNSUBSCRIBE_PATH = "/unsubscribe/";
/** Unsubscribe requests one session may send per hour (429 after that). */
export const UNSUBSCRIBE_RATE_LIMIT = { limit: 10, windowSeconds: 3600 } as const satisfies RateLimitPolicy;
/* ---- end: content pages and unsubscribe ---- */
/* ---- the rental API (issue 7) ---- */
/** Every API call lives under this path; /api/ itself is the reference page. */
export const API_BASE_PATH = "/api/";
export const API_OPENAPI_PATH = "/api/openapi.json";
/** Largest request body an API call reads (larger answers 413). */
export const API_MAX_BODY_BYTES = 64 * 1024;
/** How long clients may keep lookups and driver questions before asking again (ETag revalidates). */
export const API_LOOKUP_MAX_AGE_SECONDS = 3600;
/** At most this many lookup types in one /api/Lookup call. */
export const API_LOOKUP_MAX_TYPES = 20;
/* ---- end: the rental API ---- */

/* ---- content service and the shell parts that need content (issue 6) ---- */
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

/** Session value that overrides the page banner's enabled flag (spec section 4). */
export const PROMO_BAR_SESSION_KEY = "isPromoBarEnabled";

/** Snow report location keys (spec section 1). */
export const SNOW_REPORT_LOCATIONS = ["ALL", "CHC", "ZQN"] as const;
export type SnowReportLocation = (typeof SNOW_REPORT_LOCATIONS)[number];

/** /contact/?sent=1 shows the confirmation of the session's last enquiry. */
export const CONTACT_SENT_PARAM = "sent";
/** The enquiry choice that goes to the support team rather than a branch. */
export const CONTACT_GENERAL_ENQUIRY = "general";
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
/** Enquiries one session may send, and one client IP (when TRUST_PROXY gives it), per hour. */
export const CONTACT_RATE_LIMITS = {
  perSession: { limit: 5, windowSeconds: 3600 },
  perIp: { limit: 20, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitPolicy>;
/* ---- end: content service and shell parts ---- */
