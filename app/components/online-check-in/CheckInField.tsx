import type { InputHTMLAttributes, ReactNode } from "react";
import { InputField, SelectInput } from "~/components/form/controls";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/form.css";

type FieldProps = {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">;

/** A labelled input with its error beside it, for the check-in's plain forms (no client library). */
export function CheckInField({ name, label, error, hint, id, ...inputProps }: FieldProps) {
  const inputId = id ?? `field-${name.replace(/[^\w-]/g, "-")}`;
  return <InputField {...inputProps} id={inputId} name={name} label={label} hint={hint} error={error} />;
}

/** A labelled select with its error beside it, for the check-in's plain forms. */
export function CheckInSelect({
  name,
  label,
  error,
  options,
  defaultValue,
}: {
  name: string;
  label: string;
  error?: string | null;
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue?: string;
}) {
  const id = `field-${name.replace(/[^\w-]/g, "-")}`;
  return (
    <SelectInput
      id={id}
      name={name}
      label={label}
      options={options}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

export function CheckInCheckbox({
  name,
  label,
  error,
  defaultChecked,
}: {
  name: string;
  label: ReactNode;
  error?: string | null;
  defaultChecked?: boolean;
}) {
  const id = `field-${name}`;
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          type="checkbox"
          id={id}
          name={name}
          value="yes"
          className={styles.checkbox}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{typeof label === "string" ? t(label) : label}</label>
      </div>
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {t(error)}
        </span>
      ) : null}
    </div>
  );
}
