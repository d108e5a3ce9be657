import { Link } from "@remix-run/react";
import { NOT_FOUND_BUTTON, NOT_FOUND_TEXT } from "~/services/platform/error-text";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";
import {
  button,
  container,
  errorActions,
  errorCode,
  errorPage,
  errorPanel,
  errorText,
} from "~/styles/layout.css";

/** The not-found page of spec section 2 (the route marks it no-index). */
export function NotFoundPage() {
  return (
    <div className={`${container} ${errorPage}`}>
      <div className={errorPanel}>
        <p className={errorCode}>Error 404</p>
        <h1>{NOT_FOUND_TITLE}</h1>
        <p className={errorText}>{NOT_FOUND_TEXT}</p>
        <div className={errorActions}>
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
