import type { ShuttleRequestDetails } from "~/models/reservations/shuttle-requests.server";
import {
  SHUTTLE_LOOKUP_MAX_FAILURES,
  SHUTTLE_LOOKUP_WINDOW_SECONDS,
  SHUTTLE_REQUEST_MIN_HOURS,
} from "../constants";

/**
 * The rules of /shuttle-request/ that need no database: the kind of a shuttle, how close to the
 * pick-up one may still be asked for, and the session's count of failed look-ups (after
 * SHUTTLE_LOOKUP_MAX_FAILURES within SHUTTLE_LOOKUP_WINDOW_SECONDS every look-up is refused).
 */

export type ShuttleKind = ShuttleRequestDetails["kind"];

/** Airport shuttles need the flight, accommodation pick-ups the accommodation (by option code). */
export function shuttleKind(code: string): ShuttleKind {
  if (code.startsWith("airport")) return "airport";
  if (code.startsWith("accommodation")) return "accommodation";
  return "other";
}

/** Whether the pick-up is at least SHUTTLE_REQUEST_MIN_HOURS after `now`. */
export function pickupFarEnough(pickupAt: Date, now: Date): boolean {
  return pickupAt.getTime() - now.getTime() >= SHUTTLE_REQUEST_MIN_HOURS * 3600 * 1000;
}

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
