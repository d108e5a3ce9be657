import { useField } from "remix-validated-form";
import { ErrorText } from "./controls";

/**
 * The error of a field whose inputs render themselves (a radio group): shown under the group,
 * with the id the group's aria-describedby points at (`field-{name}-error`).
 */
export function FieldError({ name }: { name: string }) {
  const { error } = useField(name);
  return <ErrorText id={`field-${name}-error`} error={error} />;
}
