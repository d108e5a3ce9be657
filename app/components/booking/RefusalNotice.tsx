import type { PhoneNumber } from "~/services/changes/help-number.server";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/booking.css";

/** Why a booking look-up was refused, and the number to call when a person can help. */
export type Refusal = { message: string; call: PhoneNumber | null };

export function CallLink({ call }: { call: PhoneNumber }) {
  return <a href={`tel:${call.telephone}`}>{call.number}</a>;
}

/** The refusal above a find-your-booking form (/manage-booking/, /shuttle-request/, /extend-booking/). */
export function RefusalNotice({ refusal }: { refusal: Refusal }) {
  return (
    <div className={styles.notice.warning} role="alert">
      {t(refusal.message)}
      {refusal.call ? (
        <>
          {" "}
          <CallLink call={refusal.call} />
        </>
      ) : null}
    </div>
  );
}
