import { adminBookingPath } from "../fleet/paths";

/** "/admin/bookings/go1234567/change/": a change at the counter. */
export function counterChangePath(reference: string): string {
  return `${adminBookingPath(reference)}change/`;
}

/** "/admin/bookings/go1234567/change/review/": its review, payment at the desk and the card's return. */
export function counterChangeReviewPath(reference: string): string {
  return `${counterChangePath(reference)}review/`;
}
