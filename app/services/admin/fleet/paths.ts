import { ADMIN_PATHS } from "../access/constants";

/** A booking's page in the back office (the bookings pages serve it). */
export function adminBookingPath(reference: string): string {
  return `${ADMIN_PATHS.bookings}${encodeURIComponent(reference)}/`;
}

/** A car's page in the back office. */
export function adminCarPath(registration: string): string {
  return `${ADMIN_PATHS.fleet}${encodeURIComponent(registration)}/`;
}
