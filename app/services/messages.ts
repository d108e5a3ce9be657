/**
 * The messages app/models still uses, until they move down into the model layer. Every other
 * text lives beside its feature: app/services/<feature>/text.ts and the like, and
 * what the whole site shares in app/services/platform/ (ADR 0068).
 */

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
