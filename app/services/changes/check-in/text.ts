/**
 * Online check-in: its paths, limits and every text it shows, defined once (plain module: the
 * browser, the server and the Playwright tests import it). Shown through `t` (issue 34); a text
 * with `{name}` values is shown through `fillText`, which translates it first.
 */
import { CURRENCY } from "~/models/constants";
import { localNumberFormat } from "../../platform/i18n/formats";
import { inEnglish, t } from "../../platform/i18n/translate";

export const CHECK_IN_START_PATH = "/online-check-in/";
export const CHECK_IN_BOOKING_PARAM = "booking";

/** Check-in opens this many hours before pick-up and closes at the pick-up time (ADR 0055). */
export const CHECK_IN_OPENS_HOURS_BEFORE = 72;
/** Every driver must be at least this old on the pick-up date (ADR 0055). */
export const CHECK_IN_MIN_DRIVER_AGE = 21;
/** Additional drivers besides the main driver. */
export const CHECK_IN_MAX_ADDITIONAL_DRIVERS = 2;
export const CHECK_IN_TIMER_ID = "online-check-in-timer";
export const CHECK_IN_PAYMENT_MODAL_ID = "online-check-in-payment";

export const LICENCE_COUNTRIES = ["New Zealand", "Australia", "United Kingdom"] as const;
export type LicenceCountry = (typeof LICENCE_COUNTRIES)[number];

export const CHECK_IN_TEXT = {
  title: "Online check-in",
  headerLink: "Check-in",
  lead: "Check in before you arrive and you'll be on the road faster: confirm the hirer and drivers, your extras and cover, sign the rental agreement and place the bond on your card.",
  findTitle: "Find your booking",
  findLead: "Enter your reservation number and the email address on the booking.",
  referenceLabel: "Reservation number",
  emailLabel: "Email",
  findSubmit: "Find my booking",
  myBookingsTitle: "Your upcoming bookings",
  noUpcoming: "None of your bookings can be checked in online right now.",
  offerLabel: "Check in online",
  offerLabelBefore: "Online check-in",
  offerLabelDone: "View your check-in",
  startSubmit: "Start check-in",
  continueSubmit: "Continue check-in",
  notConfirmed: "Only confirmed bookings can be checked in online.",
  ended: "Online check-in has closed for this booking: it closes at the pick-up time.",
  callBranch: "Please see the team at the branch, or call",
  bookingFor: "Booking",
  pickupLabel: "Pick-up",
  dropOffLabel: "Drop-off",
  stepsTitle: "Steps",
  outOfOrder: "Please finish this step first.",
  signInAgain: "Your sign-in has expired. Please sign in again to continue your check-in.",
  backLabel: "Back",
  saveAndContinue: "Save and continue",
  required: "This field is required.",
  // Hirer
  hirerTitle: "Hirer",
  hirerLead: "The person renting the vehicle and signing the agreement.",
  firstName: "First name",
  lastName: "Last name",
  dateOfBirth: "Date of birth (DD-MM-YYYY)",
  address: "Street address",
  city: "Town or city",
  postcode: "Postcode",
  country: "Country",
  phone: "Phone",
  // Drivers
  driverTitle: "Drivers",
  driverLead:
    "Every driver shows this licence at the branch. All drivers must be at least {age} on the pick-up date.",
  mainDriver: "Main driver",
  additionalDriver: "Additional driver {n} (optional)",
  licenceName: "Name on licence",
  licenceNumber: "Licence number",
  licenceExpiry: "Licence expiry (DD-MM-YYYY)",
  licenceCountry: "Country of issue",
  tooYoung: "Drivers must be at least {age} years old on the pick-up date.",
  partialDriver: "Fill in every field for this driver, or leave them all empty.",
  identityTitle: "Verify your identity",
  identityLead: "Save time at the desk: verify the hirer's identity with photo ID now.",
  identitySubmit: "Verify your identity",
  identityVerified: "Identity verified.",
  identityPending: "Identity check started: finish it on the verification page.",
  identityCancelled: "The identity check was cancelled. You can try again, or show photo ID at the branch.",
  // Extras, insurance, shuttle
  extrasTitle: "Extras",
  extrasLead: "Add or remove extras. Any difference in price is settled before you save your check-in.",
  quantity: "Quantity",
  insuranceTitle: "Insurance",
  insuranceLead: "Choose your cover. Any difference in price is settled before you save your check-in.",
  noInsurance: "Basic cover only (no reduction of the excess)",
  perDay: "a day",
  shuttleTitle: "Shuttle",
  shuttleLead: "Our shuttle can pick you up and bring you to the branch.",
  noShuttle: "No shuttle, I'll come to the branch",
  priceTitle: "Your price",
  priceBooked: "Booked total",
  priceNew: "New total",
  pricePaid: "Paid so far",
  priceDue: "Balance to pay",
  priceRefund: "To refund",
  // Key terms, agreement
  keyTermsTitle: "Key terms",
  keyTerms: [
    "Your rental includes unlimited kilometres and GST.",
    "Return the vehicle with the same fuel or charge level as at pick-up, or a refuelling fee applies.",
    "The excess is the most you pay for damage or theft, reduced by the cover you choose.",
    "Only the drivers named on this check-in may drive the vehicle.",
    "No driving on unsealed roads such as Ninety Mile Beach or Skippers Road.",
    "Late returns are charged by the hour, up to a full day.",
  ],
  keyTermsAccept: "I have read and accept the key terms",
  keyTermsRequired: "Please confirm you have read the key terms.",
  agreementTitle: "Rental agreement",
  agreementLead: "Read the rental agreement, accept it and sign by typing the hirer's full name.",
  agreementText: [
    "The hirer rents the vehicle for the period of the booking, under GO Rentals' terms and conditions.",
    "The hirer is responsible for the vehicle, tolls, parking and traffic fines until it is returned.",
    "The bond is held on the hirer's card and released after the vehicle is returned in the same condition.",
  ],
  agreementAccept: "I accept the rental agreement",
  agreementRequired: "Please accept the rental agreement.",
  signatureLabel: "Signature: type the hirer's full name",
  signatureMismatch: "Type the hirer's full name exactly as given: {name}.",
  // Card security and bond
  securityTitle: "Card security and bond",
  securityText: [
    "When you pick up the vehicle we hold a bond of {bond} on the hirer's credit card. It is a hold, not a charge: the money stays in your account.",
    "We release the hold when the vehicle comes back undamaged, with the right fuel and no unpaid tolls or fines. Your bank may take a few days to show it.",
    "Your card details are entered on our payment provider's secure page and never stored by GO Rentals.",
  ],
  securityContinue: "I understand, continue",
  bondTitle: "Bond pre-authorisation",
  bondLead: "Place the bond of {bond} on the hirer's credit card now. Nothing is charged.",
  bondSubmit: "Hold the bond on my card",
  bondHeld: "The bond of {bond} is held on the card ending {last4}.",
  bondRedirecting: "Taking you to the secure card page…",
  creditCardTitle: "Card on file",
  creditCardLead:
    "The branch team will see these card details. Bring this card when you pick up the vehicle.",
  cardHolder: "Name of the card holder",
  cardLast4: "Card ending",
  // Payment
  paymentTitle: "Payment",
  paymentDue: "Your changes leave a balance of {amount} to pay.",
  paymentRefund: "You have paid {amount} more than your new total. We'll refund it to your card.",
  payByCard: "Pay by card",
  payByTransfer: "Pay by bank transfer",
  transferRecorded:
    "We're expecting your bank transfer of {amount}. Use your reservation number as the reference.",
  paymentModalTitle: "Online check-in payment",
  paymentModalText: "You're about to pay {amount} by card on our payment provider's secure page.",
  paymentModalConfirm: "Continue to payment",
  paymentModalCancel: "Not now",
  refundSubmit: "Refund {amount}",
  refundDone: "We've refunded {amount}.",
  refundInProgress: "Your refund is already on its way: please check again in a moment.",
  paymentNothing: "Nothing to pay: your check-in doesn't change the price.",
  // Save, loading, summary, confirmation
  saveTitle: "Review and save",
  saveLead: "Check the details below, then save your check-in.",
  saveSubmit: "Save my check-in",
  savePending: "Saving your check-in…",
  loadingTitle: "Saving your check-in",
  loadingText: "Your check-in is being saved.",
  loadingContinue: "Continue to your confirmation",
  summaryTitle: "Check-in summary",
  confirmationTitle: "You're checked in",
  confirmationText: "Thanks, your online check-in for {reference} is saved. We've emailed you a copy.",
  confirmationNext:
    "At the branch, show each driver's licence and the card ending {last4}, and we'll hand you the keys.",
  viewSummary: "View your check-in summary",
  manageBooking: "Back to your booking",
  // Timer
  timerTitle: "Are you still there?",
  timerText: "Your check-in is saved step by step. Continue where you are, or leave and come back later.",
  timerContinue: "Continue check-in",
  timerLeave: "Leave check-in",
  // Mail
  mailSubject: "You're checked in: {reference}",
} as const;

