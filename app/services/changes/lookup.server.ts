import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { getReservationByReference, type Reservation } from "~/models/reservations.server";
import { BOOKING_LOOKUP_RATE_LIMIT, RESERVATION_REFERENCE_PATTERN } from "./constants";
import { rateLimitedMessage } from "~/services/platform/text";
import { BOOKING_LOOKUP_TEXT } from "./text";
import { hitRateLimit, refundRateLimit } from "../platform/rate-limit.server";
import type { AppSession } from "../platform/session.server";
import { firstMessagePerField } from "../platform/validators";

/**
 * Finding a booking from what a customer (or a card holder) types: the reservation number and
 * the email on the booking, or the hirer's surname. Used by /your-feedback/,
 * /credit-card-authorisation/form/ and the identity-check pages. "No such booking" and "wrong
 * email/surname" are the same answer, and a session may fail BOOKING_LOOKUP_RATE_LIMIT times an
 * hour (rate_limit_hits, so instances share it); after that every look-up answers 429.
 */

/** A look-up form whose fields did not pass its schema: the first message of each field. */
export type InvalidLookupForm = { ok: false; reason: "invalid"; status: 400; fieldErrors: Record<string, string> };

/** The form's fields as its schema gives them, or the first message of each field that failed. */
export function parseLookupForm<S extends z.ZodTypeAny>(
  schema: S,
  raw: Record<string, unknown>,
): { ok: true; data: z.output<S> } | InvalidLookupForm {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, reason: "invalid", status: 400, fieldErrors: firstMessagePerField(parsed.error.issues) };
}

const same = (a: string | null | undefined, b: string) => {
  const left = (a ?? "").trim().toLowerCase();
  return left.length > 0 && left === b.trim().toLowerCase();
};

/** "GO4821937" from what was typed (any case, spaces around), or null when it is not one. */
export function normaliseBookingReference(value: string): string | null {
  const reference = value.trim().toUpperCase();
  return RESERVATION_REFERENCE_PATTERN.test(reference) ? reference : null;
}

async function findBooking(reference: string, matches: (reservation: Reservation) => boolean): Promise<Reservation | null> {
  const normalised = normaliseBookingReference(reference);
  if (!normalised) return null;
  const reservation = await getReservationByReference(normalised);
  return reservation && reservation.customerDetails && matches(reservation) ? reservation : null;
}

/** The booking with this reservation number whose email is `email` (any case), else null. */
export function findBookingByReferenceAndEmail(reference: string, email: string): Promise<Reservation | null> {
  return findBooking(reference, (reservation) => same(reservation.customerDetails?.email, email));
}

/** The booking with this reservation number whose hirer's surname is `surname` (any case), else null. */
export function findBookingByReferenceAndSurname(reference: string, surname: string): Promise<Reservation | null> {
  return findBooking(reference, (reservation) => same(reservation.customerDetails?.lastName, surname.replace(/\s+/g, " ")));
}

/**
 * A look-up page's refusal: the look-up's own (LookupRefusal) or the page's rules for the booking
 * it found. With 429, `retryAfterSeconds` says when to try again.
 */
export type BookingPageRefusal = { ok: false; reason: string; status: number; message: string; retryAfterSeconds?: number };

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
  let key = session.get(SESSION_KEY);
  if (typeof key !== "string" || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
    key = randomBytes(16).toString("base64url");
    session.set(SESSION_KEY, key);
  }
  return `booking-lookup:session:${key}`;
}

/**
 * Runs a finder under the session's look-up limit: every look-up counts, a successful one is given
 * back, so only failures add up. Then the page's `rules` for the booking, if any (their refusal is
 * answered as it is). The caller commits the session.
 */
export async function lookUpBooking<RulesRefusal extends { ok: false } = never>(
  session: AppSession,
  find: () => Promise<Reservation | null>,
  now: Date = new Date(),
  rules?: (reservation: Reservation, now: Date) => { ok: true } | RulesRefusal,
): Promise<{ ok: true; reservation: Reservation } | LookupRefusal | RulesRefusal> {
  const key = sessionLookupKey(session);
  const hit = await hitRateLimit(key, BOOKING_LOOKUP_RATE_LIMIT, now);
  if (!hit.allowed) {
    const { retryAfterSeconds } = hit;
    return { ok: false, reason: "too_many_attempts", status: 429, message: rateLimitedMessage(retryAfterSeconds), retryAfterSeconds };
  }
  const reservation = await find();
  if (!reservation) return { ok: false, reason: "not_found", status: 404, message: BOOKING_LOOKUP_TEXT.notFound };
  await refundRateLimit(key, BOOKING_LOOKUP_RATE_LIMIT, now);
  // After the refund: a booking the rules refuse was still found, so it does not count as a failure.
  const allowed = rules?.(reservation, now);
  if (allowed && !allowed.ok) return allowed;
  return { ok: true, reservation };
}
