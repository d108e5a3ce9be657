import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/components/account/AccountLayout";
import { BookingSummary } from "~/components/account/BookingSummary";
import { useChangeBookingLine } from "~/components/account/useChangeBookingLine";

import { loadMyBookings } from "~/services/changes/my-bookings.server";
import { MY_ACCOUNT_PATHS } from "~/services/accounts/constants";
import { ACCOUNT_PAGE_TEXT as T } from "~/services/accounts/text";
import { requireCustomer } from "~/services/accounts/roles.server";
import * as account from "~/styles/account.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { t } from "~/services/platform/i18n/translate";

/**
 * /my-account/my-bookings/: the customer's confirmed bookings (made while signed in), upcoming and
 * past, each with its itinerary, vehicle, reservation number and total, and a link to its
 * /manage-booking/ page (details, history, resend confirmation) and to what it allows online now:
 * check in, a new drop-off, cancel (booking-offers.ts).
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.myBookingsTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireCustomer(request);
  return data(await loadMyBookings(user.userId), { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireCustomer(request);
  return redirect(MY_ACCOUNT_PATHS.myBookings);
}

export default function MyBookings() {
  const { upcoming, past } = useLoaderData<typeof loader>();
  const changeLine = useChangeBookingLine();
  return (
    <AccountLayout title={T.myBookingsTitle}>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className={account.sectionTitle}>
          {t(T.upcomingTitle)}
        </h2>
        {upcoming.length === 0 ? (
          <p>
            {t(T.noUpcomingBooking)} <Link to="/vehicles/">{t("Find a vehicle")}</Link>
          </p>
        ) : (
          <ul className={account.bookingList}>
            {upcoming.map((item) => (
              <li key={item.reference}>
                <BookingSummary booking={item} changeLine={changeLine} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title" className={account.sectionTitle}>
          {t(T.pastTitle)}
        </h2>
        {past.length === 0 ? (
          <p>{t(T.noPastBookings)}</p>
        ) : (
          <ul className={account.bookingList}>
            {past.map((item) => (
              <li key={item.reference}>
                <BookingSummary booking={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </AccountLayout>
  );
}
