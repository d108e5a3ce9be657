/**
 * "Change booking" on the business area's list of bookings (/business/my-account/manage-booking/):
 * for each confirmed booking of the account, the link to /manage-booking/change/?booking=GO… or
 * why it can't change online, by the same rule as the customer's pages (changeOffer).
 */
import { listCarClasses } from "~/models/catalog/car-classes.server";
import { listReservationsOfAgent } from "~/models/reservations/reservations.server";
import { changeOffer } from "./rules";

/** A link (`href`) or, without one, the reason it can't change online (`note`). */
export type BusinessChangeOffer = { href: string; note: null } | { href: null; note: string };

/** The rows, each with its booking's change offer (null when there is none: cancelled, started). */
export async function withChangeOffers<Row extends { reference: string }>(
  agentId: string | null,
  rows: readonly Row[],
  now: Date = new Date(),
): Promise<(Row & { change: BusinessChangeOffer | null })[]> {
  if (!agentId || rows.length === 0) return rows.map((row) => ({ ...row, change: null }));
  const [reservations, classes] = await Promise.all([
    listReservationsOfAgent(agentId),
    listCarClasses({ includeInvisible: true }),
  ]);
  const byReference = new Map(reservations.map((reservation) => [reservation.reference, reservation]));
  const classNames = new Map(classes.map((carClass) => [carClass.carClassId, carClass.name]));
  return rows.map((row) => {
    const reservation = byReference.get(row.reference);
    if (!reservation) return { ...row, change: null };
    const name = classNames.get(reservation.carClassId);
    const offer = changeOffer(reservation, name === undefined ? null : { name }, now);
    const change: BusinessChangeOffer | null = !offer
      ? null
      : offer.href
        ? { href: offer.href, note: null }
        : { href: null, note: offer.note ?? "" };
    return { ...row, change };
  });
}
