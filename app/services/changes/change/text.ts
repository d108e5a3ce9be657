/**
 * Paths, the policy's numbers and every text of "Change booking" (/manage-booking/change/…):
 * dates, branches, vehicle class, extras, insurance cover and the flight number of a confirmed
 * booking. Defined once and imported
 * by the routes, the services and the tests. Pure: safe in the browser and in Playwright.
 */
import { t } from "../../platform/i18n/translate";
import { BOOKING_TIMEOUT_SECONDS } from "~/models/constants";

export const CHANGE_PATHS = {
  start: "/manage-booking/change/",
  review: "/manage-booking/change/review/",
  /** Where the gateway sends the payer back (the change's card payment). */
  payment: "/manage-booking/change/payment/",
  done: "/manage-booking/change/done/",
  /** The review's hold timer renews the car held for new dates, branches or class here (POST). */
  hold: "/manage-booking/change/hold/",
} as const;

/** Changes are free and online until this many hours before pick-up; later, by phone. */
export const CHANGE_CUTOFF_HOURS = 48;

/** What the policy charges for making a change (besides the price difference): nothing. */
export const CHANGE_FEE = 0;

/** The longest flight number accepted (as when booking). */
export const FLIGHT_NUMBER_MAX_LENGTH = 10;

/** Why a booking cannot be changed online (each says who to call). */
export const CHANGE_BLOCK_REASONS = [
  "cancelled",
  "started",
  "cutoff",
  "checked-in",
  "deal",
  "mystery",
  "unpriced",
  "account",
] as const;
export type ChangeBlockReason = (typeof CHANGE_BLOCK_REASONS)[number];

export const CHANGE_BLOCK_TEXT: Record<ChangeBlockReason, string> = {
  cancelled: "This booking is cancelled, so it can't be changed.",
  started:
    "Your rental has started, so it can't be changed online. To keep the car longer, extend your rental.",
  cutoff: `Changes can be made online until ${CHANGE_CUTOFF_HOURS} hours before pick-up. Your pick-up is sooner than that, so please call your pick-up branch to change it.`,
  "checked-in":
    "You have checked in online, so your extras and cover are part of your signed rental agreement. Please call your pick-up branch to change them.",
  deal: "This booking has a hot deal or relocation rate, which is sold as it is. Please call your pick-up branch to change it.",
  mystery:
    "This booking is for a mystery car, which is sold as it is. Please call your pick-up branch to change it.",
  unpriced: "We can't price a change to this booking online. Please call your pick-up branch.",
  account:
    "This booking is charged to your travel agent's or company's account, so it is changed through them. Please ask them, or call your pick-up branch.",
};

/** Why the promo code of a booking no longer applies (its status now), else kept. */
export const PROMO_FELL_AWAY_TEXT: Record<string, string> = {
  expired: "has expired",
  "not-yet-valid": "is not valid for your pick-up date",
  inactive: "is no longer offered",
  withdrawn: "has been withdrawn",
  "used-up": "has been used the most times it may be",
  unknown: "is no longer offered",
};

export function promoFellAway(code: string, status: string): string {
  const why = PROMO_FELL_AWAY_TEXT[status] ?? PROMO_FELL_AWAY_TEXT.unknown;
  return t("Promo code {{code}} {{why}}, so its discount no longer applies to the changed booking.", {
    code: code.toUpperCase(),
    why: t(why),
  });
}

export const CHANGE_MESSAGES = {
  unknownExtra: "One of the extras chosen is not one we offer. Please choose from the list.",
  quantityInvalid: (name: string, max: number) => t("Please choose 0 to {{max}} for {{name}}", { max, name }),
  insuranceRequired: "Please choose a cover option",
  flightNumberInvalid: `Please enter a flight number of up to ${FLIGHT_NUMBER_MAX_LENGTH} letters and digits, e.g. NZ123`,
  nothingChanged:
    "You haven't changed anything yet. Change your dates, branches, vehicle, extras, cover or flight number.",
  startAgain: "Please choose your changes first.",
  bookingChanged: "Your booking has changed since you started. Please check your changes again.",
  /** The change is applied; the gateway refused the refund, which the team pays out. */
  refundOwed: (amount: string) =>
    t(
      "Your booking has been changed, but we couldn't send your refund of {{amount}} just now. Our team will send it to you within 2 working days: you don't need to do anything.",
      { amount },
    ),
  notYours: "Find your booking first: enter its reservation number and email on Manage booking.",
} as const;

