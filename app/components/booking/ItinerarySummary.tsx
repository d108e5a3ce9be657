import type { ItineraryView } from "~/services/itinerary-view.server";
import * as styles from "~/styles/booking.css";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Where and when: the itinerary at the top of the results and of every booking step. */
export function ItinerarySummary({ itinerary }: { itinerary: ItineraryView }) {
  return (
    <dl className={styles.itinerarySummary} aria-label="Your trip">
      <div>
        <dt className={styles.summaryLabel}>Pick-up</dt>
        <dd>
          <strong>{itinerary.pickup.branchName}</strong>
          <br />
          {itinerary.pickup.date}, {itinerary.pickup.time}
        </dd>
      </div>
      <div>
        <dt className={styles.summaryLabel}>Drop-off ({plural(itinerary.days, "day")})</dt>
        <dd>
          <strong>{itinerary.dropOff.branchName}</strong>
          <br />
          {itinerary.dropOff.date}, {itinerary.dropOff.time}
        </dd>
      </div>
    </dl>
  );
}
