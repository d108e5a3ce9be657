/** Every user-facing message the spec names (sections 2, 5 and 8), defined once. */

import { BOOKING_TIMEOUT_SECONDS, QUOTE_VALIDITY_DAYS } from "./constants";

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

export const SEARCH_SUBMIT_LABEL = "Search vehicles";

/** The vehicle search form's own messages (the itinerary rules' messages are above). */
export const SEARCH_FORM_MESSAGES = {
  pickupBranchRequired: "Please choose a pick-up location",
  dropOffBranchInvalid: "Please choose a drop-off location",
  pickupTimeRequired: "Please choose a pick-up time",
  dropOffTimeRequired: "Please choose a drop off time",
  branchUnknown: "Sorry, we don't have a branch there. Please choose one from the list",
} as const;

/** Shown on /vehicles/ when the booking guard ended an itinerary (spec section 4). */
export const ITINERARY_EXPIRED_TITLE = "Your search has expired";
export const ITINERARY_EXPIRED_TEXT =
  "Prices and availability change, so searches last 3 hours. Please search again to see today's prices.";

export const INVALID_PHONE = "Invalid phone number";

export const BOOKING_MESSAGES = {
  vehicleSoldOut: "Sorry, this vehicle has just sold out. Please choose another vehicle.",
  holdExpired: "Your booking has timed out, so we've checked the vehicle and price again.",
} as const;

/* ---- Saved quotes and /book-from-quote/ (quotes & hold timer) ---- */

export const QUOTE_MESSAGES = {
  codeRequired: "Please enter the quote code from your email",
  unknown: "Sorry, we can't find that quote. Please check the code in your email, or start a new search.",
  expired: `Sorry, this quote has expired: quotes are kept for ${QUOTE_VALIDITY_DAYS} days. Please start a new search for today's prices.`,
  pickupPast: "The pick-up time of this quote has already passed. Please search again with new dates.",
  vehicleUnavailable:
    "Sorry, the vehicle in your quote is no longer available for these dates. Your trip details are saved: please choose another vehicle.",
  noBooking: "There is no booking in progress to save as a quote. Please start a new search.",
  noEmail: "Please enter your email address in your details first, so we know where to send the quote.",
  tooMany: "We've already sent several quotes to this email address in the last hour. Please try again later.",
  saveFailed: "Sorry, we couldn't save your quote. Please try again.",
} as const;

/** The notice step 4 shows after ?quoteSent=1. */
export function quoteSentMessage(email: string): string {
  return `Quote sent to ${email}`;
}

/** Flashed as the payment notice when today's price of a resumed quote differs from the quote. */
export function quotePriceChangedMessage(quotedTotal: string): string {
  return `Prices have changed since you saved your quote (it was ${quotedTotal}). The total shown is today's price.`;
}

export const QUOTE_PAGE_TEXT = {
  title: "Resume your quote",
  intro:
    "Saved a quote on the review step? The email we sent you has a link that takes you straight back to your booking, with the same vehicle, extras and details. You can also paste the quote code from that email here.",
  validity: `Quotes are kept for ${QUOTE_VALIDITY_DAYS} days. We check the vehicle is still free and the price is still right when you resume.`,
  codeLabel: "Quote code",
  codeHint: "The code after quote= in the link of your quote email (you can paste the whole link).",
  submit: "Resume my booking",
  newSearch: "Start a new search",
  chooseAnotherVehicle: "Choose another vehicle",
  backToBooking: "Back to your booking",
  emailButton: "Email me this quote",
  emailPending: "Sending…",
} as const;

export const QUOTE_EMAIL_TEXT = {
  subject: (vehicle: string) => `Your GO Rentals quote: ${vehicle}`,
  greeting: (firstName: string | null) => (firstName ? `Kia ora ${firstName},` : "Kia ora,"),
  intro: "Here is the quote you saved on GO Rentals. Your vehicle is not reserved until you book.",
  pickup: "Pick-up",
  dropOff: "Drop-off",
  vehicle: "Vehicle",
  extras: "Extras",
  noExtras: "None",
  priceSummary: "Price summary",
  total: "Total",
  resume: "Resume your booking",
  code: "Quote code",
  validUntil: (date: string) => `This quote is valid until ${date}. Prices and availability are checked again when you resume.`,
  signOff: "The GO Rentals team",
} as const;

