/** Texts of the vehicle results (/vehicles/ and the business new-booking page). */

/** A search with no vehicle to offer (/vehicles/ and the business new-booking page). */
export const NO_VEHICLES_AVAILABLE = "Sorry, no vehicles are available for these dates. Please try other dates or another branch.";
