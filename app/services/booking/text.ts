/**
 * Texts of the booking steps of /book-now/: forms, hold timer, payment, confirmation and the
 * booking email.
 */
import { BOOKING_TIMEOUT_SECONDS } from "~/models/constants";
import { plural, t } from "../platform/i18n/translate";

export const BOOKING_MESSAGES = {
  vehicleSoldOut: "Sorry, this vehicle has just sold out. Please choose another vehicle.",
  holdExpired: "Your booking has timed out, so we've checked the vehicle and price again.",
} as const;

/**
 * The refusal of a hold by the holds cap (docs/booking.md, "How many holds one visitor may have"):
 * `limit` vehicles are already on hold, unpaid, from the visitor's internet connection
 * ("address"), or one of the class is and the visitor asked for its last free one ("last-car").
 */
export function holdLimitMessage(refusal: { rule: "address" | "last-car"; limit: number }): string {
  const first =
    refusal.rule === "address"
      ? t(
          "We hold at most {{limit}} vehicles at a time for one internet connection, and {{limit}} are on hold from yours now.",
          { limit: refusal.limit },
        )
      : t(
          "This is the last vehicle of its kind for your trip, and one like it is already on hold from your internet connection.",
        );
  return `${first} ${t("Please finish or leave one of those bookings, or try again in a few minutes. Your trip is kept.")}`;
}

export const BOOKING_TIMER_TEXT = {
  warningTitle: "Are you still there?",
  warningText: "We're holding your vehicle while you book. The hold ends in",
  warningHelp: `Choose Continue booking to keep your vehicle for another ${BOOKING_TIMEOUT_SECONDS / 60} minutes.`,
  continueBooking: "Continue booking",
  renewing: "Keeping your vehicle…",
  expiredTitle: "Your booking has timed out",
  expiredText: `We held your vehicle for ${BOOKING_TIMEOUT_SECONDS / 60} minutes without any activity, so the hold has ended. If you continue, we'll check that the vehicle is still free and the price is still the same.`,
  continue: "Continue",
  newSearch: "Start a new search",
  soldOut: BOOKING_MESSAGES.vehicleSoldOut,
  chooseAnotherVehicle: "Choose another vehicle",
  offline: "We couldn't reach GO Rentals. Please check your connection and try again.",
} as const;

/** The hold timer's countdown for screen readers: "1 minute 5 seconds". */
export const COUNTDOWN_TEXT = {
  minutes: plural("{{count}} minute", "{{count}} minutes"),
  seconds: plural("{{count}} second", "{{count}} seconds"),
} as const;

/** Step 1's vehicle: "5 seats", "for 3 days". */
export const VEHICLE_STEP_TEXT = {
  seats: plural("{{count}} seat", "{{count}} seats"),
  forDays: plural("for {{count}} day", "for {{count}} days"),
} as const;

/** Step 2's longer texts. */
export const EXTRAS_STEP_TEXT = {
  totalCare:
    "Total Care reduces your excess to $0: if the vehicle is damaged or stolen you pay nothing towards the repair, and windscreen, tyre and glass cover is included. Without it you pay up to the excess of the cover you choose. Damage from driving under the influence or off sealed roads where the rental terms forbid it is never covered.",
} as const;

/** The titles of the booking steps (steps.ts), translated where shown. */
export const BOOKING_STEP_TITLES = {
  vehicle: "Vehicle",
  extras: "Extras",
  details: "Your details",
  review: "Review and pay",
  confirmation: "Confirmation",
} as const;

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
  return `${t(reason?.trim() || PAYMENT_MESSAGES.declinedReason)} ${t(PAYMENT_MESSAGES.declinedAdvice)}`;
}

/** Step 4's notice when an expired hold was priced again and the total changed. */
export function priceChangedMessage(newTotal: string): string {
  return `${t(BOOKING_MESSAGES.holdExpired)} ${t(
    "The price has changed: your new total is {{total}}. Please check it and pay again.",
    { total: newTotal },
  )}`;
}

/** The price summary (a PriceBreakdown) shown in the booking steps, confirmation and email. */
export const PRICE_SUMMARY_TEXT = {
  caption: "Price summary",
  beforeCardFees: "Price before card fees",
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
  return t("Booking confirmation sent to {{email}}", { email });
}

/** The payment line of a confirmation: "$512.40 paid by Visa ending 4242". */
export function cardPaymentLine(amount: string, cardLabel: string | null, cardLast4: string | null): string {
  const card = cardLabel ?? t("card");
  return cardLast4
    ? t("{{amount}} paid by {{card}} ending {{last4}}", { amount, card, last4: cardLast4 })
    : t("{{amount}} paid by {{card}}", { amount, card });
}

/** "$512.40 by bank transfer, due by Thu 15 Apr 2027" */
export function bankTransferPaymentLine(amount: string, dueDate: string): string {
  return t("{{amount}} by bank transfer, due by {{date}}", { amount, date: dueDate });
}

export function bookingEmailSubject(reference: string): string {
  return t("Your GO Rentals booking {{reference}} is confirmed", { reference });
}

/** What the gateway's hosted page says the payment is for. */
export function paymentDescription(reference: string): string {
  return t("GO Rentals booking {{reference}}", { reference });
}

/** The booking confirmation email's own texts (CONFIRMATION_TEXT's labels are shared with the pages). */
export const BOOKING_EMAIL_TEXT = {
  greeting: (firstName: string | null) =>
    firstName ? t("Kia ora {{name}},", { name: firstName }) : t("Kia ora,"),
  intro: "Thank you for booking with GO Rentals. Your booking is confirmed: here are the details.",
  manageBookingIntro:
    "See, change or cancel your booking, or check in online, with your reservation number and this email address:",
  signOff: "See you soon,\nThe GO Rentals team",
} as const;

/**
 * The business booking's own fields at step 4 (client reference, charge to account); the business
 * area's BUSINESS_MESSAGES shows them too.
 */
export const BUSINESS_BOOKING_MESSAGES = {
  clientReferenceRequired: "Please enter the client reference number",
  clientReferenceTooLong: "The client reference number can be at most 30 characters",
  clientReferenceInvalid: "The client reference number may only contain letters, digits, spaces and - / _ .",
  paymentMethodRequired: "Please choose how to pay",
} as const;
