import type { OutboxStatus } from "~/services/admin/emails/rules";
import { EMAIL_STATUS_TEXT } from "~/services/admin/emails/text";
import * as styles from "~/styles/admin.css";

const TONE: Record<OutboxStatus, keyof typeof styles.status> = {
  failed: "warn",
  pending: "neutral",
  sent: "ok",
  kept: "neutral",
};

/** An email's state in words, failed in the warning colour. */
export function EmailStatus({ status }: { status: OutboxStatus }) {
  return <span className={styles.status[TONE[status]]}>{EMAIL_STATUS_TEXT[status]}</span>;
}
