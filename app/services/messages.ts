/** Every user-facing message the spec names (sections 2, 5 and 8), defined once. */

export * from "./platform/error-text";
export * from "./shell/text";
import { BOOKING_TIMEOUT_SECONDS } from "~/models/constants";
import { SERVICE_UNAVAILABLE, UNAUTHORIZED } from "./platform/error-text";
import { FORM_LOADING_TEXT, PROMO_ENTRY_TEXT, SIGN_OUT_LABEL } from "./shell/text";

import { QUOTE_VALIDITY_DAYS } from "./constants";
import {
  SHUTTLE_NOTE_MAX_LENGTH,
  SHUTTLE_PASSENGERS_MAX,
  SHUTTLE_PASSENGERS_MIN,
  SHUTTLE_REQUEST_MIN_HOURS,
} from "./constants"; // after-booking pages (block at the end)
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants"; // accounts foundation (block at the end)

export const PAGE_NOT_FOUND_SHORT = "This page could not be found.";
export const UNKNOWN_MIDDLEWARE = "Unknown middleware";



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
  title: PROMO_ENTRY_TEXT.title,
  placeholder: "Enter code",
  aaNumberLabel: "AA membership number",
  submit: "Apply code",
  errorListTitle: "Sorry",
} as const;

/** Texts around the promo code form; the form's own fixed texts are PROMO_FORM_TEXT. */
export const PROMO_UI_TEXT = {
  trigger: PROMO_ENTRY_TEXT.trigger,
  remove: PROMO_ENTRY_TEXT.remove,
  removing: PROMO_ENTRY_TEXT.removing,
  applying: "Applying…",
  appliedLabel: PROMO_ENTRY_TEXT.appliedLabel,
  aaNumberHint: "Up to 16 digits, as printed on your AA membership card.",
  storedNotice: "We'll apply it to your search when you look for a vehicle.",
  searchNotice: "It's applied to your current search.",
  pageIntro: "Got a promo code? Enter it below and we'll apply it to your vehicle search.",
  back: "Back to where you were",
  searchVehicles: "Search vehicles",
  loading: PROMO_ENTRY_TEXT.loading,
} as const;

/** Shown in the promo modal's error list titled "Sorry" when the AA check refuses the number. */
export const INVALID_AA_MEMBERSHIP_NUMBER = "Invalid AA membership number";



/* Booking (issue 3). */


/** The vehicle search form's own messages (the itinerary rules' messages are above). */
export const SEARCH_FORM_MESSAGES = {
  pickupBranchRequired: "Please choose a pick-up location",
  dropOffBranchInvalid: "Please choose a drop-off location",
  pickupTimeRequired: "Please choose a pick-up time",
  dropOffTimeRequired: "Please choose a drop off time",
  branchUnknown: "Sorry, we don't have a branch there. Please choose one from the list",
  /** Pick-up and drop-off on either side of the Waiheke car ferry (ferry-rules.ts). */
  waihekeCarFerry:
    "Our cars can't go on the Waiheke car ferry: please choose a drop-off on the same side of the Hauraki Gulf as your pick-up",
} as const;

/** Shown on /vehicles/ when the booking guard ended an itinerary (spec section 4). */
export const ITINERARY_EXPIRED_TITLE = "Your search has expired";
export const ITINERARY_EXPIRED_TEXT =
  "Prices and availability change, so searches last 3 hours. Please search again to see today's prices.";

/** A search with no vehicle to offer (/vehicles/ and the business new-booking page). */
export const NO_VEHICLES_AVAILABLE = "Sorry, no vehicles are available for these dates. Please try other dates or another branch.";

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

/** Payments for changes to a confirmed booking (cancel, extend, check in). */
export const CHANGE_PAYMENT_MESSAGES = {
  declinedAdvice: "No money has been taken and your booking hasn't changed. Please check your card details and try again, or use another card.",
  cancelled: "You cancelled the payment, so your booking hasn't changed. Pay when you're ready.",
  staleCheckout: "That payment page is no longer valid, so nothing was charged with it. Please check the amount and pay again.",
  nothingToRefund: "There's nothing to refund on this booking: no payment has reached us yet.",
} as const;

export function changeDeclinedMessage(reason: string | null | undefined): string {
  return `${reason?.trim() || PAYMENT_MESSAGES.declinedReason} ${CHANGE_PAYMENT_MESSAGES.declinedAdvice}`;
}

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


/* ---- end promo code feature ---- */

/* Payment (issue 4), continued. */

/** The booking confirmation email's own texts (CONFIRMATION_TEXT's labels are shared with the pages). */
export const BOOKING_EMAIL_TEXT = {
  greeting: (firstName: string | null) => (firstName ? `Kia ora ${firstName},` : "Kia ora,"),
  intro: "Thank you for booking with GO Rentals. Your booking is confirmed: here are the details.",
  manageBookingIntro: "See, change or cancel your booking, or check in online, with your reservation number and this email address:",
  signOff: "See you soon,\nThe GO Rentals team",
} as const;

/* ---- After-booking pages: /shuttle-request/ and /return-webview/ ---- */

