import { Form, Link } from "@remix-run/react";
import { DeskPaymentForm } from "~/components/admin/walk-in/DeskPaymentForm";
import { InputField, SelectInput } from "~/components/form/controls";
import { CounterBookingLine, OverrideFieldset } from "~/components/admin/counter-change/CounterChangeParts";
import type { CounterDropOffPage } from "~/services/admin/counter-extend/drop-off.server";
import { COUNTER_DROP_OFF_PAY_FORM } from "~/services/admin/counter-extend/paths";
import type { CounterDropOffReviewPage } from "~/services/admin/counter-extend/review.server";
import { COUNTER_DROP_OFF_TEXT as T } from "~/services/admin/counter-extend/text";
import { COUNTER_CHANGE_TEXT } from "~/services/admin/counter-change/text";
import { TIME_SLOT_OPTIONS } from "~/services/platform/time-slots";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

/** /admin/bookings/<reference>/drop-off/: the new drop-off and the price override; or why not. */
export function CounterDropOffFormView({ page }: { page: CounterDropOffPage }) {
  if (page.step === "blocked") {
    return (
      <>
        <h1 className={styles.title}>{T.title(page.booking.reference)}</h1>
        <CounterBookingLine booking={page.booking} backHref={page.backHref} />
        <h2 className={styles.sectionTitle}>{T.blockedTitle}</h2>
        <p className={booking.notice.warning} data-testid="counter-drop-off-blocked">
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
      <p>{T.intro}</p>
      <Form method="post" action={page.formHref} noValidate>
        <fieldset className={booking.fieldset}>
          <legend className={booking.legend}>{T.newDropOff}</legend>
          <InputField
            id="counter-drop-off-date"
            name="dropOffDate"
            type="date"
            label={T.dateLabel}
            error={errors.dropOffDate}
            defaultValue={values.dropOffDate ?? ""}
            required
          />
          <SelectInput
            id="counter-drop-off-time"
            name="dropOffTime"
            label={T.timeLabel}
            options={TIME_SLOT_OPTIONS}
            error={errors.dropOffTime}
            defaultValue={values.dropOffTime ?? ""}
          />
        </fieldset>
        <OverrideFieldset idPrefix="counter-drop-off" admin={page.admin} values={values} errors={errors} />
        <button type="submit" className={formStyles.button}>
          {T.checkPrice}
        </button>
      </Form>
    </>
  );
}

/** /admin/bookings/<reference>/drop-off/review/: the new drop-off and price, then the money. */
export function CounterDropOffReviewView({ page }: { page: CounterDropOffReviewPage }) {
  const { change } = page;
  return (
    <>
      <h1 className={styles.title}>{T.reviewTitle(page.booking.reference)}</h1>
      <CounterBookingLine booking={page.booking} backHref={page.backHref} />
      {page.notice && !page.toPay ? (
        <p className={booking.notice.warning} role="alert">
          {page.notice}
        </p>
      ) : null}
      <dl data-testid="counter-drop-off-review">
        <dt>{T.newDropOff}</dt>
        <dd>{change.newDropOff}</dd>
        <dt>{T.oldTotal}</dt>
        <dd>{change.oldTotal}</dd>
        <dt>{T.newTotal}</dt>
        <dd>{change.newTotal}</dd>
      </dl>
      {page.override ? (
        <p data-testid="counter-drop-off-override">
          <strong>{COUNTER_CHANGE_TEXT.overrideRow}:</strong> {page.override}
        </p>
      ) : null}
      {page.money ? <p>{page.money}</p> : null}
      <section className={styles.card} aria-labelledby="counter-drop-off-confirm-title">
        <h2 id="counter-drop-off-confirm-title" className={styles.sectionTitle}>
          {page.toPay ? COUNTER_CHANGE_TEXT.payTitle : T.confirm}
        </h2>
        {page.toPay ? (
          <DeskPaymentForm
            id={COUNTER_DROP_OFF_PAY_FORM}
            toPay={T.toPay(page.toPay)}
            declined={page.notice}
            submitLabel={T.pay}
          />
        ) : (
          <Form method="post" className={booking.stepActions}>
            <button type="submit" className={formStyles.button}>
              {page.refund ? T.refund(page.refund) : T.confirm}
            </button>
          </Form>
        )}
      </section>
      <p>
        <Link to={page.formHref}>{T.again}</Link>
      </p>
    </>
  );
}
