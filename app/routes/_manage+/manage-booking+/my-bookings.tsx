import { t } from "~/services/platform/i18n/translate";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MANAGE_BOOKING_PATH } from "~/services/changes/constants";
import { listMyBookings, myBookingsAccess } from "~/services/changes/manage.server";
import { MANAGE_BOOKING_TEXT as T } from "~/services/changes/text";
import { AGREEMENT_TEXT } from "~/services/changes/agreement/text";
import { unauthorizedResponse } from "~/services/accounts/roles.server";
import { commitSession, getSession } from "~/services/platform/session.server";
import { refreshSessionUser } from "~/services/accounts/user-session.server";
import * as account from "~/styles/account.css";
import * as styles from "~/styles/booking.css";
import { container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * /manage-booking/my-bookings/: the signed-in customer's confirmed and cancelled bookings, each
 * linking to /manage-booking/?booking=…. Guests sign in first; agents and corporate users go to
 * the business area's manage-booking page.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.myBookingsTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  // Clears an expired user and renews the token when due (as the account pages' guard does).
  const user = await refreshSessionUser(session);
  const decision = myBookingsAccess(user);
  if (decision.kind === "redirect")
    return redirect(decision.location, { headers: { "Set-Cookie": await commitSession(session) } });
  if (decision.kind === "unauthorized" || !user) throw unauthorizedResponse();
  const bookings = await listMyBookings(user.userId);
  return data({ bookings }, { headers: { ...NO_STORE, "Set-Cookie": await commitSession(session) } });
}

export default function ManageMyBookings() {
  const { bookings } = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(T.myBookingsTitle)}</h1>
      <p className={styles.lead}>{t(T.myBookingsIntro)}</p>
      {bookings.length === 0 ? (
        <p>
          {t(T.noBookings)} <Link to="/vehicles/">{t(T.findVehicle)}</Link>
        </p>
      ) : (
        <ul className={account.bookingList}>
          {bookings.map((item) => (
            <li key={item.reference}>
              <article className={account.card} aria-labelledby={`booking-${item.reference}`}>
                <h2 id={`booking-${item.reference}`} className={account.cardTitle}>
                  {item.vehicle}, reservation {item.reference}
                </h2>
                <dl className={styles.reviewList}>
                  <dt>{t(T.status)}</dt>
                  <dd>{item.statusLabel}</dd>
                  <dt>{t(T.pickup)}</dt>
                  <dd>
                    {item.pickupBranch}, <time dateTime={item.pickupDateTime}>{item.pickup}</time>
                  </dd>
                  <dt>{t(T.dropOff)}</dt>
                  <dd>
                    {item.dropOffBranch}, <time dateTime={item.dropOffDateTime}>{item.dropOff}</time>
                  </dd>
                </dl>
                <p>
                  <Link to={item.href}>{T.viewBooking(item.reference)}</Link>
                </p>
                {item.documents.agreement ? (
                  <p>
                    <a href={item.documents.agreement} download>
                      {t(AGREEMENT_TEXT.downloadPdf)}
                    </a>
                    {item.documents.invoice ? (
                      <>
                        {" · "}
                        <a href={item.documents.invoice} download>
                          {t(AGREEMENT_TEXT.downloadInvoice)}
                        </a>
                      </>
                    ) : null}
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={MANAGE_BOOKING_PATH}>{t(T.otherBooking)}</Link>
      </p>
    </div>
  );
}
