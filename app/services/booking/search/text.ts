/** Texts of the vehicle search and its itinerary rules (spec section 5). */
import { t } from "../../platform/i18n/translate";

/** Itinerary messages (spec section 5). */
export const ITINERARY_MESSAGES = {
  pickupDateInvalid: "The pick-up date is invalid",
  dropOffDateInvalid: "The drop off date is invalid",
  pickupDateBeforeToday: "The pick-up date is before today",
  dropOffDateBeforeToday: "The drop off date is before today",
  dropOffDateBeforePickup: "The drop off date is before the pick-up date",
  pickupTimeBeforeNow: "You can't choose a pick-up time earlier than now",
  dropOffNotAfterPickup: "Drop-off should be after pick-up",
  pickupOutsideBranchHours: "The pick-up time is outside of branch hours",
  dropOffOutsideBranchHours: "The drop off time is outside of branch hours",
} as const;

/** "The pick-up time is outside of branch hours: Auckland Airport 7:00 AM – 6:00 PM" */
export function outsideBranchHoursMessage(message: string, branchName: string, hours: string): string {
  return t("{{message}}: {{branch}} {{hours}}", { message: t(message), branch: branchName, hours });
}

/** The itinerary fields' labels (ItineraryFields: the search form and the change of a booking). */
export const ITINERARY_FIELD_TEXT = {
  pickupBranch: "Pick-up location",
  pickupBranchPlaceholder: "Choose a branch",
  dropOffBranch: "Drop-off location",
  dropOffBranchPlaceholder: "Same as pick-up",
  pickupDate: "Pick-up date",
  pickupTime: "Pick-up time",
  dropOffDate: "Drop-off date",
  dropOffTime: "Drop-off time",
  /** The search button while the search runs. */
  searching: "Searching…",
} as const;

/** The vehicle search form's own messages (the itinerary rules' messages are above). */
export const SEARCH_FORM_MESSAGES = {
  pickupBranchRequired: "Please choose a pick-up location",
  dropOffBranchInvalid: "Please choose a drop-off location",
  pickupTimeRequired: "Please choose a pick-up time",
  dropOffTimeRequired: "Please choose a drop off time",
  branchUnknown: "Sorry, we don't have a branch there. Please choose one from the list",
  /** Pick-up and drop-off on either side of the Waiheke car ferry (ferry-rules.ts). */
  waihekeCarFerry:
    "Our cars can't go on the Waiheke car ferry: please choose a drop-off on the same side of the Hauraki Gulf as your pick-up",
} as const;

/** Shown on /vehicles/ when the booking guard ended an itinerary (spec section 4). */
export const ITINERARY_EXPIRED_TITLE = "Your search has expired";
export const ITINERARY_EXPIRED_TEXT =
  "Prices and availability change, so searches last 3 hours. Please search again to see today's prices.";

/** How many days before and after the searched pick-up the flexible-dates row shows. */
export const FLEXIBLE_DAYS_EACH_SIDE = 3;

/** The flexible-dates row of the results (flexible-dates.server.ts). */
export const FLEXIBLE_DATES_TEXT = {
  title: "Flexible dates?",
  /** "The cheapest total for the same 5-day rental, starting up to 3 days earlier or later" */
  intro: (days: number) =>
    t("The cheapest total for the same {{days}}-day rental, starting up to {{each}} days earlier or later", {
      days,
      each: FLEXIBLE_DAYS_EACH_SIDE,
    }),
  current: "Your dates",
  /** Shown for a day that cannot be booked: past, beyond the booking horizon or sold out. */
  none: "—",
  noneLabel: "not available",
} as const;
