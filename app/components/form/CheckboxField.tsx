import { useField } from "remix-validated-form";
import { t } from "~/services/platform/i18n/translate";
import { ErrorText } from "~/components/form/controls";
import * as formStyles from "~/styles/form.css";

/**
 * A labelled checkbox of a remix-validated-form form ("on" when ticked), its error under it: the
 * counter's forms and the walk-in's.
 */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { error, getInputProps } = useField(name);
  const id = `field-${name}`;
  return (
    <div className={formStyles.field}>
      <div className={formStyles.checkboxRow}>
        <input
          {...getInputProps({ id, type: "checkbox", value: "on" })}
          className={formStyles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{t(label)}</label>
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
