/**
 * The counter's signing form of the rental agreement (issue 32): one schema for the browser's
 * hints and the action. That the typed name is the renter's is the agreement's rule
 * (changes/agreement/rules.ts validateSignature), checked by the action.
 */
import { z } from "zod";
import { AGREEMENT_TEXT as T, SIGNATURE_IMAGE_MAX_CHARS } from "../../changes/agreement/text";

export const AGREEMENT_FORM_ID = "counter-agreement";

export const agreementSignSchema = z.object({
  typedName: z
    .string({ required_error: T.typedNameMismatch("") })
    .trim()
    .min(1, T.typedNameMismatch("").replace(/: \.$/, "."))
    .max(120),
  accept: z.literal("yes", { errorMap: () => ({ message: T.acceptRequired }) }),
  signatureImage: z.string().max(SIGNATURE_IMAGE_MAX_CHARS, T.signatureInvalid).optional().default(""),
});
