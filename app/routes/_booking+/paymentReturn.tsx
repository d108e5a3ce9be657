import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { finishPaymentReturn } from "~/services/booking/payment/checkout.server";
import { PAYMENT_RECEIVED_ELSEWHERE_TEXT } from "~/services/booking/payment/return-text";
import { MANAGE_BOOKING_PATH } from "~/services/changes/constants";
import { CONFIRMATION_TEXT, PAYMENT_MESSAGES } from "~/services/booking/text";
import { formatMoney } from "~/services/platform/money";
import { commitSession, getSession } from "~/services/platform/session.server";
import * as styles from "~/styles/booking-confirmation.css";
import { button, container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { t } from "~/services/platform/i18n/translate";

/**
 * /paymentReturn/: the payment gateway sends the payer back here with its signed answer.
 * Approved: the booking is confirmed (once) and the customer sees /payment/confirmation/; another
 * browser session opening the same link (it is no secret) gets a page that names no one.
 * Declined or cancelled: back to "Review and pay" with the reason. A forged, altered or empty
 * answer gets a 400 page that says so; nothing is booked or charged. A visit without any answer
 * (no query at all) goes to /confirmation/. Visiting the same URL again leads to the same place
 * without doing anything twice.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: "Payment", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const result = await finishPaymentReturn(session, new URL(request.url));
  const headers = { "Set-Cookie": await commitSession(session), ...NO_STORE };
  switch (result.kind) {
    case "redirect":
      return redirect(result.location, { headers });
    case "received":
      return data({ problem: "received" as const, amount: null }, { headers });
    case "invalid":
      return data({ problem: "invalid" as const, amount: null }, { status: 400, headers });
    case "soldout-refunded":
      return data({ problem: "soldout-refunded" as const, amount: result.amount }, { headers });
  }
}

export default function PaymentReturn() {
  const { problem, amount } = useLoaderData<typeof loader>();
  if (problem === "received") return <PaymentReceivedElsewhere />;
  const soldOut = problem === "soldout-refunded";
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.emptyState}>
        <h1>
          {t(soldOut ? PAYMENT_MESSAGES.soldOutAfterPaymentTitle : PAYMENT_MESSAGES.returnInvalidTitle)}
        </h1>
        <p role="alert">
          {t(soldOut ? PAYMENT_MESSAGES.soldOutAfterPaymentText : PAYMENT_MESSAGES.returnInvalidText)}
        </p>
        {soldOut && amount !== null ? (
          <p>
            {t(CONFIRMATION_TEXT.amountDue)}: {formatMoney(amount)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Link className={button.primary} to="/vehicles/">
            {t(PAYMENT_MESSAGES.chooseAnotherVehicle)}
          </Link>
          <Link className={button.outline} to={MANAGE_BOOKING_PATH}>
            {t(CONFIRMATION_TEXT.manageBooking)}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** An approved payment opened in a session that did not pay: nothing about the booker or the trip. */
function PaymentReceivedElsewhere() {
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.emptyState}>
        <h1>{t(PAYMENT_RECEIVED_ELSEWHERE_TEXT.title)}</h1>
        <p>{t(PAYMENT_RECEIVED_ELSEWHERE_TEXT.text)}</p>
        <div className={styles.actions}>
          <Link className={button.primary} to={MANAGE_BOOKING_PATH}>
            {t(CONFIRMATION_TEXT.manageBooking)}
          </Link>
        </div>
      </div>
    </div>
  );
}