/* ---- Booking hold timer (quotes & hold timer) ---- */

export const BOOKING_TIMER_TEXT = {
  warningTitle: "Are you still there?",
  warningText: "We're holding your vehicle while you book. The hold ends in",
  warningHelp: `Choose Continue booking to keep your vehicle for another ${BOOKING_TIMEOUT_SECONDS / 60} minutes.`,
  continueBooking: "Continue booking",
  renewing: "Keeping your vehicle…",
  expiredTitle: "Your booking has timed out",
  expiredText:
    `We held your vehicle for ${BOOKING_TIMEOUT_SECONDS / 60} minutes without any activity, so the hold has ended. If you continue, we'll check that the vehicle is still free and the price is still the same.`,
  continue: "Continue",
  newSearch: "Start a new search",
  soldOut: BOOKING_MESSAGES.vehicleSoldOut,
  chooseAnotherVehicle: "Choose another vehicle",
  offline: "We couldn't reach GO Rentals. Please check your connection and try again.",
} as const;
/* ---- end: quotes & hold timer ---- */

/* Booking steps (issue 3): the forms of /book-now/. */
export const BOOKING_FORM_MESSAGES = {
  vehicleNotOffered: "Sorry, that vehicle isn't available for your trip. Please choose another vehicle.",
  vehicleChoiceInvalid: "Please choose a vehicle from the list",
  quantityInvalid: "Please choose how many you need",
  insuranceRequired: "Please choose an insurance option",
  shuttleInvalid: "Please choose a shuttle option",
  firstNameRequired: "Please enter your first name",
  lastNameRequired: "Please enter your last name",
  nameTooLong: "Please use at most 50 characters",
  emailInvalid: "Please enter a valid email address",
  countryRequired: "Please choose your country of residence",
  travelReasonInvalid: "Please choose a reason for travel",
  flightNumberInvalid: "Flight numbers have letters and digits only, like NZ123",
  termsRequired: "Please accept the terms and conditions to continue",
  paymentMethodRequired: "Please choose how you would like to pay",
  cardTypeRequired: "Please choose your card type",
  bookingLost: "Sorry, we couldn't find your booking in progress. Please choose your vehicle again.",
} as const;

/* ------------------------------------------------------------------------------------------------
 * Payment (issue 4: payment and confirmation).
 * ---------------------------------------------------------------------------------------------- */

export const PAYMENT_MESSAGES = {
  /** Used when a gateway declines without giving a reason. */
  declinedReason: "Your payment was declined.",
  declinedAdvice:
    "No money has been taken and your vehicle is still reserved for you. Please check your card details and try again, or use another card.",
  cancelled:
    "You cancelled the payment, so your booking isn't confirmed yet. Your vehicle is still reserved for you: pay when you're ready.",
  staleCheckout:
    "That payment page is no longer valid, so nothing was booked with it. Please check your booking and pay again.",
  returnInvalidTitle: "We couldn't read this payment",
  returnInvalidText:
    "This payment link isn't valid or has been changed, so nothing has been booked or charged with it. If you've just paid, check your email for your booking confirmation, or look your booking up in Manage booking.",
  soldOutAfterPaymentTitle: "Sorry, your vehicle sold out",
  soldOutAfterPaymentText:
    "Your vehicle sold out while you were paying, so we couldn't confirm the booking. Your payment will be refunded in full. Please choose another vehicle.",
  chooseAnotherVehicle: "Choose another vehicle",
  redirecting: "Taking you to the secure payment page…",
} as const;

/** Step 4's notice after a declined card: the gateway's reason, then what to do. */
export function paymentDeclinedMessage(reason: string | null | undefined): string {
  return `${reason?.trim() || PAYMENT_MESSAGES.declinedReason} ${PAYMENT_MESSAGES.declinedAdvice}`;
}

/** Step 4's notice when an expired hold was priced again and the total changed. */
export function priceChangedMessage(newTotal: string): string {
  return `${BOOKING_MESSAGES.holdExpired} The price has changed: your new total is ${newTotal}. Please check it and pay again.`;
}

