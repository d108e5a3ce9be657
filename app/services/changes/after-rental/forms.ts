import { z } from "zod";
import { RESERVATION_REFERENCE_PATTERN } from "../constants";
import { CARD_AUTHORISATION_RELATIONSHIPS, FEEDBACK_COMMENTS_MAX_LENGTH } from "./constants";
import { BOOKING_LOOKUP_TEXT as L } from "../text";
import { CARD_AUTHORISATION_TEXT as C, FEEDBACK_TEXT as F } from "./text";
import { INVALID_PHONE } from "../../platform/text";
import { isValidPhone } from "../../platform/validators";

/**
 * The forms of /your-feedback/, /credit-card-authorisation/form/ and the identity-check pages.
 * Shared by the browser (remix-validated-form's hints) and the server (the services parse the same
 * schemas again): no server imports here.
 */

const text = (max = 300) =>
  z
    .string()
    .optional()
    .default("")
    .transform((value) => value.slice(0, max));

const reference = z
  .string({ required_error: L.referenceInvalid })
  .trim()
  .refine((value) => RESERVATION_REFERENCE_PATTERN.test(value), L.referenceInvalid)
  .transform((value) => value.toUpperCase());

const email = (message: string) =>
  z.string({ required_error: message }).trim().max(120, message).email(message);

export const bookingLookupSchema = z.object({ reference, email: email(L.emailInvalid) });
export type BookingLookupForm = z.infer<typeof bookingLookupSchema>;

export const feedbackSchema = z.object({
  reference,
  email: email(L.emailInvalid),
  rating: z
    .string({ required_error: F.ratingRequired, invalid_type_error: F.ratingRequired })
    .refine((value) => /^[1-5]$/.test(value), F.ratingRequired)
    .transform(Number),
  wouldRecommend: z
    .string({ required_error: F.recommendRequired, invalid_type_error: F.recommendRequired })
    .refine((value) => value === "yes" || value === "no", F.recommendRequired)
    .transform((value) => value === "yes"),
  comments: z
    .string()
    .optional()
    .default("")
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .refine((value) => value.length <= FEEDBACK_COMMENTS_MAX_LENGTH, F.commentsTooLong),
  publicPermission: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});
export type FeedbackForm = z.infer<typeof feedbackSchema>;

/** An amount in dollars with at most two decimals; empty means "the booking total". */
export function parseAmount(value: string): number | null | "invalid" {
  const trimmed = value.trim().replace(/^\$/, "").replace(/,/g, "");
  if (trimmed === "") return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return "invalid";
  const amount = Number(trimmed);
  return amount > 0 ? amount : "invalid";
}

export const cardAuthorisationSchema = z.object({
  reference,
  surname: z
    .string({ required_error: C.surnameRequired })
    .trim()
    .min(1, C.surnameRequired)
    .max(100, C.surnameRequired),
  holderName: z
    .string({ required_error: C.holderNameRequired })
    .trim()
    .min(2, C.holderNameRequired)
    .max(120, C.holderNameRequired),
  email: email(C.emailInvalid),
  phone: z
    .string({ required_error: INVALID_PHONE })
    .trim()
    .max(30, INVALID_PHONE)
    .refine((value) => isValidPhone(value), INVALID_PHONE),
  relationship: z
    .string({ required_error: C.relationshipRequired })
    .refine(
      (value) => (CARD_AUTHORISATION_RELATIONSHIPS as readonly string[]).includes(value),
      C.relationshipRequired,
    ),
  amount: text(20).refine((value) => parseAmount(value) !== "invalid", C.amountInvalid),
  acceptTerms: z
    .string({ required_error: C.termsRequired, invalid_type_error: C.termsRequired })
    .refine((value) => value === "on" || value === "true", C.termsRequired),
});
export type CardAuthorisationForm = z.infer<typeof cardAuthorisationSchema>;
