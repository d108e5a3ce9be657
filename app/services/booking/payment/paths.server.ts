/**
 * Where paying for a booking leads: the payment pages, the step a customer goes back to, the
 * places the payment guards send a customer or a business user, and the gateway's return URL.
 */
import { ITINERARY_EXPIRED_PARAM } from "../session.server";
import { pathInLanguage } from "../../platform/i18n/language";
import { currentLanguage } from "../../platform/i18n/translate";
import {
  bookingBase,
  BUSINESS_BOOK_NOW_BASE,
  BUSINESS_NEW_BOOKING_PATH,
  PAYMENT_STEP,
  stepUrl,
  type BookingMode,
  type BookingStepIndex,
} from "../steps/steps";

export const PAYMENT_PATHS = {
  payment: "/payment/",
  paymentReturn: "/paymentReturn/",
  confirmation: "/payment/confirmation/",
  bankTransferConfirmation: "/payment/confirmation/account2account/",
  bookingConfirmation: "/confirmation/",
  review: "/book-now/?step=4",
  vehicles: "/vehicles/",
  itineraryExpired: `/vehicles/?${ITINERARY_EXPIRED_PARAM}=1`,
} as const;

/** The booking step a customer (or business user) with `stepComplete` steps done goes back to (never past 4). */
export function bookNowPath(stepComplete: number, mode: BookingMode = "customer"): string {
  return stepUrl(
    Math.min(Math.max(stepComplete + 1, 1), PAYMENT_STEP) as BookingStepIndex,
    "",
    bookingBase(mode),
  );
}

/** Where the payment guards send a customer (/payment/) and a business user (charge to agency account). */
export const PAYMENT_PLACES: Record<BookingMode, { search: string; expiredSearch: string; review: string }> =
  {
    customer: {
      search: PAYMENT_PATHS.vehicles,
      expiredSearch: PAYMENT_PATHS.itineraryExpired,
      review: PAYMENT_PATHS.review,
    },
    business: {
      search: BUSINESS_NEW_BOOKING_PATH,
      expiredSearch: `${BUSINESS_NEW_BOOKING_PATH}?${ITINERARY_EXPIRED_PARAM}=1`,
      review: stepUrl(PAYMENT_STEP, "", BUSINESS_BOOK_NOW_BASE),
    },
  };

/**
 * Absolute URL the gateway sends the payer back to, on `returnOrigin(request)` (platform/request-guard):
 * /paymentReturn/, or the counter's own page for a walk-in paid by card at the desk.
 */
export function paymentReturnUrl(returnOrigin: string, path: string = PAYMENT_PATHS.paymentReturn): string {
  // The payer comes back to the page's language (/de/paymentReturn/): absolute, so Remix adds no prefix.
  return new URL(pathInLanguage(path, currentLanguage().prefix), returnOrigin).toString();
}
