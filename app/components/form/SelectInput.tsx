import type { ReactNode, SelectHTMLAttributes } from "react";
import * as styles from "~/styles/form.css";
import { ErrorText } from "./ErrorText";

export type SelectInputProps = {
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  error?: string | null;
  /** Shown under the error, inside the field: help for fixing it (a link to the branch). */
  after?: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>;

/**
 * The markup of every labelled select: label, the select (with an optional empty first option)
 * and its error beside it. SelectField (remix-validated-form) and plain server-validated forms
 * (the vehicle search, the extend start page) both render it.
 */
export function SelectInput({ id, label, options, placeholder, error, after, ...selectProps }: SelectInputProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
      {after}
    </div>
  );
}
