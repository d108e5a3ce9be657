import type { InputHTMLAttributes, ReactNode } from "react";
import { useField } from "remix-validated-form";
import { ErrorText } from "~/components/form/controls";
import * as form from "~/styles/form.css";
import * as booking from "~/styles/booking.css";

/** A labelled checkbox of a remix-validated-form form ("on" when ticked), its error beside it. */
export function CheckboxField({ name, label, id }: { name: string; label: string; id: string }) {
  const { error, getInputProps } = useField(name);
  const props = getInputProps<InputHTMLAttributes<HTMLInputElement>>({ id, type: "checkbox" });
  return (
    <div className={form.checkboxRow}>
      <input
        {...props}
        id={id}
        type="checkbox"
        className={form.checkbox}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** The hidden intent of a form on a page with several. */
export function Intent({ value }: { value: string }) {
  return <input type="hidden" name="intent" value={value} />;
}

/** What the last change did, after the redirect (role=status, so screen readers hear it). */
export function DoneNotice({ children }: { children: ReactNode }) {
  return children ? (
    <p className={booking.notice.info} role="status">
      {children}
    </p>
  ) : null;
}
