import { z } from "zod";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../accounts/constants";
import { EMAIL_MAX_LENGTH } from "../../platform/constants";
import { STAFF_MESSAGES } from "./text";

/** The staff accounts' forms (issue 21 item 9): one schema per form, for the browser and the action. */

export const STAFF_ROLES = ["Staff", "Admin"] as const;

/** Checkboxes of one name: none, one (a string) or several (an array); always a list of ids. */
const branchIds = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, STAFF_MESSAGES.branchInvalid)
      .transform(Number),
  ),
);

const password = z
  .string({ required_error: STAFF_MESSAGES.passwordRequired })
  .min(1, STAFF_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, STAFF_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, STAFF_MESSAGES.passwordTooLong);

export const createStaffSchema = z
  .object({
    firstName: z
      .string({ required_error: STAFF_MESSAGES.firstNameRequired })
      .trim()
      .min(1, STAFF_MESSAGES.firstNameRequired)
      .max(NAME_MAX_LENGTH, STAFF_MESSAGES.nameTooLong),
    lastName: z
      .string({ required_error: STAFF_MESSAGES.lastNameRequired })
      .trim()
      .min(1, STAFF_MESSAGES.lastNameRequired)
      .max(NAME_MAX_LENGTH, STAFF_MESSAGES.nameTooLong),
    email: z
      .string({ required_error: STAFF_MESSAGES.emailRequired })
      .trim()
      .min(1, STAFF_MESSAGES.emailRequired)
      .max(EMAIL_MAX_LENGTH, STAFF_MESSAGES.emailInvalid)
      .email(STAFF_MESSAGES.emailInvalid),
    role: z.enum(STAFF_ROLES, { errorMap: () => ({ message: STAFF_MESSAGES.roleRequired }) }),
    password,
    branchIds,
  })
  .superRefine((value, context) => {
    if (value.role === "Staff" && value.branchIds.length === 0)
      context.addIssue({ code: "custom", path: ["branchIds"], message: STAFF_MESSAGES.branchesRequired });
  });
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

/** A Staff account's branches (at least one). */
export const staffBranchesSchema = z.object({
  intent: z.literal("branches"),
  branchIds: branchIds.pipe(z.array(z.number()).min(1, STAFF_MESSAGES.branchesRequired)),
});

/** The admin sets a new password. */
export const staffPasswordSchema = z.object({
  intent: z.literal("password"),
  password,
});

/** Disable or enable the account. */
export const staffAccessSchema = z.object({
  intent: z.enum(["disable", "enable"]),
});

/** The staff pages' forms (remix-validated-form's formId): a refusal is shown in the form that sent it. */
export const STAFF_FORM_IDS = {
  create: "staff-create",
  branches: "staff-branches",
  password: "staff-password",
  access: "staff-access",
} as const;
