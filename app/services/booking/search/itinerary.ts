import { nowInNewZealand, parseCalendarDate } from "../../platform/dates";
import { ITINERARY_MESSAGES, outsideBranchHoursMessage } from "./text";
import {
  formatBranchHours,
  isWithinBranchHours,
  text24ToMinutes,
  type BranchHours,
} from "../../platform/time-slots";

/** What the itinerary rules need to know of a branch. */
export type ItineraryBranch = BranchHours & {
  name: string;
  isAllowedAfterHoursPickups: boolean;
  isAllowedAfterHoursDroppedOff: boolean;
};

export type ItineraryDraft = {
  pickupDate: string;
  pickupTime: string;
  dropOffDate: string;
  dropOffTime: string;
};

export type ItineraryField = keyof ItineraryDraft;
export type ItineraryErrors = Partial<Record<ItineraryField, string>>;

/**
 * The itinerary rules of spec section 5, in New Zealand time. Each field gets at most one
 * message, the first rule it breaks. Branch hours are checked only where the branch does not
 * allow after-hours pick-up (or drop-off).
 */
export function validateItinerary(
  draft: ItineraryDraft,
  branches: { pickup: ItineraryBranch; dropOff: ItineraryBranch },
  now: Date = new Date(),
): ItineraryErrors {
  const errors: ItineraryErrors = {};
  const today = nowInNewZealand(now);
  const pickupDate = parseCalendarDate(draft.pickupDate);
  const dropOffDate = parseCalendarDate(draft.dropOffDate);
  const pickupMinutes = text24ToMinutes(draft.pickupTime);
  const dropOffMinutes = text24ToMinutes(draft.dropOffTime);

  if (!pickupDate) errors.pickupDate = ITINERARY_MESSAGES.pickupDateInvalid;
  else if (pickupDate < today.date) errors.pickupDate = ITINERARY_MESSAGES.pickupDateBeforeToday;

  if (!dropOffDate) errors.dropOffDate = ITINERARY_MESSAGES.dropOffDateInvalid;
  else if (dropOffDate < today.date) errors.dropOffDate = ITINERARY_MESSAGES.dropOffDateBeforeToday;
  else if (pickupDate && dropOffDate < pickupDate)
    errors.dropOffDate = ITINERARY_MESSAGES.dropOffDateBeforePickup;

  if (pickupMinutes !== null && pickupDate && !errors.pickupDate) {
    if (pickupDate === today.date && pickupMinutes < today.minutes) {
      errors.pickupTime = ITINERARY_MESSAGES.pickupTimeBeforeNow;
    } else if (
      !branches.pickup.isAllowedAfterHoursPickups &&
      !isWithinBranchHours(branches.pickup, pickupMinutes)
    ) {
      errors.pickupTime = outsideBranchHoursMessage(
        ITINERARY_MESSAGES.pickupOutsideBranchHours,
        branches.pickup.name,
        formatBranchHours(branches.pickup),
      );
    }
  }

  if (dropOffMinutes !== null && dropOffDate && !errors.dropOffDate) {
    if (pickupDate === dropOffDate && pickupMinutes !== null && dropOffMinutes <= pickupMinutes) {
      errors.dropOffTime = ITINERARY_MESSAGES.dropOffNotAfterPickup;
    } else if (
      !branches.dropOff.isAllowedAfterHoursDroppedOff &&
      !isWithinBranchHours(branches.dropOff, dropOffMinutes)
    ) {
      errors.dropOffTime = outsideBranchHoursMessage(
        ITINERARY_MESSAGES.dropOffOutsideBranchHours,
        branches.dropOff.name,
        formatBranchHours(branches.dropOff),
      );
    }
  }
  return errors;
}
