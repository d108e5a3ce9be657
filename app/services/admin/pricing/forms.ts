/**
 * One zod schema per form of head office's pricing pages (issue 21 items 4 to 7). The pages'
 * ValidatedForms get withZod(schema) and the actions validate with the same schema, so bad input
 * is refused beside its field before anything reaches the database (whose checks would be a 500).
 */
import { z } from "zod";
import { DEAL_TYPES } from "~/models/schema/booking-values";

/** The kinds of deal (the schema's), for the deal form's choices. */
export { DEAL_TYPES };
import { PROMO_CODE_MAX_LENGTH } from "../../booking/promo/constants";
import { AMOUNT_PATTERN, MAX_AMOUNT, parseTimeOfDay } from "./rules";
import { isSafeLink } from "../../platform/routing";
import { PRICING_MESSAGES as M } from "./text";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A dollar amount; `min` "positive" refuses 0 and below with `notPositive`, "zero" refuses below 0. */
function amount(min: "positive" | "zero", notPositive: string = M.rateNotPositive) {
  return z
    .string({ required_error: M.amountRequired })
    .trim()
    .min(1, M.amountRequired)
    .regex(AMOUNT_PATTERN, M.amountInvalid)
    .transform(Number)
    .refine((value) => (min === "positive" ? value > 0 : value >= 0), {
      message: min === "positive" ? notPositive : M.amountNegative,
    })
    .refine((value) => value <= MAX_AMOUNT, { message: M.amountTooHigh });
}

/** An optional amount: empty is null. */
function optionalAmount(notPositive: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .pipe(z.union([z.literal("").transform(() => null), amount("positive", notPositive)]));
}

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

const isoDate = z
  .string({ required_error: M.dateRequired })
  .trim()
  .min(1, M.dateRequired)
  .regex(DATE, M.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), M.dateInvalid);

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .pipe(z.union([z.literal("").transform(() => null), isoDate]));

function wholeNumber(message: string, min: number, max: number) {
  return z
    .string({ required_error: message })
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message });
}

function optionalWholeNumber(message: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .pipe(z.union([z.literal("").transform(() => null), wholeNumber(message, min, max)]));
}

const key = z.string({ required_error: M.unknownItem }).trim().min(1, M.unknownItem).max(100, M.unknownItem);
const id = z
  .string({ required_error: M.unknownItem })
  .regex(/^\d{1,9}$/, M.unknownItem)
  .transform(Number);

/* ---------------------------------------------------------------------------------------------
 * /admin/rates/
 * ------------------------------------------------------------------------------------------- */

/** A class's daily rate. */
export const classRateSchema = z.object({ classCode: key, dailyRate: amount("positive") });
export type ClassRateInput = z.infer<typeof classRateSchema>;

/** A season, new (no code) or edited. */
export const seasonSchema = z
  .object({
    code: z.string().trim().max(100).optional(),
    name: z.string({ required_error: M.nameRequired }).trim().min(1, M.nameRequired).max(80, M.nameRequired),
    startsOn: isoDate,
    endsOn: isoDate,
    multiplier: z
      .string({ required_error: M.multiplierInvalid })
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, M.multiplierInvalid)
      .transform(Number)
      .refine((value) => value > 0 && value < 10, { message: M.multiplierInvalid }),
    branchCodes: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((value) => value ?? ""),
    priority: wholeNumber(M.priorityInvalid, 0, 100),
  })
  .refine((season) => season.endsOn >= season.startsOn, { message: M.endBeforeStart, path: ["endsOn"] });
export type SeasonInput = z.infer<typeof seasonSchema>;

/** An extra's price and cap (per-day extras only). */
export const extraPriceSchema = z.object({
  code: key,
  price: amount("positive", M.priceNotPositive),
  cap: optionalAmount(M.priceNotPositive),
});
export type ExtraPriceInput = z.infer<typeof extraPriceSchema>;

/** An insurance option's daily price (0 for the cover included in the rate), excess and bond. */
export const insurancePriceSchema = z.object({
  code: key,
  dailyPrice: amount("zero"),
  excess: amount("zero"),
  bond: amount("zero"),
});
export type InsurancePriceInput = z.infer<typeof insurancePriceSchema>;

/** The three one-way fees (0 is allowed: within a city there is none today). */
export const oneWayFeesSchema = z.object({
  sameCity: amount("zero"),
  sameIsland: amount("zero"),
  interIsland: amount("zero"),
});
export type OneWayFeesInput = z.infer<typeof oneWayFeesSchema>;

/* ---------------------------------------------------------------------------------------------
 * /admin/deals/
 * ------------------------------------------------------------------------------------------- */

