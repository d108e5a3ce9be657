import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookingConfirmation } from "~/components/booking/BookingConfirmation";
import { BusinessNav } from "~/components/business/BusinessNav";
import { loadBusinessConfirmation } from "~/services/business/confirmation.server";
import { requireBusinessContext } from "~/services/business/context.server";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { CONFIRMATION_TEXT } from "~/services/booking/text";
import * as styles from "~/styles/booking-confirmation.css";
import * as booking from "~/styles/booking.css";
import { button, container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * /business/confirmation/: the confirmation of the business booking this session confirmed
 * last (charged to the agency account, or paid by card), with the client reference and the way
 * to its invoice. Only the account's own booking is shown.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, {
    title: args.data?.booking ? BUSINESS_MESSAGES.confirmationTitle : CONFIRMATION_TEXT.noBookingTitle,
    noindex: true,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  return data(await loadBusinessConfirmation(context), { headers: NO_STORE });
}

export default function BusinessConfirmation() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${styles.page}`}>
      <BusinessNav />
      {page.booking ? (
        <BookingConfirmation booking={page.booking} title={BUSINESS_MESSAGES.confirmationTitle}>
          <div className={booking.notice.info} role="status">
            {page.onAccount ? `${BUSINESS_MESSAGES.confirmationOnAccount} ` : null}
            {page.clientReference ? `Client reference: ${page.clientReference}.` : null}
          </div>
          <p>
            <Link to={`${BUSINESS_PATHS.invoices}?invoice=${page.booking.reference}`}>View the invoice</Link>{" "}
            · <Link to={BUSINESS_PATHS.newBooking}>New booking</Link>
          </p>
        </BookingConfirmation>
      ) : (
        <div className={styles.emptyState}>
          {/* Nothing was confirmed, so the page does not say so (issue 24 item 15). */}
          <h1>{CONFIRMATION_TEXT.noBookingTitle}</h1>
          <p>{BUSINESS_MESSAGES.noConfirmation}</p>
          <div className={styles.actions}>
            <Link className={button.primary} to={BUSINESS_PATHS.manageBooking}>
              Manage bookings
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
