import { t } from "~/services/platform/i18n/translate";
import { Link } from "@remix-run/react";
import { RefusalNotice } from "~/components/booking/RefusalNotice";
import { MANAGE_BOOKING_MY_BOOKINGS_PATH, MANAGE_BOOKING_PATH } from "~/services/changes/constants";
import { MANAGE_FIND_FORM_ID } from "~/services/changes/forms";
import type { ManageFindView, ManagePageView } from "~/services/changes/manage-page.server";
import { MANAGE_BOOKING_TEXT as T } from "~/services/changes/text";
import * as styles from "~/styles/booking.css";
import { container } from "~/styles/layout.css";
import { BookingFindForm } from "./BookingFindForm";
import { ManagedBookingDetails } from "./ManagedBookingDetails";

/** /manage-booking/: the find form, or the booking found. */
export function ManageBookingPage({ view }: { view: ManagePageView }) {
  return (
    <div className={`${container} ${styles.page}`}>
      {view.step === "booking" ? <ManagedBookingDetails view={view} /> : <FindPage view={view} />}
    </div>
  );
}

function FindPage({ view }: { view: ManageFindView }) {
  return (
    <>
      <h1 className={styles.pageTitle}>{t(T.title)}</h1>
      <p className={styles.lead}>{t(T.intro)}</p>
      {view.signedIn ? (
        <p>
          {t(T.signedInHint)} <Link to={MANAGE_BOOKING_MY_BOOKINGS_PATH}>{t(T.myBookingsLink)}</Link>.
        </p>
      ) : null}
      {view.refusal ? <RefusalNotice refusal={view.refusal} /> : null}
      <BookingFindForm
        formId={MANAGE_FIND_FORM_ID}
        text={T}
        values={view.values}
        action={MANAGE_BOOKING_PATH}
        intent="find"
      />
    </>
  );
}
