import type { InputHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import { InputField } from "./controls";

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
  const props = getInputProps<InputHTMLAttributes<HTMLInputElement>>({ id: inputId, ...inputProps });
  return <InputField {...props} id={inputId} label={label} hint={hint} error={error} />;
}
