import { cancelOffer, type CancellableReservation } from "./cancel/rules";
import { extendOffer, type ExtendableReservation } from "./extend/rules";
import { formatNzDateTime, checkInOffer } from "./check-in/rules";
import { changeOffer, type ChangeableReservation } from "./change/rules";
import { MANAGE_BOOKING_TEXT } from "./text";

/**
 * A change the customer can start online for a booking: a link to the flow's first page. Without
 * a link (`href` null), the note says why it can't be done online now.
 */
export type ChangeOffer = { href: string | null; label: string; note: string | null };

export type OfferableReservation = CancellableReservation &
  ExtendableReservation &
  Partial<Pick<ChangeableReservation, "priceBreakdown">> & { reference: string; checkedInAt: Date | null };

/**
 * What /manage-booking/ and My bookings offer for a booking at `now`, in the order a customer
 * needs them: check in, change the booking (dates, branches, class, extras, cover, flight:
 * `carClass` tells a mystery class), change the drop-off, cancel. Each flow decides its own rule (its offer function); this
 * only puts them together.
 */
export function bookingChangeOffers(
  reservation: OfferableReservation,
  now: Date = new Date(),
  carClass: { name: string } | null = null,
): ChangeOffer[] {
  const offers: ChangeOffer[] = [];
  const checkIn = checkInOffer(reservation, now);
  if (checkIn) {
    const opensAt = checkIn.opensAt ? new Date(checkIn.opensAt) : null;
    offers.push({
      ...checkIn,
      note: opensAt ? MANAGE_BOOKING_TEXT.checkInOpens(formatNzDateTime(opensAt)) : null,
    });
  }
  const change = changeOffer(reservation, carClass, now);
  if (change) offers.push(change);
  const extend = extendOffer(reservation, now);
  if (extend) offers.push({ ...extend, note: null });
  const cancel = cancelOffer(reservation, now);
  if (cancel) offers.push({ href: cancel.href, label: cancel.label, note: null });
  return offers;
}
