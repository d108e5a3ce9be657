import { CalendarLink } from "./CalendarLink";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type {
  BookingConfirmationData,
  ConfirmationBankTransfer,
  ConfirmationPayment,
  ConfirmationPlace,
} from "~/services/booking/confirmation/confirmation.server";
import {
  bankTransferPaymentLine,
  cardPaymentLine,
  CONFIRMATION_TEXT,
  confirmationSentMessage,
  PRICE_SUMMARY_TEXT,
} from "~/services/booking/text";
import { useImageResizerPath } from "~/components/useImageResizerPath";
import { imageUrl } from "~/services/platform/images/options";
import { formatMoney } from "~/services/platform/money";
import { Price, PricedText } from "~/components/currency/Price";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/booking-confirmation.css";
import { button } from "~/styles/layout.css";
import { PriceSummary } from "./PriceSummary";

type HeadingLevel = 1 | 2;

function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel | 3;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as "h1" | "h2" | "h3";
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

function Place({ label, place }: { label: string; place: ConfirmationPlace }) {
  return (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.definition}>
        <span className={styles.branchName}>{place.branchName}</span>
        <time className={styles.when} dateTime={place.dateTime}>
          {place.date}, {place.time}
        </time>
        <address className={styles.address}>{place.address}</address>
      </dd>
    </div>
  );
}

export function paymentLineText(payment: ConfirmationPayment): string {
  return payment.method === "credit-card"
    ? cardPaymentLine(formatMoney(payment.amount), payment.cardLabel, payment.cardLast4)
    : bankTransferPaymentLine(formatMoney(payment.amount), payment.dueDate);
}

/**
 * The company's bank details, the amount, the reference (the reservation number) and the due
 * date of a bank-transfer (account2account) booking.
 */
