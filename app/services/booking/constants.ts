/**
 * Constants of the booking flow (issue 3): itinerary storage, prices, saved quotes, the hold timer
 * and payment.
 */

export const ITINERARY_EXPIRY_HOURS = 3;

export const CARBON_OFFSET_PER_DAY = 0.95;
export const DEFAULT_TRAVEL_REASON = "Leisure";

/**
 * One-way fee (NZD) when the drop-off branch differs: same city, same island, between islands.
 * The defaults: head office may change them at /admin/rates/ (site_settings "one-way-fees").
 */
export const ONE_WAY_FEE_SAME_CITY = 0;
export const ONE_WAY_FEE_SAME_ISLAND = 55;
export const ONE_WAY_FEE_INTER_ISLAND = 95;

/** The three one-way fees a price reads (passed in, so the pricing rules stay pure). */
export type OneWayFees = { sameCity: number; sameIsland: number; interIsland: number };

export const DEFAULT_ONE_WAY_FEES: Readonly<OneWayFees> = {
  sameCity: ONE_WAY_FEE_SAME_CITY,
  sameIsland: ONE_WAY_FEE_SAME_ISLAND,
  interIsland: ONE_WAY_FEE_INTER_ISLAND,
};

/** A saved quote can be resumed for this many days. */
export const QUOTE_VALIDITY_DAYS = 7;
/** At most this many quotes are emailed to one address per hour (the address is typed by the visitor). */
export const QUOTE_EMAILS_PER_HOUR = 5;
/** The hold timer warns this many seconds before the hold ends. */
export const BOOKING_TIMER_WARN_SECONDS = 60;
/** Activity renews the hold at most this often. */
export const BOOKING_HOLD_RENEW_THROTTLE_SECONDS = 30;
/** The quote page (resume form, and where step 4's "Email me this quote" form posts). */
export const QUOTE_PATH = "/book-from-quote/";
/** Query parameter of a quote's resume link: /book-from-quote/?quote=TOKEN. */
export const QUOTE_PARAM = "quote";
/** Longest quote code kept to show back in the field (a pasted link is longer than the code). */
export const MAX_QUOTE_CODE_ECHO = 300;
/** Step 4 shows quoteSentMessage(email) when this parameter is 1. */
export const QUOTE_SENT_PARAM = "quoteSent";
/**
 * The unpaid holds (held, or awaiting payment) one client address may have at once: a family or an
 * office behind one address can still book a few cars side by side, while no visitor can hold a
 * class's whole fleet (docs/booking.md, "How many holds one visitor may have"). Beside it, an
 * address that holds a car of a class never holds the class's last free one, and one session holds
 * one car (a new hold from it replaces its earlier one).
 */
export const HOLDS_PER_CLIENT_ADDRESS = 3;
/** The hold renewal endpoint the booking timer posts to. */
export const BOOKING_HOLD_PATH = "/book-now/hold";

/**
 * Account-to-account (bank transfer): the booking is confirmed at once and the transfer is due
 * within this many days of booking, or by the pick-up if that comes first.
 */
export const BANK_TRANSFER_DUE_DAYS = 3;

/** The company account bank transfers go to; the reservation number is the payment reference. */
export const COMPANY_BANK_ACCOUNT = {
  accountName: "GO Rentals Limited",
  bankName: "ANZ Bank New Zealand",
  accountNumber: "01-0242-0561234-00",
  /** For transfers from overseas banks. */
  swiftCode: "ANZBNZ22",
} as const;

/** The client reference number of a business booking (step 3): required, at most this long. */
export const CLIENT_REFERENCE_MAX_LENGTH = 30;

/** Where a customer finds a booking again, with the reservation number and email address. */
export const MANAGE_BOOKING_PATH = "/manage-booking/";
/** /manage-booking/?booking=GO1234567 shows that booking (when the visitor may see it). */
export const MANAGE_BOOKING_PARAM = "booking";
