import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AlsoInCurrency } from "~/components/currency/Price";
import { ChangeTimer } from "~/components/changes/ChangeTimer";
import type { BalanceAction, CheckInMainStep } from "~/services/changes/check-in/rules";
import { CHECK_IN_TEXT as T, CHECK_IN_TIMER_ID, formatNzd } from "~/services/changes/check-in/text";
import { telHref } from "~/components/shell";
import * as styles from "~/styles/booking.css";
import { container } from "~/styles/layout.css";
import * as own from "~/styles/online-check-in.css";
import { t } from "~/services/platform/i18n/translate";

export type BookingFacts = {
  reference: string;
  pickup: string;
  dropOff: string;
  branchName: string;
  branchPhone: string;
};
export type NavView = {
  steps: { step: CheckInMainStep; title: string; done: boolean; href: string }[];
  current: CheckInMainStep;
};
export type PriceFacts = {
  bookedTotal: string;
  newTotal: string;
  paid: string;
  action: BalanceAction;
  changed: boolean;
};

export function BookingFactsList({ booking }: { booking: BookingFacts }) {
  return (
    <dl className={own.facts}>
      <dt className={own.factLabel}>{t(T.bookingFor)}</dt>
      <dd className={own.factValue}>{booking.reference}</dd>
      <dt className={own.factLabel}>{t(T.pickupLabel)}</dt>
      <dd className={own.factValue}>
        {booking.branchName}, {booking.pickup}
      </dd>
      <dt className={own.factLabel}>{t(T.dropOffLabel)}</dt>
      <dd className={own.factValue}>{booking.dropOff}</dd>
    </dl>
  );
}

export function BranchCall({ booking }: { booking: BookingFacts }) {
  // The phone number is a link inside the sentence: the translation places it.
  const [before, after = ""] = t("{{branch}} on {{phone}}.", { branch: booking.branchName }).split(
    "{{phone}}",
  );
  return (
    <p>
      {t(T.callBranch)} {before}
      <a href={telHref(booking.branchPhone)}>{booking.branchPhone}</a>
      {after}
    </p>
  );
}

function StepList({ nav }: { nav: NavView }) {
  return (
    <nav aria-label={t("Check-in steps")}>
      <ol className={own.steps}>
        {nav.steps.map((item, index) => {
          const current = item.step === nav.current;
          const className = `${own.step} ${current ? own.stepCurrent : item.done ? own.stepDone : ""}`;
          return (
            <li key={item.step} className={className} aria-current={current ? "step" : undefined}>
              {item.done && !current ? (
                <Link to={item.href}>
                  {index + 1}. {t(item.title)}
                </Link>
              ) : (
                <span>
                  {index + 1}. {t(item.title)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function PriceBox({ price }: { price: PriceFacts }) {
  return (
    <aside className={styles.aside} aria-labelledby="check-in-price-title">
      <h2 id="check-in-price-title" className={styles.asideTitle}>
        {t(T.priceTitle)}
      </h2>
      <dl className={own.facts}>
        <dt className={own.factLabel}>{t(T.priceBooked)}</dt>
        <dd className={own.factValue}>{price.bookedTotal}</dd>
        {price.changed ? (
          <>
            <dt className={own.factLabel}>{t(T.priceNew)}</dt>
            <dd className={own.factValue} data-testid="check-in-new-total">
              {price.newTotal}
            </dd>
          </>
        ) : null}
        <dt className={own.factLabel}>{t(T.pricePaid)}</dt>
        <dd className={own.factValue}>{price.paid}</dd>
        {price.action.kind !== "none" ? (
          <>
            <dt className={own.factLabel}>
              {price.action.kind === "pay" ? t(T.priceDue) : t(T.priceRefund)}
            </dt>
            <dd className={own.factValue} data-testid="check-in-balance">
              {formatNzd(price.action.amount)}
              <AlsoInCurrency amount={price.action.amount} />
            </dd>
          </>
        ) : null}
      </dl>
    </aside>
  );
}

export function Notice({ text, warning = true }: { text: string | null | undefined; warning?: boolean }) {
  if (!text) return null;
  return (
    <div className={warning ? styles.notice.warning : styles.notice.info} role={warning ? "alert" : "status"}>
      {t(text)}
    </div>
  );
}

/** The frame of every check-in step: title, booking, steps, notice, the step's content, price, timer. */
export function CheckInLayout({
  title,
  lead,
  booking,
  nav,
  price,
  notice,
  leaveHref,
  timerSeconds,
  children,
}: {
  title: string;
  lead?: string;
  booking: BookingFacts;
  nav: NavView;
  price: PriceFacts;
  notice: string | null;
  leaveHref: string;
  timerSeconds: number;
  children: ReactNode;
}) {
  return (
    <div className={`${container} ${styles.page}`}>
      <p className={styles.lead}>{t(T.title)}</p>
      <h1 className={styles.pageTitle}>{title}</h1>
      <StepList nav={nav} />
      <Notice text={notice} />
      <div className={styles.stepLayout}>
        <div>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </div>
        <div>
          <BookingFactsList booking={booking} />
          <PriceBox price={price} />
        </div>
      </div>
      <ChangeTimer
        id={CHECK_IN_TIMER_ID}
        seconds={timerSeconds}
        title={t(T.timerTitle)}
        text={t(T.timerText)}
        continueLabel={t(T.timerContinue)}
        leaveHref={leaveHref}
        leaveLabel={t(T.timerLeave)}
      />
    </div>
  );
}
