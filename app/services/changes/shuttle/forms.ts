import { z } from "zod";
import type { ShuttleRequestDetails } from "~/models/reservations/shuttle-requests.server";
import {
  FLIGHT_NUMBER_PATTERN,
  SHUTTLE_ACCOMMODATION_ADDRESS_MAX_LENGTH,
  SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH,
  SHUTTLE_NOTE_MAX_LENGTH,
  SHUTTLE_PASSENGERS_MAX,
  SHUTTLE_PASSENGERS_MIN,
} from "~/services/changes/constants";
import { SHUTTLE_REQUEST_MESSAGES as M } from "~/services/changes/shuttle/text";
import { bookingFindSchema } from "../forms";

/**
 * The two forms of /shuttle-request/, one rule each for the browser's hints and the server: the
 * route's ValidatedForm and action use these schemas, and submitShuttleRequest checks the request
 * form with validateShuttleRequest, the same rule detailsSchema wraps. Pure, so the browser has it.
 */

/** Step 1: the reservation number and the email on the booking (the shared booking look-up). */
export const findSchema = bookingFindSchema;

/** A shuttle the booking's branch offers, as far as the form's rules need it. */
export type ShuttleOffer = { code: string; kind: ShuttleRequestDetails["kind"] };

/** The form of step 2, as submitted (strings; missing fields are undefined). */
export type ShuttleRequestForm = {
  shuttleCode?: string;
  flightNumber?: string;
  accommodationName?: string;
  accommodationAddress?: string;
  passengers?: string | number;
  note?: string;
};

export type ShuttleRequestFieldErrors = Partial<Record<keyof ShuttleRequestForm, string>>;

export type ValidShuttleRequest = {
  shuttleCode: string;
  details: ShuttleRequestDetails;
  passengers: number;
  note: string | null;
};

const clean = (value: unknown) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ") : "");

/**
 * The rules of the request form, given the shuttles offered at the booking's branch: a shuttle
 * from that list; the flight for an airport shuttle, the accommodation's name and address for an
 * accommodation pick-up (only the chosen kind's fields are kept); 1 to 12 passengers; a note of at
 * most SHUTTLE_NOTE_MAX_LENGTH characters.
 */
export function validateShuttleRequest(
  form: ShuttleRequestForm,
  options: readonly ShuttleOffer[],
): { ok: true; value: ValidShuttleRequest } | { ok: false; fieldErrors: ShuttleRequestFieldErrors } {
  const errors: ShuttleRequestFieldErrors = {};
  const option = options.find((choice) => choice.code === form.shuttleCode);
  if (!option) errors.shuttleCode = M.optionRequired;

  let details: ShuttleRequestDetails = { kind: "other" };
  if (option?.kind === "airport") {
    const flightNumber = clean(form.flightNumber).toUpperCase();
    if (!FLIGHT_NUMBER_PATTERN.test(flightNumber)) errors.flightNumber = M.flightNumberInvalid;
    details = { kind: "airport", flightNumber: flightNumber.replace(/ /g, "") };
  } else if (option?.kind === "accommodation") {
    const accommodationName = clean(form.accommodationName);
    const accommodationAddress = clean(form.accommodationAddress);
    if (!accommodationName) errors.accommodationName = M.accommodationNameRequired;
    else if (accommodationName.length > SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH) {
      errors.accommodationName = M.textTooLong(SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH);
    }
    if (!accommodationAddress) errors.accommodationAddress = M.accommodationAddressRequired;
    else if (accommodationAddress.length > SHUTTLE_ACCOMMODATION_ADDRESS_MAX_LENGTH) {
      errors.accommodationAddress = M.textTooLong(SHUTTLE_ACCOMMODATION_ADDRESS_MAX_LENGTH);
    }
    details = { kind: "accommodation", accommodationName, accommodationAddress };
  }

  const passengersText =
    typeof form.passengers === "number" ? String(form.passengers) : clean(form.passengers);
  const passengers = /^\d{1,2}$/.test(passengersText) ? Number(passengersText) : Number.NaN;
  if (!(passengers >= SHUTTLE_PASSENGERS_MIN && passengers <= SHUTTLE_PASSENGERS_MAX))
    errors.passengers = M.passengersInvalid;

  const note = typeof form.note === "string" ? form.note.trim() : "";
  if (note.length > SHUTTLE_NOTE_MAX_LENGTH) errors.note = M.noteTooLong;

  if (!option || Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, value: { shuttleCode: option.code, details, passengers, note: note || null } };
}

/** Step 2, given the shuttles offered: validateShuttleRequest's field errors as zod issues. */
export function detailsSchema(options: readonly ShuttleOffer[]) {
  const text = z.string().optional().default("");
  return z
    .object({
      shuttleCode: text,
      flightNumber: text,
      accommodationName: text,
      accommodationAddress: text,
      passengers: text,
      note: text,
    })
    .superRefine((value, ctx) => {
      const checked = validateShuttleRequest(value, options);
      if (checked.ok) return;
      for (const [path, message] of Object.entries(checked.fieldErrors)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      }
    });
}

/** The ids of the page's two forms (remix-validated-form's form ids, named in the server's answers). */
export const SHUTTLE_FIND_FORM_ID = "shuttle-find";
export const SHUTTLE_DETAILS_FORM_ID = "shuttle-details";
