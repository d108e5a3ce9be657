/**
 * The booking at the counter (issue 21): the route of /admin/bookings/<reference>/ resolves it
 * once per request, with the branch rule, and hands it to the page's view and to the action.
 */
import { getRental, getVehicle } from "~/models/reservations/rentals.server";
import { getReservationByReference, type Reservation } from "~/models/reservations/reservations.server";
import { isManageableStatus } from "../../changes/manage.server";
import { notFound } from "../../platform/http-status";
import type { SignedInStaff } from "../access/guard.server";
import { bookingScope, type BookingScope } from "../access/rules";

export type CounterStaff = Pick<
  SignedInStaff,
  "id" | "email" | "firstName" | "lastName" | "role" | "branchIds"
>;

declare const passedTheBranchRule: unique symbol;

/**
 * A booking the staff member may see, with what they may do with its car (`scope`, the branch
 * rule's answer). Only `counterReservation` makes one, so an action cannot be handed a booking
 * that has not passed the branch rule.
 */
export type CounterReservation = Reservation & {
  readonly [passedTheBranchRule]: true;
  readonly scope: BookingScope;
};

/**
 * The booking `reference` names (any case), when this staff member may see it by the branch
 * rule (`bookingScope`, admin/access/rules.ts); else the site's 404, thrown.
 */
export async function counterReservation(
  staff: CounterStaff,
  reference: string,
): Promise<CounterReservation> {
  const normalised = reference.trim().toUpperCase();
  const reservation = /^GO\d{7}$/.test(normalised) ? await getReservationByReference(normalised) : null;
  if (!reservation || !isManageableStatus(reservation.status)) throw notFound();
  const rental = await getRental(reservation.id);
  // On the road: the branch of the car it runs on (who may swap it).
  const car = rental && !rental.returnedAt ? await getVehicle(rental.vehicleId) : null;
  const scope = bookingScope(
    staff,
    reservation,
    rental ? { ...rental, vehicleBranchId: car?.branchId ?? null } : null,
  );
  if (!scope.see) throw notFound();
  return { ...reservation, scope } as CounterReservation;
}
