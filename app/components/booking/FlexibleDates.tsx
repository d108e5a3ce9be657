import { Link } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import type { FlexibleDates as FlexibleDatesData } from "~/services/booking/search/flexible-dates.server";
import { itinerarySearchHref } from "~/services/booking/search/search-href";
import { FLEXIBLE_DATES_TEXT } from "~/services/booking/search/text";
import { AlsoInCurrency } from "~/components/currency/Price";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/booking.css";

/**
 * The flexible-dates row above the results: seven pick-up days, the searched one marked, each with
 * the cheapest total as a link that runs that search ("—" and no link when it cannot be booked).
 */
export function FlexibleDates({ flexible }: { flexible: FlexibleDatesData }) {
  return (
    <nav className={styles.flexibleDates} aria-labelledby="flexible-dates-title">
      <h2 id="flexible-dates-title" className={styles.flexibleTitle}>
        {t(FLEXIBLE_DATES_TEXT.title)}
      </h2>
      <p className={styles.flexibleIntro}>{FLEXIBLE_DATES_TEXT.intro(flexible.days)}</p>
      <ol className={styles.flexibleRow}>
        {flexible.row.map((day) => {
          const body = (
            <>
              <span className={styles.flexibleDay}>{day.label}</span>
              {day.total === null ? (
                <span className={styles.flexiblePrice}>
                  <span aria-hidden="true">{FLEXIBLE_DATES_TEXT.none}</span>
                  <span className="visually-hidden">{t(FLEXIBLE_DATES_TEXT.noneLabel)}</span>
                </span>
              ) : (
                <span className={styles.flexiblePrice}>
                  {formatMoney(day.total)}
                  <AlsoInCurrency amount={day.total} />
                </span>
              )}
              {day.current ? (
                <span className={styles.flexibleCurrent}>{t(FLEXIBLE_DATES_TEXT.current)}</span>
              ) : null}
            </>
          );
          return (
            <li
              key={day.pickupDate}
              className={day.current ? styles.flexibleItemCurrent : styles.flexibleItem}
            >
              {day.total !== null && !day.current ? (
                <Link
                  to={itinerarySearchHref({
                    ...flexible.search,
                    pickupDate: day.pickupDate,
                    dropOffDate: day.dropOffDate,
                  })}
                  className={styles.flexibleLink}
                >
                  {body}
                </Link>
              ) : (
                <span className={styles.flexibleLink} aria-current={day.current ? "date" : undefined}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
