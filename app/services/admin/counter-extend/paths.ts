import { adminBookingPath } from "../fleet/paths";

/** "/admin/bookings/go1234567/drop-off/": a new drop-off for a rental under way, at the counter. */
export function counterDropOffPath(reference: string): string {
  return `${adminBookingPath(reference)}drop-off/`;
}

/** "/admin/bookings/go1234567/drop-off/review/": its price, the money at the desk, the card's return. */
export function counterDropOffReviewPath(reference: string): string {
  return `${counterDropOffPath(reference)}review/`;
}

/** The form id of the desk payment of a new drop-off (the walk-in's walkInPaySchema). */
export const COUNTER_DROP_OFF_PAY_FORM = "counter-drop-off-pay";
