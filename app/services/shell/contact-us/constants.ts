/** Constants of the contact page and the "Email us" modal. */
import type { RateLimitPolicy } from "../../platform/constants";

/** /contact/?sent=1 shows the confirmation of the session's last enquiry. */
export const CONTACT_SENT_PARAM = "sent";
/** The enquiry choice that goes to the support team rather than a branch. */
export const CONTACT_GENERAL_ENQUIRY = "general";
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
/** Enquiries one session may send, and one client IP (when TRUST_PROXY gives it), per hour. */
export const CONTACT_RATE_LIMITS = {
  perSession: { limit: 5, windowSeconds: 3600 },
  perIp: { limit: 20, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitPolicy>;
