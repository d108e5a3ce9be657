import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/services/accounts/constants";
import { ACCOUNT_MESSAGES } from "~/services/accounts/text";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { INVALID_PHONE } from "~/services/platform/text";
import { isValidPhone } from "../platform/validators";

/**
 * The agent's profile form (/business/my-account/profile/ and the API's agent/saveProfile): one
 * schema for the browser (remix-validated-form), the action and the API.
 */
export const agentDetailsSchema = z.object({
  accountName: z
    .string({ required_error: BUSINESS_MESSAGES.agencyNameRequired })
    .trim()
    .min(1, BUSINESS_MESSAGES.agencyNameRequired)
    .max(100, BUSINESS_MESSAGES.agencyNameTooLong),
  contactPhone: z
    .string({ required_error: INVALID_PHONE })
    .trim()
    .min(1, INVALID_PHONE)
    .max(25, INVALID_PHONE)
    .refine(isValidPhone, INVALID_PHONE),
});

/**
 * The business area's other form schemas (sign-in, forgotten and changed password, cancel),
 * shared by the browser (remix-validated-form) and the
 * actions (which check again: the server's answer is the one that counts).
 */

export const businessSignInSchema = z.object({
  email: z
    .string({ required_error: ACCOUNT_MESSAGES.emailRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.emailRequired)
    .max(254, ACCOUNT_MESSAGES.emailInvalid)
    .email(ACCOUNT_MESSAGES.emailInvalid),
  password: z
    .string({ required_error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
  redirectTo: z.string().optional(),
});

export const businessForgotSchema = z.object({
  email: businessSignInSchema.shape.email,
});

export const businessChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ required_error: ACCOUNT_MESSAGES.passwordRequired })
      .min(1, ACCOUNT_MESSAGES.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
    newPassword: z
      .string({ required_error: ACCOUNT_MESSAGES.passwordRequired })
      .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
    confirmPassword: z.string({ required_error: BUSINESS_MESSAGES.passwordsDoNotMatch }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: BUSINESS_MESSAGES.passwordsDoNotMatch,
  });

export const cancelBookingSchema = z.object({
  reservation: z
    .string({ required_error: BUSINESS_MESSAGES.cancelChoose })
    .trim()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine((value) => /^GO\d{7}$/.test(value), BUSINESS_MESSAGES.cancelChoose),
});
