import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { getReservationByReference, type Reservation } from "~/models/reservations/reservations.server";
import { RESERVATION_REFERENCE_PATTERN } from "~/services/changes/constants";
import { BOOKING_LOOKUP_TEXT } from "~/services/changes/text";
import { rateLimitedMessage } from "~/services/platform/text";
import { hitRateLimits, refundRateLimits, type RateLimitCheck } from "../platform/rate-limit.server";
import type { AppSession } from "../platform/session.server";
import { firstMessagePerField } from "../platform/validators";
import { BOOKING_LOOKUP_LIMITS } from "./lookup-limits";

/**
 * Finding a booking from what a customer (or a card holder) types: the reservation number and
 * the email on the booking, or the hirer's surname. Used by /your-feedback/,
 * /credit-card-authorisation/form/ and the identity-check pages. "No such booking" and "wrong
 * email/surname" are the same answer. Failed look-ups on these pages and on manage-booking's are
 * limited (BOOKING_LOOKUP_LIMITS, in rate_limit_hits so instances share them) per session, per
 * client address and per reservation number; over any limit every look-up answers 429.
 */

/** A look-up form whose fields did not pass its schema: the first message of each field. */
export type InvalidLookupForm = {
  ok: false;
  reason: "invalid";
  status: 400;
  fieldErrors: Record<string, string>;
};

/** The form's fields as its schema gives them, or the first message of each field that failed. */
export function parseLookupForm<S extends z.ZodTypeAny>(
  schema: S,
  raw: Record<string, unknown>,
): { ok: true; data: z.output<S> } | InvalidLookupForm {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    reason: "invalid",
    status: 400,
    fieldErrors: firstMessagePerField(parsed.error.issues),
  };
}

const same = (a: string | null | undefined, b: string) => {
  const left = (a ?? "").trim().toLowerCase();
  return left.length > 0 && left === b.trim().toLowerCase();
};

/** Whether `email` (any case, spaces around) is the email on the booking. */
export function emailMatches(reservation: Pick<Reservation, "customerDetails">, email: string): boolean {
  return same(reservation.customerDetails?.email, email);
}

/** "GO4821937" from what was typed (any case, spaces around), or null when it is not one. */
export function normaliseBookingReference(value: string): string | null {
  const reference = value.trim().toUpperCase();
  return RESERVATION_REFERENCE_PATTERN.test(reference) ? reference : null;
}

async function findBooking(
  reference: string,
  matches: (reservation: Reservation) => boolean,
): Promise<Reservation | null> {
  const normalised = normaliseBookingReference(reference);
  if (!normalised) return null;
  const reservation = await getReservationByReference(normalised);
  return reservation && reservation.customerDetails && matches(reservation) ? reservation : null;
}

/** The booking with this reservation number whose email is `email` (any case), else null. */
export function findBookingByReferenceAndEmail(
  reference: string,
  email: string,
): Promise<Reservation | null> {
  return findBooking(reference, (reservation) => emailMatches(reservation, email));
}

/** The booking with this reservation number whose hirer's surname is `surname` (any case), else null. */
export function findBookingByReferenceAndSurname(
  reference: string,
  surname: string,
): Promise<Reservation | null> {
  return findBooking(reference, (reservation) =>
    same(reservation.customerDetails?.lastName, surname.replace(/\s+/g, " ")),
  );
}

/**
 * A look-up page's refusal: the look-up's own (LookupRefusal) or the page's rules for the booking
 * it found. With 429, `retryAfterSeconds` says when to try again.
 */
export type BookingPageRefusal = {
  ok: false;
  reason: string;
  status: number;
  message: string;
  retryAfterSeconds?: number;
};

export type LookupRefusal = {
  ok: false;
  reason: "not_found" | "too_many_attempts";
  status: 404 | 429;
  message: string;
  /** With 429: seconds until the session may look up again (the Retry-After). */
  retryAfterSeconds?: number;
};

