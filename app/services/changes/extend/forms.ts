import { z } from "zod";
import { EXTEND_MESSAGES } from "./text";

/**
 * The forms of the extend flow. The find form is the shared `bookingFindSchema`
 * (changes/forms.ts); the new drop-off is checked by the rules (proposeNewDropOff).
 */

/** /extend-booking/agreement/: the rental agreement's tick box must be ticked. */
export const extendAgreementSchema = z.object({
  agree: z.literal("yes", { errorMap: () => ({ message: EXTEND_MESSAGES.agreeRequired }) }),
});
