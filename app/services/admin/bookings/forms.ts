/** The forms of /admin/bookings/ (issue 21): one zod schema per form, for ValidatedForm and the action. */
import { z } from "zod";
import { parseCalendarDate } from "../../platform/dates";
import { VALIDATOR_MESSAGES } from "../../platform/text";
import {
  isDateOfBirthInPast,
  isLicenceNotExpired,
  isValidDate,
  parseDayMonthYear,
} from "../../platform/validators";
import { MAX_ADDITIONAL_DRIVERS } from "./pickup-checks";
import { PICKUP_CHECKS_MESSAGES as PM } from "./pickup-checks-text";
import {
  MAX_COUNTER_AMOUNT,
  MAX_ODOMETER_KM,
  NOTE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  isFormToken,
} from "./rules";
import { RETURN_MESSAGES as RM } from "./return-text";
import { COUNTER_MESSAGES as M } from "./text";

export const COUNTER_INTENTS = [
  "pick-up",
  "return",
  "charge-return",
  "cancel",
  "refund",
  "note",
  "resend",
  "swap",
] as const;
export type CounterIntent = (typeof COUNTER_INTENTS)[number];

const wholeNumber = (required: string, invalid: string, max: number) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{1,9}$/, invalid)
    .transform(Number)
    .pipe(z.number().int().min(0, invalid).max(max, invalid));

const odometer = wholeNumber(M.odometerRequired, M.odometerInvalid, MAX_ODOMETER_KM);
const fuel = wholeNumber(M.fuelInvalid, M.fuelInvalid, 100);

/** An amount in NZD with at most two decimals. */
const amount = z
  .string({ required_error: M.amountRequired })
  .trim()
  .min(1, M.amountRequired)
  .regex(/^\d{1,7}(\.\d{1,2})?$/, M.amountInvalid)
  .transform(Number)
  .pipe(z.number().max(MAX_COUNTER_AMOUNT, M.amountTooLarge));

/** An optional amount: empty is none. */
const optionalAmount = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .pipe(
    z.union([
      z.literal("").transform(() => null),
      z
        .string()
        .regex(/^\d{1,7}(\.\d{1,2})?$/, M.amountInvalid)
        .transform(Number)
        .pipe(z.number().max(MAX_COUNTER_AMOUNT, M.amountTooLarge)),
    ]),
  );

const checked = (message: string) => z.literal("on", { errorMap: () => ({ message }) }).transform(() => true);

const token = z.string().trim().refine(isFormToken, M.formUnreadable);

const reason = z
  .string({ required_error: M.reasonRequired })
  .trim()
  .min(1, M.reasonRequired)
  .max(REASON_MAX_LENGTH, M.reasonTooLong);

/** /admin/bookings/?q=…: the search box (a GET form; the loader reads it). */
export const counterFindSchema = z.object({ q: z.string().max(100).optional() });

const calendarDate = z
  .string({ required_error: M.dateInvalid })
  .trim()
  .refine((value) => parseCalendarDate(value) !== null, M.dateInvalid)
  .transform((value) => parseCalendarDate(value) ?? value);
