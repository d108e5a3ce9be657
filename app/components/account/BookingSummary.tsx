import { Link } from "@remix-run/react";
import type { BookingView } from "~/services/changes/my-bookings.server";
import { MANAGE_BOOKING_PARAM, MANAGE_BOOKING_PATH } from "~/services/changes/constants";
import { MANAGE_BOOKING_TEXT } from "~/services/changes/text";
import * as styles from "~/styles/account.css";
import * as booking from "~/styles/booking.css";
import { t } from "~/services/platform/i18n/translate";

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
        {t("{{vehicle}}, reservation {{reference}}", { vehicle: item.vehicle, reference: item.reference })}
      </Heading>
      <dl className={booking.reviewList}>
        <dt>{t("Pick-up")}</dt>
        <dd>
          {item.pickupBranch},{" "}
          <time dateTime={item.pickupDateTime}>
            {t("{{date}} at {{time}}", { date: item.pickupDate, time: item.pickupTime })}
          </time>
        </dd>
        <dt>{t("Drop-off")}</dt>
        <dd>
          {item.dropOffBranch},{" "}
          <time dateTime={item.dropOffDateTime}>
            {t("{{date}} at {{time}}", { date: item.dropOffDate, time: item.dropOffTime })}
          </time>
        </dd>
        <dt>{t("Vehicle")}</dt>
        <dd>{item.vehicle}</dd>
        <dt>{t("Reservation number")}</dt>
        <dd>{item.reference}</dd>
        <dt>{t("Total")}</dt>
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
                {t(offer.label)}
                <span className="visually-hidden">, {item.reference}</span>
              </Link>
            ) : null}
            {offer.note ? <span> {t(offer.note)}</span> : null}
          </li>
        ))}
      </ul>
      {changeLine ? <p>{changeLine}</p> : null}
    </article>
  );
}
