import { adminBookingPath } from "../fleet/paths";

/** The counter's damage form page: "/admin/bookings/go1234567/damage/". */
export function adminDamagePath(reference: string): string {
  return `${adminBookingPath(reference)}damage/`;
}

/** A damage photo for staff: "/admin/bookings/go1234567/damage/<photo id>/". */
export function adminDamagePhotoPath(reference: string, photoId: string): string {
  return `${adminDamagePath(reference)}${encodeURIComponent(photoId)}/`;
}
