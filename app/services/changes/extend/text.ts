/**
 * Paths, limits and every text of the extend-booking flow (/extend-booking/…), defined once and
 * imported by the routes, the services and the tests. Pure: safe in the browser and in Playwright.
 */

import { plural, t, tPlural } from "../../platform/i18n/translate";
export const EXTEND_PATHS = {
  start: "/extend-booking/",
  summary: "/extend-booking/summary/",
  keyTerms: "/extend-booking/key-terms/",
  agreement: "/extend-booking/agreement/",
  payment: "/extend-booking/payment/",
  creditCard: "/extend-booking/payment/credit-card/",
  refund: "/extend-booking/payment/refund/",
  noCharge: "/extend-booking/no-charge/",
  atBranch: "/extend-booking/at-branch/",
  confirmation: "/extend-booking/confirmation/",
} as const;

/** Every page of the flow, in the order of the flow (the e2e test visits each). */
export const EXTEND_ROUTES: readonly string[] = Object.values(EXTEND_PATHS);

/** Seconds on a flow page before the extend timer asks whether the visitor is still there. */
export const EXTEND_TIMER_SECONDS = 600;

/** The longest a booking may run after an extension, in rental days. */
export const EXTEND_MAX_RENTAL_DAYS = 90;

export const EXTEND_TIMER_ID = "extend-timer";
export const EXTEND_PAY_MODAL_ID = "extend-confirm-payment";

/** Why an extension cannot be done online (the at-branch page's `?reason=`). */
export const AT_BRANCH_REASONS = ["unavailable", "ended", "cancelled", "deal", "hours"] as const;
export type AtBranchReason = (typeof AT_BRANCH_REASONS)[number];

export function isAtBranchReason(value: unknown): value is AtBranchReason {
  return typeof value === "string" && (AT_BRANCH_REASONS as readonly string[]).includes(value);
}

export const EXTEND_MESSAGES = {
  sameDropOff: "That's your current drop-off. Choose a different date or time.",
  dropOffBeforeNow: "You can't choose a drop-off time earlier than now",
  tooLong: `A rental can be at most ${EXTEND_MAX_RENTAL_DAYS} days. For a longer rental, please call the branch.`,
  timeRequired: "Please choose a drop-off time",
  agreeRequired: 'Please tick "I agree" to continue',
  bookingChanged: "Your booking has changed since you started. Please check your new drop-off again.",
  startAgain: "Please choose your new drop-off first.",
  agreeFirst: "Please read and agree to the terms of your extension first.",
  refundFailed:
    "We couldn't send your refund just now, so your booking hasn't changed. Please try again in a few minutes.",
  refundInProgress: "Your refund is being processed. Please wait a moment and refresh this page.",
  soldOutAfterPayment:
    "Sorry, the car was booked by someone else while you were paying, so your booking hasn't changed. The amount you paid has been refunded.",
} as const;

const EXTEND_RENTAL_DAYS = plural("{{count}} day", "{{count}} days");

