import type { ItineraryView } from "~/services/booking/search/itinerary-view.server";
import { t, tPlural, plural } from "~/services/platform/i18n/translate";
import { ITINERARY_EXPIRED_TEXT, ITINERARY_EXPIRED_TITLE } from "~/services/booking/search/text";
import * as styles from "~/styles/booking.css";

const DROP_OFF_DAYS = plural("Drop-off ({{count}} day)", "Drop-off ({{count}} days)");

/** Where and when: the itinerary at the top of the results and of every booking step. */
export function ItinerarySummary({ itinerary }: { itinerary: ItineraryView }) {
  return (
    <dl className={styles.itinerarySummary} aria-label={t("Your trip")}>
      <div>
        <dt className={styles.summaryLabel}>{t("Pick-up")}</dt>
        <dd>
          <strong>{itinerary.pickup.branchName}</strong>
          <br />
          {`${itinerary.pickup.date}, ${itinerary.pickup.time}`}
        </dd>
      </div>
      <div>
        <dt className={styles.summaryLabel}>{tPlural(DROP_OFF_DAYS, itinerary.days)}</dt>
        <dd>
          <strong>{itinerary.dropOff.branchName}</strong>
          <br />
          {`${itinerary.dropOff.date}, ${itinerary.dropOff.time}`}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Above a results page (/vehicles/ and the business new-booking page): the warning that the booking
 * steps ended an expired search, and the one-time notice (a vehicle sold out while being booked).
 */
export function ResultsNotices({ expired, notice }: { expired: boolean; notice: string | null }) {
  return (
    <>
      {expired ? (
        <div className={styles.notice.warning} role="alert">
          <strong className={styles.noticeTitle}>{t(ITINERARY_EXPIRED_TITLE)}</strong>
          {t(ITINERARY_EXPIRED_TEXT)}
        </div>
      ) : null}
      {notice ? (
        <div className={styles.notice.warning} role="alert">
          {t(notice)}
        </div>
      ) : null}
    </>
  );
}
