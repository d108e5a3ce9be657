import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "~/services/platform/constants";
import {
  CONTACT_GENERAL_ENQUIRY,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
} from "./constants";
import { INVALID_PHONE } from "../../platform/text";
import { CONTACT_TEXT as T } from "./text";
import { isValidPhone } from "../../platform/validators";

/**
 * The contact-us form: the same zod schema gives the browser its hints (remix-validated-form)
 * and the server its truth (contact-enquiry.server.ts). No server imports here.
 */

export const CONTACT_FIELDS = {
  name: "name",
  email: "email",
  phone: "phone",
  enquiry: "enquiry",
  message: "message",
  /** The honeypot: people leave it empty (it is off screen); a bot that fills it is ignored. */
  honeypot: "website",
  /** One per form shown: the same form sent twice is stored and mailed once. */
  token: "token",
  /** "modal": the answer is JSON for the modal's fetcher; otherwise a redirect (the page form). */
  mode: "mode",
} as const;

const SUBMISSION_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export function isSubmissionToken(value: unknown): value is string {
  return typeof value === "string" && SUBMISSION_TOKEN.test(value);
}

/** A branch code (three capitals, e.g. ZQN) or "general". */
export function isEnquiryChoice(value: string): boolean {
  return value === CONTACT_GENERAL_ENQUIRY || /^[A-Z]{3}$/.test(value);
}

export const contactFormSchema = z.object({
  name: z
    .string({ required_error: T.nameRequired })
    .trim()
    .min(1, T.nameRequired)
    .max(CONTACT_NAME_MAX_LENGTH, T.nameTooLong),
  email: z
    .string({ required_error: T.emailInvalid })
    .trim()
    .min(1, T.emailInvalid)
    .max(EMAIL_MAX_LENGTH, T.emailInvalid)
    .email(T.emailInvalid),
  phone: z
    .string()
    .optional()
    .default("")
    .transform((value) => value.trim())
    .refine((value) => value === "" || isValidPhone(value), INVALID_PHONE),
  enquiry: z.string({ required_error: T.enquiryInvalid }).trim().refine(isEnquiryChoice, T.enquiryInvalid),
  message: z
    .string({ required_error: T.messageRequired })
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .refine((value) => value.length > 0, T.messageRequired)
    .refine((value) => value.length === 0 || value.length >= CONTACT_MESSAGE_MIN_LENGTH, T.messageTooShort)
    .refine((value) => value.length <= CONTACT_MESSAGE_MAX_LENGTH, T.messageTooLong),
});

export type ContactForm = z.infer<typeof contactFormSchema>;

/** What the confirmation says: who wrote, and which team it went to. */
export type ContactSent = { name: string; email: string; team: string };

/** The form's values as typed, kept when the server sends it back with errors. */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  enquiry: string;
  message: string;
};

export const EMPTY_CONTACT_VALUES: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  enquiry: CONTACT_GENERAL_ENQUIRY,
  message: "",
};