export const CHANGE_TEXT = {
  title: "Change booking",
  offerLabel: "Change booking",
  /** The link's accessible name where several bookings are listed (the business area). */
  offerLabelFor: (reference: string) => t("Change booking {{reference}}", { reference }),
  intro:
    "Change your dates, branches, vehicle, extras, insurance cover or flight number. You'll see the price before you agree.",
  policy: `Changes are free until ${CHANGE_CUTOFF_HOURS} hours before pick-up: you pay only the difference in price, or get it back to what you paid with. New dates, branches or a new vehicle are priced at today's rates, as a new search would be.`,
  tripLegend: "Dates, branches and vehicle",
  vehicleLabel: "Vehicle",
  additionalDriversHint: "Each additional driver shows a full driver licence at pick-up.",
  extrasLegend: "Extras",
  extrasHint: (max: number) => t("0 to {{max}}", { max }),
  perDay: "per day",
  perRental: "per rental",
  insuranceLegend: "Insurance cover",
  flightLabel: "Flight number (optional)",
  flightHint: "If you're arriving by air, e.g. NZ123",
  shuttleLegend: "Shuttle",
  shuttleNone: "You haven't asked for a shuttle to the branch.",
  shuttleAsk: "Ask for a shuttle",
  shuttleChange: "Change your shuttle details",
  shuttleMoves:
    "A shuttle runs from its pick-up branch only: if you move your pick-up to another branch, the shuttle you asked for is cancelled and you can ask for one there.",
  checkPrice: "See the price of this change",
  checking: "Pricing…",
  reviewTitle: "Review your change",
  asIs: "Your booking now",
  asWillBe: "After the change",
  linePickup: "Pick-up",
  lineDropOff: "Drop-off",
  lineClass: "Vehicle class",
  lineOneWay: "One-way fee",
  lineDays: "Days",
  lineRate: "Vehicle rate per day",
  lineVehicle: "Vehicle",
  lineExtras: "Extras",
  lineCover: "Cover",
  lineFlight: "Flight number",
  linePromo: "Promo",
  lineCardFee: "Card fee",
  lineTotal: "Total",
  none: "None",
  whatChanges: "What changes",
  difference: "Difference",
  toPay: (amount: string) => t("To pay now: {{amount}}", { amount }),
  toRefund: (amount: string) => t("We'll refund {{amount}}", { amount }),
  refundTo: (last4: string | null) =>
    last4
      ? t("to the card ending {{last4}}", { last4 })
      : t("by bank transfer to you (our team will contact you)"),
  refundCapped: "This is all you have paid for the booking so far.",
  noCharge: "No charge: the price stays the same.",
  confirm: "Confirm change",
  pay: (amount: string) => t("Pay {{amount}} and confirm", { amount }),
  refund: (amount: string) => t("Confirm and refund {{amount}}", { amount }),
  confirming: "Confirming…",
  back: "Change something else",
  heldUntil: (time: string) => t("We're holding your new vehicle until {{time}}.", { time }),
  doneTitle: "Your booking has been changed",
  doneIntro: (reference: string, email: string) =>
    t(
      "Booking {{reference}} now has the changes below. We've emailed the updated confirmation to {{email}}.",
      { reference, email },
    ),
  donePaid: (amount: string) => t("You paid {{amount}}.", { amount }),
  doneRefunded: (amount: string) => t("We've refunded {{amount}}.", { amount }),
  doneNoCharge: "There was no charge.",
  backToBooking: "Back to your booking",
  callTitle: "Who to call",
  callBranch: (branch: string) => t("Your pick-up branch, {{branch}}:", { branch }),
  callUs: "Or call us on",
  findFirst: "Find your booking",
} as const;

/**
 * The lines of what changed (the history note, the email, the change's pages), kept with the
 * change as these English texts and their values (platform/i18n/stored-text.ts) and written in
 * the language of whoever reads them.
 */
export const CHANGE_HISTORY_LINES = {
  extra: "{{name}}: {{from}} → {{to}}",
  cover: "Cover: {{from}} → {{to}}",
  flight: "Flight number: {{from}} → {{to}}",
  promo: "Promo {{code}} removed",
  pickup: "Pick-up: {{from}} → {{to}}",
  dropOff: "Drop-off: {{from}} → {{to}}",
  vehicle: "Vehicle: {{from}} → {{to}}",
  shuttleDropped: "Shuttle cancelled: it runs from {{branch}} only. Ask for one at your new pick-up branch.",
  total: "Total: {{from}} → {{to}}",
  override: "Price set at the counter: {{priced}} → {{set}}",
} as const;

