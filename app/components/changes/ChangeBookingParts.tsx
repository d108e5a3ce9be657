import { t } from "~/services/platform/i18n/translate";
import { Form, Link, useNavigation } from "@remix-run/react";
import { AlsoInCurrency, PayInNzdNote, PricedText } from "~/components/currency/Price";
import type { ReactNode } from "react";
import { ItineraryFields } from "~/components/booking/ItineraryFields";
import { OptionRow } from "~/components/booking/OptionRow";
import { ErrorText, InputField, SelectInput } from "~/components/form/controls";
import { changeExtraField } from "~/services/changes/change/rules";
import { CHANGE_PATHS, CHANGE_TEXT as T } from "~/services/changes/change/text";
import type {
  BlockedView,
  ChangeBookingView,
  ChangeOptionsView,
  DoneView,
  ReviewView,
  ShuttleView,
} from "~/services/changes/change/views.server";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { container } from "~/styles/layout.css";
import * as priceStyles from "~/styles/price-summary.css";

/** The frame of every "Change booking" page: heading and the one-time notice. */
export function ChangePage({
  title,
  notice,
  children,
}: {
  title: string;
  notice?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {notice ? (
        <div className={styles.notice.warning} role="alert">
          {notice}
        </div>
      ) : null}
      {children}
    </div>
  );
}

export function ChangeBookingSummary({ booking }: { booking: ChangeBookingView }) {
  return (
    <dl className={styles.reviewList} aria-label={booking.reference}>
      <dt>{t(T.lineVehicle)}</dt>
      <dd>{booking.vehicle}</dd>
      <dt>{t(T.asIs)}</dt>
      <dd>
        {booking.reference}: {booking.pickup} – {booking.dropOff}
        {", "}
        {booking.total}
        <AlsoInCurrency amount={booking.totalNzd} />
      </dd>
    </dl>
  );
}

/** Why the booking can't change online, and who to call: never a dead button. */
export function BlockedPanel({ blocked, manageHref }: { blocked: BlockedView; manageHref: string }) {
  return (
    <section aria-labelledby="change-blocked-title">
      <div className={styles.notice.warning} data-testid="change-blocked">
        {blocked.reason}
      </div>
      <h2 id="change-blocked-title">{t(T.callTitle)}</h2>
      <p>
        {T.callBranch(blocked.branchName)}{" "}
        {blocked.branchPhone ? (
          <a href={`tel:${blocked.branchPhone.telephone}`}>{blocked.branchPhone.number}</a>
        ) : null}
      </p>
      <p>
        <Link to={manageHref}>{t(T.backToBooking)}</Link>
      </p>
    </section>
  );
}

function useBusy(action: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction === action;
}

/**
 * The one form: dates, branches and vehicle, extras (quantities), cover, flight number, prefilled
 * with the booking as it is. The counter posts it to its own page (`action`), without the trip
 * when the itinerary stays as booked, and adds its own fields (`children`, the price override).
 */
export function ChangeForm({
  options,
  shuttle,
  values,
  errors,
  action = CHANGE_PATHS.start,
  withItinerary = true,
  children,
}: {
  options: ChangeOptionsView;
  shuttle: ShuttleView | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  action?: string;
  withItinerary?: boolean;
  children?: ReactNode;
}) {
  const busy = useBusy(action);
  return (
    <Form method="post" action={action} noValidate>
      <ErrorText id="change-form-error" error={errors.form} />
      {withItinerary ? <TripFields options={options} values={values} errors={errors} /> : null}
      <ChoiceFields options={options} values={values} errors={errors} />
      {shuttle ? <ShuttlePart shuttle={shuttle} /> : null}
      {children}
      <div className={styles.stepActions}>
        <button type="submit" className={formStyles.button} disabled={busy} aria-disabled={busy || undefined}>
          {busy ? t(T.checking) : t(T.checkPrice)}
        </button>
      </div>
    </Form>
  );
}

type FieldsProps = {
  options: ChangeOptionsView;
  values: Record<string, string>;
  errors: Record<string, string>;
};

function TripFields({ options, values, errors }: FieldsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(T.tripLegend)}</legend>
      <div className={styles.formGrid}>
        <ItineraryFields
          branches={options.branches}
          values={values}
          errors={errors}
          minDate={options.minDate}
          idPrefix="change"
        />
        <SelectInput
          id="change-carClassId"
          name="carClassId"
          label={T.vehicleLabel}
          options={options.classes.map((carClass) => ({
            value: String(carClass.id),
            label: carClass.name,
          }))}
          defaultValue={values.carClassId ?? ""}
          error={errors.carClassId}
        />
      </div>
    </fieldset>
  );
}