/** Refusals and field messages of /shuttle-request/. */
export const SHUTTLE_REQUEST_MESSAGES = {
  referenceInvalid: "Please enter your reservation number: GO and 7 digits, like GO4821937",
  emailInvalid: "Please enter the email address on your booking",
  /** One message for "no such booking" and "wrong email", so reservation numbers can't be probed. */
  notFound:
    "Sorry, we couldn't find a booking with that reservation number and email address. Please check both against your booking confirmation email.",
  cancelled: "This booking has been cancelled, so there's no shuttle to arrange.",
  notConfirmed:
    "This booking isn't confirmed yet. Once it is (we'll email you), you can ask for a shuttle here.",
  bookingLost: "Sorry, we lost track of your booking while the page was open. Please find it again.",
  formUnreadable: "Sorry, we couldn't read that form. Please try again.",
  optionRequired: "Please choose a shuttle",
  flightNumberInvalid: "Please enter your flight number, like NZ123",
  accommodationNameRequired: "Please enter the name of your accommodation",
  accommodationAddressRequired: "Please enter the street address of your accommodation",
  textTooLong: (max: number) => `Please use at most ${max} characters`,
  passengersInvalid: `Please choose from ${SHUTTLE_PASSENGERS_MIN} to ${SHUTTLE_PASSENGERS_MAX} passengers`,
  noteTooLong: `Please keep the note to ${SHUTTLE_NOTE_MAX_LENGTH} characters`,
} as const;

/** The pick-up is less than SHUTTLE_REQUEST_MIN_HOURS away (or has passed). */
export function shuttleTooLateMessage(branchName: string, phone: string): string {
  return `Shuttles can be booked online until ${SHUTTLE_REQUEST_MIN_HOURS} hours before pick-up, and your pick-up is sooner than that. Please call our ${branchName} branch on ${phone} and we'll help you get to us.`;
}

/** The booking's branch offers no shuttle. */
export function shuttleNoOptionsMessage(branchName: string, phone: string): string {
  return `Our ${branchName} branch doesn't run a shuttle. For help getting to the branch, call ${branchName} on ${phone}.`;
}

/** After too many failed look-ups from one session (answered with 429). */
export function shuttleTooManyAttemptsMessage(phone: string): string {
  return `Too many attempts: for your security we've paused booking look-ups for a while. Please call us on ${phone} and we'll arrange your shuttle.`;
}

export const SHUTTLE_REQUEST_TEXT = {
  title: "Request a shuttle",
  intro:
    "Booked with us and flying in, or staying nearby? Ask for the free airport terminal shuttle or a pick-up from your accommodation, and we'll take you to the branch.",
  findLegend: "Find your booking",
  referenceLabel: "Reservation number",
  referenceHint: "GO and 7 digits, in your booking confirmation email.",
  emailLabel: "Email address",
  emailHint: "The email address you booked with.",
  find: "Find my booking",
  finding: "Finding your booking…",
  bookingLegend: "Your booking",
  pickup: "Pick-up",
  branch: "Branch",
  optionLegend: "Choose your shuttle",
  free: "Free",
  paidAtBranch: "paid at the branch",
  airportLegend: "Your flight",
  airportHint: "For the airport shuttle.",
  flightNumberLabel: "Flight number",
  flightNumberHint: "Like NZ123. We check its arrival time, so a late flight is no problem.",
  accommodationLegend: "Your accommodation",
  accommodationHint: "For accommodation pick-up.",
  accommodationNameLabel: "Accommodation name",
  accommodationAddressLabel: "Street address",
  accommodationAddressHint: "Street, suburb and town, like 12 Beach Road, Frankton, Queenstown.",
  groupLegend: "Passengers and note",
  passengersLabel: "Passengers (everyone travelling, children too)",
  noteLabel: "Note for the driver (optional)",
  noteHint: "Child seats, lots of luggage, skis or bikes: anything the driver should know.",
  submit: "Request my shuttle",
  submitting: "Sending…",
  update: "Update my request",
  existingNotice: "You've already asked for a shuttle for this booking. Sending this form again replaces it.",
  otherBooking: "Find another booking",
  changeBy: (when: string) => `You can change this request online until ${when}.`,
  callBranch: (branchName: string) => `Or call our ${branchName} branch on`,
  sentTitle: "Your shuttle is requested",
  updatedTitle: "Your shuttle request is updated",
  viewTitle: "Your shuttle request",
  sentLead: (email: string) => `We've saved your request and sent the details to ${email}.`,
  updatedLead: (email: string) => `We've replaced your earlier request with these details and sent them to ${email}.`,
  unchangedLead: "We already had this request with exactly these details, so nothing has changed.",
  detailsTitle: "Request details",
  reservationNumber: "Reservation number",
  shuttle: "Shuttle",
  flight: "Flight",
  accommodation: "Accommodation",
  passengers: "Passengers",
  note: "Note",
  price: "Price",
  nextTitle: "What happens next",
  change: "Change this request",
  home: "Back to the home page",
} as const;

/** "What happens next": where to meet the driver, by kind of shuttle. */
export const SHUTTLE_NEXT_STEPS = {
  airport: (p: { branchName: string; phone: string; flightNumber: string }) => [
    `Once you've collected your bags, call our ${p.branchName} branch on ${p.phone} to say you're ready. We check the arrival time of flight ${p.flightNumber}, so if it's late we'll still be there.`,
    "Meet the driver at the rental car shuttle pick-up area outside the terminal: follow the signs for rental car shuttles and look for the GO Rentals van.",
  ],
  accommodation: (p: { accommodationName: string; date: string; time: string }) => [
    `Be ready outside the main entrance of ${p.accommodationName} 15 minutes before your pick-up time (${p.time}, ${p.date}), with your luggage.`,
    "The driver will phone you on the number in your booking if they can't find you or are running late. If your accommodation is too far out for us, we'll call you before your pick-up day to agree on a meeting point.",
  ],
  other: () => ["We'll contact you before your pick-up day to confirm where and when to meet the driver."],
  ride: (address: string, minutes: number) =>
    minutes > 0
      ? `The shuttle takes you to the branch at ${address}, about ${minutes} minutes away.`
      : `The shuttle takes you to the branch at ${address}.`,
  free: "The shuttle is free.",
  paid: (price: string) => `The shuttle costs ${price} for your group, paid at the branch when you collect your vehicle.`,
  bring: "At the branch, have your driver licence and the credit card you booked with ready.",
} as const;

