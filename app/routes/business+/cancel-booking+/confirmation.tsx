import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BusinessPage } from "~/components/business/BusinessPage";
import {
  findCancelledBooking,
  parseReservationNumber,
  refundedAmount,
} from "~/services/changes/cancel/business.server";
import { requireBusinessContext } from "~/services/business/context.server";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/** /business/cancel-booking/confirmation/?reservation=GO1234567: the account's booking is cancelled. */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: BUSINESS_MESSAGES.cancelledTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  const reference = parseReservationNumber(new URL(request.url).searchParams.get("reservation"));
  const booking = await findCancelledBooking(context.agentId, reference);
  const refunded = booking ? await refundedAmount(booking.id) : null;
  return data(
    { accountName: context.accountName, reference: booking?.reference ?? null, refunded },
    { status: booking || !reference ? 200 : 404, headers: NO_STORE },
  );
}

export default function BusinessCancelConfirmation() {
  const page = useLoaderData<typeof loader>();
  return (
    <BusinessPage title={BUSINESS_MESSAGES.cancelledTitle} accountName={page.accountName}>
      {page.reference ? (
        <div className={styles.notice.info} role="status">
          {BUSINESS_MESSAGES.cancelledText(page.reference)}
          {page.refunded !== null ? ` ${BUSINESS_MESSAGES.refundText(formatMoney(page.refunded))}` : null}
        </div>
      ) : (
        <p>{BUSINESS_MESSAGES.cancelNotFound}</p>
      )}
      <p>
        <Link to={BUSINESS_PATHS.manageBooking}>Manage bookings</Link> ·{" "}
        <Link to={BUSINESS_PATHS.cancelBooking}>Cancel another booking</Link>
      </p>
    </BusinessPage>
  );
}
