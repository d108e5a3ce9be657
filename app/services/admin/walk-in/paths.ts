/** Where a walk-in booking lives: the new-booking page, and one walk-in's page by its reference. */
export const WALK_IN_PATH = "/admin/bookings/new/";

export function walkInPath(reference: string): string {
  return `${WALK_IN_PATH}${reference.toLowerCase()}/`;
}
