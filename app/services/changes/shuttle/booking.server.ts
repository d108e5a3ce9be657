import { listShuttlesForBranch } from "~/models/catalog/booking-options.server";
import { getBranchById, type Branch } from "~/models/catalog/branches.server";
import {
  getReservation,
  getReservationByReference,
  type Reservation,
} from "~/models/reservations/reservations.server";
import {
  getShuttleRequestForReservation,
  type ShuttleRequest,
} from "~/models/reservations/shuttle-requests.server";
import { formatNzDate, formatNzTime } from "../../platform/dates";
import { SHUTTLE_PASSENGERS_MIN, SHUTTLE_REQUEST_MIN_HOURS } from "../constants";
import {
  SHUTTLE_REQUEST_MESSAGES as M,
  shuttleNoOptionsMessage,
  shuttleTooLateMessage,
  shuttleTooManyAttemptsMessage,
} from "./text";
import type { AppSession } from "../../platform/session.server";
import { defaultHelpNumber, nzPhone, type PhoneNumber } from "../help-number.server";
import { emailMatches, limitedLookup, normaliseBookingReference } from "../lookup.server";
import {
  lookupsBlocked,
  lookupsBlockedFor,
  pickupFarEnough,
  readLookupAttempts,
  shuttleKind,
  withFailedLookup,
  type ShuttleKind,
} from "./rules";

/**
 * The rules of /shuttle-request/: a customer with a confirmed booking asks for the airport
 * terminal shuttle or an accommodation pick-up to the branch.
 *
 * - Step 1 finds the booking by reservation number and the email on it (one message for "no such
 *   booking" and "wrong email"); failed look-ups are counted in the session, and after
 *   SHUTTLE_LOOKUP_MAX_FAILURES within SHUTTLE_LOOKUP_WINDOW_SECONDS every look-up is refused (429).
 * - The booking must be confirmed, its pick-up at least SHUTTLE_REQUEST_MIN_HOURS away, and its
 *   pick-up branch must run a shuttle. The found reservation id is kept in the session.
 * - Step 2 (request.server.ts) saves the request for the booking kept in the session.
 */

/* ------------------------------------------------------------------------------------------------
 * Results
 * ---------------------------------------------------------------------------------------------- */

export type ShuttleRefusalReason =
  | "not_found"
  | "cancelled"
  | "not_confirmed"
  | "too_late"
  | "no_shuttles"
  | "too_many_attempts"
  | "booking_lost";

export type ShuttleRefusal = {
  ok: false;
  reason: ShuttleRefusalReason;
  /** HTTP status of the page that says it. */
  status: number;
  message: string;
  /** A number to call about it (the branch, or the contact centre), shown as a tel: link. */
  call: PhoneNumber | null;
  /** With 429: seconds until the session's look-up window ends (the Retry-After). */
  retryAfterSeconds?: number;
};

export function shuttleRefusal(
  reason: ShuttleRefusalReason,
  message: string,
  call: PhoneNumber | null = null,
): ShuttleRefusal {
  const status = reason === "not_found" ? 404 : reason === "too_many_attempts" ? 429 : 409;
  return { ok: false, reason, status, message, call };
}

export type ShuttleChoice = {
  code: string;
  name: string;
  description: string;
  price: number;
  kind: ShuttleKind;
};

/** What the form of step 2 is filled with: the earlier request, else the booking's flight. */
export type ShuttleFormValues = {
  shuttleCode: string;
  flightNumber: string;
  accommodationName: string;
  accommodationAddress: string;
  passengers: string;
  note: string;
};

export type ShuttleBooking = {
  reservationId: string;
  reference: string;
  firstName: string | null;
  email: string;
  branch: {
    code: string;
    name: string;
    address: string;
    phone: PhoneNumber;
    minutesFromPickupToBranch: number;
  };
  pickup: { date: string; time: string; dateTime: string };
  /** "2:00 pm, Mon 12 Apr 2027": the last moment a request can be made or changed online. */
  changeBy: string;
  options: ShuttleChoice[];
  /** Whether a request exists already (sending the form again replaces it). */
  hasRequest: boolean;
  values: ShuttleFormValues;
};

/* ------------------------------------------------------------------------------------------------
 * The found booking and the failed look-ups in the session
 * ---------------------------------------------------------------------------------------------- */

const ATTEMPTS_KEY = "shuttleLookupAttempts";
const FOUND_KEY = "shuttleRequestReservationId";

export function foundReservationId(session: AppSession): string | null {
  const id = session.get(FOUND_KEY);
  return typeof id === "string" && id.length > 0 ? id : null;
}

export function forgetFoundReservation(session: AppSession): void {
  session.unset(FOUND_KEY);
}

/** A booking found another way (the change form's link for a booking the visitor may change). */
export function rememberFoundReservation(session: AppSession, reservationId: string): void {
  session.set(FOUND_KEY, reservationId);
}

/* ------------------------------------------------------------------------------------------------
 * Step 1: the booking
 * ---------------------------------------------------------------------------------------------- */

function formValues(request: ShuttleRequest | null, reservation: Reservation): ShuttleFormValues {
  const details = request?.details;
  return {
    shuttleCode: request?.shuttleCode ?? "",
    flightNumber:
      details?.kind === "airport" ? details.flightNumber : (reservation.customerDetails?.flightNumber ?? ""),
    accommodationName: details?.kind === "accommodation" ? details.accommodationName : "",
    accommodationAddress: details?.kind === "accommodation" ? details.accommodationAddress : "",
    passengers: String(request?.passengers ?? SHUTTLE_PASSENGERS_MIN),
    note: request?.note ?? "",
  };
}

