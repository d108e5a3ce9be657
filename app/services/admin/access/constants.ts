/** The back office's pages (issue 21). Every path ends with a slash, like the rest of the site. */
export const ADMIN_PATHS = {
  home: "/admin/",
  signIn: "/admin/sign-in/",
  signInCode: "/admin/sign-in/code/",
  signInSetUp: "/admin/sign-in/set-up/",
  signOut: "/admin/sign-out/",
  secondStep: "/admin/account/second-step/",
  bookings: "/admin/bookings/",
  fleet: "/admin/fleet/",
  rates: "/admin/rates/",
  deals: "/admin/deals/",
  currencies: "/admin/currencies/",
  promoCodes: "/admin/promo-codes/",
  branches: "/admin/branches/",
  reports: "/admin/reports/",
  audit: "/admin/audit/",
  staff: "/admin/staff/",
  reviews: "/admin/reviews/",
  emails: "/admin/emails/",
  jobs: "/admin/jobs/",
} as const;

/** A signed-in back-office session ends this long after signing in, whatever the activity: one shift. */
export const STAFF_SHIFT_SECONDS = 8 * 3600;
/** Between the password and the second step (code or set-up): after this the password is asked again. */
export const STAFF_PENDING_SECONDS = 5 * 60;

/** TOTP (RFC 6238) as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_ISSUER = "GO Rentals back office";
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is accepted too (clocks drift). */
export const TOTP_WINDOW = 1;

/** Wrong codes allowed per account in a window, like the password's limit. */
export const TOTP_RATE_LIMIT = { limit: 5, windowSeconds: 15 * 60 } as const;
