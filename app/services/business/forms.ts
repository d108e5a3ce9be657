import { z } from "zod";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { INVALID_PHONE } from "~/services/platform/text";
import { isValidPhone } from "../platform/validators";

/**
 * The agent's profile form (/business/my-account/profile/ and the API's agent/saveProfile): one
 * schema for the browser (remix-validated-form), the action and the API.
 */
export const agentDetailsSchema = z.object({
  accountName: z
    .string({ required_error: BUSINESS_MESSAGES.agencyNameRequired })
    .trim()
    .min(1, BUSINESS_MESSAGES.agencyNameRequired)
    .max(100, BUSINESS_MESSAGES.agencyNameTooLong),
  contactPhone: z
    .string({ required_error: INVALID_PHONE })
    .trim()
    .min(1, INVALID_PHONE)
    .max(25, INVALID_PHONE)
    .refine(isValidPhone, INVALID_PHONE),
});
