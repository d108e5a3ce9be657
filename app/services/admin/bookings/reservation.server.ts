/**
 * The booking at the counter (issue 21): the route of /admin/bookings/<reference>/ resolves it
 * once per request, with the branch rule, and hands it to the page's view and to the action.
 */
import { getReservationByReference, type Reservation } from "~/models/reservations/reservations.server";
import { isManageableStatus } from "../../changes/manage.server";
import { notFound } from "../../platform/http-status";
import { assertBooking, type SignedInStaff } from "../access/guard.server";

export type CounterStaff = Pick<
  SignedInStaff,
  "id" | "email" | "firstName" | "lastName" | "role" | "branchIds"
>;

declare const passedTheBranchRule: unique symbol;

/**
 * A booking the staff member may see and act on. Only `counterReservation` makes one, so an
 * action cannot be handed a booking that has not passed the branch rule.
 */
export type CounterReservation = Reservation & { readonly [passedTheBranchRule]: true };

/**
 * The booking `reference` names, when this staff member may see it (it leaves from or returns to
 * one of their branches); else the site's 404, thrown.
 */
export async function counterReservation(
  staff: CounterStaff,
  reference: string,
): Promise<CounterReservation> {
  const normalised = reference.trim().toUpperCase();
  const reservation = /^GO\d{7}$/.test(normalised) ? await getReservationByReference(normalised) : null;
  if (!reservation || !isManageableStatus(reservation.status)) throw notFound();
  assertBooking(staff, reservation);
  return reservation as CounterReservation;
}