export const dealSchema = z
  .object({
    id: z
      .string()
      .optional()
      .transform((value) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null)),
    /** A new deal's key, given with the empty form: a double submit creates it once. */
    formKey: z
      .string()
      .optional()
      .transform((value) => (value && /^[a-z0-9]{6,32}$/.test(value) ? value : null)),
    dealType: z.enum(DEAL_TYPES, { errorMap: () => ({ message: M.dealTypeRequired }) }),
    carClassId: z
      .string({ required_error: M.classRequired })
      .regex(/^\d{1,9}$/, M.classRequired)
      .transform(Number),
    pickupBranchId: z
      .string({ required_error: M.branchRequired })
      .regex(/^\d{1,9}$/, M.branchRequired)
      .transform(Number),
    dropOffBranchId: z
      .string({ required_error: M.branchRequired })
      .regex(/^\d{1,9}$/, M.branchRequired)
      .transform(Number),
    validFrom: isoDate,
    validTo: isoDate,
    dailyRate: optionalAmount(M.rateNotPositive),
    freeDays: wholeNumber(M.daysInvalid, 0, 60),
    minDays: optionalWholeNumber(M.daysInvalid, 1, 365),
    maxDays: optionalWholeNumber(M.daysInvalid, 1, 365),
    description: z
      .string({ required_error: M.descriptionRequired })
      .trim()
      .min(1, M.descriptionRequired)
      .max(300, M.descriptionTooLong),
  })
  .superRefine((deal, ctx) => {
    if (deal.dealType === "Relocation" && deal.pickupBranchId === deal.dropOffBranchId)
      ctx.addIssue({ code: "custom", message: M.relocationSameBranch, path: ["dropOffBranchId"] });
    if (deal.validTo < deal.validFrom)
      ctx.addIssue({ code: "custom", message: M.endBeforeStart, path: ["validTo"] });
    if (deal.minDays !== null && deal.maxDays !== null && deal.maxDays < deal.minDays)
      ctx.addIssue({ code: "custom", message: M.maxBelowMin, path: ["maxDays"] });
    if (deal.dailyRate === null && deal.freeDays === 0)
      ctx.addIssue({ code: "custom", message: M.dealNeedsRateOrFreeDays, path: ["dailyRate"] });
  });
export type DealInput = z.infer<typeof dealSchema>;

/** Ending a deal, a season, withdrawing a code: only which one. */
export const dealIdSchema = z.object({ id });
export const seasonCodeSchema = z.object({ code: key });
export const promoCodeKeySchema = z.object({ code: key });

/* ---------------------------------------------------------------------------------------------
 * /admin/promo-codes/
 * ------------------------------------------------------------------------------------------- */

export const promoCodeSchema = z
  .object({
    code: z
      .string({ required_error: M.promoCodeRequired })
      .trim()
      .min(1, M.promoCodeRequired)
      .max(PROMO_CODE_MAX_LENGTH, M.promoCodeInvalid)
      .regex(/^[A-Za-z0-9-]+$/, M.promoCodeInvalid)
      .transform((value) => value.toLowerCase()),
    description: z
      .string({ required_error: M.descriptionRequired })
      .trim()
      .min(1, M.descriptionRequired)
      .max(300, M.descriptionTooLong),
    percent: z
      .string({ required_error: M.percentInvalid })
      .trim()
      .regex(/^-?\d{1,3}(\.\d{1,2})?$/, M.percentInvalid)
      .transform(Number)
      .refine((value) => value > 0 && value <= 100, { message: M.percentInvalid }),
    validFrom: optionalDate,
    validTo: optionalDate,
    usageLimit: optionalWholeNumber(M.usageLimitInvalid, 1, 1_000_000),
    requiresAaNumber: checkbox,
  })
  .refine((promo) => !promo.validFrom || !promo.validTo || promo.validTo >= promo.validFrom, {
    message: M.endBeforeStart,
    path: ["validTo"],
  });
export type PromoCodeInput = z.infer<typeof promoCodeSchema>;

/* ---------------------------------------------------------------------------------------------
 * /admin/branches/
 * ------------------------------------------------------------------------------------------- */

const timeOfDay = z
  .string({ required_error: M.timeRequired })
  .trim()
  .min(1, M.timeRequired)
  .refine((value) => parseTimeOfDay(value) !== null, M.timeInvalid)
  .transform((value) => parseTimeOfDay(value) as number);

export const branchHoursSchema = z
  .object({
    branchId: id,
    openingTime: timeOfDay,
    closingTime: timeOfDay,
    afterHoursPickups: checkbox,
    afterHoursDropOffs: checkbox,
  })
  .refine((branch) => branch.openingTime !== branch.closingTime, {
    message: M.closingSameAsOpening,
    path: ["closingTime"],
  });
export type BranchHoursInput = z.infer<typeof branchHoursSchema>;

export const promoBarSchema = z.object({
  enabled: checkbox,
  title: z
    .string({ required_error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(120, M.titleTooLong),
  url: z
    .string()
    .trim()
    .max(500, M.linkInvalid)
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isSafeLink(value), M.linkInvalid),
});
export type PromoBarInput = z.infer<typeof promoBarSchema>;

/**
 * Each form's id on the pricing pages (remix-validated-form's formId): a refusal is shown in the
 * form that sent it, and only there. A row's form carries its row's key.
 */
export const PRICING_FORM_IDS = {
  season: "season",
  oneWayFees: "one-way-fees",
  deal: "deal",
  promoCode: "new-promo-code",
  branchHours: "branch-hours",
  promoBar: "promo-bar",
  classRate: (classCode: string) => `class-${classCode}`,
  extra: (code: string) => `extra-${code}`,
  insurance: (code: string) => `insurance-${code}`,
  endSeason: (code: string) => `end-season-${code}`,
  endDeal: (id: string) => `end-deal-${id}`,
  withdraw: (code: string) => `withdraw-${code}`,
} as const;
