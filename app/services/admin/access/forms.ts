import { z } from "zod";
import { signInSchema } from "../../accounts/forms";
import { TOTP_DIGITS } from "./constants";
import { ADMIN_ACCESS_MESSAGES } from "./text";

/** /admin/sign-in/: the same fields and messages as the site's /sign-in/. */
export const staffSignInSchema = signInSchema;

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