export const SHUTTLE_EMAIL_TEXT = {
  subject: (reference: string) => `Your GO Rentals shuttle request for ${reference}`,
  updatedSubject: (reference: string) => `Your GO Rentals shuttle request for ${reference} has been updated`,
  greeting: (firstName: string | null) => (firstName ? `Kia ora ${firstName},` : "Kia ora,"),
  intro: "Thanks for your shuttle request. Here are the details.",
  updatedIntro: "Your shuttle request has been updated. Here are the new details, which replace the earlier ones.",
  change: "To change it, send the shuttle request form again with your reservation number and this email address:",
  signOff: "See you soon,\nThe GO Rentals team",
} as const;

/** /return-webview/: the page an in-app webview ends on; status-specific texts by ?status=. */
export const RETURN_WEBVIEW_TEXT = {
  pageTitle: "Back to the GO Rentals app",
  title: {
    none: "All done: you can go back to the GO Rentals app",
    success: "All done: you can go back to the GO Rentals app",
    cancelled: "Cancelled: you can go back to the GO Rentals app",
    failed: "That didn't work: please go back to the GO Rentals app",
  },
  text: {
    none: "If the app doesn't open by itself, use the button below.",
    success: "Everything went through. The app will show the latest details.",
    cancelled: "You stopped before the end, so nothing has been changed.",
    failed: "Something went wrong and we couldn't finish. Please try again in the app.",
  },
  reference: "Reservation number",
  openApp: "Open the GO Rentals app",
  website: "Go to the GO Rentals website",
} as const;
/* ---- end: after-booking pages ---- */

/* ---- Accounts, sessions and roles (issue 4: accounts foundation) ---- */

/** Form validators of spec section 5 (phone is INVALID_PHONE above). */
export const VALIDATOR_MESSAGES = {
  phone: INVALID_PHONE,
  date: "Date is not valid.",
  dateOfBirth: "Date should be in the past",
  licenceExpired: "The Licence has expired.",
  numeric: "This field may only contain numeric characters.",
  passwordsDoNotMatch: "Passwords do not match. Please make sure your passwords match",
} as const;

/** "Date must be before your drop off date: 24-12-2026" (the date in day-month-year). */
export function dateAfterDropOffMessage(dropOffDate: string): string {
  return `Date must be before your drop off date: ${dropOffDate}`;
}

/** The rate-limit text; {n} is the whole minutes to wait (rateLimitedMessage fills it in). */
export const RATE_LIMITED = "Too many attempts. Please wait {n} minutes and try again, or call us.";

/** RATE_LIMITED for a wait in seconds, rounded up to whole minutes ("1 minute" for one). */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const text = RATE_LIMITED.replace("{n}", String(minutes));
  return minutes === 1 ? text.replace("1 minutes", "1 minute") : text;
}

/** The one answer to a failed sign-in, whatever was wrong (no account enumeration). */
export const SIGN_IN_FAILED = "Your email or password is incorrect";

export const ACCOUNT_PAGE_TEXT = {
  signUpTitle: "Create your account",
  signUpLead: "Sign up to book faster and see your bookings in one place.",
  checkEmailTitle: "Check your email",
  verifyTitle: "Verify your account",
  verifiedTitle: "Your account is verified",
  verifyFailedTitle: "We couldn't verify your account",
  resendLead: "Enter your email address and we'll send you a new verification link.",
  signInTitle: "Sign in",
  signInLead: "Sign in to manage your details and see your bookings.",
  businessSignInPrompt: "Travel agent or corporate customer?",
  noAccountPrompt: "New to GO Rentals?",
  forgotPasswordTitle: "Forgot your password?",
  forgotPasswordLead: "Enter the email address of your account and we'll email you a link to choose a new password.",
  resetPasswordTitle: "Choose a new password",
  resetFailedTitle: "This link can't be used",
  requestNewLink: "Ask for a new link",
  dashboardTitle: "My account",
  memberSince: "Member since",
  upcomingBooking: "Your next booking",
  noUpcomingBooking: "You have no upcoming bookings.",
  profileTitle: "Profile",
  changePasswordTitle: "Change password",
  addressPhoneTitle: "Address and phone",
  driverLicenceTitle: "Driver licence",
  myBookingsTitle: "My bookings",
  upcomingTitle: "Upcoming rentals",
  pastTitle: "Past rentals",
  noPastBookings: "You have no past rentals.",
  profileSaved: "Your profile has been saved.",
  addressSaved: "Your address and phone number have been saved.",
  licenceSaved: "Your driver licence has been saved.",
  photoOnFile: "Photo on file",
  viewPhoto: "View the photo of your licence",
  signOut: SIGN_OUT_LABEL,
  emailReadOnly: "To change your email address, please call us.",
  verifyNoLink: "To verify your account, open the link in the email we sent you when you signed up. No email? Ask for a new link below.",
  resetNoLink: "To choose a new password, open the link in the email we sent you. No email? Ask for a new link.",
} as const;

