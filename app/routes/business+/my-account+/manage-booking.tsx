import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { BookingsTable } from "~/components/business/BookingsTable";
import { BusinessPage } from "~/components/business/BusinessPage";
import { listAgencyBookings } from "~/services/business/bookings.server";
import { withChangeOffers } from "~/services/changes/change/business-list.server";
import { requireBusinessContext } from "~/services/business/context.server";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import * as styles from "~/styles/business.css";
import * as formStyles from "~/styles/form.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * /business/my-account/manage-booking/: the account's bookings (reservations with its agent id),
 * searchable by reservation number, client name or client reference (?q=, a plain GET form).
 */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: BUSINESS_MESSAGES.manageTitle, noindex: true });

const QUERY_MAX_LENGTH = 60;

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, QUERY_MAX_LENGTH);
  const bookings = await withChangeOffers(context.agentId, await listAgencyBookings(context.agentId, query));
  return data({ accountName: context.accountName, query, bookings }, { headers: NO_STORE });
}

export default function BusinessManageBooking() {
  const page = useLoaderData<typeof loader>();
  return (
    <BusinessPage title={BUSINESS_MESSAGES.manageTitle} accountName={page.accountName}>
      <Form method="get" role="search" className={styles.searchRow}>
        <div className={formStyles.field}>
          <label htmlFor="booking-search" className={formStyles.label}>
            {BUSINESS_MESSAGES.searchLabel}
          </label>
          <input
            id="booking-search"
            name="q"
            type="search"
            defaultValue={page.query}
            maxLength={QUERY_MAX_LENGTH}
            className={formStyles.input}
          />
        </div>
        <button type="submit" className={formStyles.button}>
          Search
        </button>
        {page.query ? <Link to={BUSINESS_PATHS.manageBooking}>Show all</Link> : null}
      </Form>
      <p aria-live="polite">
        {page.bookings.length === 0
          ? BUSINESS_MESSAGES.noBookings
          : `${page.bookings.length} ${page.bookings.length === 1 ? "booking" : "bookings"}`}
      </p>
      {page.bookings.length > 0 ? (
        <BookingsTable rows={page.bookings} caption="Your agency's bookings" showChange />
      ) : null}
      <p>
        <Link to={BUSINESS_PATHS.cancelBooking}>Cancel a booking</Link> ·{" "}
        <Link to={BUSINESS_PATHS.newBooking}>New booking</Link>
      </p>
    </BusinessPage>
  );
}
