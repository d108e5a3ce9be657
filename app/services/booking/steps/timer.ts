/**
 * The booking hold timer's rules (spec section 9: booking time-out 300 seconds), pure so they are
 * unit-tested and shared by the browser component. All instants are epoch milliseconds.
 */
import { tPlural } from "../../platform/i18n/translate";
import { COUNTDOWN_TEXT } from "../text";
import { BOOKING_HOLD_RENEW_THROTTLE_SECONDS, BOOKING_TIMER_WARN_SECONDS } from "../constants";

export type TimerPhase = "running" | "warning" | "expired";

/** Whole seconds left until `expiresAtMs` (rounded up, so "0" means the hold has ended). */
export function remainingSeconds(expiresAtMs: number, nowMs: number): number {
  if (!Number.isFinite(expiresAtMs)) return 0;
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
}

/** running → warning once `warnBeforeSeconds` or less are left → expired at 0. */
export function timerPhase(
  remaining: number,
  warnBeforeSeconds: number = BOOKING_TIMER_WARN_SECONDS,
): TimerPhase {
  if (remaining <= 0) return "expired";
  if (remaining <= warnBeforeSeconds) return "warning";
  return "running";
}

/** Milliseconds from now until the warning is due (0 when it already is). */
export function msUntilWarning(
  expiresAtMs: number,
  nowMs: number,
  warnBeforeSeconds: number = BOOKING_TIMER_WARN_SECONDS,
): number {
  return Math.max(0, expiresAtMs - warnBeforeSeconds * 1000 - nowMs);
}

/**
 * Whether activity may renew the hold now: never twice within the throttle window (the first
 * renewal always may). A renewal still in flight counts as the latest one.
 */
export function mayRenew(
  lastRenewAtMs: number | null,
  nowMs: number,
  throttleSeconds: number = BOOKING_HOLD_RENEW_THROTTLE_SECONDS,
): boolean {
  if (lastRenewAtMs === null) return true;
  return nowMs - lastRenewAtMs >= throttleSeconds * 1000;
}

/**
 * The browser clock's lead over the server's (ms), from the server's "now" as rendered: server
 * instants are moved onto the browser clock by adding it. 0 when the server time is unknown.
 */
export function clockOffsetMs(serverNowIso: string | null | undefined, clientNowMs: number): number {
  if (!serverNowIso) return 0;
  const serverMs = Date.parse(serverNowIso);
  return Number.isFinite(serverMs) ? clientNowMs - serverMs : 0;
}

/**
 * The offset to use for a server time that came with the page. Measured that way it also holds
 * the time the page took to arrive and hydrate (seconds on a slow connection), which would move
 * the countdown's end later than the real one. Only a browser clock behind the server's is
 * corrected, so the countdown may end early (Continue then simply renews) but never late.
 * A renewal's own answer (a short round trip) gives the accurate offset afterwards.
 */
export function initialClockOffsetMs(serverNowIso: string | null | undefined, clientNowMs: number): number {
  return Math.min(0, clockOffsetMs(serverNowIso, clientNowMs));
}

/** An ISO instant as epoch ms on the browser clock; NaN when it is not a date. */
export function toClientMs(iso: string, offsetMs: number): number {
  return Date.parse(iso) + offsetMs;
}

/** "4:05", "0:09": minutes and seconds of a countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** "1 minute 5 seconds", "45 seconds": the countdown for screen readers. */
export function describeCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  if (minutes === 0) return tPlural(COUNTDOWN_TEXT.seconds, rest);
  return rest === 0
    ? tPlural(COUNTDOWN_TEXT.minutes, minutes)
    : `${tPlural(COUNTDOWN_TEXT.minutes, minutes)} ${tPlural(COUNTDOWN_TEXT.seconds, rest)}`;
}

/** What /book-now/hold answers. */
export type HoldRenewal =
  { ok: true; expiresAt: string | null; serverNow: string } | { ok: false; reason: "soldout" | "none" };

/** Reads the hold route's JSON defensively (anything unexpected counts as no hold). */
export function parseHoldRenewal(value: unknown): HoldRenewal {
  if (value && typeof value === "object") {
    const data = value as Record<string, unknown>;
    if (data.ok === true) {
      return {
        ok: true,
        expiresAt: typeof data.expiresAt === "string" ? data.expiresAt : null,
        serverNow: typeof data.serverNow === "string" ? data.serverNow : new Date().toISOString(),
      };
    }
    if (data.ok === false && data.reason === "soldout") return { ok: false, reason: "soldout" };
  }
  return { ok: false, reason: "none" };
}