export const ACCOUNT_MESSAGES = {
  /** Sign-up's answer, the same whether or not the address already had an account. */
  signUpDone: "Thanks! We've sent you an email with a link to verify your account. Please open it within 24 hours to finish signing up.",
  /** Right password, address not verified yet. */
  verifyFirst: "Please verify your email address first: open the link in the email we sent you when you signed up.",
  resendVerification: "Send me a new verification link",
  verificationResent: "If that address has an account waiting to be verified, we've sent it a new verification link.",
  accountVerified: "Your email address is verified. You can now sign in.",
  verifyLinkInvalid: "This verification link isn't valid. Please use the latest link we emailed you, or ask for a new one.",
  verifyLinkExpired: "This verification link has expired. Please ask for a new one.",
  /** The answer to "forgot password", the same whether or not the address has an account. */
  resetRequested: "If there's an account for that email address, we've sent it a link to reset your password. The link works once, within an hour.",
  resetLinkInvalid: "This password reset link isn't valid or has already been used. Please ask for a new one.",
  resetLinkExpired: "This password reset link has expired. Please ask for a new one.",
  passwordReset: "Your password has been changed. Please sign in with your new password.",
  passwordChanged: "Your password has been changed.",
  currentPasswordWrong: "Your current password is incorrect",
  passwordTooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Your password can be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordRequired: "Please enter your password",
  emailRequired: "Please enter your email address",
  emailInvalid: BOOKING_FORM_MESSAGES.emailInvalid,
  firstNameRequired: BOOKING_FORM_MESSAGES.firstNameRequired,
  lastNameRequired: BOOKING_FORM_MESSAGES.lastNameRequired,
  nameTooLong: BOOKING_FORM_MESSAGES.nameTooLong,
  countryRequired: BOOKING_FORM_MESSAGES.countryRequired,
  signedOut: "You have been signed out.",
  sessionExpired: "Your session has expired. Please sign in again.",
} as const;

/** The account emails (plain text; links are absolute on PUBLIC_URL). */
export const ACCOUNT_EMAIL_TEXT = {
  greeting: (firstName: string | null) => (firstName ? `Kia ora ${firstName},` : "Kia ora,"),
  signOff: "The GO Rentals team",
  verifySubject: "Verify your GO Rentals account",
  verifyIntro: "Thanks for signing up with GO Rentals. Please verify your email address by opening this link within 24 hours:",
  alreadyRegisteredSubject: "You already have a GO Rentals account",
  alreadyRegisteredIntro:
    "Someone (hopefully you) tried to sign up to GO Rentals with this email address, but you already have an account. You can sign in here:",
  alreadyRegisteredReset: "Forgotten your password? Reset it here:",
  resetSubject: "Reset your GO Rentals password",
  resetIntro: "We received a request to reset the password of your GO Rentals account. Open this link within an hour to choose a new one:",
  ignoreIfNotYou: "If you didn't ask for this, you can ignore this email: nothing changes until the link is used.",
} as const;
/* ---- end: accounts foundation ---- */
/* ---- customer account pages (issue 4) ---- */

/** "Need to change this booking? Call us on 0800 …" */
export function changeBookingByPhone(number: string): string {
  return `Need to change this booking? Call us on ${number}.`;
}

export const ACCOUNT_FORM_MESSAGES = {
  confirmPasswordRequired: "Please confirm your password",
  currentPasswordRequired: "Please enter your current password",
  phoneCodeRequired: "Please choose the country code of your phone number",
  fieldTooLong: (max: number) => `This field can be at most ${max} characters`,
  licenceNameRequired: "Please enter your name as it is on your licence",
  dateOfBirthRequired: "Please enter your date of birth",
  licenceNumberRequired: "Please enter your licence number",
  licenceNumberInvalid: "Please enter the licence number with letters and digits only",
  licenceExpiryRequired: "Please enter the expiry date of your licence",
  licenceCountryRequired: "Please choose the country that issued your licence",
  photoTooLarge: "The photo is too large: please choose a file of at most 5 MB.",
  photoWrongType: "Please choose a JPEG, PNG or WebP image.",
  formUnreadable: "We couldn't read the form. Please try again.",
} as const;
/* ---- end: customer account pages ---- */

/* ---- business area (agents and corporate) ---- */
export const BUSINESS_MESSAGES = {
  signInTitle: "GO Business sign in",
  signInLead: "For travel agents and corporate customers of GO Rentals.",
  /** A customer account tried the business sign-in. */
  customerAccount: "This is a customer account. Please sign in at /sign-in/.",
  customerSignInLink: "Go to the customer sign in",
  forgotTitle: "Reset your GO Business password",
  forgotLead: "Enter the email address of your business account and we'll email you a link to choose a new password.",
  dashboardTitle: "Your business account",
  profileTitle: "Agent details",
  profileSaved: "Your details have been saved.",
  saveFailed: SAVE_FAILED,
  agencyNameRequired: "Please enter the agency name",
  agencyNameTooLong: "The agency name can be at most 100 characters",
  contactPhoneInvalid: INVALID_PHONE,
  changePasswordTitle: "Change password",
  passwordsDoNotMatch: VALIDATOR_MESSAGES.passwordsDoNotMatch,
  invoicesTitle: "Invoices",
  invoiceNotFound: "We couldn't find that invoice among your agency's bookings.",
  noInvoices: "No invoices yet: every confirmed booking of your agency gets one.",
  manageTitle: "Manage bookings",
  noBookings: "No bookings match.",
  searchLabel: "Reservation number, client name or client reference",
  newBookingTitle: "New booking for a client",
  newBookingLead: "Search for your client's trip, choose a vehicle, then enter the client's details and reference.",
  allInclusiveNote: "All-inclusive prices: standard cover (excess $1,500) and unlimited kilometres included.",
  reportsTitle: "Reports",
  reportsLead: "Confirmed bookings and revenue per month, by pick-up booking date, for the last 12 months.",
  clientReferenceRequired: "Please enter the client reference number",
  clientReferenceTooLong: "The client reference number can be at most 30 characters",
  clientReferenceInvalid: "The client reference number may only contain letters, digits, spaces and - / _ .",
  onAccountLabel: "Charge to agency account",
  onAccountDescription: "No card needed: the booking is confirmed now and invoiced to your account.",
  paymentMethodRequired: "Please choose how to pay",
  confirmationTitle: "Booking confirmed",
  confirmationOnAccount: "Charged to your agency account. The invoice is in Invoices.",
  noConfirmation: "There is no booking to show. Find your bookings in Manage bookings.",
  cancelTitle: "Cancel a booking",
  cancelLead: "Business bookings can be cancelled free of charge up to 48 hours before pick-up.",
  cancelChoose: "Please choose a booking to cancel",
  cancelNotFound: "We couldn't find that booking among your agency's upcoming bookings.",
  cancelTooLate: "This booking picks up in less than 48 hours and can no longer be cancelled online.",
  cancelledTitle: "Booking cancelled",
  cancelledText: (reference: string) => `Booking ${reference} is cancelled. There is no cancellation fee.`,
  refundText: (amount: string) => `The card payment of ${amount} will be refunded to the card used.`,
  contactSupportTitle: "Please call us to cancel",
  contactSupportText: "Bookings within 48 hours of pick-up can only be cancelled by our business team. Please call:",
  signOut: "Sign out",
  tokenExpired: "Your session has expired. Please sign in again.",
} as const;
/* ---- end: business area ---- */

