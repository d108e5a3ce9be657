import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { t, tPlural } from "~/services/platform/i18n/translate";
import { AccountLayout, ACCOUNT_NAV } from "~/components/account/AccountLayout";
import { BookingSummary } from "~/components/account/BookingSummary";
import { useChangeBookingLine } from "~/components/account/useChangeBookingLine";

import { loadCustomerDashboard } from "~/services/changes/my-bookings.server";
import { MY_ACCOUNT_PATHS } from "~/services/accounts/constants";
import { ACCOUNT_PAGE_TEXT as T, SEE_ALL_UPCOMING } from "~/services/accounts/text";
import { requireCustomer } from "~/services/accounts/roles.server";
import * as account from "~/styles/account.css";
import * as booking from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/** /my-account/: the customer's dashboard (customers only): name, email, member since, links, next booking. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.dashboardTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const { user: sessionUser } = await requireCustomer(request);
  const dashboard = await loadCustomerDashboard(sessionUser.userId);
  if (!dashboard) throw redirect("/sign-in/");
  return data(dashboard, { headers: NO_STORE });
}

/** Nothing posts here; a stray POST is still guarded and sent back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  await requireCustomer(request);
  return redirect(MY_ACCOUNT_PATHS.dashboard);
}

export default function MyAccount() {
  const data = useLoaderData<typeof loader>();
  const changeLine = useChangeBookingLine();
  return (
    <AccountLayout title={T.dashboardTitle} lead={t("Kia ora {{name}}", { name: data.name })}>
      <section className={account.card} aria-labelledby="account-details">
        <h2 id="account-details" className={account.cardTitle}>
          {t("Your details")}
        </h2>
        <dl className={booking.reviewList}>
          <dt>{t("Name")}</dt>
          <dd>{data.name}</dd>
          <dt>{t("Email")}</dt>
          <dd>{data.email}</dd>
          <dt>{t(T.memberSince)}</dt>
          <dd>
            <time dateTime={data.memberSinceIso}>{data.memberSince}</time>
          </dd>
        </dl>
      </section>
      <h2 className={account.sectionTitle}>{t("Manage your account")}</h2>
      <ul className={account.quickLinks}>
        {ACCOUNT_NAV.filter((item) => item.href !== MY_ACCOUNT_PATHS.dashboard).map((item) => (
          <li key={item.href}>
            <Link to={item.href}>{t(item.label)}</Link>
          </li>
        ))}
      </ul>
      <h2 className={account.sectionTitle}>{t(T.upcomingBooking)}</h2>
      {data.nextBooking ? (
        <>
          <BookingSummary booking={data.nextBooking} changeLine={changeLine} />
          {data.upcomingCount > 1 ? (
            <Link to={MY_ACCOUNT_PATHS.myBookings}>{tPlural(SEE_ALL_UPCOMING, data.upcomingCount)}</Link>
          ) : null}
        </>
      ) : (
        <p>
          {t(T.noUpcomingBooking)} <Link to="/vehicles/">{t("Find a vehicle")}</Link>
        </p>
      )}
    </AccountLayout>
  );
}
