/** Every user-facing message the spec names (sections 2, 5 and 8), defined once. */

export const NOT_FOUND_TITLE = "Oops, page not found";
export const NOT_FOUND_TEXT =
  "Sorry, we can't seem to find what you're looking for. Contact us via Help or give us a call for a hand.";
export const NOT_FOUND_BUTTON = "Get help";
export const PAGE_NOT_FOUND_SHORT = "This page could not be found.";
export const DEFAULT_PAGE_ERROR = "Page not found";
export const UNAUTHORIZED = "Unauthorized";
export const UNKNOWN_MIDDLEWARE = "Unknown middleware";

export const ERROR_PAGE_FAILED_TITLE = "An error occurred while showing the error page";
export const ERROR_PAGE_FAILED_TEXT =
  "Unfortunately an error occurred and while showing the error page another error occurred";
export const ERROR_PAGE_FAILED_LINK = "Go back to home";

export const INVALID_FOOTER_STYLE = "Invalid footer style";

export const SERVICE_UNAVAILABLE =
  "This doesn't seem to be working how we want it to. Please try again in a few minutes.";
export const SERVICE_UNAVAILABLE_NO_RESPONSE = `Oops! ${SERVICE_UNAVAILABLE}`;
export const SAVE_FAILED = "Save request could not be completed";
export const GENERIC_EXCEPTION =
  "An error has occured, please try again later or let us know if the problem persists.";

/** Itinerary messages (spec section 5). */
export const ITINERARY_MESSAGES = {
  pickupDateInvalid: "The pick-up date is invalid",
  dropOffDateInvalid: "The drop off date is invalid",
  pickupDateBeforeToday: "The pick-up date is before today",
  dropOffDateBeforeToday: "The drop off date is before today",
  dropOffDateBeforePickup: "The drop off date is before the pick-up date",
  pickupTimeBeforeNow: "You can't choose a pick-up time earlier than now",
  dropOffNotAfterPickup: "Drop-off should be after pick-up",
  pickupOutsideBranchHours: "The pick-up time is outside of branch hours",
  dropOffOutsideBranchHours: "The drop off time is outside of branch hours",
} as const;

/** "The pick-up time is outside of branch hours: Auckland Airport 7:00 AM – 6:00 PM" */
export function outsideBranchHoursMessage(message: string, branchName: string, hours: string): string {
  return `${message}: ${branchName} ${hours}`;
}

/* Promo codes (spec sections 2, 5 and 8). */

/** Shown in the promo modal's error list titled "Sorry" when the AA check refuses the number. */
export const INVALID_AA_MEMBERSHIP_NUMBER = "Invalid AA membership number";

export const PROMO_MESSAGES = {
  promoCodeRequired: "Please enter a promo code",
  promoCodeTooLong: "The promo code can be at most 25 characters",
  aaNumberRequired: "Please enter your AA membership number",
  aaNumberTooLong: "The AA membership number can be at most 16 digits",
  aaNumberNotInteger: "The AA membership number may only contain digits",
  promoCodeUnknown: "Sorry, we don't recognise that promo code",
  promoCodeExpired: "Sorry, that promo code has expired",
  promoCodeNotYetValid: "Sorry, that promo code isn't valid yet",
  promoNotWithDeals: "Promo codes can't be combined with hot deals or relocations",
} as const;

/** Fixed texts of the promo code modal (spec section 2). */
export const PROMO_FORM_TEXT = {
  title: "Promo code",
  placeholder: "Enter code",
  aaNumberLabel: "AA membership number",
  submit: "Apply code",
  errorListTitle: "Sorry",
} as const;

/* Booking (issue 3). */

export const BOOKING_MESSAGES = {
  vehicleSoldOut: "Sorry, this vehicle has just sold out. Please choose another vehicle.",
  holdExpired: "Your booking has timed out, so we've checked the vehicle and price again.",
} as const;
