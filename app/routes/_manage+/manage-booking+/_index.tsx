import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PriceSummary } from "~/components/booking/PriceSummary";
import { CalendarLink } from "~/components/booking/CalendarLink";
import { CallLink, RefusalNotice, type Refusal } from "~/components/booking/RefusalNotice";
import { BookingFindForm } from "~/components/changes/BookingFindForm";
import type { BookingFindValues } from "~/services/changes/forms";
import {
  MANAGE_BOOKING_MY_BOOKINGS_PATH,
  MANAGE_BOOKING_PARAM,
  MANAGE_BOOKING_PATH,
  manageBookingPath,
  SHUTTLE_REQUEST_PATH,
} from "~/services/changes/constants";
import { findBooking, loadManagedBooking } from "~/services/changes/found-bookings.server";
import type { ManagedBooking } from "~/services/changes/manage.server";
import { resendConfirmation, takeResentFlash } from "~/services/changes/resend.server";
import { MANAGE_BOOKING_MESSAGES as M, MANAGE_BOOKING_TEXT as T } from "~/services/changes/text";
import { retryAfter } from "~/services/platform/rate-limit.server";
import { getSession, sessionHeaders } from "~/services/platform/session.server";
import { helpNumberFor, type PhoneNumber } from "~/services/changes/help-number.server";
import { getSessionUser } from "~/services/accounts/user-session.server";
import * as styles from "~/styles/booking.css";
import { button, container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { answerFindForm } from "~/services/changes/find-form.server";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /manage-booking/: a guest finds a booking by reservation number and email (intent=find); a found
 * booking (or one of the signed-in customer's) shows at ?booking=GO1234567 with its details,
 * history and what can be done now (intent=resend sends the confirmation email again). Plain forms
 * and redirects, so it all works without JavaScript. Rules: app/services/changes/manage.server.ts.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

export const FIND_FORM_ID = "manage-booking-find";
const MAX_ECHO = 300;

type FindView = { step: "find"; values: BookingFindValues; refusal: Refusal | null; signedIn: boolean };
type BookingView = {
  step: "booking";
  booking: ManagedBooking;
  resent: boolean;
  refusal: Refusal | null;
  help: PhoneNumber;
};
type View = FindView | BookingView;

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, MAX_ECHO) : "";
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await getSession(request);
  const user = getSessionUser(session);
  const signedIn = user?.userType === "Customer";
  const reference = (url.searchParams.get(MANAGE_BOOKING_PARAM) ?? "").slice(0, 40);
  if (!reference)
    return data<View>(
      { step: "find", values: { reference: "", email: "" }, refusal: null, signedIn },
      { headers: NO_STORE },
    );

  const booking = await loadManagedBooking(session, reference, user);
  if (!booking) {
    return data<View>(
      {
        step: "find",
        values: { reference: reference.trim().toUpperCase(), email: "" },
        refusal: { message: M.findFirst, call: null },
        signedIn,
      },
      { headers: NO_STORE },
    );
  }
  const resent = takeResentFlash(session, booking.reference);
  const help = await helpNumberFor(request);
  return data<View>(
    { step: "booking", booking, resent, refusal: null, help },
    { headers: await sessionHeaders(session) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = (await readFormData(request)) ?? new FormData();
  const session = await getSession(request);
  const user = getSessionUser(session);
  const signedIn = user?.userType === "Customer";
  const intent = form.get("intent");
  const helpNumber = () => helpNumberFor(request);

  if (intent === "find") {
    const step = await answerFindForm(form, {
      session,
      formId: FIND_FORM_ID,
      invalidStatus: 400,
      find: (values) => findBooking(session, values, { clientAddress: clientAddress(context), helpNumber }),
      view: (values, refusal): FindView => ({ step: "find", values, refusal, signedIn }),
    });
    if (!step.ok) return step.answer;
    return redirect(manageBookingPath(step.found.reference), { headers: await sessionHeaders(session) });
  }

  if (intent === "resend") {
    const reference = field(form, MANAGE_BOOKING_PARAM);
    const result = await resendConfirmation(session, reference, { user, helpNumber });
    if (result.ok)
      return redirect(manageBookingPath(result.reference), { headers: await sessionHeaders(session) });
    const booking = result.status === 404 ? null : await loadManagedBooking(session, reference, user);
    if (!booking) {
      return data<View>(
        {
          step: "find",
          values: { reference: reference.trim().toUpperCase(), email: "" },
          refusal: { message: result.message, call: null },
          signedIn,
        },
        { status: 404, headers: NO_STORE },
      );
    }
    return data<View>(
      {
        step: "booking",
        booking,
        resent: false,
        refusal: { message: result.message, call: result.call },
        help: await helpNumber(),
      },
      { status: result.status, headers: { ...NO_STORE, ...retryAfter(result.retryAfterSeconds) } },
    );
  }

  return data<View>(
    {
      step: "find",
      values: { reference: "", email: "" },
      refusal: { message: M.formUnreadable, call: null },
      signedIn,
    },
    { status: 400, headers: NO_STORE },
  );
}

export default function ManageBookingPage() {
  const loaded = useLoaderData<typeof loader>() as View;
  const posted = useActionData<typeof action>() as View | undefined;
  const view = posted ?? loaded;
  return (
    <div className={`${container} ${styles.page}`}>
      {view.step === "booking" ? <BookingPage view={view} /> : <FindPage view={view} />}
    </div>
  );
}

function FindPage({ view }: { view: FindView }) {
  return (
    <>
      <h1 className={styles.pageTitle}>{T.title}</h1>
      <p className={styles.lead}>{T.intro}</p>
      {view.signedIn ? (
        <p>
          {T.signedInHint} <Link to={MANAGE_BOOKING_MY_BOOKINGS_PATH}>{T.myBookingsLink}</Link>.
        </p>
      ) : null}
      {view.refusal ? <RefusalNotice refusal={view.refusal} /> : null}
      <BookingFindForm
        formId={FIND_FORM_ID}
        text={T}
        values={view.values}
        action={MANAGE_BOOKING_PATH}
        intent="find"
      />
    </>
  );
}

function Place({ label, place }: { label: string; place: ManagedBooking["pickup"] }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {place.branchName}, {place.address}
        <br />
        <time dateTime={place.dateTime}>
          {place.date} at {place.time}
        </time>
      </dd>
    </>
  );
}

function BookingPage({ view }: { view: BookingView }) {
  const { booking } = view;
  return (
    <>
      <h1 className={styles.pageTitle}>{T.bookingTitle(booking.reference)}</h1>
      <p className={styles.lead}>
        {T.status}: <strong>{booking.statusLabel}</strong>
      </p>
      {view.resent ? (
        <p className={styles.notice.info} role="status">
          {T.resent(booking.email)}
        </p>
      ) : null}
      {view.refusal ? <RefusalNotice refusal={view.refusal} /> : null}
      {booking.status === "cancelled" ? <p className={styles.notice.info}>{T.cancelledNote}</p> : null}

      <div className={styles.stepLayout}>
        <div>
          <section aria-labelledby="trip-title">
            <h2 id="trip-title" className={styles.asideTitle}>
              {T.itineraryTitle}
            </h2>
            <dl className={styles.reviewList}>
              <Place label={T.pickup} place={booking.pickup} />
              <Place label={T.dropOff} place={booking.dropOff} />
              <dt>{T.duration}</dt>
              <dd>{T.rentalDays(booking.days)}</dd>
              {booking.driver ? (
                <>
                  <dt>{T.driver}</dt>
                  <dd>{booking.driver}</dd>
                </>
              ) : null}
            </dl>
            {booking.status === "confirmed" ? <CalendarLink reference={booking.reference} /> : null}
          </section>

          <section aria-labelledby="vehicle-title">
            <h2 id="vehicle-title" className={styles.asideTitle}>
              {T.vehicleTitle}
            </h2>
            <div className={styles.chosenVehicle}>
              {booking.vehicle.image ? (
                <img
                  className={styles.chosenImage}
                  src={booking.vehicle.image.src}
                  srcSet={booking.vehicle.image.srcSet || undefined}
                  sizes="(min-width: 48rem) 20rem, 100vw"
                  width={booking.vehicle.image.width}
                  height={booking.vehicle.image.height}
                  alt={booking.vehicle.image.alt}
                />
              ) : null}
              <div>
                <p className={styles.vehicleName}>{booking.vehicle.name}</p>
                <p className={styles.vehicleType}>{booking.vehicle.typeName}</p>
              </div>
            </div>
            <dl className={styles.reviewList}>
              <dt>{T.extrasTitle}</dt>
              <dd>
                {booking.extras.length > 0
                  ? booking.extras.map((extra) => extra.label).join(", ")
                  : T.noExtras}
              </dd>
              <dt>{T.insurance}</dt>
              <dd>{booking.insurance}</dd>
              {booking.carbonOffset ? (
                <>
                  <dt>{T.carbonOffset}</dt>
                  <dd>✓</dd>
                </>
              ) : null}
              {booking.shuttle ? (
                <>
                  <dt>{T.shuttleTitle}</dt>
                  <dd>
                    {booking.shuttle.name}, {booking.shuttle.details}
                  </dd>
                </>
              ) : null}
            </dl>
          </section>

          <section aria-labelledby="payments-title">
            <h2 id="payments-title" className={styles.asideTitle}>
              {T.paymentsTitle}
            </h2>
            {booking.payments.length === 0 ? (
              <p>{T.noPayments}</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{T.paymentDate}</th>
                    <th scope="col">{T.paymentMethod}</th>
                    <th scope="col">{T.paymentAmount}</th>
                    <th scope="col">{T.paymentStatus}</th>
                  </tr>
                </thead>
                <tbody>
                  {booking.payments.map((payment, index) => (
                    <tr key={`${payment.dateTime}-${index}`}>
                      <td>
                        <time dateTime={payment.dateTime}>{payment.date}</time>
                      </td>
                      <td>{payment.card ? `${payment.method}, ${payment.card}` : payment.method}</td>
                      <td>{payment.amount}</td>
                      <td>{payment.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section aria-labelledby="history-title">
            <h2 id="history-title" className={styles.asideTitle}>
              {T.historyTitle}
            </h2>
            <ol>
              {booking.history.map((item, index) => (
                <li key={`${item.dateTime}-${index}`}>
                  <time dateTime={item.dateTime}>{item.when}</time>: {item.label}
                  {item.actor ? ` ${item.actor}` : ""}
                  {item.note ? ` (${item.note})` : ""}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className={styles.aside} aria-labelledby="price-title">
          <h2 id="price-title" className={styles.asideTitle}>
            {T.priceTitle}
          </h2>
          {booking.breakdown ? (
            <PriceSummary breakdown={booking.breakdown} hideCaption />
          ) : (
            <p>{booking.total}</p>
          )}
        </aside>
      </div>

      <section aria-labelledby="actions-title">
        <h2 id="actions-title" className={styles.asideTitle}>
          {T.actionsTitle}
        </h2>
        {booking.offers.length > 0 ? (
          <ul className={styles.offerList} aria-label={T.changeTitle}>
            {booking.offers.map((offer) => (
              <li key={offer.href}>
                <Link className={button.outline} to={offer.href}>
                  {offer.label}
                </Link>
                {offer.note ? <span className={styles.optionDescription}> {offer.note}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {booking.canResend ? (
          <Form method="post" action={MANAGE_BOOKING_PATH} className={styles.changeSearch}>
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name={MANAGE_BOOKING_PARAM} value={booking.reference} />
            <p className={styles.optionDescription}>{T.resendHint(booking.email)}</p>
            <button type="submit" className={button.primary}>
              {T.resend}
            </button>
          </Form>
        ) : null}
        {booking.canRequestShuttle ? (
          <p>
            <Link className={button.outline} to={SHUTTLE_REQUEST_PATH}>
              {T.requestShuttle}
            </Link>{" "}
            <span className={styles.optionDescription}>{T.shuttleHint}</span>
          </p>
        ) : null}
        <div className={styles.notice.info}>
          <strong className={styles.noticeTitle}>{T.contactTitle}</strong>
          {T.contactText} {T.callUs} <CallLink call={view.help} /> {T.emailUs}{" "}
          <a href={`mailto:${booking.contactEmail}`}>{booking.contactEmail}</a>.{" "}
          {T.branchLine(booking.branchName)} <CallLink call={booking.branchPhone} />.
        </div>
        <p>
          <Link to={MANAGE_BOOKING_PATH}>{T.otherBooking}</Link>
        </p>
      </section>
    </>
  );
}
