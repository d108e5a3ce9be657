import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BusinessPage } from "~/components/business/BusinessPage";
import { ContactNumbers } from "~/components/shell";
import { findBookingOfAgent, parseReservationNumber } from "~/services/changes/cancel/business.server";
import { requireBusinessContext } from "~/services/business/context.server";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { resolveContactPoints } from "~/services/shell/campaign.server";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * /business/cancel-booking/contact-support/: a booking within 48 hours of pick-up cannot be
 * cancelled online; the business team's number (agent or corporate line) is here.
 */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: BUSINESS_MESSAGES.contactSupportTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  const reference = parseReservationNumber(new URL(request.url).searchParams.get("reservation"));
  const [booking, contact] = await Promise.all([
    findBookingOfAgent(context.agentId, reference),
    resolveContactPoints(request),
  ]);
  return data(
    {
      accountName: context.accountName,
      reference: booking?.reference ?? null,
      userType: context.user.userType,
      contactPoints: contact.contactPoints,
    },
    { headers: NO_STORE },
  );
}

export default function BusinessContactSupport() {
  const page = useLoaderData<typeof loader>();
  return (
    <BusinessPage title={BUSINESS_MESSAGES.contactSupportTitle} accountName={page.accountName}>
      <div className={styles.notice.warning} role="status">
        {page.reference
          ? `${page.reference}: ${BUSINESS_MESSAGES.cancelTooLate}`
          : BUSINESS_MESSAGES.cancelTooLate}
      </div>
      <p>{BUSINESS_MESSAGES.contactSupportText}</p>
      <ContactNumbers contactPoints={page.contactPoints} userType={page.userType} />
      <p>
        <Link to={BUSINESS_PATHS.manageBooking}>Back to manage bookings</Link>
      </p>
    </BusinessPage>
  );
}
