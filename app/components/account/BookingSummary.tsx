import { Link } from "@remix-run/react";
import type { BookingView } from "~/services/changes/my-bookings.server";
import { MANAGE_BOOKING_PARAM, MANAGE_BOOKING_PATH } from "~/services/changes/constants";
import { MANAGE_BOOKING_TEXT } from "~/services/changes/text";
import * as styles from "~/styles/account.css";
import * as booking from "~/styles/booking.css";

/** One confirmed booking: reservation number, itinerary, vehicle and total. */
export function BookingSummary({
  booking: item,
  headingLevel = 3,
  changeLine,
}: {
  booking: BookingView;
  headingLevel?: 2 | 3;
  changeLine?: string | null;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card} aria-labelledby={`booking-${item.reference}`}>
      <Heading id={`booking-${item.reference}`} className={styles.cardTitle}>
        {item.vehicle}, reservation {item.reference}
      </Heading>
      <dl className={booking.reviewList}>
        <dt>Pick-up</dt>
        <dd>
          {item.pickupBranch},{" "}
          <time dateTime={item.pickupDateTime}>
            {item.pickupDate} at {item.pickupTime}
          </time>
        </dd>
        <dt>Drop-off</dt>
        <dd>
          {item.dropOffBranch},{" "}
          <time dateTime={item.dropOffDateTime}>
            {item.dropOffDate} at {item.dropOffTime}
          </time>
        </dd>
        <dt>Vehicle</dt>
        <dd>{item.vehicle}</dd>
        <dt>Reservation number</dt>
        <dd>{item.reference}</dd>
        <dt>Total</dt>
        <dd>{item.total}</dd>
      </dl>
      <ul className={booking.offerList}>
        <li>
          <Link to={`${MANAGE_BOOKING_PATH}?${MANAGE_BOOKING_PARAM}=${item.reference}`}>
            {MANAGE_BOOKING_TEXT.viewBooking(item.reference)}
          </Link>
        </li>
        {item.offers.map((offer) => (
          <li key={offer.href ?? offer.label}>
            {offer.href ? (
              <Link to={offer.href}>
                {offer.label}
                <span className="visually-hidden">, {item.reference}</span>
              </Link>
            ) : null}
            {offer.note ? <span> {offer.note}</span> : null}
          </li>
        ))}
      </ul>
      {changeLine ? <p>{changeLine}</p> : null}
    </article>
  );
}
