import { BOOK_NOW_BASE, BUSINESS_BOOK_NOW_BASE, BUSINESS_NEW_BOOKING_PATH } from "../booking/steps/steps";
/**
 * Constants of the customer accounts (issue 4): pages, tokens, password policy, licence photos,
 * sign-in rate limits.
 */
import { type RateLimitPolicy, SESSION_MAX_AGE_SECONDS } from "../platform/constants";
import { MAX_IMAGE_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from "../platform/uploads/constants";

export const TOKEN_RENEWAL_BEFORE_EXPIRY_MS = 30_000;

export const MAX_UPLOAD_BYTES = MAX_IMAGE_UPLOAD_BYTES;

export const DRIVER_COUNTRIES = ["New Zealand", "Australia", "United Kingdom"] as const;

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
  bookNow: BOOK_NOW_BASE,
  home: "/",
  businessSignIn: "/business/sign-in/",
  businessForgotPassword: "/business/forgot-password/",
  businessMyAccount: "/business/my-account/",
  businessNewBooking: BUSINESS_NEW_BOOKING_PATH,
  businessBookNow: BUSINESS_BOOK_NOW_BASE,
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
export const LICENCE_PHOTO_TYPES = UPLOAD_IMAGE_TYPES;
/** Where licence photos are kept, under DATA_DIR (never under public/). */
export const LICENCE_PHOTO_DIR = "uploads/licences";
/** A multipart request larger than this is refused before it is read (the photo limit plus room for the fields). */
export const LICENCE_FORM_MAX_BYTES = 2 * MAX_UPLOAD_BYTES;
export const ADDRESS_FIELD_MAX_LENGTH = 100;
export const LICENCE_NUMBER_MAX_LENGTH = 20;
