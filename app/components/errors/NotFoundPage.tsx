import { Link } from "@remix-run/react";
import { NOT_FOUND_BUTTON, NOT_FOUND_TEXT } from "~/services/messages-errors";
import { NOT_FOUND_TITLE } from "~/services/messages-shell";
import * as styles from "~/styles/errors.css";
import { button, container } from "~/styles/layout.css";

/** The not-found page of spec section 2 (the route marks it no-index). */
export function NotFoundPage() {
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.panel}>
        <p className={styles.code}>Error 404</p>
        <h1>{NOT_FOUND_TITLE}</h1>
        <p className={styles.text}>{NOT_FOUND_TEXT}</p>
        <div className={styles.actions}>
          <Link className={button.primary} to="/help/">
            {NOT_FOUND_BUTTON}
          </Link>
          <Link className={button.outline} to="/">
            Back to home
          </Link>
        </div>
      </div>
    </div>
  );
}
