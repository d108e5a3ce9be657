import type { SelectHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import { SelectInput } from "./controls";

type SelectFieldProps = {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">;

/** A labelled select of a remix-validated-form form, its error beside it. */
export function SelectField({ name, label, options, placeholder, id, ...selectProps }: SelectFieldProps) {
  const { error, getInputProps } = useField(name);
  const selectId = id ?? `field-${name}`;
  const props = getInputProps<SelectHTMLAttributes<HTMLSelectElement>>({ id: selectId, ...selectProps });
  return (
    <SelectInput
      {...props}
      id={selectId}
      label={label}
      options={options}
      placeholder={placeholder}
      error={error}
    />
  );
}
