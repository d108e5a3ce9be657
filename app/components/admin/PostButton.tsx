import { Form } from "@remix-run/react";
import * as styles from "~/styles/admin.css";

/**
 * A one-button form beside a row (end a season or a deal, withdraw a code, end a car's downtime):
 * it posts its intent and the row it acts on to the page's action.
 */
export function PostButton({
  intent,
  name,
  value,
  label,
  ariaLabel,
}: {
  intent: string;
  name: string;
  value: string | number;
  label: string;
  ariaLabel?: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <button type="submit" className={styles.plainButton} aria-label={ariaLabel}>
        {label}
      </button>
    </Form>
  );
}