function ChoiceFields({ options, values, errors }: FieldsProps) {
  return (
    <>
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.extras ? "change-extras-error" : undefined}
      >
        <legend className={styles.legend}>{t(T.extrasLegend)}</legend>
        <ErrorText id="change-extras-error" error={errors.extras} />
        <div className={styles.formGrid}>
          {options.extras.map((extra) => {
            const field = changeExtraField(extra.code);
            return (
              <InputField
                key={extra.code}
                id={`change-${field}`}
                name={field}
                type="number"
                inputMode="numeric"
                min={0}
                max={extra.maxQuantity}
                label={`${extra.name} (${extra.price})`}
                hint={T.extrasHint(extra.maxQuantity)}
                error={errors[field]}
                defaultValue={values[field] ?? "0"}
              />
            );
          })}
        </div>
      </fieldset>
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.insurance ? "change-insurance-error" : undefined}
      >
        <legend className={styles.legend}>{t(T.insuranceLegend)}</legend>
        <ErrorText id="change-insurance-error" error={errors.insurance} />
        {options.insurance.map((option) => (
          <OptionRow
            key={option.code}
            name="insurance"
            value={option.code}
            defaultChecked={values.insurance === option.code}
            title={option.name}
            description=""
            price={option.price}
          />
        ))}
      </fieldset>
      <InputField
        id="change-flight"
        name="flightNumber"
        label={T.flightLabel}
        hint={T.flightHint}
        error={errors.flightNumber}
        defaultValue={values.flightNumber ?? ""}
        autoComplete="off"
      />
    </>
  );
}

function ShuttlePart({ shuttle }: { shuttle: ShuttleView }) {
  return (
    <section aria-labelledby="change-shuttle-title" className={styles.fieldset}>
      <h2 id="change-shuttle-title" className={styles.legend}>
        {t(T.shuttleLegend)}
      </h2>
      <p>{shuttle.request ?? t(T.shuttleNone)}</p>
      <p>
        <Link to={shuttle.href}>{shuttle.label}</Link>
      </p>
      <p className={formStyles.hint}>{t(T.shuttleMoves)}</p>
    </section>
  );
}

/** The booking as it is and as it will be, line by line, then the difference. */
export function ReviewTable({ review }: { review: ReviewView }) {
  return (
    <div className={priceStyles.summary}>
      <table className={priceStyles.table} data-testid="change-review">
        <caption className={priceStyles.caption}>{t(T.reviewTitle)}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t(T.whatChanges)}</span>
            </th>
            <th scope="col">{t(T.asIs)}</th>
            <th scope="col">{t(T.asWillBe)}</th>
          </tr>
        </thead>
        <tbody>
          {review.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={priceStyles.label}>
                {row.label}
              </th>
              <td>
                <PricedText text={row.asIs} amounts={row.amounts ? [row.amounts.asIs] : []} />
              </td>
              <td>
                {row.changed ? (
                  <strong>
                    <PricedText text={row.asWillBe} amounts={row.amounts ? [row.amounts.asWillBe] : []} />
                  </strong>
                ) : (
                  <PricedText text={row.asWillBe} amounts={row.amounts ? [row.amounts.asWillBe] : []} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DifferenceText({ review }: { review: ReviewView }) {
  if (review.difference > 0)
    return (
      <>
        <p data-testid="change-difference">
          <PricedText text={T.toPay(review.differenceText)} amounts={[review.difference]} />
        </p>
        <PayInNzdNote />
      </>
    );
  if (review.difference < 0 && review.refund) {
    return (
      <p data-testid="change-difference">
        <PricedText text={T.toRefund(review.refund.amount)} amounts={[review.refund.amountNzd]} />{" "}
        {review.refund.to}. {review.refund.capped ? t(T.refundCapped) : null}
      </p>
    );
  }
  return <p data-testid="change-difference">{t(T.noCharge)}</p>;
}

export function ConfirmChangeForm({ review }: { review: ReviewView }) {
  const busy = useBusy(CHANGE_PATHS.review);
  const label =
    review.difference > 0
      ? T.pay(review.differenceText)
      : review.difference < 0 && review.refund
        ? T.refund(review.refund.amount)
        : T.confirm;
  return (
    <Form method="post" action={CHANGE_PATHS.review} className={styles.stepActions}>
      <button type="submit" className={formStyles.button} disabled={busy} aria-disabled={busy || undefined}>
        {busy ? t(T.confirming) : label}
      </button>
      <Link to={CHANGE_PATHS.start}>{t(T.back)}</Link>
    </Form>
  );
}

export function DonePanel({ view }: { view: DoneView }) {
  return (
    <>
      <p className={styles.lead}>{T.doneIntro(view.booking.reference, view.email)}</p>
      <ul data-testid="change-summary">
        {view.summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p data-testid="change-money">
        <PricedText
          text={
            view.moneyText
              ? view.moneyText
              : view.difference > 0
                ? T.donePaid(view.differenceText)
                : view.difference < 0
                  ? T.doneRefunded(view.differenceText)
                  : t(T.doneNoCharge)
          }
          amounts={[Math.abs(view.difference)]}
        />
      </p>
      <p>
        <Link to={view.booking.manageHref}>{t(T.backToBooking)}</Link>
      </p>
    </>
  );
}
