import { useField } from "remix-validated-form";
import * as formStyles from "~/styles/form.css";

/**
 * The error of a field whose inputs render themselves (a radio group): shown under the group,
 * with the id the group's aria-describedby points at (`field-{name}-error`).
 */
export function FieldError({ name }: { name: string }) {
  const { error } = useField(name);
  return error ? (
    <span id={`field-${name}-error`} className={formStyles.error}>
      {error}
    </span>
  ) : null;
}
