/**
 * The forms of /admin/bookings/new/ (issue 32): one zod schema per form. The customer, extras and
 * cover are the website's own schemas (booking/steps/forms.ts), so a walk-in is checked by the
 * same rules as an online booking.
 */
import { z } from "zod";
import { CARD_TYPES } from "~/models/schema/booking-values";
import { driverSchema, extrasSchema, type ExtrasFormOption } from "../../booking/steps/forms";
import { BOOKING_FORM_MESSAGES } from "../../booking/text";
import { parseCalendarDate } from "../../platform/dates";
import { RECEIPT_PATTERN } from "./rules";
import { WALK_IN_MESSAGES as M } from "./text";

export const WALK_IN_FORM_IDS = { details: "walk-in-details", pay: "walk-in-pay" } as const;
export const FORM_ERROR_FIELD = "_form";
/** The payment's section, where saving the details leads. */
export const WALK_IN_PAYMENT_ANCHOR = "walk-in-payment";

const branchId = (message: string) =>
  z.coerce.number({ invalid_type_error: message }).int(message).positive(message);

/** The trip (a GET form, and the hidden fields of each "Book" button): from now, back at a date and time. */
export const walkInTripSchema = z.object({
  branch: branchId(M.branchInvalid),
  dropOffBranch: branchId(M.dropOffBranchInvalid),
  returnDate: z.string({ required_error: M.returnDateInvalid }).transform((value, ctx) => {
    const date = parseCalendarDate(value.trim());
    if (!date) ctx.addIssue({ code: z.ZodIssueCode.custom, message: M.returnDateInvalid });
    return date ?? "";
  }),
  returnTime: z
    .string({ required_error: M.returnTimeInvalid })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.returnTimeInvalid),
});
export type WalkInTrip = z.output<typeof walkInTripSchema>;

/** A class chosen from the list: the trip it was listed for, and the class. */
export const walkInHoldSchema = walkInTripSchema.extend({
  intent: z.literal("hold"),
  carClassId: z.coerce.number().int().positive(M.notOffered),
});

/** The customer (found or new), extras and cover: the website's step 2 and step 3 schemas. */
export function walkInDetailsSchema(options: {
  extras: readonly ExtrasFormOption[];
  insuranceCodes: readonly string[];
  shuttleCodes: readonly string[];
  countryCodes: readonly string[];
}) {
  return extrasSchema(options)
    .merge(driverSchema(options.countryCodes))
    .extend({
      intent: z.literal("details"),
      accountId: z
        .string()
        .trim()
        .optional()
        .transform((value) => value || null),
    });
}

export const WALK_IN_PAYMENT_METHODS = ["eftpos", "card"] as const;

/** How the customer pays at the desk: EFTPOS with its receipt number, or the gateway's page with a card type. */
export const walkInPaySchema = z
  .object({
    intent: z.literal("pay"),
    method: z.enum(WALK_IN_PAYMENT_METHODS, { errorMap: () => ({ message: M.methodRequired }) }),
    receiptNumber: z.string().trim().optional(),
    cardType: z.preprocess((value) => (value === "" ? undefined : value), z.enum(CARD_TYPES).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.method === "eftpos" && !value.receiptNumber)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["receiptNumber"], message: M.receiptRequired });
    else if (value.method === "eftpos" && !RECEIPT_PATTERN.test(value.receiptNumber ?? ""))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["receiptNumber"], message: M.receiptInvalid });
    if (value.method === "card" && !value.cardType)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["cardType"],
        message: BOOKING_FORM_MESSAGES.cardTypeRequired,
      });
  });
export type WalkInPayment = z.output<typeof walkInPaySchema>;
