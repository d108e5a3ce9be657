/** Texts of saved quotes: step 4's "Email me this quote", the quote email and /book-from-quote/. */
import { QUOTE_VALIDITY_DAYS } from "../constants";
import { t } from "../../platform/i18n/translate";

export const QUOTE_MESSAGES = {
  codeRequired: "Please enter the quote code from your email",
  unknown: "Sorry, we can't find that quote. Please check the code in your email, or start a new search.",
  expired: `Sorry, this quote has expired: quotes are kept for ${QUOTE_VALIDITY_DAYS} days. Please start a new search for today's prices.`,
  pickupPast: "The pick-up time of this quote has already passed. Please search again with new dates.",
  vehicleUnavailable:
    "Sorry, the vehicle in your quote is no longer available for these dates. Your trip details are saved: please choose another vehicle.",
  noBooking: "There is no booking in progress to save as a quote. Please start a new search.",
  noEmail: "Please enter your email address in your details first, so we know where to send the quote.",
  tooMany:
    "We've already sent several quotes to this email address in the last hour. Please try again later.",
  saveFailed: "Sorry, we couldn't save your quote. Please try again.",
} as const;

/** The notice step 4 shows after ?quoteSent=1. */
export function quoteSentMessage(email: string): string {
  return t("Quote sent to {{email}}", { email });
}

/** Flashed as the payment notice when today's price of a resumed quote differs from the quote. */
export function quotePriceChangedMessage(quotedTotal: string): string {
  return t(
    "Prices have changed since you saved your quote (it was {{quotedTotal}}). The total shown is today's price.",
    { quotedTotal },
  );
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
  subject: (vehicle: string) => t("Your GO Rentals quote: {{vehicle}}", { vehicle }),
  greeting: (firstName: string | null) =>
    firstName ? t("Kia ora {{firstName}},", { firstName }) : t("Kia ora,"),
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
  validUntil: (date: string) =>
    t("This quote is valid until {{date}}. Prices and availability are checked again when you resume.", {
      date,
    }),
  /** "24-12-2026 at 10:30 AM" */
  when: (date: string, time: string) => t("{{date}} at {{time}}", { date, time }),
  signOff: "The GO Rentals team",
} as const;
