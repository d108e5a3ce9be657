import { Form, Link } from "@remix-run/react";
import { ChangeForm, DifferenceText, ReviewTable } from "~/components/changes/ChangeBookingParts";
import { DeskPaymentForm } from "~/components/admin/walk-in/DeskPaymentForm";
import { CounterBookingLine, OverrideFieldset } from "./CounterChangeParts";
import type { CounterChangeFormPage } from "~/services/admin/counter-change/change.server";
import type { CounterReviewPage } from "~/services/admin/counter-change/review.server";
import { COUNTER_CHANGE_PAY_FORM } from "~/services/admin/counter-change/forms";
import { COUNTER_CHANGE_TEXT as T } from "~/services/admin/counter-change/text";
import { CHANGE_TEXT } from "~/services/changes/change/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

/** /admin/bookings/<reference>/change/: the change flow's form, with the price override; or why not. */
export function CounterChangeFormView({ page }: { page: CounterChangeFormPage }) {
  if (page.step === "blocked") {
    return (
      <>
        <h1 className={styles.title}>{T.title(page.booking.reference)}</h1>
        <CounterBookingLine booking={page.booking} backHref={page.backHref} />
        <h2 className={styles.sectionTitle}>{T.blockedTitle}</h2>
        <p className={booking.notice.warning} data-testid="counter-change-blocked">
          {page.reason}
        </p>
      </>
    );
  }
  const { values, errors } = page;
  return (
    <>
      <h1 className={styles.title}>{T.title(page.booking.reference)}</h1>
      <CounterBookingLine booking={page.booking} backHref={page.backHref} />
      <p>{page.keepItinerary ? T.keptItinerary : T.intro}</p>
      <ChangeForm
        options={page.options}
        shuttle={null}
        values={values}
        errors={errors}
        action={page.formHref}
        withItinerary={!page.keepItinerary}
      >
        <OverrideFieldset idPrefix="counter-change" admin={page.admin} values={values} errors={errors} />
      </ChangeForm>
    </>
  );
}

/** /admin/bookings/<reference>/change/review/: before and after, the override, then the money. */
export function CounterChangeReviewView({ page }: { page: CounterReviewPage }) {
  const { review } = page;
  return (
    <>
      <h1 className={styles.title}>{T.reviewTitle(page.booking.reference)}</h1>
      <CounterBookingLine booking={page.booking} backHref={page.backHref} />
      {page.notice && !page.toPay ? (
        <p className={booking.notice.warning} role="alert">
          {page.notice}
        </p>
      ) : null}
      <ReviewTable review={review} />
      {page.override ? (
        <p data-testid="counter-change-override">
          <strong>{T.overrideRow}:</strong> {page.override}
        </p>
      ) : null}
      {review.promoNote ? <p>{review.promoNote}</p> : null}
      {page.onAccount ? <p>{page.onAccount}</p> : <DifferenceText review={review} />}
      <section className={styles.card} aria-labelledby="counter-change-confirm-title">
        <h2 id="counter-change-confirm-title" className={styles.sectionTitle}>
          {page.toPay ? T.payTitle : T.confirm}
        </h2>
        {page.toPay ? (
          <DeskPaymentForm
            id={COUNTER_CHANGE_PAY_FORM}
            toPay={T.toPay(page.toPay)}
            declined={page.notice}
            submitLabel={T.pay}
          />
        ) : (
          <Form method="post" className={booking.stepActions}>
            <button type="submit" className={formStyles.button}>
              {review.difference < 0 && review.refund ? T.refund(review.refund.amount) : T.confirm}
            </button>
          </Form>
        )}
      </section>
      <p>
        <Link to={page.formHref}>{CHANGE_TEXT.back}</Link>
      </p>
    </>
  );
}
