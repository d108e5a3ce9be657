import { t } from "~/services/platform/i18n/translate";
import { Form, Link, useNavigation } from "@remix-run/react";
import { AlsoInCurrency, PayInNzdNote, PricedText } from "~/components/currency/Price";
import { Fragment, useState, type ReactNode } from "react";
import { PriceSummary } from "~/components/booking/PriceSummary";
import { Modal, useHydrated } from "~/components/modal";
import {
  EXTEND_PATHS,
  EXTEND_PAY_MODAL_ID,
  EXTEND_TEXT as T,
  EXTEND_TIMER_ID,
  EXTEND_TIMER_SECONDS,
} from "~/services/changes/extend/text";
import type { ExtendBookingView, ExtendChangeView } from "~/services/changes/extend/views.server";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { button, container } from "~/styles/layout.css";
import { ChangeTimer } from "./ChangeTimer";

/** The page frame of every extend page: heading, one-time notice, optional timer. */
export function ExtendPage({
  title,
  notice,
  timerLeaveHref,
  children,
}: {
  title: string;
  notice?: string | null;
  /** With a booking in hand: the extend timer, whose "leave" goes back to the booking. */
  timerLeaveHref?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${container} ${styles.page}`}>
      <p className={styles.lead}>{t(T.stepLabel)}</p>
      <h1 className={styles.pageTitle}>{title}</h1>
      {notice ? (
        <div className={styles.notice.warning} role="alert">
          {notice}
        </div>
      ) : null}
      {children}
      {timerLeaveHref ? (
        <ChangeTimer
          id={EXTEND_TIMER_ID}
          seconds={EXTEND_TIMER_SECONDS}
          title={t(T.timerTitle)}
          text={t(T.timerText)}
          continueLabel={t(T.timerContinue)}
          leaveHref={timerLeaveHref}
          leaveLabel={t(T.timerLeave)}
        />
      ) : null}
    </div>
  );
}

export type SummaryRow = {
  label: string;
  value: string;
  testId?: string;
  struck?: boolean;
  /** The NZD amounts `value` writes, shown also in the visitor's currency. */
  amounts?: number[];
};

export function BookingSummary({
  booking,
  change,
  rows = [],
}: {
  booking: ExtendBookingView;
  change?: ExtendChangeView | null;
  /** More rows at the end of the list (the confirmation's previous drop-off and amount). */
  rows?: SummaryRow[];
}) {
  return (
    <section aria-labelledby="extend-booking-title">
      <h2 id="extend-booking-title" className={styles.asideTitle}>
        {T.bookingTitle(booking.reference)}
      </h2>
      <dl className={styles.reviewList}>
        <dt>{t(T.vehicle)}</dt>
        <dd>{booking.vehicle}</dd>
        <dt>{t(T.pickup)}</dt>
        <dd>
          {booking.pickupBranch}, {booking.pickup}
        </dd>
        <dt>{change ? t(T.currentDropOff) : t(T.dropOff)}</dt>
        <dd>
          {booking.dropOffBranch}, {booking.dropOff} ({T.rentalDays(booking.days)})
        </dd>
        {change ? (
          <>
            <dt>{t(T.newDropOff)}</dt>
            <dd>
              <strong data-testid="new-drop-off">
                {booking.dropOffBranch}, {change.newDropOff}
              </strong>{" "}
              ({T.rentalDays(change.newDays)})
            </dd>
            <dt>{t(T.oldTotal)}</dt>
            <dd>
              {booking.total}
              <AlsoInCurrency amount={booking.totalNzd} />
            </dd>
            <dt>{t(T.newTotal)}</dt>
            <dd>
              {change.newTotal}
              <AlsoInCurrency amount={change.newTotalNzd} />
            </dd>
            <dt>{t(T.difference)}</dt>
            <dd data-testid="difference">
              <PricedText
                text={
                  change.difference > 0
                    ? `${t(T.toPay)}: ${change.differenceText}`
                    : change.difference < 0
                      ? `${t(T.toRefund)}: ${change.differenceText}`
                      : t(T.noChange)
                }
                amounts={[Math.abs(change.difference)]}
              />
            </dd>
          </>
        ) : (
          <>
            <dt>{t(T.total)}</dt>
            <dd>
              {booking.total}
              <AlsoInCurrency amount={booking.totalNzd} />
            </dd>
          </>
        )}
        {rows.map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>
              {row.struck ? <s>{row.value}</s> : <PricedText text={row.value} amounts={row.amounts ?? []} />}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

export function NewPrice({ change }: { change: ExtendChangeView }) {
  return (
    <section aria-labelledby="extend-price-title">
      <h2 id="extend-price-title" className={styles.asideTitle}>
        {t(T.newPrice)}
      </h2>
      <PriceSummary breakdown={change.breakdown} hideCaption />
      <p className={styles.explain}>{t(T.priceExplain)}</p>
    </section>
  );
}

/**
 * A form of /extend-booking/ (find the booking, or choose the new drop-off): both post to the
 * start, told apart by `intent`; the fields in one fieldset, then the button. `busy` disables the
 * button (and shows `busyLabel`) while the page submits.
 */
export function StartForm({
  intent,
  legend,
  label,
  busy,
  busyLabel,
  children,
}: {
  intent: "find" | "extend";
  legend: string;
  label: string;
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={EXTEND_PATHS.start} noValidate>
      <input type="hidden" name="intent" value={intent} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t(legend)}</legend>
        {children}
      </fieldset>
      <div className={styles.stepActions}>
        <button type="submit" className={formStyles.button} disabled={busy}>
          {t(busy && busyLabel ? busyLabel : label)}
        </button>
      </div>
    </Form>
  );
}

/** A one-button POST form (no JavaScript needed); the button says so while the request runs. */
export function ConfirmForm({
  action,
  label,
  pendingLabel,
}: {
  action: string;
  label: string;
  pendingLabel?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className={styles.stepActions}>
      <button type="submit" className={formStyles.button} disabled={busy} aria-disabled={busy || undefined}>
        {busy && pendingLabel ? pendingLabel : label}
      </button>
    </Form>
  );
}

/**
 * The pay form of /extend-booking/payment/. Without JavaScript the button posts and the customer
 * goes to the card page; with it, the "extension confirm and payment" modal asks first.
 */
export function PayForm({
  action,
  amount,
  newDropOff,
}: {
  action: string;
  amount: string;
  newDropOff: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const formId = "extend-pay-form";
  return (
    <>
      <PayInNzdNote />
      <Form method="post" action={action} id={formId} className={styles.stepActions}>
        <button
          type="submit"
          className={formStyles.button}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          {T.payByCard(amount)}
        </button>
      </Form>
      <Modal
        id={EXTEND_PAY_MODAL_ID}
        title={t(T.modalTitle)}
        open={open}
        onClose={() => setOpen(false)}
        size="small"
        actions={
          <>
            <button type="submit" form={formId} className={button.primary} disabled={busy}>
              {t(T.confirmAndPay)}
            </button>
            <button type="button" className={button.outline} onClick={() => setOpen(false)}>
              {t(T.goBack)}
            </button>
          </>
        }
      >
        <p>{T.modalText(newDropOff, amount)}</p>
      </Modal>
    </>
  );
}

export function BackToBooking({ href }: { href: string }) {
  return (
    <p>
      <Link to={href}>{t(T.backToBooking)}</Link>
    </p>
  );
}
