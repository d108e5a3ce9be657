import type { ReactNode } from "react";
import { useField } from "remix-validated-form";
import { ReferenceField } from "~/components/changes/BookingFindForm";
import { TextField } from "~/components/form/TextField";
import { BOOKING_LOOKUP_TEXT as L } from "~/services/changes/text";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { t } from "~/services/platform/i18n/translate";

/** Reservation number and email: how the after-rental pages find a booking. */
export function BookingLookupFields({ withEmail = true }: { withEmail?: boolean }) {
  return (
    <>
      <ReferenceField label={L.referenceLabel} hint={L.referenceHint} />
      {withEmail ? (
        <TextField name="email" label={L.emailLabel} type="email" autoComplete="email" required />
      ) : null}
    </>
  );
}

/** A warning or information box; warnings are announced. */
export function Notice({ tone, children }: { tone: "warning" | "info"; children: ReactNode }) {
  return (
    <div className={styles.notice[tone]} role={tone === "warning" ? "alert" : "status"}>
      {children}
    </div>
  );
}

function ErrorText({ name }: { name: string }) {
  const { error } = useField(name);
  return error ? (
    <span id={`field-${name}-error`} className={formStyles.error}>
      {t(error)}
    </span>
  ) : null;
}

/** (These controls translate their label, hint, options and error, like components/form.) */

/** A required radio group (fieldset and legend) whose error sits under it. */
export function RadioGroup({
  name,
  legend,
  options,
  value,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
}) {
  const { error } = useField(name);
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `field-${name}-error` : undefined}>
      <legend className={styles.legend}>{t(legend)}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.optionRow}>
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={value === option.value}
            className={formStyles.checkbox}
          />
          <span className={styles.optionText}>
            <span className={styles.optionName}>{t(option.label)}</span>
          </span>
        </label>
      ))}
      <ErrorText name={name} />
    </fieldset>
  );
}

/** A checkbox with its label beside it and its error under it. */
export function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  const { error } = useField(name);
  return (
    <div className={formStyles.field}>
      <label className={formStyles.checkboxRow}>
        <input
          type="checkbox"
          name={name}
          id={`field-${name}`}
          defaultChecked={defaultChecked}
          className={formStyles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `field-${name}-error` : undefined}
        />
        <span>{t(label)}</span>
      </label>
      <ErrorText name={name} />
    </div>
  );
}

/** A multi-line text field with a hint, a length limit and its error beside it. */
export function TextAreaField({
  name,
  label,
  hint,
  maxLength,
}: {
  name: string;
  label: string;
  hint: string;
  maxLength: number;
}) {
  const { error, getInputProps } = useField(name);
  const describedBy = [`field-${name}-hint`, error ? `field-${name}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={formStyles.field}>
      <label htmlFor={`field-${name}`} className={formStyles.label}>
        {t(label)}
      </label>
      <span id={`field-${name}-hint`} className={formStyles.hint}>
        {t(hint)}
      </span>
      <textarea
        {...getInputProps({ id: `field-${name}`, rows: 6, maxLength })}
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <ErrorText name={name} />
    </div>
  );
}
