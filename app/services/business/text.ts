import { BUSINESS_BOOKING_MESSAGES } from "../booking/text";
/** Texts of the business area (agents and corporate customers). */
import { SAVE_FAILED } from "../platform/error-text";
import { INVALID_PHONE, VALIDATOR_MESSAGES } from "../platform/text";

export const BUSINESS_MESSAGES = {
  ...BUSINESS_BOOKING_MESSAGES,
  signInTitle: "GO Business sign in",
  signInLead: "For travel agents and corporate customers of GO Rentals.",
  /** A customer account tried the business sign-in. */
  customerAccount: "This is a customer account. Please sign in at /sign-in/.",
  customerSignInLink: "Go to the customer sign in",
  forgotTitle: "Reset your GO Business password",
  forgotLead:
    "Enter the email address of your business account and we'll email you a link to choose a new password.",
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
  /** The invoice's payments and credits: how, and what for when it is not the booking itself. */
  invoicePayment: {
    title: "Payments and credits",
    due: "Amount due",
    charge: {
      "on-account": "Charged to account",
      "credit-card": "Paid by card",
      account2account: "Bank transfer",
      eftpos: "Paid by EFTPOS",
    },
    credit: {
      "on-account": "Credited to account",
      "credit-card": "Refunded to card",
      account2account: "Refunded by bank transfer",
      eftpos: "Refunded by EFTPOS",
    },
    purposes: {
      cancellation: "cancellation fee",
      extension: "new drop-off",
      "check-in": "check-in",
      bond: "bond",
      "return-charges": "charges after return",
      change: "booking change",
    },
  },
  invoiceNotFound: "We couldn't find that invoice among your agency's bookings.",
  noInvoices: "No invoices yet: every confirmed booking of your agency gets one.",
  manageTitle: "Manage bookings",
  noBookings: "No bookings match.",
  searchLabel: "Reservation number, client name or client reference",
  newBookingTitle: "New booking for a client",
  newBookingLead:
    "Search for your client's trip, choose a vehicle, then enter the client's details and reference.",
  allInclusiveNote: "All-inclusive prices: standard cover (excess $1,500) and unlimited kilometres included.",
  reportsTitle: "Reports",
  reportsLead: "Confirmed bookings and revenue per month, by pick-up booking date, for the last 12 months.",
  onAccountLabel: "Charge to agency account",
  onAccountDescription: "No card needed: the booking is confirmed now and invoiced to your account.",
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
  contactSupportText:
    "Bookings within 48 hours of pick-up can only be cancelled by our business team. Please call:",
  signOut: "Sign out",
  tokenExpired: "Your session has expired. Please sign in again.",
} as const;
