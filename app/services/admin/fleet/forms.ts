import { z } from "zod";
import { parseCalendarDate } from "../../platform/dates";
import { FLEET_MESSAGES } from "./text";

/** Reasons are short notes for the team. */
export const REASON_MAX_LENGTH = 500;

const date = (required: string) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .refine((value) => parseCalendarDate(value) !== null, FLEET_MESSAGES.dateInvalid)
    .transform((value) => parseCalendarDate(value) as string);

/**
 * Taking a car off the road: maintenance or out of service, from a date (the start of that New
 * Zealand day) until the day it is back (optional: until further notice). `downtimeId` is drawn
 * when the page is shown, so a second submit of the same form adds nothing.
 */
export const takeOutSchema = z
  .object({
    intent: z.literal("take-out"),
    downtimeId: z.string().uuid(),
    kind: z.enum(["maintenance", "out_of_service"], {
      errorMap: () => ({ message: FLEET_MESSAGES.kindRequired }),
    }),
    from: date(FLEET_MESSAGES.fromRequired),
    until: z
      .string()
      .trim()
      .optional()
      .transform((value) => value ?? "")
      .refine((value) => value === "" || parseCalendarDate(value) !== null, FLEET_MESSAGES.dateInvalid)
      .transform((value) => (value === "" ? null : (parseCalendarDate(value) as string))),
    reason: z
      .string({ required_error: FLEET_MESSAGES.reasonRequired })
      .trim()
      .min(1, FLEET_MESSAGES.reasonRequired)
      .max(REASON_MAX_LENGTH, FLEET_MESSAGES.reasonTooLong),
  })
  .superRefine((value, context) => {
    if (value.until !== null && value.until <= value.from)
      context.addIssue({ code: "custom", path: ["until"], message: FLEET_MESSAGES.untilBeforeFrom });
  });
export type TakeOutInput = z.infer<typeof takeOutSchema>;

/** Ending (or calling off) one downtime. */
export const endDowntimeSchema = z.object({
  intent: z.literal("end"),
  downtimeId: z.string().uuid(),
});

/** Moving a car: `fromBranchId` is where the page showed it, so a second submit changes nothing. */
export const moveSchema = z.object({
  intent: z.literal("move"),
  fromBranchId: z.coerce.number().int().positive(),
  toBranchId: z.coerce
    .number({ invalid_type_error: FLEET_MESSAGES.branchRequired })
    .int()
    .positive(FLEET_MESSAGES.branchRequired),
});

/** The fleet list's filters (GET): unknown values are ignored. */
export const fleetFilterSchema = z.object({
  branch: z.coerce.number().int().positive().optional().catch(undefined),
  class: z.string().trim().max(10).optional().catch(undefined),
  status: z.string().trim().max(20).optional().catch(undefined),
});

/** The car page's forms (remix-validated-form's formId): a refusal is shown in the form that sent it. */
export const FLEET_FORM_IDS = { takeOut: "fleet-take-out", move: "fleet-move" } as const;