/* ---- manage booking ---- */
export const MANAGE_BOOKING_MESSAGES = {
  referenceInvalid: "Please enter your reservation number: GO and 7 digits, like GO4821937",
  emailInvalid: "Please enter the email address on your booking",
  /** One message for "no such booking" and "wrong email", so reservation numbers can't be probed. */
  notFound:
    "Sorry, we couldn't find a booking with that reservation number and email address. Please check both against your booking confirmation email.",
  /** ?booking=… of a booking this visitor has not proved access to (or no such booking). */
  findFirst: "To see this booking, please enter the email address on it.",
  formUnreadable: "Sorry, we couldn't read that form. Please try again.",
  resendLimited: (phone: string) =>
    `We've already sent the confirmation email several times in the last hour. Please check your spam folder, or call us on ${phone}.`,
  resendNotConfirmed: "Only a confirmed booking has a confirmation email to send again.",
  resendFailed: (phone: string) => `Sorry, we couldn't send the email just now. Please try again later, or call us on ${phone}.`,
} as const;

/** After too many look-ups from one session (or address): answered with 429. */
export function manageBookingTooManyAttemptsMessage(phone: string): string {
  return `Too many attempts: for your security we've paused booking look-ups for a while. Please call us on ${phone} and we'll help with your booking.`;
}

export const MANAGE_BOOKING_TEXT = {
  title: "Manage booking",
  intro: "Find your booking with the reservation number and the email address you booked with.",
  findLegend: "Your booking",
  referenceLabel: "Reservation number",
  referenceHint: "GO and 7 digits, in your confirmation email",
  emailLabel: "Email address",
  emailHint: "The email address on the booking",
  find: "Find my booking",
  finding: "Finding your booking…",
  signedInHint: "Signed in? Your bookings are listed in",
  myBookingsLink: "My bookings",
  bookingTitle: (reference: string) => `Booking ${reference}`,
  status: "Status",
  statusLabels: { confirmed: "Confirmed", cancelled: "Cancelled" } as Record<string, string>,
  itineraryTitle: "Your trip",
  pickup: "Pick-up",
  dropOff: "Drop-off",
  rentalDays: (days: number) => (days === 1 ? "1 day" : `${days} days`),
  duration: "Rental length",
  vehicleTitle: "Vehicle",
  driver: "Main driver",
  extrasTitle: "Extras",
  noExtras: "No extras",
  insurance: "Insurance",
  basicCover: "Basic cover (included)",
  carbonOffset: "Carbon offset",
  priceTitle: "Price",
  paymentsTitle: "Payments",
  noPayments: "No payments recorded.",
  paymentDate: "Date",
  paymentMethod: "Method",
  paymentAmount: "Amount",
  paymentStatus: "Status",
  paymentMethods: { "credit-card": "Card", account2account: "Bank transfer", "on-account": "Charged to account" } as Record<string, string>,
  paymentStatuses: {
    pending: "Pending",
    approved: "Paid",
    declined: "Declined",
    cancelled: "Cancelled",
    refunded: "Refunded",
  } as Record<string, string>,
  cardEnding: (last4: string) => `ending ${last4}`,
  shuttleTitle: "Shuttle",
  shuttlePassengers: (count: number) => (count === 1 ? "1 passenger" : `${count} passengers`),
  shuttleFlight: (flight: string) => `flight ${flight}`,
  historyTitle: "History",
  history: {
    created: "Booking started",
    confirmed: "Booking confirmed",
    payment: "Payment recorded",
    "shuttle-requested": "Shuttle requested",
    "confirmation-resent": "Confirmation email sent again",
    cancelled: "Booking cancelled",
    "cancellation-fee": "Cancellation fee paid",
    refunded: "Refund made",
    extended: "Booking extended",
    "checked-in": "Checked in online",
    "bond-authorised": "Bond held on card",
    "bond-released": "Bond released",
  } as Record<string, string>,
  historyActors: { customer: "by you", agent: "by your agent", system: "by GO Rentals" } as Record<string, string>,
  actionsTitle: "What you can do now",
  resend: "Resend confirmation email",
  resending: "Sending…",
  resendHint: (email: string) => `We'll send it to ${email}.`,
  resent: (email: string) => `We've sent the confirmation email again to ${email}.`,
  requestShuttle: "Request a shuttle",
  shuttleHint: "Ask for a free pick-up from the airport or your accommodation.",
  contactTitle: "Changes, cancellation, extension or check-in",
  contactText: "To change, cancel or extend this booking, or to check in, please contact us:",
  callUs: "Call us on",
  emailUs: "or email",
  branchLine: (branchName: string) => `Your pick-up branch, ${branchName}:`,
  cancelledNote: "This booking is cancelled. Need a vehicle after all? Start a new search or contact us.",
  otherBooking: "Find another booking",
  myBookingsTitle: "My bookings",
  myBookingsIntro: "Your bookings made while signed in. Choose one to see its details and history.",
  noBookings: "You have no bookings yet.",
  findVehicle: "Find a vehicle",
  viewBooking: (reference: string) => `Manage booking ${reference}`,
  changeTitle: "Change or check in",
  giveFeedback: "Tell us how your rental went",
  checkInOpens: (when: string) => `Online check-in opens ${when}.`,
  pickupShort: "Pick-up",
} as const;
/* ---- end: manage booking ---- */
/* ---- after-rental pages: feedback, card authorisation, identity check ---- */
/** Shared by the three pages that find a booking by reservation number and email (or surname). */
export const BOOKING_LOOKUP_TEXT = {
  referenceLabel: "Reservation number",
  referenceHint: "GO and 7 digits, as in your confirmation email, e.g. GO4821937",
  referenceInvalid: "Please enter a reservation number: GO and 7 digits",
  emailLabel: "Email address on the booking",
  emailInvalid: "Please enter the email address the booking was made with",
  /** One answer for "no such booking" and "wrong email or surname". */
  notFound: "We couldn't find a booking with those details. Please check the reservation number and try again.",
  notConfirmed: "This booking isn't confirmed, so this can't be done online. Please call us.",
  formUnreadable: "The form could not be read. Please try again.",
} as const;

