import { ADMIN_PATHS } from "../access/constants";

/*
 * Paths are lower case, as the URL rules say (docs/shell.md): an upper-case path answers 301, so a
 * link or redirect written in capitals costs every click a round trip. The pages read the
 * reference and the registration in any case.
 */

/** A booking's page in the back office (the bookings pages serve it): "/admin/bookings/go1234567/". */
export function adminBookingPath(reference: string): string {
  return `${ADMIN_PATHS.bookings}${encodeURIComponent(reference.toLowerCase())}/`;
}

/** A car's page in the back office: "/admin/fleet/abc123/". */
export function adminCarPath(registration: string): string {
  return `${ADMIN_PATHS.fleet}${encodeURIComponent(registration.toLowerCase())}/`;
}
