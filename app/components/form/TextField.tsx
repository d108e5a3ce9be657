import type { InputHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import * as styles from "~/styles/form.css";

type TextFieldProps = {
  name: string;
  label: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">;

/**
 * A labelled input whose error sits beside it (remix-validated-form). With JavaScript the error
 * shows on blur; without it the server's answer carries the error and the submitted value.
 */
export function TextField({ name, label, hint, id, ...inputProps }: TextFieldProps) {
  const { error, getInputProps } = useField(name);
  const inputId = id ?? `field-${name}`;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input
        {...getInputProps({ id: inputId, ...inputProps })}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <span id={`${inputId}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
