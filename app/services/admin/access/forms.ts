import { z } from "zod";
import { ACCOUNT_MESSAGES } from "../../accounts/text";
import { PASSWORD_MAX_LENGTH } from "../../accounts/constants";
import { EMAIL_MAX_LENGTH } from "../../platform/constants";
import { TOTP_DIGITS } from "./constants";
import { ADMIN_ACCESS_MESSAGES } from "./text";

/** /admin/sign-in/: the same fields as /sign-in/. */
export const staffSignInSchema = z.object({
  email: z
    .string({ required_error: ACCOUNT_MESSAGES.emailRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.emailInvalid)
    .email(ACCOUNT_MESSAGES.emailInvalid),
  password: z
    .string({ required_error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
  redirectTo: z.string().optional(),
});

/** The second step's code (sign-in, set-up and turning it on). Spaces are allowed, as apps show "123 456". */
export const totpCodeSchema = z.object({
  code: z
    .string({ required_error: ADMIN_ACCESS_MESSAGES.codeRequired })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, ADMIN_ACCESS_MESSAGES.codeRequired)
        .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), ADMIN_ACCESS_MESSAGES.codeInvalid),
    ),
});
