import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BookingConfirmation } from "~/components/booking/BookingConfirmation";
import { loadSessionConfirmation } from "~/services/booking/confirmation/confirmation.server";
import { CONFIRMATION_TEXT } from "~/services/booking/text";
import { getSession } from "~/services/platform/session.server";
import * as styles from "~/styles/booking-confirmation.css";
import { container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/** /payment/confirmation/: payment received, the booking this session just confirmed. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: CONFIRMATION_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const booking = await loadSessionConfirmation(await getSession(request));
  if (!booking) throw redirect("/confirmation/");
  if (booking.payment?.method === "account2account") throw redirect("/payment/confirmation/account2account/");
  return data({ booking }, { headers: NO_STORE });
}

export default function PaymentConfirmation() {
  const { booking } = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${styles.page}`}>
      <BookingConfirmation booking={booking} title={CONFIRMATION_TEXT.paymentReceivedTitle} />
    </div>
  );
}
