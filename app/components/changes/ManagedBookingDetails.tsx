import { t } from "~/services/platform/i18n/translate";
import { CarSwapList } from "./CarSwapList";
import { AlsoInCurrency } from "~/components/currency/Price";
import { Form, Link } from "@remix-run/react";
import { AGREEMENT_TEXT } from "~/services/changes/agreement/text";
import { CalendarLink } from "~/components/booking/CalendarLink";
import { PriceSummary } from "~/components/booking/PriceSummary";
import { CallLink, RefusalNotice } from "~/components/booking/RefusalNotice";
import {
  MANAGE_BOOKING_PARAM,
  MANAGE_BOOKING_PATH,
  SHUTTLE_REQUEST_PATH,
} from "~/services/changes/constants";
import type { ManagedBooking } from "~/services/changes/manage.server";
import type { ManageBookingView } from "~/services/changes/manage-page.server";
import { MANAGE_BOOKING_TEXT as T } from "~/services/changes/text";
import * as styles from "~/styles/booking.css";
import { button } from "~/styles/layout.css";
import { DAMAGE_TEXT } from "~/services/changes/damage/text";
import { BookingHistoryList } from "./BookingHistory";
import { DamageNotes } from "./DamageNotes";

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

/** A found booking on /manage-booking/: its details, history and what can be done with it now. */
export function ManagedBookingDetails({ view }: { view: ManageBookingView }) {
  const { booking } = view;
  return (
    <>
      <h1 className={styles.pageTitle}>{T.bookingTitle(booking.reference)}</h1>
      <p className={styles.lead}>
        {t(T.status)}: <strong>{booking.statusLabel}</strong>
      </p>
      {view.resent ? (
        <p className={styles.notice.info} role="status">
          {T.resent(booking.email)}
        </p>
      ) : null}
      {view.refusal ? <RefusalNotice refusal={view.refusal} /> : null}
      {booking.status === "cancelled" ? <p className={styles.notice.info}>{t(T.cancelledNote)}</p> : null}

      <div className={styles.stepLayout}>
        <div>
          <section aria-labelledby="trip-title">
            <h2 id="trip-title" className={styles.asideTitle}>
              {t(T.itineraryTitle)}
            </h2>
            <dl className={styles.reviewList}>
              <Place label={T.pickup} place={booking.pickup} />
              <Place label={T.dropOff} place={booking.dropOff} />
              <dt>{t(T.duration)}</dt>
              <dd>{T.rentalDays(booking.days)}</dd>
              {booking.driver ? (
                <>
                  <dt>{t(T.driver)}</dt>
                  <dd>{booking.driver}</dd>
                </>
              ) : null}
            </dl>
            {booking.status === "confirmed" ? <CalendarLink reference={booking.reference} /> : null}
          </section>

          <section aria-labelledby="vehicle-title">
            <h2 id="vehicle-title" className={styles.asideTitle}>
              {t(T.vehicleTitle)}
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
              <dt>{t(T.extrasTitle)}</dt>
              <dd>
                {booking.extras.length > 0
                  ? booking.extras.map((extra) => extra.label).join(", ")
                  : t(T.noExtras)}
              </dd>
              <dt>{t(T.insurance)}</dt>
              <dd>{booking.insurance}</dd>
              {booking.carbonOffset ? (
                <>
                  <dt>{t(T.carbonOffset)}</dt>
                  <dd>✓</dd>
                </>
              ) : null}
              {booking.shuttle ? (
                <>
                  <dt>{t(T.shuttleTitle)}</dt>
                  <dd>
                    {booking.shuttle.name}, {booking.shuttle.details}
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
          {booking.damage.length ? (
            <section aria-labelledby="damage-title">
              <h2 id="damage-title" className={styles.asideTitle}>
                {t(DAMAGE_TEXT.title)}
              </h2>
              <p>{t(DAMAGE_TEXT.customerIntro)}</p>
              <DamageNotes notes={booking.damage} />
            </section>
          ) : null}

          <section aria-labelledby="payments-title">
            <h2 id="payments-title" className={styles.asideTitle}>
              {t(T.paymentsTitle)}
            </h2>
            {booking.payments.length === 0 ? (
              <p>{t(T.noPayments)}</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t(T.paymentDate)}</th>
                    <th scope="col">{t(T.paymentMethod)}</th>
                    <th scope="col">{t(T.paymentAmount)}</th>
                    <th scope="col">{t(T.paymentStatus)}</th>
                  </tr>
                </thead>
                <tbody>
                  {booking.payments.map((payment, index) => (
                    <tr key={`${payment.dateTime}-${index}`}>
                      <td>
                        <time dateTime={payment.dateTime}>{payment.date}</time>
                      </td>
                      <td>{payment.card ? `${payment.method}, ${payment.card}` : payment.method}</td>
                      <td>
                        {payment.amount}
                        <AlsoInCurrency amount={payment.amountNzd} />
                      </td>
                      <td>{payment.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section aria-labelledby="history-title">
            <h2 id="history-title" className={styles.asideTitle}>
              {t(T.historyTitle)}
            </h2>
            <BookingHistoryList history={booking.history} />
          </section>
          <CarSwapList swaps={booking.carSwaps} headingClassName={styles.asideTitle} />
        </div>

        <aside className={styles.aside} aria-labelledby="price-title">
          <h2 id="price-title" className={styles.asideTitle}>
            {t(T.priceTitle)}
          </h2>
          {booking.breakdown ? (
            <PriceSummary breakdown={booking.breakdown} hideCaption />
          ) : (
            <p>
              {booking.total}
              <AlsoInCurrency amount={booking.totalNzd} />
            </p>
          )}
        </aside>
      </div>

      <section aria-labelledby="actions-title">
        <h2 id="actions-title" className={styles.asideTitle}>
          {t(T.actionsTitle)}
        </h2>
        {booking.offers.length > 0 ? (
          <ul className={styles.offerList} aria-label={t(T.changeTitle)}>
            {booking.offers.map((offer) => (
              <li key={offer.href ?? offer.label}>
                {offer.href ? (
                  <Link className={button.outline} to={offer.href}>
                    {t(offer.label)}
                  </Link>
                ) : null}
                {offer.note ? <span className={styles.optionDescription}> {t(offer.note)}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {booking.documents.agreement ? (
          <ul>
            <li>
              <a href={booking.documents.agreement} download>
                {t(AGREEMENT_TEXT.downloadPdf)}
              </a>
            </li>
            {booking.documents.invoice ? (
              <li>
                <a href={booking.documents.invoice} download>
                  {t(AGREEMENT_TEXT.downloadInvoice)}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        {booking.canResend ? (
          <Form method="post" action={MANAGE_BOOKING_PATH} className={styles.changeSearch}>
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name={MANAGE_BOOKING_PARAM} value={booking.reference} />
            <p className={styles.optionDescription}>{T.resendHint(booking.email)}</p>
            <button type="submit" className={button.primary}>
              {t(T.resend)}
            </button>
          </Form>
        ) : null}
        {booking.canRequestShuttle ? (
          <p>
            <Link className={button.outline} to={SHUTTLE_REQUEST_PATH}>
              {t(T.requestShuttle)}
            </Link>{" "}
            <span className={styles.optionDescription}>{t(T.shuttleHint)}</span>
          </p>
        ) : null}
        <div className={styles.notice.info}>
          <strong className={styles.noticeTitle}>{t(T.contactTitle)}</strong>
          {t(T.contactText)} {t(T.callUs)} <CallLink call={view.help} /> {t(T.emailUs)}{" "}
          <a href={`mailto:${booking.contactEmail}`}>{booking.contactEmail}</a>.{" "}
          {T.branchLine(booking.branchName)} <CallLink call={booking.branchPhone} />.
        </div>
        <p>
          <Link to={MANAGE_BOOKING_PATH}>{t(T.otherBooking)}</Link>
        </p>
      </section>
    </>
  );
}
