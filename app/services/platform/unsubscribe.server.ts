import { randomBytes } from "node:crypto";
import { z } from "zod";
import { addUnsubscribe } from "~/models/accounts/unsubscribes.server";
import { EMAIL_MAX_LENGTH } from "~/services/platform/constants";
import { UNSUBSCRIBE_RATE_LIMIT } from "~/services/platform/unsubscribe";
import { rateLimitedMessage } from "~/services/platform/text";
import { UNSUBSCRIBE_TEXT as T } from "~/services/platform/unsubscribe";
import { hitRateLimit } from "./rate-limit.server";
import type { AppSession } from "./session.server";

/**
 * /unsubscribe/: an address asks for no more marketing email. The answer is the same whether or
 * not the address was on a list (so the form tells nobody who is a customer); the address is kept
 * lower-case, once. A session may ask UNSUBSCRIBE_RATE_LIMIT times an hour.
 */

export type UnsubscribeResult =
  | { ok: true; email: string }
  | { ok: false; status: 400; fieldError: string }
  | { ok: false; status: 429; message: string };

const emailSchema = z
  .string()
  .trim()
  .min(1, T.emailRequired)
  .max(EMAIL_MAX_LENGTH, T.emailInvalid)
  .email(T.emailInvalid);

const SESSION_KEY = "unsubscribeKey";

/** The session's own rate-limit key (a random value kept in the session; the caller commits it). */
function sessionKey(session: AppSession): string {
  let key = session.get(SESSION_KEY);
  if (typeof key !== "string" || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
    key = randomBytes(16).toString("base64url");
    session.set(SESSION_KEY, key);
  }
  return `unsubscribe:session:${key}`;
}

/** Checks the limit, then the address, then stores it. */
export async function unsubscribe(
  session: AppSession,
  rawEmail: string,
  now: Date = new Date(),
): Promise<UnsubscribeResult> {
  const hit = await hitRateLimit(sessionKey(session), UNSUBSCRIBE_RATE_LIMIT, now);
  if (!hit.allowed) return { ok: false, status: 429, message: rateLimitedMessage(hit.retryAfterSeconds) };
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success)
    return { ok: false, status: 400, fieldError: parsed.error.issues[0]?.message ?? T.emailInvalid };
  const email = parsed.data.toLowerCase();
  await addUnsubscribe(email, now);
  return { ok: true, email };
}