export const FEEDBACK_TEXT = {
  title: "Your feedback",
  intro: "Tell us how your rental went. It takes a minute, and every answer is read by our team.",
  bookingLegend: "Your booking",
  ratingLegend: "How was your rental?",
  ratingRequired: "Please choose a rating from 1 to 5",
  ratingLabels: ["1 – Very poor", "2 – Poor", "3 – OK", "4 – Good", "5 – Excellent"],
  recommendLegend: "Would you recommend GO Rentals to a friend?",
  recommendRequired: "Please answer yes or no",
  yes: "Yes",
  no: "No",
  commentsLabel: "Comments (optional)",
  commentsHint: "What went well, what could be better. At most 2000 characters.",
  commentsTooLong: "Comments can be at most 2000 characters",
  publicLabel: "You may quote my comments on the GO Rentals website (first name and city only)",
  submit: "Send feedback",
  submitting: "Sending…",
  existing: "You have already sent feedback for this booking. Sending the form again updates it.",
  rentalNotEnded: (date: string) => `You can tell us how it went after your rental ends on ${date}.`,
  completeTitle: "Thank you for your feedback",
  completeCreated: (reference: string) => `We have your feedback for booking ${reference}.`,
  completeUpdated: (reference: string) => `Your feedback for booking ${reference} is updated.`,
  completePublic: "Thank you for letting us quote you.",
  completeNone: "There is no feedback to show here yet.",
  completeNoneLead: "To tell us how your rental went, open the feedback form with your reservation number and email.",
  giveFeedback: "Give feedback",
  changeFeedback: "Change my feedback",
  home: "Back to the home page",
} as const;

export const CARD_AUTHORISATION_TEXT = {
  title: "Credit card authorisation",
  intro:
    "Paying for someone else's rental? The card holder can authorise a payment on their card for a GO Rentals booking, even when they are not the hirer.",
  whatTitle: "What it is for",
  what: [
    "A parent, partner, employer or travel agent pays for a rental booked in another person's name.",
    "We place a hold (an authorisation) for the amount on the card. Nothing is charged until the rental is settled at the branch.",
    "The hold is released by your bank if the amount is not used.",
  ],
  howTitle: "How it works",
  how: [
    "You need the reservation number and the hirer's surname.",
    "Fill in your details and the amount to authorise (at most the booking total).",
    "You then enter your card on our payment provider's secure page. We never see the card number.",
    "The card holder must show photo ID (passport or driver licence) at the branch, or send a copy to the branch before pick-up.",
  ],
  start: "Start",
  formTitle: "Authorise a card for a booking",
  formIntro: "We'll check the booking, then send you to our payment provider's secure page to place the hold.",
  bookingLegend: "The booking",
  surnameLabel: "Hirer's surname",
  surnameHint: "The surname of the person the booking is in",
  surnameRequired: "Please enter the hirer's surname",
  holderLegend: "Card holder",
  holderNameLabel: "Card holder's full name",
  holderNameRequired: "Please enter the card holder's name",
  emailLabel: "Card holder's email",
  emailInvalid: "Please enter a valid email address",
  phoneLabel: "Card holder's phone",
  relationshipLabel: "Relationship to the hirer",
  relationshipRequired: "Please choose the relationship to the hirer",
  relationshipPlaceholder: "Please choose",
  amountLabel: "Amount to authorise (NZD)",
  amountHint: "Leave empty to authorise the booking total. It can't be more than the total.",
  amountInvalid: "Please enter an amount in dollars, e.g. 450 or 450.50",
  amountTooHigh: (total: string) => `The amount can't be more than the booking total of ${total}`,
  termsLabel:
    "I am the card holder and I authorise GO Rentals to place a hold for this amount on my card and charge it for this booking. I will show photo ID at the branch.",
  termsRequired: "Please accept the authorisation terms",
  submit: "Continue to secure payment page",
  submitting: "Checking…",
  notAvailable: "This booking has ended, so a card can no longer be authorised for it online.",
  nothingToAuthorise: "There is nothing to authorise for this booking. Please call us.",
  description: (reference: string) => `Card authorisation for ${reference}`,
  authorisedTitle: "Card authorised",
  authorisedLead: (amount: string, reference: string) => `A hold of ${amount} is placed on the card for booking ${reference}.`,
  providerReference: "Authorisation reference",
  authorisedNext: "Please bring photo ID (passport or driver licence) to the branch at pick-up, or ask the hirer to bring a copy.",
  declinedTitle: "The card was not authorised",
  declinedLead: "Nothing was held on the card.",
  cancelledTitle: "Authorisation cancelled",
  cancelledLead: "You left the payment page before authorising. Nothing was held on the card.",
  tryAgain: "Try again",
  invalidTitle: "We couldn't read the answer of the payment page",
  invalidLead: "The link is not valid or has been changed. Nothing was held by this link.",
  noResultTitle: "Card authorisation",
  noResultLead: "This page shows the result of a card authorisation. To authorise a card for a booking, start here.",
  startLink: "Authorise a card",
  home: "Back to the home page",
} as const;

