/** The forms of the cancel-booking flow (zod schemas, shared by routes and components). */
import { z } from "zod";
import { CANCEL_REASON_VALUES, type CancelReason } from "./constants";
import { CANCEL_TEXT as T } from "./text";
import { RESERVATION_REFERENCE_PATTERN } from "../constants";
import { bookingFindSchema } from "../forms";

/** The cancel page's find form: the same booking look-up as manage booking. */
export const cancelFindSchema = bookingFindSchema;

export const cancelReasonSchema = z.object({
  reason: z
    .string({ required_error: T.reasonRequired })
    .refine(
      (value): value is CancelReason => (CANCEL_REASON_VALUES as string[]).includes(value),
      T.reasonRequired,
    ),
});

export const CANCEL_METHODS = ["credit-card", "account2account"] as const;
export const cancelMethodSchema = z.object({
  method: z.enum(CANCEL_METHODS, { errorMap: () => ({ message: T.methodRequired }) }),
});

/** The agent / corporate variant: a booking of the account and a reason. */
export const cancelBusinessSchema = cancelReasonSchema.extend({
  booking: z
    .string({ required_error: T.agentChoose })
    .trim()
    .refine((value) => RESERVATION_REFERENCE_PATTERN.test(value.toUpperCase()), T.agentChoose),
});