const timeOfDay = z
  .string({ required_error: M.timeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid);

const requiredText = (max: number) =>
  z.string({ required_error: PM.required }).trim().min(1, PM.required).max(max, PM.tooLong);

/** A day-month-year date of the licence form (spec section 5), kept as YYYY-MM-DD. */
const dayMonthYear = (valid: (value: string) => boolean, message: string) =>
  requiredText(10)
    .refine(isValidDate, VALIDATOR_MESSAGES.date)
    .refine(valid, message)
    .transform((value) => parseDayMonthYear(value) ?? value);

/** One driver's licence at the pick-up (issue 32); the booking's own rules are the action's. */
export const pickupDriverSchema = z.object({
  name: requiredText(120),
  dateOfBirth: dayMonthYear((value) => isDateOfBirthInPast(value), VALIDATOR_MESSAGES.dateOfBirth),
  licenceNumber: requiredText(30).transform((value) => value.toUpperCase()),
  licenceCountry: requiredText(60),
  licenceExpiry: dayMonthYear((value) => isLicenceNotExpired(value), VALIDATOR_MESSAGES.licenceExpired),
});

export const pickupSchema = z
  .object({
    vehicleId: z
      .string({ required_error: M.vehicleRequired })
      .trim()
      .regex(/^\d{1,9}$/, M.vehicleRequired)
      .transform(Number),
    odometerKm: odometer,
    fuelPercent: fuel,
    licenceSeen: checked(M.checkRequired),
    cardSeen: checked(M.checkRequired),
    damageWalkaround: checked(M.checkRequired),
    /** When the car was handed over (NZ): the page fills in now; staff may set it back. */
    pickupDate: calendarDate,
    pickupTime: timeOfDay,
    /** Hand over before the booking's pick-up day, with its reason (audited). */
    earlyOverride: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
    overrideReason: z.string().trim().max(REASON_MAX_LENGTH, M.reasonTooLong).optional(),
    /** The hirer's licence first, then each additional driver's (issue 32). */
    drivers: z
      .array(pickupDriverSchema)
      .max(1 + MAX_ADDITIONAL_DRIVERS)
      .optional()
      .transform((value) => value ?? []),
    /** No bond held: an Admin waives it, with the reason (audited). */
    bondWaived: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
    bondWaiverReason: z.string().trim().max(REASON_MAX_LENGTH, M.reasonTooLong).optional(),
  })
  .superRefine((value, context) => {
    if (value.earlyOverride && !value.overrideReason)
      context.addIssue({ code: "custom", path: ["overrideReason"], message: M.reasonRequired });
    if (value.bondWaived && !value.bondWaiverReason)
      context.addIssue({
        code: "custom",
        path: ["bondWaiverReason"],
        message: PM.bondWaiverReasonRequired,
      });
  });

export const returnSchema = z
  .object({
    odometerKm: odometer,
    fuelPercent: fuel,
    returnDate: z
      .string({ required_error: M.dateInvalid })
      .trim()
      .refine((value) => parseCalendarDate(value) !== null, M.dateInvalid)
      .transform((value) => parseCalendarDate(value) ?? value),
    returnTime: z
      .string({ required_error: M.timeInvalid })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid),
    damageNote: z.string().trim().max(NOTE_MAX_LENGTH, M.damageTooLong).optional(),
    lateFee: optionalAmount,
    cleaningFee: optionalAmount,
    /** Where the car came back (issue 32); missing: the booked drop-off. */
    returnBranchId: z
      .string()
      .trim()
      .optional()
      .transform((value) => value ?? "")
      .pipe(
        z.union([
          z.literal("").transform(() => null),
          z
            .string()
            .regex(/^\d{1,9}$/, RM.returnBranchRequired)
            .transform(Number),
        ]),
      ),
    waiveOneWayFee: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
    waiverReason: z.string().trim().max(REASON_MAX_LENGTH, M.reasonTooLong).optional(),
  })
  .superRefine((value, context) => {
    if (value.waiveOneWayFee && !value.waiverReason)
      context.addIssue({ code: "custom", path: ["waiverReason"], message: RM.waiverReasonRequired });
  });

export const CANCEL_MODES = ["policy", "override"] as const;
export const cancelSchema = z
  .object({
    mode: z.enum(CANCEL_MODES, { errorMap: () => ({ message: M.formUnreadable }) }),
    overrideAmount: optionalAmount,
    reason: z.string().trim().max(REASON_MAX_LENGTH, M.reasonTooLong).optional(),
  })
  .superRefine((value, context) => {
    if (value.mode !== "override") return;
    if (value.overrideAmount === null)
      context.addIssue({ code: "custom", path: ["overrideAmount"], message: M.amountRequired });
    if (!value.reason) context.addIssue({ code: "custom", path: ["reason"], message: M.reasonRequired });
  });

export const refundSchema = z.object({
  paymentId: z.string({ required_error: M.paymentRequired }).trim().min(1, M.paymentRequired).max(64),
  amount: amount.pipe(z.number().positive(M.refundZero)),
  reason,
  token,
});

export const noteSchema = z.object({
  body: z
    .string({ required_error: M.noteRequired })
    .trim()
    .min(1, M.noteRequired)
    .max(NOTE_MAX_LENGTH, M.noteTooLong),
  token,
});

/** Forms with nothing to fill in (resend, charge again): the intent alone. */
export const intentOnlySchema = z.object({});

/** The field a general refusal of a form is shown beside (the form's first message). */
export const FORM_ERROR_FIELD = "_form";

/** Each action's form on the booking page, by intent: its id (remix-validated-form's formId). */
export const COUNTER_FORM_IDS: Record<CounterIntent, string> = {
  "pick-up": "counter-pick-up",
  return: "counter-return",
  "charge-return": "counter-charge-return",
  cancel: "counter-cancel",
  refund: "counter-refund",
  note: "counter-note",
  resend: "counter-resend",
  swap: "counter-swap",
};

export function isCounterIntent(value: unknown): value is CounterIntent {
  return typeof value === "string" && (COUNTER_INTENTS as readonly string[]).includes(value);
}