export const IDENTITY_CHECK_TEXT = {
  aboutTitle: "Identity check",
  about:
    "Before pick-up we check the driver's identity online: you take a photo of your driver licence and a selfie, and the branch can hand over the keys faster.",
  howToStart: "Start a check with your reservation number and email below, or from",
  manageBooking: "Manage booking",
  startLegend: "Verify my identity",
  start: "Verify my identity",
  starting: "Starting…",
  successTitle: "Your ID is verified",
  successLead: "Your ID is verified; show your licence at the counter.",
  successNext: "Bring the same driver licence to the branch at pick-up. Every other driver shows theirs at the counter too.",
  cancelTitle: "Identity check cancelled",
  cancelLead: "You left the identity check before it was finished. Nothing was saved.",
  tryAgain: "Try again",
  tryAgainStarting: "Starting…",
  retryFailed: "This check can't be started again. Please start a new one with your reservation number and email.",
  alreadyVerified: "This identity check was already completed: your ID is verified.",
  alreadyCancelled: "This identity check was cancelled, so it did not verify your ID.",
  unknownCheck: "We couldn't find that identity check.",
  notAvailable: "This booking has ended, so an identity check is no longer needed.",
  sandboxTitle: "Identity check (sandbox)",
  sandboxLead:
    "This is the built-in test identity provider: no photo is taken and nothing leaves the site. Choose how the check ends.",
  sandboxVerify: "Verify my identity",
  sandboxCancel: "Cancel",
  sandboxDone: "This check is finished.",
  backToSite: "Back to GO Rentals",
  home: "Back to the home page",
} as const;
/* ---- end: after-rental pages ---- */
/* ---- content pages and unsubscribe (issue 6) ---- */
/** The contact page and the "Email us" modal (spec section 2). */
export const CONTACT_TEXT = {
  pageTitle: "Contact us",
  pageIntro:
    "Send us a message and the right team will get back to you, usually within one business day. For anything urgent about a booking that starts today, please call us.",
  modalTitle: "Email us",
  modalIntro: "Send us a message and we'll reply by email, usually within one business day.",
  loading: FORM_LOADING_TEXT,
  nameLabel: "Your name",
  emailLabel: "Email address",
  emailHint: "We'll reply to this address.",
  phoneLabel: "Phone (optional)",
  phoneHint: "If a call is easier, we'll ring you.",
  enquiryLabel: "What is it about?",
  generalEnquiry: "General enquiry",
  branchEnquiry: (branchName: string) => `${branchName} branch`,
  messageLabel: "Your message",
  messageHint: "A reservation number (GO and 7 digits) helps us find your booking.",
  honeypotLabel: "Leave this field empty",
  submit: "Send message",
  submitting: "Sending…",
  nameRequired: "Please enter your name",
  nameTooLong: "Please use at most 100 characters",
  emailInvalid: "Please enter a valid email address, like name@example.co.nz",
  enquiryInvalid: "Please choose a branch or General enquiry",
  messageRequired: "Please tell us how we can help",
  messageTooShort: "Please write a little more: at least 10 characters",
  messageTooLong: "Please keep your message to 2000 characters",
  sentTitle: "Message sent",
  sentText: (name: string, team: string) => `Thank you, ${name}. Your message is on its way to ${team}.`,
  sentReply: (email: string) => `We'll reply to ${email}, usually within one business day.`,
  sentAgain: "Send another message",
  close: "Close",
  supportTeam: "our customer care team",
  branchTeam: (branchName: string) => `our ${branchName} team`,
  noSentMessage: "There is no sent message to show. Use the form to send one.",
  mailSubject: (name: string, about: string) => `Website enquiry (${about}) from ${name}`,
} as const;

export const CONTENT_TEXT = {
  updated: "Last updated",
  sectionPages: "In this section",
  subPages: "More on this topic",
} as const;

export const UNSUBSCRIBE_TEXT = {
  legend: "Stop marketing email",
  emailLabel: "Email address",
  emailHint: "The address our emails were sent to.",
  submit: "Unsubscribe",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.co.nz.",
  done: (email: string) =>
    `Done: ${email} will get no more marketing email from GO Rentals. Emails about a booking you make are still sent. It can take up to 48 hours for a send already under way to stop.`,
} as const;
/** Blog, travel guides, trip planner (issue 6). */
export const EXPLORE_TEXT = {
  pageLabel: (page: number) => `Page ${page}`,
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  categories: "Categories",
  tags: "Tags",
  readMore: "Read more",
  by: "By",
  published: "Published",
  minutesToRead: (minutes: number) => `${minutes} min read`,
  related: "More from the blog",
  allPosts: "All posts",
  pickup: "Pick up",
  dropoff: "Drop off",
  days: (days: number) => `${days} ${days === 1 ? "day" : "days"}`,
  distance: (km: number) => `about ${km.toLocaleString("en-NZ")} km`,
  searchTrip: "Search vehicles for this trip",
  otherTrips: "More itineraries",
  otherGuides: "More travel guides",
  nearestBranch: "Nearest GO Rentals branch",
} as const;

