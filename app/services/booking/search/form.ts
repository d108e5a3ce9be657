import { z } from "zod";
import { ITINERARY_MESSAGES, SEARCH_FORM_MESSAGES } from "./text";
import { parseCalendarDate } from "../../platform/dates";
import { SEARCH_FIELDS } from "./fields";
import { rentalLengthError } from "./limits";
import { findTimeSlot } from "../../platform/time-slots";

/**
 * The vehicle search form (home page, /vehicles/, /search-vehicles/ and deals pages). The same
 * schema gives the browser its hints and the server its truth; the itinerary rules that need
 * the clock and the branches' hours run on the server (itinerary.ts).
 */
const branchId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ invalid_type_error: message, required_error: message }).int().positive(message),
  );

const date = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .max(20, message)
    .transform((value, ctx) => {
      const parsed = parseCalendarDate(value);
      if (!parsed) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return parsed;
    });

const time = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .max(5, message)
    .refine((value) => findTimeSlot(value) !== undefined, message);

export const searchFormSchema = z
  .object({
    pickupBranch: branchId(SEARCH_FORM_MESSAGES.pickupBranchRequired),
    /** Empty means "same as pick-up" (spec: drop-off defaults to pick-up). */
    dropOffBranch: z.preprocess(
      (value) => (value === "" || value === null || value === undefined ? undefined : value),
      branchId(SEARCH_FORM_MESSAGES.dropOffBranchInvalid).optional(),
    ),
    pickupDate: date(ITINERARY_MESSAGES.pickupDateInvalid),
    pickupTime: time(SEARCH_FORM_MESSAGES.pickupTimeRequired),
    dropOffDate: date(ITINERARY_MESSAGES.dropOffDateInvalid),
    dropOffTime: time(SEARCH_FORM_MESSAGES.dropOffTimeRequired),
  })
  .superRefine((search, ctx) => {
    // The rental length limit (ADR 0072); the pick-up horizon needs today, so the server checks it.
    const message = rentalLengthError(search);
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [SEARCH_FIELDS.dropOffDate], message });
  });

export type SearchFormInput = z.infer<typeof searchFormSchema>;

export { SEARCH_FIELDS, type SearchFormDefaults } from "./fields";

// The schema and the form must name the same fields (checked when compiling).
void (SEARCH_FIELDS satisfies Record<keyof SearchFormInput, string>);
