import type { ReactNode } from "react";
import * as styles from "~/styles/form.css";

export type PendingButtonProps = {
  children: ReactNode;
  /** True while the form is on its way (JavaScript on): the button says so and ignores clicks. */
  pending: boolean;
  pendingText?: string;
  name?: string;
  value?: string;
  variant?: "primary" | "secondary";
};

/**
 * A form's submit button. While its form is submitting it shows `pendingText` and ignores further
 * clicks, so a double click never submits twice; the server is idempotent regardless.
 */
export function PendingButton({ children, pending, pendingText, name, value, variant = "primary" }: PendingButtonProps) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={variant === "primary" ? styles.button : styles.secondaryButton}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {pending && pendingText ? pendingText : children}
    </button>
  );
}
