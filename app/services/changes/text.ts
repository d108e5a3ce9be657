/**
 * Texts of changes to a booking: manage booking, booking look-ups, payments for changes,
 * /return-webview/.
 */
import { plural, t, tPlural } from "../platform/i18n/translate";
import { FORM_UNREADABLE } from "../platform/text";
import { PAYMENT_MESSAGES } from "../booking/text";

/** Payments for changes to a confirmed booking (cancel, extend, check in). */
export const CHANGE_PAYMENT_MESSAGES = {
  declinedAdvice:
    "No money has been taken and your booking hasn't changed. Please check your card details and try again, or use another card.",
  cancelled: "You cancelled the payment, so your booking hasn't changed. Pay when you're ready.",
  staleCheckout:
    "That payment page is no longer valid, so nothing was charged with it. Please check the amount and pay again.",
  nothingToRefund: "There's nothing to refund on this booking: no payment has reached us yet.",
} as const;

export function changeDeclinedMessage(reason: string | null | undefined): string {
  return `${reason?.trim() ? t(reason.trim()) : t(PAYMENT_MESSAGES.declinedReason)} ${t(CHANGE_PAYMENT_MESSAGES.declinedAdvice)}`;
}

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

export const MANAGE_BOOKING_MESSAGES = {
  referenceInvalid: "Please enter your reservation number: GO and 7 digits, like GO4821937",
  emailInvalid: "Please enter the email address on your booking",
  /** One message for "no such booking" and "wrong email", so reservation numbers can't be probed. */
  notFound:
    "Sorry, we couldn't find a booking with that reservation number and email address. Please check both against your booking confirmation email.",
  /** ?booking=… of a booking this visitor has not proved access to (or no such booking). */
  findFirst: "To see this booking, please enter the email address on it.",
  formUnreadable: FORM_UNREADABLE,
  resendLimited: (phone: string) =>
    t(
      "We've already sent the confirmation email several times in the last hour. Please check your spam folder, or call us on {{phone}}.",
      { phone },
    ),
  resendNotConfirmed: "Only a confirmed booking has a confirmation email to send again.",
  resendFailed: (phone: string) =>
    t("Sorry, we couldn't send the email just now. Please try again later, or call us on {{phone}}.", {
      phone,
    }),
} as const;

/** After too many look-ups from one session (or address): answered with 429. */
export function manageBookingTooManyAttemptsMessage(phone: string): string {
  return t(
    "Too many attempts: for your security we've paused booking look-ups for a while. Please call us on {{phone}} and we'll help with your booking.",
    { phone },
  );
}

const RENTAL_DAYS = plural("{{count}} day", "{{count}} days");
const SHUTTLE_PASSENGERS = plural("{{count}} passenger", "{{count}} passengers");

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
  bookingTitle: (reference: string) => t("Booking {{reference}}", { reference }),
  status: "Status",
  statusLabels: { confirmed: "Confirmed", cancelled: "Cancelled" } as Record<string, string>,
  itineraryTitle: "Your trip",
  pickup: "Pick-up",
  dropOff: "Drop-off",
  rentalDays: (days: number) => tPlural(RENTAL_DAYS, days),
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
  paymentMethods: {
    "credit-card": "Card",
    account2account: "Bank transfer",
    "on-account": "Charged to account",
    eftpos: "EFTPOS at the counter",
  } as Record<string, string>,
  paymentStatuses: {
    pending: "Pending",
    approved: "Paid",
    declined: "Declined",
    cancelled: "Cancelled",
    refunded: "Refunded",
  } as Record<string, string>,
  cardEnding: (last4: string) => t("ending {{last4}}", { last4 }),
  shuttleTitle: "Shuttle",
  shuttlePassengers: (count: number) => tPlural(SHUTTLE_PASSENGERS, count),
  shuttleFlight: (flight: string) => t("flight {{flight}}", { flight }),
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
    changed: "Booking changed",
    "checked-in": "Checked in online",
    "bond-authorised": "Bond held on card",
    "bond-released": "Bond released",
    "picked-up": "Car picked up",
    returned: "Car returned",
    note: "Staff note added",
    "refunded-by-staff": "Refund made",
    "cancelled-by-staff": "Booking cancelled",
  } as Record<string, string>,
  historyActors: {
    customer: "by you",
    agent: "by your agent",
    system: "by GO Rentals",
    staff: "by GO Rentals",
  } as Record<string, string>,
  actionsTitle: "What you can do now",
  resend: "Resend confirmation email",
  resending: "Sending…",
  resendHint: (email: string) => t("We'll send it to {{email}}.", { email }),
  resent: (email: string) => t("We've sent the confirmation email again to {{email}}.", { email }),
  requestShuttle: "Request a shuttle",
  shuttleHint: "Ask for a free pick-up from the airport or your accommodation.",
  contactTitle: "Changes, cancellation, extension or check-in",
  contactText: "To change, cancel or extend this booking, or to check in, please contact us:",
  callUs: "Call us on",
  emailUs: "or email",
  branchLine: (branchName: string) => t("Your pick-up branch, {{branchName}}:", { branchName }),
  cancelledNote: "This booking is cancelled. Need a vehicle after all? Start a new search or contact us.",
  otherBooking: "Find another booking",
  myBookingsTitle: "My bookings",
  myBookingsIntro: "Your bookings made while signed in. Choose one to see its details and history.",
  noBookings: "You have no bookings yet.",
  findVehicle: "Find a vehicle",
  viewBooking: (reference: string) => t("Manage booking {{reference}}", { reference }),
  changeTitle: "Change or check in",
  giveFeedback: "Tell us how your rental went",
  checkInOpens: (when: string) => t("Online check-in opens {{when}}.", { when }),
  pickupShort: "Pick-up",
} as const;

/** Shared by the three pages that find a booking by reservation number and email (or surname). */
export const BOOKING_LOOKUP_TEXT = {
  referenceLabel: "Reservation number",
  referenceHint: "GO and 7 digits, as in your confirmation email, e.g. GO4821937",
  referenceInvalid: "Please enter a reservation number: GO and 7 digits",
  emailLabel: "Email address on the booking",
  emailInvalid: "Please enter the email address the booking was made with",
  /** One answer for "no such booking" and "wrong email or surname". */
  notFound:
    "We couldn't find a booking with those details. Please check the reservation number and try again.",
  notConfirmed: "This booking isn't confirmed, so this can't be done online. Please call us.",
  formUnreadable: FORM_UNREADABLE,
} as const;
