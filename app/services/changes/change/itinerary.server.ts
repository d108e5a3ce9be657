/**
 * A confirmed booking's new itinerary (pick-up and drop-off date, time and branch, vehicle class)
 * as the change form posts it: checked with the search's own schema, rules and messages
 * (searchFormSchema, checkSearch), and the class with the rules of a new search (kept at the new
 * pick-up branch, never a mystery class). The price and the car held for it are the change's
 * (change.server.ts, hold.server.ts; docs/changes.md, "Change a booking").
 */
import type { Branch } from "~/models/catalog/branches.server";
import { getCarClassById, listCarClasses, type CarClass } from "~/models/catalog/car-classes.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { availabilityOfClass } from "../../booking/availability/availability.server";
import { SEARCH_FIELDS, searchFormSchema, type SearchFormDefaults } from "../../booking/search/form";
import { checkSearch, type SearchFieldErrors } from "../../booking/search/itinerary-search.server";
import { itineraryInstants } from "../../booking/search/results.server";
import { inNewZealand } from "../../platform/dates";
import { itineraryOf, sameItinerary, type ItineraryOf } from "./itinerary-rules";
import { isMysteryClass } from "./rules";
import { ITINERARY_CHANGE_MESSAGES } from "./text";

/** The form's field of the vehicle class (the search's fields name the rest). */
export const CAR_CLASS_FIELD = "carClassId";

/** Messages beside the itinerary's fields: the search's own, and the vehicle's. */
export type ItineraryErrors = SearchFieldErrors & { carClassId?: string };

export type CheckedItinerary =
  /** As booked (or not posted at all): the change keeps the booking's itinerary and its price. */
  | { kind: "unchanged" }
  | { kind: "invalid"; errors: ItineraryErrors }
  | {
      kind: "new";
      to: ItineraryOf;
      pickupBranch: Branch;
      dropOffBranch: Branch;
      carClass: CarClass;
      pickupAt: Date;
      dropOffAt: Date;
    };

const ITINERARY_FIELDS = [...Object.values(SEARCH_FIELDS), CAR_CLASS_FIELD];

/** The booking's itinerary as the form's values (the drop-off branch empty when it is the pick-up's). */
export function itineraryFormValues(itinerary: ItineraryOf): SearchFormDefaults & { carClassId: string } {
  const pickup = inNewZealand(new Date(itinerary.pickupAt));
  const dropOff = inNewZealand(new Date(itinerary.dropOffAt));
  return {
    pickupBranch: String(itinerary.pickupBranchId),
    dropOffBranch:
      itinerary.dropOffBranchId === itinerary.pickupBranchId ? "" : String(itinerary.dropOffBranchId),
    pickupDate: pickup.format("YYYY-MM-DD"),
    pickupTime: pickup.format("HH:mm"),
    dropOffDate: dropOff.format("YYYY-MM-DD"),
    dropOffTime: dropOff.format("HH:mm"),
    carClassId: String(itinerary.carClassId),
  };
}

/**
 * The itinerary posted with the change form. A form without the itinerary's fields (a client that
 * changes only extras) keeps the booking's; so does one whose fields say what is booked. Otherwise
 * the search's checks run, with its messages beside the same fields, then the class's: one a new
 * search at the new pick-up branch would list (kept there, not a mystery class). Whether a car is
 * free is the hold's to say, under the class lock.
 */
export async function checkNewItinerary(
  reservation: Reservation,
  values: Readonly<Record<string, string>>,
  now: Date = new Date(),
): Promise<CheckedItinerary> {
  if (!ITINERARY_FIELDS.some((field) => field in values)) return { kind: "unchanged" };
  const booked = itineraryFormValues(itineraryOf(reservation));
  const value = (field: keyof typeof booked) => (values[field] ?? booked[field] ?? "").trim();

  const parsed = searchFormSchema.safeParse({
    pickupBranch: value("pickupBranch"),
    dropOffBranch: value("dropOffBranch"),
    pickupDate: value("pickupDate"),
    pickupTime: value("pickupTime"),
    dropOffDate: value("dropOffDate"),
    dropOffTime: value("dropOffTime"),
  });
  const rawClass = value("carClassId");
  const carClassId = /^\d{1,6}$/.test(rawClass) ? Number(rawClass) : null;
  const errors: ItineraryErrors = {};
  if (carClassId === null) errors.carClassId = ITINERARY_CHANGE_MESSAGES.vehicleRequired;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "") as keyof ItineraryErrors;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { kind: "invalid", errors };
  }
  if (carClassId === null) return { kind: "invalid", errors };

  const { pickupAt, dropOffAt } = itineraryInstants(parsed.data);
  const dropOffBranchId = parsed.data.dropOffBranch ?? parsed.data.pickupBranch;
  const to: ItineraryOf = {
    carClassId,
    pickupBranchId: parsed.data.pickupBranch,
    dropOffBranchId,
    pickupAt: pickupAt.toISOString(),
    dropOffAt: dropOffAt.toISOString(),
  };
  if (sameItinerary(itineraryOf(reservation), to)) return { kind: "unchanged" };

  const checked = await checkSearch(parsed.data, now);
  if (!checked.ok) return { kind: "invalid", errors: checked.fieldErrors };
  const carClass = await getCarClassById(carClassId);
  const offered =
    carClass && !isMysteryClass(carClass)
      ? await availabilityOfClass({
          pickupBranchId: to.pickupBranchId,
          carClassId,
          pickupAt,
          dropOffAt,
          now,
          excludeReservationId: reservation.id,
        })
      : null;
  if (!carClass || !offered || offered.status === "Invisible")
    return { kind: "invalid", errors: { carClassId: ITINERARY_CHANGE_MESSAGES.classNotOffered } };
  return {
    kind: "new",
    to,
    pickupBranch: checked.pickupBranch,
    dropOffBranch: checked.dropOffBranch,
    carClass,
    pickupAt,
    dropOffAt,
  };
}

/** The classes the form offers: every class but the mystery ones (the review prices the one chosen). */
export async function classChoices(): Promise<{ id: number; name: string }[]> {
  const classes = await listCarClasses();
  return classes
    .filter((carClass) => !isMysteryClass(carClass))
    .map((carClass) => ({ id: carClass.carClassId, name: carClass.name }));
}
