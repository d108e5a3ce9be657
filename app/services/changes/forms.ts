import { z } from "zod";
import { RESERVATION_REFERENCE_PATTERN } from "./constants";
import { MANAGE_BOOKING_MESSAGES as M } from "./text";

/**
 * The "find your booking" form shared by /manage-booking/, /cancel-booking/, /extend-booking/ and
 * /shuttle-request/: a reservation number (GO and 7 digits, any case) and the booking's email.
 * One schema for the browser's hints and every action. Pure, so the browser has it.
 */
export const bookingFindSchema = z.object({
  reference: z
    .string({ required_error: M.referenceInvalid })
    .trim()
    .refine((value) => RESERVATION_REFERENCE_PATTERN.test(value), M.referenceInvalid),
  email: z.string({ required_error: M.emailInvalid }).trim().max(120, M.emailInvalid).email(M.emailInvalid),
});
/** The form's two fields (as typed, or as the schema gives them). */
export type BookingFindValues = z.infer<typeof bookingFindSchema>;

/** The find form's id on /manage-booking/ (remix-validated-form's form id). */
export const MANAGE_FIND_FORM_ID = "manage-booking-find";
