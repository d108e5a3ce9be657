import { getShuttleOption, listShuttlesForBranch } from "~/models/catalog/booking-options.server";
import { recordBookingEventQuietly } from "~/models/reservations/booking-events.server";
import { getBranchById, type Branch } from "~/models/catalog/branches.server";
import { listContactPoints } from "~/models/catalog/contact-points.server";
import {
  getReservation,
  getReservationByReference,
  type Reservation,
} from "~/models/reservations/reservations.server";
import {
  getShuttleRequestForReservation,
  saveShuttleRequest,
  type ShuttleRequest,
  type ShuttleRequestDetails,
  type ShuttleRequestOutcome,
} from "~/models/reservations/shuttle-requests.server";
import { absoluteUrl } from "../../booking/confirmation/mail.server";
import { formatNzDate, formatNzTime } from "../../platform/dates";
import {
  RESERVATION_REFERENCE_PATTERN,
  SHUTTLE_LOOKUP_MAX_FAILURES,
  SHUTTLE_LOOKUP_WINDOW_SECONDS,
  SHUTTLE_PASSENGERS_MIN,
  SHUTTLE_REQUEST_MIN_HOURS,
  SHUTTLE_REQUEST_PATH,
} from "../constants";
import { resolveContactPoints } from "../../shell/campaign.server";
import { sendMail, type MailMessage } from "../../platform/mail.server";
import {
  SHUTTLE_EMAIL_TEXT,
  SHUTTLE_NEXT_STEPS,
  SHUTTLE_REQUEST_MESSAGES as M,
  SHUTTLE_REQUEST_TEXT as T,
  shuttleNoOptionsMessage,
  shuttleTooLateMessage,
  shuttleTooManyAttemptsMessage,
} from "./text";
import { formatMoney } from "../../platform/money";
import type { AppSession } from "../../platform/session.server";
import { escapeMarkup } from "../../platform/html-text";
import { limitedLookup } from "../lookup.server";
import { validateShuttleRequest, type ShuttleRequestFieldErrors, type ShuttleRequestForm } from "./forms";

/**
 * The rules of /shuttle-request/: a customer with a confirmed booking asks for the airport
 * terminal shuttle or an accommodation pick-up to the branch.
 *
 * - Step 1 finds the booking by reservation number and the email on it (one message for "no such
 *   booking" and "wrong email"); failed look-ups are counted in the session, and after
 *   SHUTTLE_LOOKUP_MAX_FAILURES within SHUTTLE_LOOKUP_WINDOW_SECONDS every look-up is refused (429).
 * - The booking must be confirmed, its pick-up at least SHUTTLE_REQUEST_MIN_HOURS away, and its
 *   pick-up branch must run a shuttle. The found reservation id is kept in the session.
 * - Step 2 saves one request per reservation (asking again replaces it; the same request again
 *   changes nothing), sets the reservation's shuttle and emails the customer.
 */

/* ------------------------------------------------------------------------------------------------
 * Shuttle kinds and phone numbers
 * ---------------------------------------------------------------------------------------------- */

export type ShuttleKind = ShuttleRequestDetails["kind"];

/** Airport shuttles need the flight, accommodation pick-ups the accommodation (by option code). */
export function shuttleKind(code: string): ShuttleKind {
  if (code.startsWith("airport")) return "airport";
  if (code.startsWith("accommodation")) return "accommodation";
  return "other";
}

export type PhoneNumber = { number: string; telephone: string };

/** Only when the contact points cannot be read: the free phone every branch answers. */
const FALLBACK_HELP_NUMBER = "0800 467 368";

/** A New Zealand number as written ("09 974 1590", "0800 467 368") with its tel: form (+6499741590). */
export function nzPhone(number: string): PhoneNumber {
  const digits = number.replace(/[^0-9+]/g, "");
  const telephone = digits.startsWith("+")
    ? digits
    : digits.startsWith("0")
      ? `+64${digits.slice(1)}`
      : digits;
  return { number, telephone };
}