/**
 * Whether a shuttle can be requested for this reservation at `now`. With `email`, the email must
 * be the one on the booking (else the same answer as no booking at all).
 */
export async function checkBookingForShuttle(
  reservation: Reservation | null,
  now: Date,
  email: string | null = null,
): Promise<{ ok: true; booking: ShuttleBooking } | ShuttleRefusal> {
  if (!reservation || !reservation.customerDetails) return shuttleRefusal("not_found", M.notFound);
  if (email !== null && !emailMatches(reservation, email)) return shuttleRefusal("not_found", M.notFound);
  if (reservation.status === "cancelled") return shuttleRefusal("cancelled", M.cancelled);
  if (reservation.status !== "confirmed") return shuttleRefusal("not_confirmed", M.notConfirmed);
  const branch = await getBranchById(reservation.pickupBranchId);
  if (!branch) return shuttleRefusal("not_found", M.notFound);
  const phone = nzPhone(branch.phone);
  if (!pickupFarEnough(reservation.pickupAt, now)) {
    return shuttleRefusal("too_late", shuttleTooLateMessage(branch.name, phone.number), phone);
  }
  const options = await listShuttlesForBranch(branch.code);
  if (options.length === 0)
    return shuttleRefusal("no_shuttles", shuttleNoOptionsMessage(branch.name, phone.number), phone);

  const existing = await getShuttleRequestForReservation(reservation.id);
  return {
    ok: true,
    booking: {
      ...bookingBasics(reservation, branch),
      reservationId: reservation.id,
      options: options.map((option) => ({
        code: option.code,
        name: option.name,
        description: option.description,
        price: option.price,
        kind: shuttleKind(option.code),
      })),
      hasRequest: existing !== null,
      values: formValues(existing, reservation),
    },
  };
}

/** What every view of a booking shows: number, customer, branch, pick-up, the online deadline. */
export function bookingBasics(reservation: Reservation, branch: Branch) {
  const changeBy = new Date(reservation.pickupAt.getTime() - SHUTTLE_REQUEST_MIN_HOURS * 3600 * 1000);
  return {
    reference: reservation.reference,
    firstName: reservation.customerDetails?.firstName || null,
    email: reservation.customerDetails?.email ?? "",
    branch: {
      code: branch.code,
      name: branch.name,
      address: branch.address,
      phone: nzPhone(branch.phone),
      minutesFromPickupToBranch: branch.minutesFromPickupToBranch,
    },
    pickup: {
      date: formatNzDate(reservation.pickupAt),
      time: formatNzTime(reservation.pickupAt),
      dateTime: reservation.pickupAt.toISOString(),
    },
    changeBy: `${formatNzTime(changeBy)}, ${formatNzDate(changeBy)}`,
  };
}

/**
 * Step 1: finds the booking by reservation number and email. A failed look-up is counted in the
 * session; once SHUTTLE_LOOKUP_MAX_FAILURES have failed within the window, every look-up is
 * refused with 429 without asking the database; so it is over the look-up limits every look-up
 * page shares (lookup.server.ts limitedLookup: per client address and per reservation number). A booking that passes the rules is remembered in
 * the session for step 2. The caller commits the session.
 */
export async function findBookingForShuttle(
  session: AppSession,
  input: { reference: string; email: string },
  options: { now?: Date; helpNumber?: () => Promise<PhoneNumber>; clientAddress?: string } = {},
): Promise<{ ok: true; booking: ShuttleBooking } | ShuttleRefusal> {
  const now = options.now ?? new Date();
  const tooMany = async (retryAfterSeconds: number) => {
    const help = options.helpNumber ? await options.helpNumber() : await defaultHelpNumber();
    return {
      ...shuttleRefusal("too_many_attempts", shuttleTooManyAttemptsMessage(help.number), help),
      retryAfterSeconds,
    };
  };
  const attempts = readLookupAttempts(session.get(ATTEMPTS_KEY), now);
  if (lookupsBlocked(attempts)) return tooMany(lookupsBlockedFor(attempts, now));
  const reference = normaliseBookingReference(input.reference);
  // Also the look-up limits every look-up page shares (per client address, per reservation number).
  const looked = await limitedLookup(
    session,
    { reference: input.reference, clientAddress: options.clientAddress },
    async () =>
      checkBookingForShuttle(reference ? await getReservationByReference(reference) : null, now, input.email),
    (checked) => checked.ok || checked.reason !== "not_found",
    now,
  );
  if (!looked.ok) return tooMany(looked.retryAfterSeconds);
  const result = looked.result;
  if (!result.ok && result.reason === "not_found") {
    session.set(ATTEMPTS_KEY, withFailedLookup(attempts));
    return result;
  }
  session.set(ATTEMPTS_KEY, attempts);
  if (result.ok) session.set(FOUND_KEY, result.booking.reservationId);
  else forgetFoundReservation(session);
  return result;
}

/**
 * The booking step 2 is about (the one found in this session), checked again: null when the
 * session has none; a refusal (and the session forgets it) when it no longer passes the rules.
 */
export async function loadShuttleBooking(
  session: AppSession,
  now: Date = new Date(),
): Promise<{ ok: true; booking: ShuttleBooking } | ShuttleRefusal | null> {
  const id = foundReservationId(session);
  if (!id) return null;
  const result = await checkBookingForShuttle(await getReservation(id), now);
  if (!result.ok) forgetFoundReservation(session);
  return result;
}