const SESSION_KEY = "bookingLookupKey";

/** The session's own rate-limit key (a random value kept in the session; the caller commits it). */
function sessionLookupKey(session: AppSession): string {
  const existing = session.get(SESSION_KEY);
  if (typeof existing === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const key = randomBytes(16).toString("base64url");
  session.set(SESSION_KEY, key);
  return key;
}

/** Who looks up which booking: the limits a look-up counts against. */
export type LookupAttempt = {
  /** The reservation number as typed. */
  reference: string;
  /** clientAddress(context) of client-address.server.ts; only direct service calls (tests) leave it out. */
  clientAddress?: string | null;
};

/**
 * The limits one look-up counts against (BOOKING_LOOKUP_LIMITS): the session's, the client
 * address's and, when `reference` is a reservation number at all, that number's (whether or not
 * such a booking exists, so the refusal tells nothing).
 */
export function bookingLookupChecks(session: AppSession, attempt: LookupAttempt): RateLimitCheck[] {
  const checks: RateLimitCheck[] = [
    { key: `booking-lookup:session:${sessionLookupKey(session)}`, policy: BOOKING_LOOKUP_LIMITS.perSession },
  ];
  if (attempt.clientAddress)
    checks.push({
      key: `booking-lookup:ip:${attempt.clientAddress}`,
      policy: BOOKING_LOOKUP_LIMITS.perClientAddress,
    });
  const reference = normaliseBookingReference(attempt.reference);
  if (reference) {
    checks.push({
      key: `booking-lookup:reservation:${reference}`,
      policy: BOOKING_LOOKUP_LIMITS.perReservation,
    });
    checks.push({
      key: `booking-lookup:reservation-day:${reference}`,
      policy: BOOKING_LOOKUP_LIMITS.perReservationDay,
    });
  }
  return checks;
}

/**
 * Runs `find` under the look-up limits: every look-up counts, a found booking (`found` says which
 * answers are) gives its hits back, so only failures add up. Over any limit `find` is not run.
 */
export async function limitedLookup<T>(
  session: AppSession,
  attempt: LookupAttempt,
  find: () => Promise<T>,
  found: (result: T) => boolean,
  now: Date = new Date(),
): Promise<{ ok: true; result: T } | { ok: false; retryAfterSeconds: number }> {
  const checks = bookingLookupChecks(session, attempt);
  const limit = await hitRateLimits(checks, now);
  if (!limit.allowed) return { ok: false, retryAfterSeconds: limit.retryAfterSeconds };
  const result = await find();
  if (found(result)) await refundRateLimits(checks, now);
  return { ok: true, result };
}

/**
 * Runs a finder under the look-up limits (limitedLookup). Then the page's `rules` for the booking,
 * if any (their refusal is answered as it is). The caller commits the session.
 */
export async function lookUpBooking<RulesRefusal extends { ok: false } = never>(
  session: AppSession,
  attempt: LookupAttempt,
  find: () => Promise<Reservation | null>,
  now: Date = new Date(),
  rules?: (reservation: Reservation, now: Date) => { ok: true } | RulesRefusal,
): Promise<{ ok: true; reservation: Reservation } | LookupRefusal | RulesRefusal> {
  const looked = await limitedLookup(session, attempt, find, (reservation) => reservation !== null, now);
  if (!looked.ok) {
    const { retryAfterSeconds } = looked;
    return {
      ok: false,
      reason: "too_many_attempts",
      status: 429,
      message: rateLimitedMessage(retryAfterSeconds),
      retryAfterSeconds,
    };
  }
  const reservation = looked.result;
  if (!reservation)
    return { ok: false, reason: "not_found", status: 404, message: BOOKING_LOOKUP_TEXT.notFound };
  // A booking the rules refuse was still found, so it does not count as a failure.
  const allowed = rules?.(reservation, now);
  if (allowed && !allowed.ok) return allowed;
  return { ok: true, reservation };
}
