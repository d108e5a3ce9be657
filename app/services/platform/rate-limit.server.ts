import { createHash } from "node:crypto";
import {
  decrementRateLimitHit,
  deleteRateLimitHitsBefore,
  incrementRateLimitHit,
} from "~/models/operations/rate-limits.server";
import type { RateLimitPolicy } from "./constants";
import { requestScoped } from "./request-scope.server";
import { rateLimitedMessage } from "~/services/platform/text";

/**
 * Rate limits kept in the database (rate_limit_hits), so several instances share them.
 * Fixed windows: a key may be hit `limit` times in each window of `windowSeconds` that starts at
 * a multiple of the window since the epoch. See docs/decisions/0008-password-hashing-and-rate-limits.md.
 */

export type { RateLimitPolicy };
export type RateLimitResult = {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
};

function windowOf(policy: RateLimitPolicy, now: Date): { start: Date; end: number } {
  const windowMs = policy.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), end: start + windowMs };
}

/** Counts one hit for the key (one atomic upsert) and says whether it is within the policy. */
export async function hitRateLimit(
  key: string,
  policy: RateLimitPolicy,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const window = windowOf(policy, now);
  const count = await incrementRateLimitHit(key, window.start);
  if (count <= policy.limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.end - now.getTime()) / 1000)) };
}

/**
 * The header of a rate-limited answer (429): when the visitor may try again. Nothing when the
 * refusal does not say (`undefined`), so refusals of any kind can be passed through it. The value
 * is kept for the request too: a single fetch data answer (`/page.data`, ADR 0075) carries only
 * the cookies of what the action or loader answered, so entry.server.tsx adds it from there.
 */
export function retryAfter(seconds: number | undefined): Record<string, string> {
  if (seconds === undefined) return {};
  const value = String(Math.max(1, Math.ceil(seconds)));
  requestScoped(RETRY_AFTER_KEY, () => value);
  return { "Retry-After": value };
}

const RETRY_AFTER_KEY = "rate-limit:retry-after";

/** The Retry-After this request's answer was given by `retryAfter`, if any. */
export function answeredRetryAfter(): string | null {
  return requestScoped<string | null>(RETRY_AFTER_KEY, () => null);
}

/** Gives back a hit counted at `now` (e.g. the attempt was a successful sign-in). */
export async function refundRateLimit(
  key: string,
  policy: RateLimitPolicy,
  now: Date = new Date(),
): Promise<void> {
  await decrementRateLimitHit(key, windowOf(policy, now).start);
}

/** One limit to apply: a key and its policy. */
export type RateLimitCheck = { key: string; policy: RateLimitPolicy };

export type RateLimitsResult =
  | { allowed: true; checks: RateLimitCheck[] }
  | { allowed: false; retryAfterSeconds: number; message: string; checks: RateLimitCheck[] };

/**
 * Hits every limit (each counts, so an address under attack from many IPs is still protected)
 * and refuses when any is exceeded, with the longest wait and the RATE_LIMITED message.
 */
export async function hitRateLimits(
  checks: RateLimitCheck[],
  now: Date = new Date(),
): Promise<RateLimitsResult> {
  const results = await Promise.all(checks.map((check) => hitRateLimit(check.key, check.policy, now)));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return { allowed: true, checks };
  const retryAfterSeconds = Math.max(...refused.map((result) => result.retryAfterSeconds));
  return { allowed: false, retryAfterSeconds, message: rateLimitedMessage(retryAfterSeconds), checks };
}

export async function refundRateLimits(checks: RateLimitCheck[], now: Date = new Date()): Promise<void> {
  await Promise.all(checks.map((check) => refundRateLimit(check.key, check.policy, now)));
}

/** Rate-limit keys never hold an address in clear: a short hash of the lower-case address. */
function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
}

/**
 * The checks of one action: its policy per email address (when given) and per client address
 * (every request has one). A feature names its own actions and policies (accounts/rate-limits.server.ts).
 */
export function checksFor(
  action: string,
  perEmail: RateLimitPolicy | null,
  perIp: RateLimitPolicy,
  email: string | null,
  ip: string | null | undefined,
): RateLimitCheck[] {
  const checks: RateLimitCheck[] = [];
  if (perEmail && email !== null)
    checks.push({ key: `${action}:email:${emailKey(email)}`, policy: perEmail });
  if (ip) checks.push({ key: `${action}:ip:${ip}`, policy: perIp });
  return checks;
}

/** Deletes counters of windows that started a day ago or more (no policy is longer than a day, so all have ended). */
export async function deleteOldRateLimitHits(now: Date = new Date()): Promise<number> {
  return deleteRateLimitHitsBefore(new Date(now.getTime() - 24 * 3600 * 1000));
}
