import type { InputHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import { ErrorText } from "~/components/form/controls";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

/**
 * The branches of a Staff account: one checkbox per branch (name `branchIds`), the group's error
 * under it. With JavaScript off the server's answer keeps the ticks.
 */
export function BranchCheckboxes({
  legend,
  hint,
  options,
  checked,
}: {
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  /** Ticked when the page opens (before any answer of the server). */
  checked?: readonly string[];
}) {
  const { error, getInputProps } = useField("branchIds");
  const errorId = "field-branchIds-error";
  const hintId = "field-branchIds-hint";
  return (
    <fieldset
      className={booking.fieldset}
      aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined}
    >
      <legend className={booking.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {options.map((option) => {
        const id = `field-branchIds-${option.value}`;
        const props = getInputProps<InputHTMLAttributes<HTMLInputElement>>({
          type: "checkbox",
          value: option.value,
          id,
        });
        return (
          <div key={option.value} className={formStyles.checkboxRow}>
            <input
              {...props}
              defaultChecked={props.defaultChecked ?? checked?.includes(option.value)}
              className={formStyles.checkbox}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}
