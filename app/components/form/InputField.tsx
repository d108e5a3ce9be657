import type { InputHTMLAttributes } from "react";
import * as styles from "~/styles/form.css";
import { ErrorText } from "./ErrorText";

export type InputFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
} & InputHTMLAttributes<HTMLInputElement>;

/**
 * The markup of every labelled input: label, optional hint, the input, and its error beside it,
 * tied together with aria-describedby. TextField (remix-validated-form) and the check-in's plain
 * fields both render it.
 */
export function InputField({ id, label, hint, error, ...inputProps }: InputFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input
        {...inputProps}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
