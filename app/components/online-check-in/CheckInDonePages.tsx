import { Form, Link, useHref, useNavigate } from "@remix-run/react";
import type { StartView } from "~/services/changes/check-in/start.server";
import { useEffect } from "react";
import { useHydrated } from "~/components/modal";
import type { CheckInDetail } from "~/services/changes/check-in/rules";
import { CHECK_IN_TEXT as T, checkInOpensMessage, fillText } from "~/services/changes/check-in/text";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { button, container } from "~/styles/layout.css";
import * as own from "~/styles/online-check-in.css";
import { CheckInField } from "./CheckInField";
import { BookingFactsList, BranchCall, Notice, type BookingFacts } from "./CheckInLayout";
import { CheckInDetails } from "./CheckInDetails";
import { t } from "~/services/platform/i18n/translate";

export type DoneData = {
  page: "summary" | "confirmation" | "loading";
  done: {
    booking: BookingFacts;
    detail: CheckInDetail;
    total: string;
    insuranceName: string | null;
    extras: { name: string; quantity: number }[];
  };
  leaveHref: string;
  confirmationHref: string;
  summaryHref: string;
};

/** After the save: the loading moment, the confirmation and the summary. */
export function CheckInDonePage({ data }: { data: DoneData }) {
  const { done } = data;
  if (data.page === "loading") return <LoadingPage data={data} />;
  const last4 = done.detail.creditCard?.last4 ?? done.detail.bond?.last4 ?? "";
  return (
    <div className={`${container} ${styles.page}`}>
      <p className={styles.lead}>{t(T.title)}</p>
      <h1 className={styles.pageTitle}>
        {data.page === "confirmation" ? t(T.confirmationTitle) : t(T.summaryTitle)}
      </h1>
      {data.page === "confirmation" ? (
        <>
          <p role="status">{fillText(T.confirmationText, { reference: done.booking.reference })}</p>
          <p>{fillText(T.confirmationNext, { last4 })}</p>
        </>
      ) : null}
      <BookingFactsList booking={done.booking} />
      {data.page === "summary" ? (
        <>
          <CheckInDetails detail={done.detail} extras={done.extras} insuranceName={done.insuranceName} />
          <p>
            {t(T.priceNew)}: <strong>{done.total}</strong>
          </p>
        </>
      ) : null}
      <p className={styles.stepActions}>
        {data.page === "confirmation" ? (
          <Link to={data.summaryHref}>{t(T.viewSummary)}</Link>
        ) : (
          <Link to={data.confirmationHref}>{t(T.confirmationTitle)}</Link>
        )}
        <Link to={data.leaveHref} className={button.outline}>
          {t(T.manageBooking)}
        </Link>
      </p>
    </div>
  );
}

/**
 * Between the save and the confirmation. Without JavaScript: a link (and a refresh after two
 * seconds) to the confirmation. With JavaScript: a pending state, then on to the confirmation.
 */
function LoadingPage({ data }: { data: DoneData }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // The refresh is a plain URL: it needs the page's language prefix (Remix adds it to links only).
  const confirmationUrl = useHref(data.confirmationHref);
  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setTimeout(() => navigate(data.confirmationHref, { replace: true }), 800);
    return () => window.clearTimeout(timer);
  }, [hydrated, navigate, data.confirmationHref]);
  return (
    <div className={`${container} ${styles.page}`}>
      <noscript>
        <meta httpEquiv="refresh" content={`2;url=${confirmationUrl}`} />
      </noscript>
      <p className={styles.lead}>{t(T.title)}</p>
      <h1 className={styles.pageTitle}>{t(T.loadingTitle)}</h1>
      <p className={own.pending} role="status" aria-live="polite">
        {t(T.loadingText)}
      </p>
      <p>
        <Link to={data.confirmationHref} className={button.primary}>
          {t(T.loadingContinue)}
        </Link>
      </p>
    </div>
  );
}

/** /online-check-in/: find the booking (or pick one of yours), then start or continue. */
export function CheckInStartPage({ data }: { data: StartView }) {
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(T.title)}</h1>
      <p className={styles.lead}>{t(T.lead)}</p>
      <Notice text={data.notice} />
      {data.kind === "find" ? <FindSection data={data} /> : <BookingSection data={data} />}
    </div>
  );
}

function FindSection({ data }: { data: Extract<StartView, { kind: "find" }> }) {
  const e = data.errors ?? {};
  return (
    <>
      {data.mine ? (
        <section aria-labelledby="my-check-ins">
          <h2 id="my-check-ins">{t(T.myBookingsTitle)}</h2>
          {data.mine.length ? (
            <ul>
              {data.mine.map((item) => (
                <li key={item.reference}>
                  <Link to={item.href}>
                    {t(item.label)}: {item.reference}
                  </Link>{" "}
                  ({item.branch}, {item.pickup})
                </li>
              ))}
            </ul>
          ) : (
            <p>{t(T.noUpcoming)}</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="find-title" className={formStyles.searchCard}>
        <h2 id="find-title" className={formStyles.searchTitle}>
          {t(T.findTitle)}
        </h2>
        <p>{t(T.findLead)}</p>
        <Notice text={data.refusal} />
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="find" />
          <CheckInField
            name="reference"
            label={T.referenceLabel}
            defaultValue={data.values.reference}
            error={e.reference}
            autoComplete="off"
          />
          <CheckInField
            name="email"
            label={T.emailLabel}
            type="email"
            defaultValue={data.values.email}
            error={e.email}
            autoComplete="email"
          />
          <button type="submit" className={button.primary}>
            {t(T.findSubmit)}
          </button>
        </Form>
      </section>
    </>
  );
}

function BookingSection({ data }: { data: Extract<StartView, { kind: "booking" }> }) {
  return (
    <section aria-labelledby="check-in-booking">
      <h2 id="check-in-booking">
        {t(T.bookingFor)} {data.booking.reference}
      </h2>
      <BookingFactsList booking={data.booking} />
      {data.state === "open" ? (
        <Form method="post">
          <button type="submit" name="intent" value="start" className={button.primary}>
            {data.inProgress ? t(T.continueSubmit) : t(T.startSubmit)}
          </button>
        </Form>
      ) : (
        <div className={styles.notice.info} role="status">
          <p>
            {data.state === "not-yet" && data.opensAt
              ? checkInOpensMessage(data.opensAt)
              : data.state === "closed"
                ? t(T.ended)
                : t(T.notConfirmed)}
          </p>
          {data.state !== "not-yet" ? <BranchCall booking={data.booking} /> : null}
        </div>
      )}
      <p>
        <Link to={data.leaveHref}>{t(T.manageBooking)}</Link>
      </p>
    </section>
  );
}
