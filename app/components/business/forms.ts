import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/services/accounts/constants";
import { ACCOUNT_MESSAGES } from "~/services/accounts/text";
import { BUSINESS_MESSAGES } from "~/services/business/text";

/**
 * The business area's form schemas, shared by the browser (remix-validated-form) and the
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