/** The price summary (a PriceBreakdown) shown in the booking steps, confirmation and email. */
export const PRICE_SUMMARY_TEXT = {
  caption: "Price summary",
  item: "Item",
  amount: "Amount",
  subtotal: "Subtotal",
  total: "Total",
  currencyNote: "Prices are in New Zealand dollars (NZD) and include GST.",
} as const;

export const CONFIRMATION_TEXT = {
  title: "Your booking is confirmed",
  paymentReceivedTitle: "Payment received: your booking is confirmed",
  bankTransferTitle: "Your booking is confirmed: please pay by bank transfer",
  reservationNumber: "Reservation number",
  itinerary: "Your trip",
  pickup: "Pick-up",
  dropOff: "Drop-off",
  vehicle: "Vehicle",
  driver: "Driver",
  payment: "Payment",
  flight: "Flight",
  travelReason: "Reason for travel",
  manageBooking: "Manage booking",
  manageBookingText:
    "Use your reservation number and email address in Manage booking to see, change or cancel your booking, or to check in online.",
  bankDetails: "Bank details",
  accountName: "Account name",
  bank: "Bank",
  accountNumber: "Account number",
  swiftCode: "SWIFT code (from overseas)",
  amountDue: "Amount",
  paymentReference: "Reference",
  dueBy: "Pay by",
  bankTransferText:
    "Please pay the total by bank transfer by the due date, with your reservation number as the reference so we can match your payment. We'll email you when it arrives.",
  noBookingTitle: "Looking for your booking?",
  noBookingText:
    "This page shows the booking you've just made in this browser, and there isn't one to show. To see a booking, open Manage booking and enter your reservation number and email address. Your reservation number starts with GO and is in your confirmation email.",
  newBooking: "Make a new booking",
} as const;

/** "Booking confirmation sent to aroha@example.co.nz" */
export function confirmationSentMessage(email: string): string {
  return `Booking confirmation sent to ${email}`;
}

/** The payment line of a confirmation: "$512.40 paid by Visa ending 4242". */
export function cardPaymentLine(amount: string, cardLabel: string | null, cardLast4: string | null): string {
  const card = [cardLabel ?? "card", cardLast4 ? `ending ${cardLast4}` : ""].filter(Boolean).join(" ");
  return `${amount} paid by ${card}`;
}

/** "$512.40 by bank transfer, due by Thu 15 Apr 2027" */
export function bankTransferPaymentLine(amount: string, dueDate: string): string {
  return `${amount} by bank transfer, due by ${dueDate}`;
}

export function bookingEmailSubject(reference: string): string {
  return `Your GO Rentals booking ${reference} is confirmed`;
}

/** What the gateway's hosted page says the payment is for. */
export function paymentDescription(reference: string): string {
  return `GO Rentals booking ${reference}`;
}

/* ---- Promo code feature: modal, /promo-code/ page, /deals/promotion/ (spec sections 2, 4, 5) ---- */

/** Texts around the promo code form; the form's own fixed texts are PROMO_FORM_TEXT. */
export const PROMO_UI_TEXT = {
  trigger: "Have a promo code?",
  remove: "Remove promo code",
  removing: "Removing…",
  applying: "Applying…",
  appliedLabel: "Promo code applied:",
  aaNumberHint: "Up to 16 digits, as printed on your AA membership card.",
  storedNotice: "We'll apply it to your search when you look for a vehicle.",
  searchNotice: "It's applied to your current search.",
  pageIntro: "Got a promo code? Enter it below and we'll apply it to your vehicle search.",
  back: "Back to where you were",
  searchVehicles: "Search vehicles",
} as const;
/* ---- end promo code feature ---- */

/* Payment (issue 4), continued. */

/** The booking confirmation email's own texts (CONFIRMATION_TEXT's labels are shared with the pages). */
export const BOOKING_EMAIL_TEXT = {
  greeting: (firstName: string | null) => (firstName ? `Kia ora ${firstName},` : "Kia ora,"),
  intro: "Thank you for booking with GO Rentals. Your booking is confirmed: here are the details.",
  manageBookingIntro: "See, change or cancel your booking, or check in online, with your reservation number and this email address:",
  signOff: "See you soon,\nThe GO Rentals team",
} as const;
