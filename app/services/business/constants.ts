import {
  BUSINESS_BOOK_NOW_BASE,
  BUSINESS_CONFIRMATION_PATH,
  BUSINESS_NEW_BOOKING_PATH,
} from "../booking/steps/steps";
/** Constants of the business area (agents and corporate customers). */

/** The pages of the business area (spec section 2, "Business"). */
export const BUSINESS_PATHS = {
  signIn: "/business/sign-in/",
  forgotPassword: "/business/forgot-password/",
  myAccount: "/business/my-account/",
  profile: "/business/my-account/profile/",
  changePassword: "/business/my-account/profile/change-password/",
  invoices: "/business/my-account/invoices/",
  manageBooking: "/business/my-account/manage-booking/",
  newBooking: BUSINESS_NEW_BOOKING_PATH,
  reports: "/business/my-account/reports/",
  reportsCsv: "/business/my-account/reports/export/?format=csv",
  bookNow: BUSINESS_BOOK_NOW_BASE,
  confirmation: BUSINESS_CONFIRMATION_PATH,
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
