import type { SelectHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import * as styles from "~/styles/form.css";

type SelectFieldProps = {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">;

export function SelectField({ name, label, options, placeholder, id, ...selectProps }: SelectFieldProps) {
  const { error, getInputProps } = useField(name);
  const selectId = id ?? `field-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        {...getInputProps({ id: selectId, ...selectProps })}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${selectId}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
