/** The counter's car-swap form (issue 32): one zod schema for the ValidatedForm and the action. */
import { z } from "zod";
import { MAX_ODOMETER_KM, REASON_MAX_LENGTH, isFormToken } from "../bookings/rules";
import { COUNTER_MESSAGES as CM } from "../bookings/text";
import { SWAP_MESSAGES as M } from "./text";

export const SWAP_OUTGOING = ["ready", "out-of-service"] as const;

const wholeNumber = (required: string, invalid: string, max: number) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{1,9}$/, invalid)
    .transform(Number)
    .pipe(z.number().int().min(0, invalid).max(max, invalid));

const odometer = wholeNumber(CM.odometerRequired, CM.odometerInvalid, MAX_ODOMETER_KM);
const fuel = wholeNumber(CM.fuelInvalid, CM.fuelInvalid, 100);
const id = (message: string) =>
  z
    .string({ required_error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);
const optionalReason = z
  .string()
  .trim()
  .max(REASON_MAX_LENGTH, CM.reasonTooLong)
  .optional()
  .transform((value) => value || null);

export const swapSchema = z
  .object({
    /** Drawn when the page is shown: the swap's id, so a double submit swaps once. */
    token: z.string().trim().refine(isFormToken, CM.formUnreadable),
    /** The car the page showed on the road: a form older than another swap is refused. */
    fromVehicleId: id(CM.formUnreadable),
    swapBranchId: id(M.branchRequired),
    fromOdometerKm: odometer,
    fromFuelPercent: fuel,
    outgoing: z.enum(SWAP_OUTGOING, { errorMap: () => ({ message: M.outgoingRequired }) }),
    outOfServiceReason: optionalReason,
    toVehicleId: id(M.replacementRequired),
    toOdometerKm: odometer,
    toFuelPercent: fuel,
    downgradeReason: optionalReason,
  })
  .superRefine((value, context) => {
    if (value.outgoing === "out-of-service" && !value.outOfServiceReason)
      context.addIssue({
        code: "custom",
        path: ["outOfServiceReason"],
        message: M.outOfServiceReasonRequired,
      });
  });
export type SwapInput = z.infer<typeof swapSchema>;
