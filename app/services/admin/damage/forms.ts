/** The counter's damage form (issue 32 item 7): one zod schema, for ValidatedForm and the action. */
import { z } from "zod";
import { DAMAGE_PLACES, DAMAGE_STAGES } from "~/models/schema/booking-values";
import { isFormToken } from "../bookings/rules";
import { DAMAGE_NOTE_MAX_LENGTH } from "./rules";
import { DAMAGE_MESSAGES as M } from "./text";

export const DAMAGE_FORM_ID = "damage";
/** The file input (several files: `multiple`). */
export const DAMAGE_PHOTO_FIELD = "photos";

export const damageSchema = z.object({
  stage: z.enum(DAMAGE_STAGES, { errorMap: () => ({ message: M.stageRequired }) }),
  place: z.enum(DAMAGE_PLACES, { errorMap: () => ({ message: M.placeRequired }) }),
  note: z
    .string({ required_error: M.noteRequired })
    .trim()
    .min(1, M.noteRequired)
    .max(DAMAGE_NOTE_MAX_LENGTH, M.noteTooLong),
  token: z.string().trim().refine(isFormToken, M.formUnreadable),
});
export type DamageInput = z.infer<typeof damageSchema>;
