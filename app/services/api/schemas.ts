import { z } from "zod";
import { agentDetailsSchema } from "../business/forms";
import {
  addressPhoneSchema,
  changePasswordSchema,
  driverLicenceSchema,
  emailOnlySchema,
  profileSchema,
  signInSchema,
  type CountryChoices,
} from "../accounts/forms";
import { clientReferenceField } from "../booking/steps/forms";
import { bookingFindSchema } from "../changes/forms";
import { AA_NUMBER_MAX_LENGTH, PROMO_CODE_MAX_LENGTH } from "../booking/promo/constants";
import { API_CHANGE_MAX_FIELDS, API_CHANGE_VALUE_MAX_LENGTH, API_LOOKUP_MAX_TYPES } from "./constants";
import { PROMO_MESSAGES } from "../booking/promo/text";
import { ITINERARY_MESSAGES, SEARCH_FORM_MESSAGES } from "../booking/search/text";
import { API_MESSAGES } from "./text";

/**
 * The request schemas of the API (spec section 7's query and payload names). They validate every
 * request (api/handler.server.ts) and are turned into the OpenAPI document (api/openapi.server.ts),
 * so the document cannot drift from what is checked. Wherever the website has a form for the same
 * thing, its schema (account-forms.ts, booking-forms.ts, business/forms.ts) is reused.
 */

/* ---- Query strings ---- */

export const aaMembershipQuery = z.object({
  aamembershipNumber: z
    .string({ required_error: PROMO_MESSAGES.aaNumberRequired })
    .trim()
    .min(1, PROMO_MESSAGES.aaNumberRequired)
    .max(AA_NUMBER_MAX_LENGTH, PROMO_MESSAGES.aaNumberTooLong)
    .regex(/^\d+$/, PROMO_MESSAGES.aaNumberNotInteger)
    .describe("The AA membership number: 1 to 16 digits."),
});

export const asyncQuery = z.object({
  async: z
    .enum(["true", "false"])
    .optional()
    .describe("true: the app shows no loading overlay for this call (no effect on the answer)."),
});

const LOOKUP_TYPES_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,39}(,[A-Za-z_][A-Za-z0-9_]{0,39})*$/;

export const lookupQuery = z.object({
  types: z
    .string({ required_error: API_MESSAGES.lookupTypesRequired })
    .trim()
    .min(1, API_MESSAGES.lookupTypesRequired)
    .max(API_LOOKUP_MAX_TYPES * 41, API_MESSAGES.lookupTypesTooMany(API_LOOKUP_MAX_TYPES))
    .regex(LOOKUP_TYPES_PATTERN, API_MESSAGES.lookupTypesRequired)
    .refine(
      (value) => value.split(",").length <= API_LOOKUP_MAX_TYPES,
      API_MESSAGES.lookupTypesTooMany(API_LOOKUP_MAX_TYPES),
    )
    .describe("Lookup types, comma-separated: country, brand, advert_public, driveSafeQuestion."),
});

/** Splits the validated `types` query into a list without repeats, in the order asked. */
export function lookupTypesOf(types: string): string[] {
  return [...new Set(types.split(",").map((type) => type.trim()))];
}

/* ---- Accounts ---- */

export const loginBody = z.object({
  userName: signInSchema.shape.email.describe("The account's email address."),
  password: signInSchema.shape.password,
});

export const resetPasswordEmailBody = z.object({
  emailAddress: emailOnlySchema.shape.email.describe("The account's email address."),
});

export const changePasswordBody = changePasswordSchema;

/** myAccount/saveProfile: the profile page's fields plus, optionally, the address page's. */
export function saveProfileBody(choices: CountryChoices = { countryCodes: [], dialCodes: [] }) {
  const address = addressPhoneSchema({ dialCodes: choices.dialCodes }).shape;
  return profileSchema(choices).extend({
    street: address.street,
    town: address.town,
    city: address.city,
    postCode: address.postCode,
  });
}

export const agentSaveProfileBody = agentDetailsSchema;

export const saveDriverLicenceBody = driverLicenceSchema;

/* ---- Searches ---- */

/** "24/12/2026 10:30" (day, month, year and 24-hour time, New Zealand time); "-" may replace "/". */
export const DATE_TIME_PATTERN = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}) (\d{1,2}):(\d{2})$/;

const dateTime = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(20, message)
    .regex(DATE_TIME_PATTERN, message)
    .describe('Day, month, year and 24-hour time in New Zealand, e.g. "24/12/2026 10:30" (half hours only).');

/** "24/12/2026 10:30" → the search form's date ("24-12-2026") and time ("10:30"). */
export function splitDateTime(value: string): { date: string; time: string } {
  const match = DATE_TIME_PATTERN.exec(value.trim());
  if (!match) return { date: "", time: "" };
  return { date: `${match[1]}-${match[2]}-${match[3]}`, time: `${match[4].padStart(2, "0")}:${match[5]}` };
}

