import { Form } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useState, type ReactNode } from "react";
import { useField, ValidatedForm } from "remix-validated-form";
import { CallLink } from "~/components/booking/RefusalNotice";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { useHydrated } from "~/components/modal";
import {
  SHUTTLE_ACCOMMODATION_ADDRESS_MAX_LENGTH,
  SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH,
  SHUTTLE_NOTE_MAX_LENGTH,
  SHUTTLE_PASSENGERS_MAX,
  SHUTTLE_PASSENGERS_MIN,
  SHUTTLE_REQUEST_PATH,
} from "~/services/changes/constants";
import type { ShuttleChoice } from "~/services/changes/shuttle/booking.server";
import { detailsSchema, SHUTTLE_DETAILS_FORM_ID } from "~/services/changes/shuttle/forms";
import type { ShuttleDetailsView } from "~/services/changes/shuttle/page.server";
import type { ShuttleKind } from "~/services/changes/shuttle/rules";
import { SHUTTLE_REQUEST_TEXT as T } from "~/services/changes/shuttle/text";
import { t } from "~/services/platform/i18n/translate";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import * as own from "~/styles/shuttle-request.css";

function FieldError({ name }: { name: string }) {
  const { error } = useField(name, { formId: SHUTTLE_DETAILS_FORM_ID });
  return error ? (
    <span id={`field-${name}-error`} className={formStyles.error}>
      {t(error)}
    </span>
  ) : null;
}

