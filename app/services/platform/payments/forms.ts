import { z } from "zod";
import { cardDigits, expiryIsCurrent, passesLuhn, SANDBOX_MESSAGES } from "./sandbox-cards";

/**
 * The sandbox gateway's hosted card form (/sandbox-gateway/): the action checks the post with it
 * and the form uses it for hints in the browser.
 */
export const sandboxCardSchema = z.object({
  session: z.string().min(1),
  cardholderName: z
    .string()
    .trim()
    .min(2, SANDBOX_MESSAGES.nameRequired)
    .max(80, SANDBOX_MESSAGES.nameRequired),
  cardNumber: z
    .string()
    .max(30, SANDBOX_MESSAGES.numberInvalid)
    .refine((value) => passesLuhn(cardDigits(value)), SANDBOX_MESSAGES.numberInvalid),
  expiry: z
    .string()
    .max(10, SANDBOX_MESSAGES.expiryInvalid)
    .refine((value) => expiryIsCurrent(value), SANDBOX_MESSAGES.expiryInvalid),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, SANDBOX_MESSAGES.cvcInvalid),
});