const locationId = (message: string) =>
  z
    .number({ required_error: message, invalid_type_error: message })
    .int(message)
    .positive(message)
    .max(999_999, message);

export const searchBody = z.object({
  pickupLocation: locationId(SEARCH_FORM_MESSAGES.pickupBranchRequired).describe(
    "Pick-up delivery point (branch) id, from the branches of the site.",
  ),
  dropOffLocation: locationId(SEARCH_FORM_MESSAGES.dropOffBranchInvalid)
    .nullable()
    .optional()
    .describe("Drop-off delivery point (branch) id; missing or null: the pick-up branch."),
  pickupDateTime: dateTime(ITINERARY_MESSAGES.pickupDateInvalid),
  dropOffDateTime: dateTime(ITINERARY_MESSAGES.dropOffDateInvalid),
  agentId: z
    .string({ invalid_type_error: API_MESSAGES.agentIdInvalid })
    .trim()
    .max(20, API_MESSAGES.agentIdInvalid)
    .regex(/^[A-Za-z0-9]*$/, API_MESSAGES.agentIdInvalid)
    .nullable()
    .optional()
    .describe(
      "A business account's agent id: needs that account's bearer token; prices are then the account's (all-inclusive agents: standard cover included).",
    ),
  promotion: z
    .string()
    .trim()
    .max(PROMO_CODE_MAX_LENGTH, PROMO_MESSAGES.promoCodeTooLong)
    .nullable()
    .optional()
    .describe("A promo code, checked like the site's promo form."),
  aaMembershipNumber: z
    .string()
    .trim()
    .max(AA_NUMBER_MAX_LENGTH, PROMO_MESSAGES.aaNumberTooLong)
    .nullable()
    .optional()
    .describe("The AA membership number the AA promo codes (aamember, aamembership, aamemberdeal) need."),
  clientReferenceNumber: clientReferenceField
    .nullable()
    .optional()
    .describe("A business booking's client reference (kept with the search)."),
  isMobile: z.boolean().optional().describe("Sent by the mobile app; no effect on the answer."),
});

export const DEAL_TYPES = ["hotdeal", "relocation"] as const;
export type ApiDealType = (typeof DEAL_TYPES)[number];

export const dealsSearchBody = searchBody.extend({
  agentId: z
    .null({ invalid_type_error: API_MESSAGES.agentIdNotAllowed })
    .optional()
    .describe("Always null: deals are public prices."),
  dealTypes: z
    .string({ invalid_type_error: API_MESSAGES.dealTypesInvalid })
    .trim()
    .regex(/^(hotdeal|relocation)(,(hotdeal|relocation))?$/i, API_MESSAGES.dealTypesInvalid)
    .optional()
    .describe('Which deals: "hotdeal", "relocation" or "hotdeal,relocation" (the default).'),
});

export function dealTypesOf(value: string | undefined): ApiDealType[] {
  if (!value) return [...DEAL_TYPES];
  return [...new Set(value.toLowerCase().split(",") as ApiDealType[])];
}

/* ---- Changing a booking ---- */

/** booking/changeOptions and booking/confirmChange: which booking, and (without a token) its email. */
export const changeBookingBody = z.object({
  reference: bookingFindSchema.shape.reference.describe(
    "The reservation number: GO and 7 digits (any case).",
  ),
  email: bookingFindSchema.shape.email
    .optional()
    .describe(
      "Without a bearer token, the email on the booking (look-ups are limited like the website's find form). With a token it is not needed: a customer changes their own bookings, an agent or corporate user their account's.",
    ),
});

const changeValue = z.union([
  z
    .string({ invalid_type_error: API_MESSAGES.changeValueInvalid })
    .max(API_CHANGE_VALUE_MAX_LENGTH, API_MESSAGES.changeValueInvalid),
  z.number({ invalid_type_error: API_MESSAGES.changeValueInvalid }).finite(API_MESSAGES.changeValueInvalid),
]);

/** booking/priceChange: the booking, and the new choices under the change form's own field names. */
export const priceChangeBody = changeBookingBody.extend({
  changes: z
    .record(z.string().max(API_CHANGE_VALUE_MAX_LENGTH, API_MESSAGES.changeFieldsInvalid), changeValue, {
      required_error: API_MESSAGES.changeFieldsRequired,
      invalid_type_error: API_MESSAGES.changeFieldsRequired,
    })
    .refine((fields) => Object.keys(fields).length <= API_CHANGE_MAX_FIELDS, API_MESSAGES.changeFieldsInvalid)
    .describe(
      'The new choices, keyed by the website\'s change form field names (the "values" of booking/changeOptions): "pickupBranch", "dropOffBranch" (empty: as pick-up), "pickupDate", "pickupTime", "dropOffDate", "dropOffTime", "carClassId", "extra-<code>" (a quantity), "insurance" (a cover code), "flightNumber". A field left out keeps the booking\'s current value.',
    ),
});
