import { z } from "zod";
import { CARD_TYPES } from "~/models/schema/booking-values";
import {
  CLIENT_REFERENCE_MAX_LENGTH,
  DEFAULT_TRAVEL_REASON,
  MAX_QUOTE_CODE_ECHO,
  QUOTE_PARAM,
} from "../constants";
import { QUOTE_MESSAGES } from "../quotes/text";
import { BUSINESS_BOOKING_MESSAGES, BOOKING_FORM_MESSAGES as M } from "../text";
import { INVALID_PHONE } from "../../platform/text";
import { PAYMENT_METHOD_CHOICES } from "../payment/methods";
import { isValidPhone } from "../../platform/validators";

/** The card types a booking may be paid with (the review step lists them). */
export { CARD_TYPES };

/**
 * The zod schemas of the booking steps' forms. The route action validates with them (the
 * server's truth) and the form uses the same schema for hints in the browser.
 */

/* Step 1: the vehicle chosen on /vehicles/. */
export const chooseVehicleSchema = z.object({
  carClassId: z.coerce
    .number({ invalid_type_error: M.vehicleChoiceInvalid })
    .int()
    .positive(M.vehicleChoiceInvalid),
  hotDealId: z.preprocess(
    (value) => (value === "" || value == null ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
});

/* Step 2: extras, insurance, carbon offset and shuttle. */
export type ExtrasFormOption = { code: string; maxQuantity: number };

/** Field name of an extra's quantity. */
export const extraField = (code: string) => `extra-${code}`;
export const NO_SHUTTLE = "none";

export function extrasSchema(options: {
  extras: readonly ExtrasFormOption[];
  insuranceCodes: readonly string[];
  shuttleCodes: readonly string[];
}) {
  const quantities = Object.fromEntries(
    options.extras.map((extra) => [
      extraField(extra.code),
      z.preprocess(
        (value) => (value === "" || value == null ? 0 : value),
        z.coerce
          .number({ invalid_type_error: M.quantityInvalid })
          .int(M.quantityInvalid)
          .min(0, M.quantityInvalid)
          .max(extra.maxQuantity, M.quantityInvalid),
      ),
    ]),
  );
  return z.object({
    ...quantities,
    insurance: z
      .string({ required_error: M.insuranceRequired })
      .refine((code) => options.insuranceCodes.includes(code), M.insuranceRequired),
    carbonOffset: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
    shuttle: z
      .string()
      .default(NO_SHUTTLE)
      .refine((code) => code === NO_SHUTTLE || options.shuttleCodes.includes(code), M.shuttleInvalid),
  });
}

/* Step 3: driver and contact details. */
export const TRAVEL_REASONS = [
  DEFAULT_TRAVEL_REASON,
  "Business",
  "Visiting friends and family",
  "Relocating",
] as const;

const name = (required: string) =>
  z.string({ required_error: required }).trim().min(1, required).max(50, M.nameTooLong);

export function driverSchema(countryCodes: readonly string[]) {
  return z.object({
    firstName: name(M.firstNameRequired),
    lastName: name(M.lastNameRequired),
    email: z.string({ required_error: M.emailInvalid }).trim().max(120, M.emailInvalid).email(M.emailInvalid),
    phone: z
      .string({ required_error: INVALID_PHONE })
      .trim()
      .max(25, INVALID_PHONE)
      .refine(isValidPhone, INVALID_PHONE),
    country: z
      .string({ required_error: M.countryRequired })
      .refine((code) => countryCodes.length === 0 || countryCodes.includes(code), M.countryRequired),
    travelReason: z
      .enum(TRAVEL_REASONS, { errorMap: () => ({ message: M.travelReasonInvalid }) })
      .default(DEFAULT_TRAVEL_REASON),
    flightNumber: z
      .string()
      .trim()
      .max(10, M.flightNumberInvalid)
      .regex(/^[A-Za-z0-9 ]*$/, M.flightNumberInvalid)
      .optional()
      .transform((value) => (value ? value.toUpperCase().replace(/\s+/g, "") : null)),
    acceptTerms: z.literal("on", { errorMap: () => ({ message: M.termsRequired }) }),
  });
}

/* Step 4: how to pay. */
export const reviewSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHOD_CHOICES, { errorMap: () => ({ message: M.paymentMethodRequired }) }),
    cardType: z.preprocess((value) => (value === "" ? undefined : value), z.enum(CARD_TYPES).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.paymentMethod === "credit-card" && !value.cardType) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["cardType"], message: M.cardTypeRequired });
    }
  });

/** Business bookings (mode "business"): charge to the agency account, or pay by card. */
export const BUSINESS_PAYMENT_CHOICES = ["on-account", "credit-card"] as const;
export const businessReviewSchema = z
  .object({
    paymentMethod: z.enum(BUSINESS_PAYMENT_CHOICES, {
      errorMap: () => ({ message: BUSINESS_BOOKING_MESSAGES.paymentMethodRequired }),
    }),
    cardType: z.preprocess((value) => (value === "" ? undefined : value), z.enum(CARD_TYPES).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.paymentMethod === "credit-card" && !value.cardType) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["cardType"],
        message: M.cardTypeRequired,
      });
    }
  });
/** A business booking's client reference number (required, at most CLIENT_REFERENCE_MAX_LENGTH): step 3 and the API's search. */
export const clientReferenceField = z
  .string({ required_error: BUSINESS_BOOKING_MESSAGES.clientReferenceRequired })
  .trim()
  .min(1, BUSINESS_BOOKING_MESSAGES.clientReferenceRequired)
  .max(CLIENT_REFERENCE_MAX_LENGTH, BUSINESS_BOOKING_MESSAGES.clientReferenceTooLong)
  .regex(/^[A-Za-z0-9 ./_-]*$/, BUSINESS_BOOKING_MESSAGES.clientReferenceInvalid);

/**
 * A business booking (mode "business") is made for a client: the client is the main driver, and
 * the agent adds the client reference number (required, at most CLIENT_REFERENCE_MAX_LENGTH).
 */
export function businessDriverSchema(countryCodes: readonly string[]) {
  return driverSchema(countryCodes).extend({
    clientReferenceNumber: clientReferenceField,
  });
}

/**
 * /book-from-quote/'s code form (a GET form: the loader answers it through resumeQuote, whose
 * messages are the same; this schema gives the browser its hint).
 */
export const quoteCodeSchema = z.object({
  [QUOTE_PARAM]: z
    .string()
    .trim()
    .min(1, QUOTE_MESSAGES.codeRequired)
    .max(MAX_QUOTE_CODE_ECHO, QUOTE_MESSAGES.unknown),
});