export const EXTEND_TEXT = {
  title: "Extend or shorten your rental",
  findIntro: "Find your booking with its reservation number and the email address on it.",
  findLegend: "Find your booking",
  referenceLabel: "Reservation number",
  referenceHint: "GO and 7 digits, e.g. GO1234567",
  emailLabel: "Email",
  find: "Find my booking",
  intro:
    "Choose your new drop-off date and time. We check that your car is free and show you the new price before anything changes.",
  bookingTitle: (reference: string) => t("Booking {{reference}}", { reference }),
  pickup: "Pick-up",
  dropOff: "Drop-off",
  currentDropOff: "Current drop-off",
  previousDropOff: "Drop-off was",
  newDropOff: "New drop-off",
  vehicle: "Vehicle",
  total: "Total",
  formLegend: "Your new drop-off",
  dateLabel: "New drop-off date",
  dateHint: "You return the car to the same branch as booked.",
  timeLabel: "New drop-off time",
  checkPrice: "Check price",
  checking: "Checking…",
  afterHoursLink: "Need a time outside branch hours? Contact the branch",
  summaryTitle: "Your changed booking",
  oldTotal: "Current total",
  newTotal: "New total",
  difference: "Difference",
  toPay: "To pay",
  toRefund: "To refund",
  noChange: "No change in price",
  newPrice: "New price",
  rentalDays: (days: number) => tPlural(EXTEND_RENTAL_DAYS, days),
  priceExplain:
    "The new price is your booking priced again for the new dates, with the same vehicle, extras, insurance and promo code discount. You pay, or get back, the difference from the total of your booking.",
  changeDates: "Change the new drop-off",
  continue: "Continue",
  keyTermsTitle: "Key terms of your extension",
  keyTerms: [
    "Your rental agreement, insurance and extras carry on unchanged for the new dates.",
    "The new drop-off is at the same branch as before. Return the car by the new drop-off time: a late return is charged a day's rental for every day or part day late.",
    "An extension is paid when you confirm it, by credit card. When you shorten your rental, the difference goes back to the card you paid with (or by bank transfer if you paid that way), usually within 5 working days.",
    "A shorter rental must still end after now. Once the car is back, days not used are not refunded.",
    "If you change your mind, you can change your drop-off again online until it has passed.",
  ],
  agreementTitle: "Agreement",
  agreementText: "I have read the key terms of my extension and agree to the new drop-off and price.",
  agree: "I agree",
  agreeAndContinue: "Agree and continue",
  paymentTitle: "Pay for your extension",
  paymentIntro: (amount: string) =>
    t("Your extension costs {{amount}}. You pay it by credit card on our payment provider's secure page.", {
      amount,
    }),
  payByCard: (amount: string) => t("Pay {{amount}} by credit card", { amount }),
  modalTitle: "Confirm your extension",
  modalText: (dropOff: string, amount: string) =>
    t("Your new drop-off will be {{dropOff}}. We'll charge {{amount}} to your card.", { dropOff, amount }),
  confirmAndPay: "Confirm and pay",
  goBack: "Go back",
  refundTitle: "Your refund",
  refundIntro: (amount: string) => t("Shortening your rental gives you back {{amount}}.", { amount }),
  refundToCard: (last4: string | null) =>
    last4
      ? t("It goes back to the card ending {{last4}}.", { last4 })
      : t("It goes back to the card you paid with."),
  refundToBank:
    "You paid by bank transfer, so our team pays it back to your bank account within 5 working days.",
  refundNothingPaid:
    "No payment of this booking has reached us yet, so there is nothing to refund: please pay the new total.",
  confirmRefund: "Confirm and get my refund",
  confirmShorten: "Confirm the new drop-off",
  noChargeTitle: "No change in price",
  noChargeIntro: "Your new drop-off costs the same as your booking, so there is nothing to pay.",
  confirmChange: "Confirm the new drop-off",
  confirmationTitle: "Your booking has been changed",
  confirmationIntro: (reference: string) =>
    t("Booking {{reference}} now has the itinerary below. We've sent you an email with the details.", {
      reference,
    }),
  paid: "Paid",
  refunded: "Refunded",
  backToBooking: "Back to your booking",
  atBranchTitle: "Please contact the branch",
  atBranchIntro: "This change can't be made online, but the branch can help you with it.",
  atBranchCall: (branch: string) => t("Call {{branch}} on", { branch }),
  atBranchReasons: {
    unavailable:
      "There is no car of your vehicle type free for the extra time at the branch, so we can't extend your rental online.",
    ended: "Your rental has already ended, so it can't be changed online.",
    cancelled: "This booking is cancelled, so it can't be extended.",
    deal: "Your booking has a hot deal or relocation rate, which can only be changed at the branch.",
    hours: "A drop-off outside the branch's opening hours has to be arranged with the branch.",
  } satisfies Record<AtBranchReason, string>,
  timerTitle: "Are you still there?",
  timerText:
    "You have been on this page for a while. Continue to check your booking and price again, or go back to your booking.",
  timerContinue: "Continue",
  timerLeave: "Back to my booking",
  stepLabel: "Extend booking",
} as const;

export const EXTEND_EMAIL_TEXT = {
  subject: (reference: string) => t("Your booking {{reference}} has been changed", { reference }),
  greeting: (firstName: string) => t("Kia ora {{firstName}},", { firstName }),
  intro: (reference: string) => t("Your booking {{reference}} has a new drop-off.", { reference }),
  was: "Drop-off was",
  now: "New drop-off",
  total: "New total",
  paid: "Paid for the change",
  refunded: "Refunded",
  manage: "Manage your booking",
  signOff: "Ngā mihi, the GO Rentals team",
} as const;

/** The history note of an "extended" event: "Tue 11 May 2027 10:00 am → Thu 13 May 2027 10:00 am, $98". */
export function extendedHistoryNote(from: string, to: string, amount: string): string {
  return `${from} → ${to}, ${amount}`;
}