export function BankTransferDetails({
  payment,
  headingLevel = 2,
}: {
  payment: ConfirmationBankTransfer;
  headingLevel?: 2 | 3;
}) {
  const rows: [string, ReactNode][] = [
    [t(CONFIRMATION_TEXT.amountDue), <Price amount={payment.amount} />],
    [t(CONFIRMATION_TEXT.paymentReference), payment.reference],
    [t(CONFIRMATION_TEXT.dueBy), <time dateTime={payment.dueDateTime}>{payment.dueDate}</time>],
    [t(CONFIRMATION_TEXT.accountName), payment.bank.accountName],
    [t(CONFIRMATION_TEXT.bank), payment.bank.bankName],
    [t(CONFIRMATION_TEXT.accountNumber), payment.bank.accountNumber],
    [t(CONFIRMATION_TEXT.swiftCode), payment.bank.swiftCode],
  ];
  return (
    <section className={styles.bankTransfer} aria-labelledby="bank-transfer-title">
      <Heading level={headingLevel} id="bank-transfer-title" className={styles.cardTitle}>
        {t(CONFIRMATION_TEXT.bankDetails)}
      </Heading>
      <p>{t(CONFIRMATION_TEXT.bankTransferText)}</p>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.bankValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export type BookingConfirmationProps = {
  /** From loadBookingConfirmation(reservationId). */
  booking: BookingConfirmationData;
  /** The heading (English: it is translated here); default "Your booking is confirmed". */
  title?: string;
  /** 1 when the confirmation is the page (default); 2 when the page has its own h1 (step 5). */
  headingLevel?: HeadingLevel;
  /** Shown under the header, above the details. */
  children?: ReactNode;
};

/**
 * A confirmed booking: the reservation number first and large, where the confirmation email went,
 * bank details for a transfer still due, then the trip (branches, New Zealand dates and times),
 * the vehicle with its first image, the driver, the full price summary, the payment and the way
 * to Manage booking.
 */
/** The vehicle photo is at most 20rem wide: twice that covers a 2x screen. */
const CONFIRMATION_IMAGE_WIDTH = 640;

export function BookingConfirmation({
  booking,
  title,
  headingLevel = 1,
  children,
}: BookingConfirmationProps) {
  const section = (headingLevel + 1) as 2 | 3;
  const { customer, payment, vehicle } = booking;
  const resizerPath = useImageResizerPath();
  return (
    <article className={styles.confirmation} aria-labelledby="booking-confirmation-title">
      <header className={styles.header}>
        <Heading level={headingLevel} id="booking-confirmation-title" className={styles.title}>
          {t(title ?? CONFIRMATION_TEXT.title)}
        </Heading>
        <p className={styles.reference}>
          <span>{t(CONFIRMATION_TEXT.reservationNumber)}</span>
          <strong className={styles.referenceNumber}>{booking.reference}</strong>
        </p>
        {customer ? <p className={styles.sentTo}>{confirmationSentMessage(customer.email)}</p> : null}
      </header>

      {children}

      {payment?.method === "account2account" && payment.status === "pending" ? (
        <BankTransferDetails payment={payment} headingLevel={section} />
      ) : null}

      <div className={styles.grid}>
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby="confirmation-trip">
            <Heading level={section} id="confirmation-trip" className={styles.cardTitle}>
              {t(CONFIRMATION_TEXT.itinerary)}
            </Heading>
            <dl className={styles.places}>
              <Place label={t(CONFIRMATION_TEXT.pickup)} place={booking.pickup} />
              <Place label={t(CONFIRMATION_TEXT.dropOff)} place={booking.dropOff} />
            </dl>
            <CalendarLink reference={booking.reference} />
          </section>

          <section className={styles.card} aria-labelledby="confirmation-vehicle">
            <Heading level={section} id="confirmation-vehicle" className={styles.cardTitle}>
              {t(CONFIRMATION_TEXT.vehicle)}
            </Heading>
            <div className={styles.vehicle}>
              {vehicle.image ? (
                <img
                  className={styles.vehicleImage}
                  src={imageUrl(vehicle.image.src, { width: CONFIRMATION_IMAGE_WIDTH }, resizerPath)}
                  alt={vehicle.image.alt}
                  width={480}
                  height={320}
                  loading="lazy"
                />
              ) : null}
              <p className={styles.definition}>
                <span className={styles.vehicleName}>{vehicle.name}</span>
                <span className={styles.muted}>{vehicle.typeName}</span>
              </p>
            </div>
          </section>

          {customer ? (
            <section className={styles.card} aria-labelledby="confirmation-driver">
              <Heading level={section} id="confirmation-driver" className={styles.cardTitle}>
                {t(CONFIRMATION_TEXT.driver)}
              </Heading>
              <p className={styles.definition}>
                <strong>
                  {customer.firstName} {customer.lastName}
                </strong>
                <br />
                {customer.email}
                <br />
                {customer.phone}
                <br />
                {customer.country}
              </p>
              {customer.flightNumber ? (
                <p className={styles.definition}>
                  {t(CONFIRMATION_TEXT.flight)}: {customer.flightNumber}
                </p>
              ) : null}
            </section>
          ) : null}
        </div>

        <div className={styles.column}>
          {booking.breakdown ? (
            <section className={styles.card} aria-labelledby="confirmation-price">
              <Heading level={section} id="confirmation-price" className={styles.cardTitle}>
                {t(PRICE_SUMMARY_TEXT.caption)}
              </Heading>
              <PriceSummary breakdown={booking.breakdown} hideCaption />
            </section>
          ) : null}

          {payment ? (
            <section className={styles.card} aria-labelledby="confirmation-payment">
              <Heading level={section} id="confirmation-payment" className={styles.cardTitle}>
                {t(CONFIRMATION_TEXT.payment)}
              </Heading>
              <p className={styles.paymentLine}>
                <PricedText text={paymentLineText(payment)} amounts={[payment.amount]} />
              </p>
            </section>
          ) : null}

          <section className={styles.card} aria-labelledby="confirmation-manage">
            <Heading level={section} id="confirmation-manage" className={styles.cardTitle}>
              {t(CONFIRMATION_TEXT.manageBooking)}
            </Heading>
            <p>{t(CONFIRMATION_TEXT.manageBookingText)}</p>
            <div className={styles.actions}>
              <Link className={button.outline} to={booking.manageBookingPath}>
                {t(CONFIRMATION_TEXT.manageBooking)}
              </Link>
            </div>
          </section>
        </div>
      </div>
    </article>
  );
}
