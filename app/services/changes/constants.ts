/**
 * Constants of changes to a booking: manage booking, booking look-ups, /shuttle-request/ and
 * /return-webview/.
 */
import { RESERVATION_REFERENCE_DIGITS, RESERVATION_REFERENCE_PREFIX } from "~/models/constants";
import type { RateLimitPolicy } from "../platform/constants";

import { MANAGE_BOOKING_PARAM, MANAGE_BOOKING_PATH } from "../booking/constants";

/** The manage-booking page and its parameter: the booking's confirmation and calendar file link there. */
export { MANAGE_BOOKING_PARAM, MANAGE_BOOKING_PATH };

/** "/manage-booking/?booking=GO1234567" */
export function manageBookingPath(reference: string): string {
  return `${MANAGE_BOOKING_PATH}?${MANAGE_BOOKING_PARAM}=${encodeURIComponent(reference)}`;
}

/** The shuttle request page (find the booking, then ask for the shuttle; ?sent=1 confirms). */
export const SHUTTLE_REQUEST_PATH = "/shuttle-request/";
/** The confirmation view of /shuttle-request/ after a request was saved. */
export const SHUTTLE_REQUEST_SENT_PARAM = "sent";
/** A shuttle can be requested (or changed) online until this many hours before the pick-up. */
export const SHUTTLE_REQUEST_MIN_HOURS = 2;
/** Passengers on one shuttle request (the shuttle_requests check constraint says the same). */
export const SHUTTLE_PASSENGERS_MIN = 1;
export const SHUTTLE_PASSENGERS_MAX = 12;
export const SHUTTLE_NOTE_MAX_LENGTH = 500;
export const SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH = 100;
export const SHUTTLE_ACCOMMODATION_ADDRESS_MAX_LENGTH = 200;
/** Failed reservation look-ups allowed per session within the window, then 429. */
export const SHUTTLE_LOOKUP_MAX_FAILURES = 10;
export const SHUTTLE_LOOKUP_WINDOW_SECONDS = 3600;
/** Reservation numbers as typed: GO and 7 digits, any case, spaces around ignored. */
export const RESERVATION_REFERENCE_PATTERN = new RegExp(
  `^${RESERVATION_REFERENCE_PREFIX}\\d{${RESERVATION_REFERENCE_DIGITS}}$`,
  "i",
);
/** Flight numbers: a 2-character airline code, 1 to 4 digits, maybe a letter (NZ123, QF 25, JQ283). */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9]{2} ?\d{1,4}[A-Z]?$/i;

/** The page an in-app webview of the GO app ends on to hand control back to the app. */
export const RETURN_WEBVIEW_PATH = "/return-webview/";
/** The GO app's deep link that returns to the app (status and reference are added as a query). */
export const APP_RETURN_URL = "gorentals://return";
/** What ?status= may say on /return-webview/; anything else is dropped. */
export const RETURN_WEBVIEW_STATUSES = ["success", "cancelled", "failed"] as const;
export type ReturnWebviewStatus = (typeof RETURN_WEBVIEW_STATUSES)[number];

/** The signed-in customer's bookings, each linking to its manage-booking page. */
export const MANAGE_BOOKING_MY_BOOKINGS_PATH = "/manage-booking/my-bookings/";
/** "Resend confirmation email" per booking. */
export const MANAGE_BOOKING_RESEND_LIMIT = {
  limit: 3,
  windowSeconds: 3600,
} as const satisfies RateLimitPolicy;
/** At most this many bookings are remembered in one session (the oldest is forgotten first). */
export const MANAGE_BOOKING_ACCESS_MAX = 20;
