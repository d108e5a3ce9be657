import type { ReactNode } from "react";
import * as styles from "~/styles/booking.css";

/**
 * What a form's last post answered, above the form: a notice (role status) and a refusal (role
 * alert), each only when there is one. `errorAction` follows the refusal inside its box (a link
 * or a small form that helps, such as "resend the verification email").
 */
export function FormNotices({
  notice,
  error,
  errorAction,
}: {
  notice?: ReactNode;
  error?: ReactNode;
  errorAction?: ReactNode;
}) {
  return (
    <>
      {notice ? (
        <div className={styles.notice.info} role="status">
          {notice}
        </div>
      ) : null}
      {error ? (
        <div className={styles.notice.warning} role="alert">
          {error}
          {errorAction}
        </div>
      ) : null}
    </>
  );
}
