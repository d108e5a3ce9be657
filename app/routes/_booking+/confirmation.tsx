import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookingConfirmation } from "~/components/booking/BookingConfirmation";
import { loadSessionConfirmation } from "~/services/booking/confirmation/confirmation.server";
import { MANAGE_BOOKING_PATH } from "~/services/changes/constants";
import { CONFIRMATION_TEXT } from "~/services/booking/text";
import { getSession } from "~/services/platform/session.server";
import * as styles from "~/styles/booking-confirmation.css";
import { button, container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { t } from "~/services/platform/i18n/translate";

/**
 * /confirmation/: the confirmation of the booking this session confirmed. Without one (another
 * browser, an expired session) it answers 200 with how to find a booking in Manage booking.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: CONFIRMATION_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const booking = await loadSessionConfirmation(await getSession(request));
  return data({ booking }, { headers: NO_STORE });
}

export default function Confirmation() {
  const { booking } = useLoaderData<typeof loader>();
  if (booking) {
    const bankTransferDue =
      booking.payment?.method === "account2account" && booking.payment.status === "pending";
    return (
      <div className={`${container} ${styles.page}`}>
        <BookingConfirmation
          booking={booking}
          title={bankTransferDue ? CONFIRMATION_TEXT.bankTransferTitle : CONFIRMATION_TEXT.title}
        />
      </div>
    );
  }
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.emptyState}>
        <h1>{t(CONFIRMATION_TEXT.noBookingTitle)}</h1>
        <p>{t(CONFIRMATION_TEXT.noBookingText)}</p>
        <div className={styles.actions}>
          <Link className={button.primary} to={MANAGE_BOOKING_PATH}>
            {t(CONFIRMATION_TEXT.manageBooking)}
          </Link>
          <Link className={button.outline} to="/vehicles/">
            {t(CONFIRMATION_TEXT.newBooking)}
          </Link>
        </div>
      </div>
    </div>
  );
}
