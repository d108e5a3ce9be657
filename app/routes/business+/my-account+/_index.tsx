import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookingsTable } from "~/components/business/BookingsTable";
import { BusinessPage } from "~/components/business/BusinessPage";
import { recentAgencyBookings } from "~/services/business/bookings.server";
import { requireBusinessContext } from "~/services/business/context.server";
import { BUSINESS_PATHS, BUSINESS_RECENT_BOOKINGS } from "~/services/business/constants";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import * as styles from "~/styles/business.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/** /business/my-account/: the business dashboard (Agent and Corporate only). */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: BUSINESS_MESSAGES.dashboardTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  return data(
    {
      accountName: context.accountName,
      agentId: context.agentId,
      userType: context.user.userType,
      firstName: context.user.firstName,
      isAllInclusive: context.isAllInclusive,
      recent: await recentAgencyBookings(context.agentId, BUSINESS_RECENT_BOOKINGS),
    },
    { headers: NO_STORE },
  );
}

export default function BusinessDashboard() {
  const page = useLoaderData<typeof loader>();
  return (
    <BusinessPage title={BUSINESS_MESSAGES.dashboardTitle} accountName={page.accountName}>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="account-title">
          <h2 id="account-title">Account</h2>
          <dl>
            <dt>{page.userType === "Corporate" ? "Company" : "Agency"}</dt>
            <dd>{page.accountName}</dd>
            <dt>{page.userType === "Corporate" ? "Account id" : "Agent id"}</dt>
            <dd>{page.agentId ?? "Not set"}</dd>
            <dt>Prices</dt>
            <dd>{page.isAllInclusive ? "All-inclusive" : "Standard"}</dd>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="quick-title">
          <h2 id="quick-title">Quick links</h2>
          <ul>
            <li>
              <Link to={BUSINESS_PATHS.newBooking}>New booking for a client</Link>
            </li>
            <li>
              <Link to={BUSINESS_PATHS.manageBooking}>Manage bookings</Link>
            </li>
            <li>
              <Link to={BUSINESS_PATHS.invoices}>Invoices</Link>
            </li>
            <li>
              <Link to={BUSINESS_PATHS.reports}>Reports</Link>
            </li>
            <li>
              <Link to={BUSINESS_PATHS.cancelBooking}>Cancel a booking</Link>
            </li>
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="you-title">
          <h2 id="you-title">Signed in</h2>
          <p>Kia ora {page.firstName}.</p>
          <p>
            <Link to={BUSINESS_PATHS.profile}>Agent details</Link> ·{" "}
            <Link to={BUSINESS_PATHS.changePassword}>Change password</Link>
          </p>
        </section>
      </div>
      <section aria-labelledby="recent-title">
        <h2 id="recent-title">Recent bookings</h2>
        {page.recent.length === 0 ? (
          <p>{BUSINESS_MESSAGES.noBookings}</p>
        ) : (
          <BookingsTable rows={page.recent} caption="Recent bookings" />
        )}
      </section>
    </BusinessPage>
  );
}