export const CHECK_IN_STEP_TITLES = {
  hirer: CHECK_IN_TEXT.hirerTitle,
  driver: CHECK_IN_TEXT.driverTitle,
  extras: CHECK_IN_TEXT.extrasTitle,
  insurance: CHECK_IN_TEXT.insuranceTitle,
  shuttle: CHECK_IN_TEXT.shuttleTitle,
  "key-terms": CHECK_IN_TEXT.keyTermsTitle,
  agreement: CHECK_IN_TEXT.agreementTitle,
  "credit-card-security": CHECK_IN_TEXT.securityTitle,
  "credit-card-pre-authorisation": CHECK_IN_TEXT.bondTitle,
  creditcard: CHECK_IN_TEXT.creditCardTitle,
  payment: CHECK_IN_TEXT.paymentTitle,
  save: CHECK_IN_TEXT.saveTitle,
} as const;

/** `text` in the current language, its `{name}`s filled in from `values`. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return t(text).replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function checkInOpensMessage(opensAt: string): string {
  return t("Online check-in for this booking opens on {{opensAt}}.", { opensAt });
}

/** "$1,234.50" (always cents); on a page in another language, its way ("1.234,50 NZ$"). */
export function formatNzd(amount: number): string {
  if (!inEnglish())
    return localNumberFormat("money:2", {
      style: "currency",
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  return `$${amount.toLocaleString("en-NZ", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
