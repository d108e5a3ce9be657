/**
 * The form of /admin/currencies/ (issue 34 item 4): one currency's rate. The page's ValidatedForm
 * and the action use the same schema, so bad input is refused beside the field.
 */
import { z } from "zod";
import { isVisitorCurrency, RATE_BOUNDS } from "../../platform/currency/currencies";
import { CURRENCIES_MESSAGES as M } from "./text";

/** "0.9123", "1050": a positive decimal with at most 6 decimals (the column's scale). */
export const RATE_PATTERN = /^\d{1,8}(\.\d{1,6})?$/;

export const currencyRateSchema = z
  .object({
    currency: z.string({ required_error: M.unknownCurrency }).refine(isVisitorCurrency, M.unknownCurrency),
    unitsPerNzd: z
      .string({ required_error: M.rateRequired })
      .trim()
      .min(1, M.rateRequired)
      .regex(RATE_PATTERN, M.rateInvalid)
      .refine((value) => Number(value) > 0, M.rateInvalid),
  })
  .superRefine((value, context) => {
    if (!isVisitorCurrency(value.currency)) return;
    const bounds = RATE_BOUNDS[value.currency];
    const rate = Number(value.unitsPerNzd);
    if (RATE_PATTERN.test(value.unitsPerNzd) && rate > 0 && (rate < bounds.min || rate > bounds.max))
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["unitsPerNzd"],
        message: M.rateOutOfBounds(value.currency, bounds.min, bounds.max),
      });
  });
export type CurrencyRateInput = z.infer<typeof currencyRateSchema>;

/** Each currency's form has its own id, so an error shows only beside the form that sent it. */
export const currencyFormId = (code: string) => `currency-${code}`;