/** The history note and the email's "what changed" lines, written in the current language. */
export const CHANGE_HISTORY_TEXT = {
  extra: (name: string, from: number, to: number) => t(CHANGE_HISTORY_LINES.extra, { name, from, to }),
  cover: (from: string, to: string) => t(CHANGE_HISTORY_LINES.cover, { from, to }),
  flight: (from: string, to: string) => t(CHANGE_HISTORY_LINES.flight, { from, to }),
  promo: (code: string) => t(CHANGE_HISTORY_LINES.promo, { code: code.toUpperCase() }),
  pickup: (from: string, to: string) => t(CHANGE_HISTORY_LINES.pickup, { from, to }),
  dropOff: (from: string, to: string) => t(CHANGE_HISTORY_LINES.dropOff, { from, to }),
  vehicle: (from: string, to: string) => t(CHANGE_HISTORY_LINES.vehicle, { from, to }),
  shuttleDropped: (branch: string) => t(CHANGE_HISTORY_LINES.shuttleDropped, { branch }),
  total: (from: string, to: string) => t(CHANGE_HISTORY_LINES.total, { from, to }),
  money: (text: string) => text,
  /** A price set by staff at the counter (the breakdown's line, and the summary's). */
  overrideLine: "Price adjusted at the counter",
  override: (priced: string, set: string) => t(CHANGE_HISTORY_LINES.override, { priced, set }),
} as const;

export const CHANGE_EMAIL_TEXT = {
  subject: (reference: string) => t("Your booking {{reference}} has been changed", { reference }),
  greeting: (firstName: string) => t("Kia ora {{firstName}},", { firstName }),
  intro: (reference: string) =>
    t("Your booking {{reference}} has been changed. This is your updated confirmation.", { reference }),
  whatChanged: "What changed:",
  booking: "Your booking now:",
  extras: "Extras",
  cover: "Cover",
  flight: "Flight number",
  total: "New total",
  paid: "Paid now",
  refunded: "Refunded",
  refundOwed: "Refund owed (the gateway refused it; to pay from the back office)",
  manage: "See or change your booking",
  signOff: "Ngā mihi, the GO Rentals team",
} as const;

/**
 * Messages of a change of itinerary (dates, branches, vehicle class): the search's own messages
 * come from booking/search/text.ts; these are the change's.
 */
export const ITINERARY_CHANGE_MESSAGES = {
  classNotOffered:
    "This vehicle isn't offered for the new dates and branches. Please choose another vehicle.",
  soldOut:
    "Sorry, this vehicle is no longer available for the new dates and branches. Your booking hasn't changed: please choose another vehicle or other dates.",
  vehicleRequired: "Please choose a vehicle",
  /** The review's hold ran out and the car went to someone else (the booking is as it was). */
  holdLost:
    "Sorry, we couldn't keep the vehicle for your new dates and branches. Your booking hasn't changed: please choose again.",
} as const;

/** The review's hold timer (the booking's timer and modals, in the change's words). */
export const CHANGE_TIMER_TEXT = {
  warningText: "We're holding the vehicle for your change. The hold ends in",
  warningHelp: `Choose Continue to keep it for another ${BOOKING_TIMEOUT_SECONDS / 60} minutes.`,
  continueBooking: "Continue",
  expiredTitle: "Your change has timed out",
  expiredText: `We held the vehicle for your change for ${BOOKING_TIMEOUT_SECONDS / 60} minutes without any activity, so the hold has ended. Your booking hasn't changed. If you continue, we'll check that the vehicle is still free.`,
  soldOut: ITINERARY_CHANGE_MESSAGES.holdLost,
  chooseAnotherVehicle: "Choose again",
} as const;

/** A business booking charged to the agency's (or company's) account: its change goes on the account. */
export const CHANGE_ON_ACCOUNT_TEXT = {
  chargeNote: (amount: string) =>
    t(
      "This booking is charged to your account: {{amount}} will be added to the account, on the booking's invoice. No card is needed.",
      { amount },
    ),
  creditNote: (amount: string) =>
    t(
      "This booking is charged to your account: {{amount}} will be credited to the account, on the booking's invoice.",
      { amount },
    ),
  creditTo: "as a credit to your account",
  charged: (amount: string) => t("Charged to account {{amount}}", { amount }),
  credited: (amount: string) => t("Credited to account {{amount}}", { amount }),
} as const;
