/** Form validators' texts the whole site shares (spec section 5). */
import { plural, t, tPlural } from "./i18n/translate";

export const INVALID_PHONE = "Invalid phone number";

/** A posted form that could not be read (a body that is not a form, or one too large): said beside it. */
export const FORM_UNREADABLE = "Sorry, we couldn't read that form. Please try again.";

/** Form validators of spec section 5 (phone is INVALID_PHONE above). */
export const VALIDATOR_MESSAGES = {
  phone: INVALID_PHONE,
  date: "Date is not valid.",
  dateOfBirth: "Date should be in the past",
  licenceExpired: "The Licence has expired.",
  numeric: "This field may only contain numeric characters.",
  passwordsDoNotMatch: "Passwords do not match. Please make sure your passwords match",
} as const;

/** "Date must be before your drop off date: 24-12-2026" (the date in day-month-year). */
export function dateAfterDropOffMessage(dropOffDate: string): string {
  return t("Date must be before your drop off date: {{date}}", { date: dropOffDate });
}

/** The rate-limit text; {n} is the whole minutes to wait (rateLimitedMessage fills it in). */
export const RATE_LIMITED = "Too many attempts. Please wait {n} minutes and try again, or call us.";

/** RATE_LIMITED with its forms for one and more minutes, in the request's language. */
export const RATE_LIMITED_FORMS = plural(
  "Too many attempts. Please wait {{count}} minute and try again, or call us.",
  "Too many attempts. Please wait {{count}} minutes and try again, or call us.",
);

/** RATE_LIMITED for a wait in seconds, rounded up to whole minutes ("1 minute" for one). */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return tPlural(RATE_LIMITED_FORMS, Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}