function NoteField() {
  const { error, getInputProps } = useField("note", { formId: SHUTTLE_DETAILS_FORM_ID });
  const describedBy = ["field-note-hint", error ? "field-note-error" : null].filter(Boolean).join(" ");
  return (
    <div className={formStyles.field}>
      <label htmlFor="field-note" className={formStyles.label}>
        {t(T.noteLabel)}
      </label>
      <span id="field-note-hint" className={formStyles.hint}>
        {t(T.noteHint)}
      </span>
      <textarea
        {...getInputProps({ id: "field-note", rows: 4, maxLength: SHUTTLE_NOTE_MAX_LENGTH })}
        className={`${formStyles.input} ${own.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError name="note" />
    </div>
  );
}

function priceText(option: ShuttleChoice): string {
  return option.price > 0 ? `${formatMoney(option.price)}, ${t(T.paidAtBranch)}` : t(T.free);
}

function DetailsGroup({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(legend)}</legend>
      {hint ? <p className={styles.optionDescription}>{t(hint)}</p> : null}
      {children}
    </fieldset>
  );
}

function ShuttleOptions({
  options,
  initialCode,
  onChoose,
}: {
  options: ShuttleChoice[];
  initialCode: string;
  onChoose: (code: string) => void;
}) {
  const { error } = useField("shuttleCode");
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? "field-shuttleCode-error" : undefined}>
      <legend className={styles.legend}>{t(T.optionLegend)}</legend>
      {options.map((option) => (
        <label key={option.code} className={styles.optionRow}>
          <input
            type="radio"
            name="shuttleCode"
            value={option.code}
            defaultChecked={initialCode === option.code}
            onChange={(event) => {
              if (event.currentTarget.checked) onChoose(option.code);
            }}
            className={formStyles.checkbox}
          />
          <span className={styles.optionText}>
            <span className={styles.optionName}>{option.name}</span>
            <span className={styles.optionDescription}>{option.description}</span>
          </span>
          <span className={styles.optionPrice}>{priceText(option)}</span>
        </label>
      ))}
      <FieldError name="shuttleCode" />
    </fieldset>
  );
}

/**
 * Step 2 of /shuttle-request/: the found booking, the branch's shuttles and the pick-up details.
 * Without JavaScript every group the branch needs is shown; with it, only the chosen kind's.
 */
export function ShuttleDetailsForm({ view }: { view: ShuttleDetailsView }) {
  const { booking } = view;
  const hydrated = useHydrated();
  const initialCode =
    view.values.shuttleCode || (booking.options.length === 1 ? booking.options[0].code : "");
  const [chosenCode, setChosenCode] = useState(initialCode);
  const chosenKind: ShuttleKind | undefined = booking.options.find(
    (option) => option.code === chosenCode,
  )?.kind;
  const kinds = new Set(booking.options.map((option) => option.kind));
  const bothKinds = kinds.has("airport") && kinds.has("accommodation");
  // Without JavaScript every group the branch needs is shown; with it, only the chosen kind's.
  const shows = (kind: ShuttleKind) => kinds.has(kind) && (!hydrated || !chosenKind || chosenKind === kind);

  return (
    <>
      <h1 className={styles.pageTitle}>{t(T.title)}</h1>
      <p className={styles.lead}>{t(T.intro)}</p>
      <h2 className={own.sectionTitle}>{t(T.bookingLegend)}</h2>
      <dl className={`${styles.reviewList} ${own.summary}`}>
        <dt>{t(T.reservationNumber)}</dt>
        <dd>{booking.reference}</dd>
        <dt>{t(T.pickup)}</dt>
        <dd>
          <time dateTime={booking.pickup.dateTime}>
            {booking.pickup.time}, {booking.pickup.date}
          </time>
        </dd>
        <dt>{t(T.branch)}</dt>
        <dd>
          {booking.branch.name}, {booking.branch.address}
        </dd>
      </dl>
      {booking.hasRequest ? (
        <p className={styles.notice.info} role="status">
          {t(T.existingNotice)}
        </p>
      ) : null}
      <ValidatedForm
        id={SHUTTLE_DETAILS_FORM_ID}
        validator={withZod(detailsSchema(booking.options))}
        method="post"
        action={SHUTTLE_REQUEST_PATH}
        defaultValues={{ ...view.values, shuttleCode: initialCode }}
        noValidate
      >
        <input type="hidden" name="intent" value="request" />
        <ShuttleOptions options={booking.options} initialCode={initialCode} onChoose={setChosenCode} />

        {shows("airport") ? (
          <DetailsGroup legend={T.airportLegend} hint={bothKinds && !hydrated ? T.airportHint : null}>
            <TextField
              name="flightNumber"
              label={T.flightNumberLabel}
              hint={T.flightNumberHint}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </DetailsGroup>
        ) : null}

        {shows("accommodation") ? (
          <DetailsGroup
            legend={T.accommodationLegend}
            hint={bothKinds && !hydrated ? T.accommodationHint : null}
          >
            <TextField
              name="accommodationName"
              label={T.accommodationNameLabel}
              maxLength={SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH}
              autoComplete="off"
            />
            <TextField
              name="accommodationAddress"
              label={T.accommodationAddressLabel}
              hint={T.accommodationAddressHint}
              maxLength={SHUTTLE_ACCOMMODATION_ADDRESS_MAX_LENGTH}
              autoComplete="street-address"
            />
          </DetailsGroup>
        ) : null}

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t(T.groupLegend)}</legend>
          <SelectField
            name="passengers"
            label={T.passengersLabel}
            options={Array.from(
              { length: SHUTTLE_PASSENGERS_MAX - SHUTTLE_PASSENGERS_MIN + 1 },
              (_, index) => {
                const count = String(SHUTTLE_PASSENGERS_MIN + index);
                return { value: count, label: count };
              },
            )}
          />
          <NoteField />
        </fieldset>

        <p className={formStyles.hint}>
          {T.changeBy(booking.changeBy)} {T.callBranch(booking.branch.name)}{" "}
          <CallLink call={booking.branch.phone} />.
        </p>
        <div className={styles.stepActions}>
          <SubmitButton formId={SHUTTLE_DETAILS_FORM_ID} pendingText={T.submitting}>
            {booking.hasRequest ? T.update : T.submit}
          </SubmitButton>
        </div>
      </ValidatedForm>
      <Form method="post" action={SHUTTLE_REQUEST_PATH} className={styles.changeSearch}>
        <input type="hidden" name="intent" value="restart" />
        <button type="submit" className={styles.linkButton}>
          {t(T.otherBooking)}
        </button>
      </Form>
    </>
  );
}