/** The help centre and its search (issue 6). */
export const HELP_TEXT = {
  searchLabel: "Search help articles",
  searchHint: "For example: bond, after-hours pick-up, ferry, cancel",
  searchButton: "Search",
  resultsHeading: (count: number, query: string) => `${count} ${count === 1 ? "article matches" : "articles match"} “${query}”`,
  noResultsHeading: (query: string) => `No help articles match “${query}”`,
  noResultsText:
    "Try a shorter search or a different word, such as “licence”, “bond” or “ferry”, or browse the topics below. Our team is happy to help on the phone, every day:",
  clearSearch: "Show all topics",
  topicsHeading: "Browse help topics",
  stillNeedHelp: "Still need help?",
  stillNeedHelpText: "Call our reservations team, or email us and we'll reply within one working day.",
  moreInTopic: (topic: string) => `More in ${topic}`,
  backToHelp: "Back to the help centre",
} as const;

/** The drive-safe quiz (issue 6). */
export const DRIVE_SAFE_TEXT = {
  quizHeading: "Test your knowledge of New Zealand road rules",
  questionLabel: (position: number, total: number) => `Question ${position} of ${total}`,
  submit: "Check my answers",
  unanswered: "Please choose an answer to this question.",
  missingSummary: (count: number) =>
    count === 1 ? "One question has no answer yet. Choose an answer and check again." : `${count} questions have no answer yet. Choose an answer for each and check again.`,
  noQuestions: "The quiz is not available right now. Please try again later.",
  scoreHeading: (score: number, total: number) => `You scored ${score} out of ${total}`,
  verdictPerfect: "Perfect score. You know the rules: enjoy the drive and take breaks every two hours.",
  verdictGood: "Well done. Read the explanations for the ones you missed before you set off.",
  verdictRevise: "Read the explanations below before you drive: New Zealand's rules may differ from home.",
  correct: "Correct",
  incorrect: "Not quite",
  yourAnswer: "Your answer",
  correctAnswer: "Correct answer",
  tryAgain: "Take the quiz again",
} as const;

/** /rental-car-relocation/ (issue 6). */
export const RELOCATION_TEXT = {
  listHeading: "Relocation deals available now",
  empty: "No relocations are available right now. New ones are added as our fleet moves around the country: check back in a few days, or call us.",
  vehicle: "Vehicle",
  pickupWindow: "Pick up between",
  rate: "Rate",
  rentalLength: "Rental length",
  oneWayFee: "One-way fee",
  noOneWayFee: "None on a relocation",
  search: (from: string, to: string) => `Search this relocation from ${from} to ${to}`,
  callToBook: "No days of this deal are left to book online. To ask about it, call the branch on",
} as const;
/* ---- end: content pages and unsubscribe ---- */
/* ---- the rental API (issue 7) ---- */
/** Error texts of the JSON API under /api/ (spec sections 7 and 8); the 500 text is SERVICE_UNAVAILABLE. */
export const API_MESSAGES = {
  apiKeyRequired: "A valid api-key header is required.",
  tokenRequired: "Your session has expired. Please sign in again.",
  notFound: PAGE_NOT_FOUND_SHORT,
  wrongUserType: UNAUTHORIZED,
  methodNotAllowed: (allowed: string) => `This call only accepts ${allowed}.`,
  bodyTooLarge: (kilobytes: number) => `The request body is too large: at most ${kilobytes} KB.`,
  bodyNotJson: "The request body must be a JSON object.",
  unexpected: SERVICE_UNAVAILABLE,
  agentIdNotYours: "The agentId must be the agent id of the signed-in business account.",
  agentIdNotAllowed: "The deals search takes no agentId.",
  saveFailed: SAVE_FAILED,
  lookupTypesRequired: "Please give one or more lookup types, separated by commas (types=country,brand).",
  lookupTypesTooMany: (max: number) => `Please ask for at most ${max} lookup types at once.`,
  dealTypesInvalid: 'dealTypes must be "hotdeal", "relocation" or "hotdeal,relocation".',
  agentIdInvalid: "The agentId can be at most 20 letters and digits.",
} as const;
/* ---- end: the rental API ---- */

/* ---- content service and the shell parts that need content (issue 6) ---- */
/** Spec section 5: "Reviews lookups need platforms or a slug, otherwise they fail". */
export const REVIEWS_LOOKUP_NEEDS_PLATFORMS_OR_SLUG = "A reviews lookup needs platforms or a slug";



export const SNOW_REPORT_TEXT = {
  title: "Snow report",
  titleFor: { ALL: "Snow report: South Island ski areas", CHC: "Snow report: Canterbury ski areas", ZQN: "Snow report: Queenstown and Wānaka ski areas" },
  updated: "Last updated",
  skiArea: "Ski area",
  status: "Status",
  base: "Base depth",
  newSnow: "New snow (24 h)",
  lifts: "Lifts open",
  road: "Access road",
  statuses: { open: "Open", closed: "Closed", hold: "On hold", "season-ended": "Season ended" } as Record<string, string>,
  roads: { open: "Open", chains: "Chains to carry", "4wd-chains": "4WD or chains required", closed: "Closed" } as Record<string, string>,
  cm: (value: number) => `${value} cm`,
  lifts_of: (open: number, total: number) => `${open} of ${total}`,
  unavailable: "The snow report isn't available right now. Check the ski area's own website before you drive up.",
  source: "Conditions change quickly in the mountains: check the ski area's website and the NZTA road conditions before you leave.",
} as const;

/* ---- end: content service and shell parts ---- */
