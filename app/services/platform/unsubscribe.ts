import type { RateLimitPolicy } from "./constants";
import { t } from "./i18n/translate";

/** The page where an address stops marketing email. */
export const UNSUBSCRIBE_PATH = "/unsubscribe/";

/** /unsubscribe/: stopping marketing email (the page's texts and its limit). */
export const UNSUBSCRIBE_TEXT = {
  legend: "Stop marketing email",
  emailLabel: "Email address",
  emailHint: "The address our emails were sent to.",
  submit: "Unsubscribe",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.co.nz.",
  done: (email: string) =>
    t(
      "Done: {{email}} will get no more marketing email from GO Rentals. Emails about a booking you make are still sent. It can take up to 48 hours for a send already under way to stop.",
      { email },
    ),
} as const;

/** Unsubscribe requests one session may send per hour (429 after that). */
export const UNSUBSCRIBE_RATE_LIMIT = { limit: 10, windowSeconds: 3600 } as const satisfies RateLimitPolicy;
