/** Every user-facing message the spec names (sections 2, 5 and 8), defined once. */

import {
  PAGE_NOT_FOUND_SHORT,
  SAVE_FAILED,
  SERVICE_UNAVAILABLE,
  UNAUTHORIZED,
} from "./platform/error-text";

/** The rate-limit text; {n} is the whole minutes to wait (rateLimitedMessage fills it in). */
export const RATE_LIMITED = "Too many attempts. Please wait {n} minutes and try again, or call us.";

/** RATE_LIMITED for a wait in seconds, rounded up to whole minutes ("1 minute" for one). */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const text = RATE_LIMITED.replace("{n}", String(minutes));
  return minutes === 1 ? text.replace("1 minutes", "1 minute") : text;
}

export const UNSUBSCRIBE_TEXT = {
  legend: "Stop marketing email",
  emailLabel: "Email address",
  emailHint: "The address our emails were sent to.",
  submit: "Unsubscribe",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.co.nz.",
  done: (email: string) =>
    `Done: ${email} will get no more marketing email from GO Rentals. Emails about a booking you make are still sent. It can take up to 48 hours for a send already under way to stop.`,
} as const;

/** Error texts of the JSON API under /api/ (spec sections 7 and 8); the 500 text is SERVICE_UNAVAILABLE. */
export const API_MESSAGES = {
  apiKeyRequired: "A valid api-key header is required.",
  tokenRequired: "Your session has expired. Please sign in again.",
  notFound: PAGE_NOT_FOUND_SHORT,
  wrongUserType: UNAUTHORIZED,
  methodNotAllowed: (allowed: string) => `This call only accepts ${allowed}.`,
  bodyTooLarge: (kilobytes: number) => `The request body is too large: at most ${kilobytes} KB.`,
  bodyNotJson: "The request body must be a JSON object.",
  unexpected: SERVICE_UNAVAILABLE,
  agentIdNotYours: "The agentId must be the agent id of the signed-in business account.",
  agentIdNotAllowed: "The deals search takes no agentId.",
  saveFailed: SAVE_FAILED,
  lookupTypesRequired: "Please give one or more lookup types, separated by commas (types=country,brand).",
  lookupTypesTooMany: (max: number) => `Please ask for at most ${max} lookup types at once.`,
  dealTypesInvalid: 'dealTypes must be "hotdeal", "relocation" or "hotdeal,relocation".',
  agentIdInvalid: "The agentId can be at most 20 letters and digits.",
} as const;
