import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/form.css";

/*
 * The markup of the site's plain form controls: a field's error, the labelled input and select,
 * and the pending submit button. The remix-validated-form fields (TextField, SelectField,
 * FieldError, SubmitButton) render these. One module, not four: forms use them together, and the
 * browser gets them as one chunk instead of four small ones (ADR 0060).
 *
 * Each takes its texts in English (the feature's constants, a server's message) and shows them
 * in the page's language (ADR 0092): callers pass `LABELS.email`, never `t(LABELS.email)`.
 */

/** A field's error beside it, with the id its input's aria-describedby names; nothing when none. */
export function ErrorText({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <span id={id} className={styles.error}>
      {t(error)}
    </span>
  ) : null;
}

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
export function InputField({ id, label, hint, error, placeholder, ...inputProps }: InputFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(label)}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {t(hint)}
        </span>
      ) : null}
      <input
        {...inputProps}
        placeholder={placeholder ? t(placeholder) : undefined}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

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
export function SelectInput({
  id,
  label,
  options,
  placeholder,
  error,
  after,
  ...selectProps
}: SelectInputProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(label)}
      </label>
      <select
        {...selectProps}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder ? <option value="">{t(placeholder)}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
      {after}
    </div>
  );
}

export type PendingButtonProps = {
  children: ReactNode;
  /** True while the form is on its way (JavaScript on): the button says so and ignores clicks. */
  pending: boolean;
  pendingText?: string;
  name?: string;
  value?: string;
  variant?: "primary" | "secondary";
};

/**
 * A form's submit button. While its form is submitting it shows `pendingText` and ignores further
 * clicks, so a double click never submits twice; the server is idempotent regardless.
 */
export function PendingButton({
  children,
  pending,
  pendingText,
  name,
  value,
  variant = "primary",
}: PendingButtonProps) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={variant === "primary" ? styles.button : styles.secondaryButton}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {pending && pendingText ? t(pendingText) : typeof children === "string" ? t(children) : children}
    </button>
  );
}
