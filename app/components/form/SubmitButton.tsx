import type { ReactNode } from "react";
import { useIsSubmitting } from "remix-validated-form";
import { PendingButton } from "./controls";

/** The submit button of a remix-validated-form form: pending while that form submits. */
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
    <PendingButton pending={submitting} pendingText={pendingText} name={name} value={value} variant={variant}>
      {children}
    </PendingButton>
  );
}