function branchPhone(branch: Pick<Branch, "phone">): PhoneNumber {
  return nzPhone(branch.phone);
}

/** The NZ number of the contact points for this request (campaign numbers apply). */
export async function helpNumberFor(request: Request): Promise<PhoneNumber> {
  try {
    const { contactPoints } = await resolveContactPoints(request);
    const nz = contactPoints.find((point) => point.region === "NZ") ?? contactPoints[0];
    if (nz) return { number: nz.number, telephone: nz.telephone };
  } catch (error) {
    console.error("Contact numbers could not be loaded", error);
  }
  return nzPhone(FALLBACK_HELP_NUMBER);
}

/** The default NZ number (no request at hand). */
async function defaultHelpNumber(): Promise<PhoneNumber> {
  const points = await listContactPoints();
  const nz = points.find((point) => point.region === "NZ") ?? points[0];
  return nz ? { number: nz.number, telephone: nz.telephone } : nzPhone(FALLBACK_HELP_NUMBER);
}

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

function refusal(
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
 * Failed look-ups per session
 * ---------------------------------------------------------------------------------------------- */

const ATTEMPTS_KEY = "shuttleLookupAttempts";
const FOUND_KEY = "shuttleRequestReservationId";
const SENT_FLASH_KEY = "shuttleRequestSent";

export type LookupAttempts = { failures: number; since: string };

/** The session's failed look-ups, started afresh when the window has passed or the value is odd. */
export function readLookupAttempts(value: unknown, now: Date): LookupAttempts {
  const fresh = { failures: 0, since: now.toISOString() };
  if (!value || typeof value !== "object") return fresh;
  const { failures, since } = value as Partial<LookupAttempts>;
  const started = typeof since === "string" ? Date.parse(since) : Number.NaN;
  if (typeof failures !== "number" || !Number.isInteger(failures) || failures < 0 || Number.isNaN(started))
    return fresh;
  if (now.getTime() - started >= SHUTTLE_LOOKUP_WINDOW_SECONDS * 1000 || started > now.getTime())
    return fresh;
  return { failures, since: new Date(started).toISOString() };
}

export function lookupsBlocked(attempts: LookupAttempts): boolean {
  return attempts.failures >= SHUTTLE_LOOKUP_MAX_FAILURES;
}

/** Seconds until the look-up window of `attempts` ends and the failures are forgotten. */
export function lookupsBlockedFor(attempts: LookupAttempts, now: Date): number {
  const ends = Date.parse(attempts.since) + SHUTTLE_LOOKUP_WINDOW_SECONDS * 1000;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
}

export function withFailedLookup(attempts: LookupAttempts): LookupAttempts {
  return { failures: attempts.failures + 1, since: attempts.since };
}

/* ------------------------------------------------------------------------------------------------
 * The found booking and the "sent" flash in the session
 * ---------------------------------------------------------------------------------------------- */

export function foundReservationId(session: AppSession): string | null {
  const id = session.get(FOUND_KEY);
  return typeof id === "string" && id.length > 0 ? id : null;
}

export function forgetFoundReservation(session: AppSession): void {
  session.unset(FOUND_KEY);
}

/** Reads (and so clears) the outcome flashed by the last saved request. */
export function takeSentOutcome(session: AppSession): ShuttleRequestOutcome | null {
  const value = session.get(SENT_FLASH_KEY);
  return value === "created" || value === "updated" || value === "unchanged" ? value : null;
}

/* ------------------------------------------------------------------------------------------------
 * Rules
 * ---------------------------------------------------------------------------------------------- */

/** "GO4821937" from what was typed (any case, spaces around), or null when it is not one. */
export function normaliseReference(value: string): string | null {
  const reference = value.trim().toUpperCase();
  return RESERVATION_REFERENCE_PATTERN.test(reference) ? reference : null;
}

export function emailMatches(reservation: Pick<Reservation, "customerDetails">, email: string): boolean {
  const onBooking = reservation.customerDetails?.email?.trim().toLowerCase();
  return Boolean(onBooking) && onBooking === email.trim().toLowerCase();
}

/** Whether the pick-up is at least SHUTTLE_REQUEST_MIN_HOURS after `now`. */
export function pickupFarEnough(pickupAt: Date, now: Date): boolean {
  return pickupAt.getTime() - now.getTime() >= SHUTTLE_REQUEST_MIN_HOURS * 3600 * 1000;
}

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
  if (!reservation || !reservation.customerDetails) return refusal("not_found", M.notFound);
  if (email !== null && !emailMatches(reservation, email)) return refusal("not_found", M.notFound);
  if (reservation.status === "cancelled") return refusal("cancelled", M.cancelled);
  if (reservation.status !== "confirmed") return refusal("not_confirmed", M.notConfirmed);
  const branch = await getBranchById(reservation.pickupBranchId);
  if (!branch) return refusal("not_found", M.notFound);
  const phone = branchPhone(branch);
  if (!pickupFarEnough(reservation.pickupAt, now)) {
    return refusal("too_late", shuttleTooLateMessage(branch.name, phone.number), phone);
  }
  const options = await listShuttlesForBranch(branch.code);
  if (options.length === 0)
    return refusal("no_shuttles", shuttleNoOptionsMessage(branch.name, phone.number), phone);

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
function bookingBasics(reservation: Reservation, branch: Branch) {
  const changeBy = new Date(reservation.pickupAt.getTime() - SHUTTLE_REQUEST_MIN_HOURS * 3600 * 1000);
  return {
    reference: reservation.reference,
    firstName: reservation.customerDetails?.firstName || null,
    email: reservation.customerDetails?.email ?? "",
    branch: {
      code: branch.code,
      name: branch.name,
      address: branch.address,
      phone: branchPhone(branch),
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
      ...refusal("too_many_attempts", shuttleTooManyAttemptsMessage(help.number), help),
      retryAfterSeconds,
    };
  };
  const attempts = readLookupAttempts(session.get(ATTEMPTS_KEY), now);
  if (lookupsBlocked(attempts)) return tooMany(lookupsBlockedFor(attempts, now));
  const reference = normaliseReference(input.reference);
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

/* ------------------------------------------------------------------------------------------------
 * Step 2: the request
 * ---------------------------------------------------------------------------------------------- */

export type SubmitShuttleResult =
  | { ok: true; outcome: ShuttleRequestOutcome }
  | ShuttleRefusal
  | {
      ok: false;
      reason: "invalid";
      status: 400;
      fieldErrors: ShuttleRequestFieldErrors;
      booking: ShuttleBooking;
    };

/**
 * Step 2: saves the request for the booking found in this session, after checking the booking
 * again. The same request twice changes nothing and sends no second email; a different one
 * replaces the earlier request and emails the new details. The outcome is flashed in the session
 * for the confirmation view. The caller commits the session.
 */
export async function submitShuttleRequest(
  session: AppSession,
  form: ShuttleRequestForm,
  options: { now?: Date } = {},
): Promise<SubmitShuttleResult> {
  const now = options.now ?? new Date();
  const loaded = await loadShuttleBooking(session, now);
  if (!loaded) return refusal("booking_lost", M.bookingLost);
  if (!loaded.ok) return loaded;
  const booking = loaded.booking;

  const checked = validateShuttleRequest(form, booking.options);
  if (!checked.ok)
    return { ok: false, reason: "invalid", status: 400, fieldErrors: checked.fieldErrors, booking };

  const saved = await saveShuttleRequest({ reservationId: booking.reservationId, ...checked.value }, { now });
  if (!saved) {
    forgetFoundReservation(session);
    return refusal("not_confirmed", M.notConfirmed);
  }
  if (saved.outcome !== "unchanged") {
    const chosen = booking.options.find((option) => option.code === checked.value.shuttleCode);
    await recordBookingEventQuietly({
      reservationId: booking.reservationId,
      kind: "shuttle-requested",
      actor: "customer",
      detail: {
        shuttleCode: checked.value.shuttleCode,
        shuttleName: chosen?.name ?? null,
        outcome: saved.outcome,
      },
      now,
    });
    const confirmation = await loadShuttleConfirmation(session);
    if (confirmation) {
      try {
        await sendMail(renderShuttleRequestEmail(confirmation, saved.outcome));
      } catch (error) {
        // The request is saved and shown on the page; a mail failure must not undo it.
        console.error(`Shuttle request email for ${booking.reference} was not sent:`, error);
      }
    }
  }
  session.flash(SENT_FLASH_KEY, saved.outcome);
  return { ok: true, outcome: saved.outcome };
}

/* ------------------------------------------------------------------------------------------------
 * Confirmation (page and email)
 * ---------------------------------------------------------------------------------------------- */

export type ShuttleConfirmation = {
  reference: string;
  firstName: string | null;
  email: string;
  branch: ShuttleBooking["branch"];
  pickup: ShuttleBooking["pickup"];
  changeBy: string;
  shuttle: { code: string; name: string; price: number; priceText: string };
  details: ShuttleRequestDetails;
  passengers: number;
  note: string | null;
  /** Where and how to meet the driver, then the price and what to bring. */
  nextSteps: string[];
};

/** The steps the customer reads after asking: where to meet the driver, the ride, price, licence. */
export function shuttleNextSteps(
  booking: Pick<ShuttleBooking, "branch" | "pickup">,
  shuttle: { price: number },
  details: ShuttleRequestDetails,
): string[] {
  const meet =
    details.kind === "airport"
      ? SHUTTLE_NEXT_STEPS.airport({
          branchName: booking.branch.name,
          phone: booking.branch.phone.number,
          flightNumber: details.flightNumber,
        })
      : details.kind === "accommodation"
        ? SHUTTLE_NEXT_STEPS.accommodation({
            accommodationName: details.accommodationName,
            date: booking.pickup.date,
            time: booking.pickup.time,
          })
        : SHUTTLE_NEXT_STEPS.other();
  return [
    ...meet,
    SHUTTLE_NEXT_STEPS.ride(booking.branch.address, booking.branch.minutesFromPickupToBranch),
    shuttle.price > 0 ? SHUTTLE_NEXT_STEPS.paid(formatMoney(shuttle.price)) : SHUTTLE_NEXT_STEPS.free,
    SHUTTLE_NEXT_STEPS.bring,
  ];
}

/**
 * The request saved for the booking found in this session, with what happens next; null when
 * there is no such booking or request (or the booking no longer passes the rules).
 */
export async function loadShuttleConfirmation(session: AppSession): Promise<ShuttleConfirmation | null> {
  const id = foundReservationId(session);
  if (!id) return null;
  const [reservation, request] = await Promise.all([getReservation(id), getShuttleRequestForReservation(id)]);
  // Shown even when the pick-up is now close: only new requests have a deadline.
  if (!reservation || !request || reservation.status !== "confirmed" || !reservation.customerDetails)
    return null;
  const [branch, option] = await Promise.all([
    getBranchById(reservation.pickupBranchId),
    getShuttleOption(request.shuttleCode),
  ]);
  if (!branch) return null;
  const basics = bookingBasics(reservation, branch);
  const price = option?.price ?? 0;
  return {
    reference: basics.reference,
    firstName: basics.firstName,
    email: basics.email,
    branch: basics.branch,
    pickup: basics.pickup,
    changeBy: basics.changeBy,
    shuttle: {
      code: request.shuttleCode,
      name: option?.name ?? request.shuttleCode,
      price,
      priceText: price > 0 ? formatMoney(price) : T.free,
    },
    details: request.details,
    passengers: request.passengers,
    note: request.note,
    nextSteps: shuttleNextSteps(basics, { price }, request.details),
  };
}

/** The request's details as label/value rows (page and email). */
export function shuttleDetailRows(confirmation: ShuttleConfirmation): [string, string][] {
  const details = confirmation.details;
  return [
    [T.reservationNumber, confirmation.reference],
    [T.pickup, `${confirmation.pickup.time}, ${confirmation.pickup.date}`],
    [T.branch, `${confirmation.branch.name}, ${confirmation.branch.address}`],
    [T.shuttle, confirmation.shuttle.name],
    ...(details.kind === "airport" ? [[T.flight, details.flightNumber] as [string, string]] : []),
    ...(details.kind === "accommodation"
      ? [
          [T.accommodation, `${details.accommodationName}, ${details.accommodationAddress}`] as [
            string,
            string,
          ],
        ]
      : []),
    [T.passengers, String(confirmation.passengers)],
    ...(confirmation.note ? [[T.note, confirmation.note] as [string, string]] : []),
    [T.price, confirmation.shuttle.priceText],
  ];
}

/** The customer's email about a created or updated request, plain text and simple HTML. */
export function renderShuttleRequestEmail(
  confirmation: ShuttleConfirmation,
  outcome: Exclude<ShuttleRequestOutcome, "unchanged">,
  publicUrl?: string,
): MailMessage {
  const rows = shuttleDetailRows(confirmation);
  const formUrl = absoluteUrl(SHUTTLE_REQUEST_PATH, publicUrl);
  const intro = outcome === "updated" ? SHUTTLE_EMAIL_TEXT.updatedIntro : SHUTTLE_EMAIL_TEXT.intro;
  const changeText = `${T.changeBy(confirmation.changeBy)} ${SHUTTLE_EMAIL_TEXT.change}`;
  const callText = `${T.callBranch(confirmation.branch.name)} ${confirmation.branch.phone.number}.`;
  const text = [
    SHUTTLE_EMAIL_TEXT.greeting(confirmation.firstName),
    "",
    intro,
    "",
    T.detailsTitle.toUpperCase(),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    T.nextTitle.toUpperCase(),
    ...confirmation.nextSteps.map((step) => `- ${step}`),
    "",
    changeText,
    formUrl,
    callText,
    "",
    SHUTTLE_EMAIL_TEXT.signOff,
    "",
  ].join("\n");
  const cell = "padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top";
  const html = `<!doctype html>
<html lang="en-NZ"><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1a1a;line-height:1.5;margin:0;padding:16px">
<p>${escapeMarkup(SHUTTLE_EMAIL_TEXT.greeting(confirmation.firstName))}</p>
<p>${escapeMarkup(intro)}</p>
<h2 style="font-size:18px">${escapeMarkup(T.detailsTitle)}</h2>
<table style="border-collapse:collapse;width:100%;max-width:560px">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell};font-weight:400">${escapeMarkup(label)}</th><td style="${cell}">${escapeMarkup(value)}</td></tr>`,
    )
    .join("")}</table>
<h2 style="font-size:18px">${escapeMarkup(T.nextTitle)}</h2>
<ul>${confirmation.nextSteps.map((step) => `<li>${escapeMarkup(step)}</li>`).join("")}</ul>
<p>${escapeMarkup(changeText)}<br><a href="${escapeMarkup(formUrl)}">${escapeMarkup(formUrl)}</a><br>${escapeMarkup(callText)}</p>
<p>${SHUTTLE_EMAIL_TEXT.signOff.split("\n").map(escapeMarkup).join("<br>")}</p>
</body></html>`;
  const subject =
    outcome === "updated"
      ? SHUTTLE_EMAIL_TEXT.updatedSubject(confirmation.reference)
      : SHUTTLE_EMAIL_TEXT.subject(confirmation.reference);
  return { to: confirmation.email, subject, text, html };
}
