import type { ReactNode } from "react";
import { useIsSubmitting } from "remix-validated-form";
import * as styles from "~/styles/form.css";

/**
 * The form's submit button. While the form is submitting (JavaScript on) it says so and ignores
 * further clicks, so a double click never submits twice; the server is idempotent regardless.
 */
export function SubmitButton({
  children,
  pendingText,
  formId,
  name,
  value,
  variant = "primary",
}: {
  children: ReactNode;
  pendingText?: string;
  formId?: string;
  name?: string;
  value?: string;
  variant?: "primary" | "secondary";
}) {
  const submitting = useIsSubmitting(formId);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={variant === "primary" ? styles.button : styles.secondaryButton}
      aria-disabled={submitting || undefined}
      onClick={(event) => {
        if (submitting) event.preventDefault();
      }}
    >
      {submitting && pendingText ? pendingText : children}
    </button>
  );
}
