import { Link } from "@remix-run/react";
import { DEFAULT_PAGE_ERROR, SERVICE_UNAVAILABLE, UNAUTHORIZED } from "~/services/platform/error-text";
import {
  button,
  container,
  errorActions,
  errorCode,
  errorPage,
  errorPanel,
  errorText,
} from "~/styles/layout.css";

function describe(status: number, message: string | null): { title: string; text: string } {
  if (status >= 500) return { title: "Something went wrong", text: SERVICE_UNAVAILABLE };
  if (message === UNAUTHORIZED) {
    return {
      title: UNAUTHORIZED,
      text: "This page isn't available with the account you are signed in with.",
    };
  }
  return {
    title: message || DEFAULT_PAGE_ERROR,
    text: "We couldn't complete that request. Please check the address, or head back to the home page.",
  };
}

/**
 * A plain error page: 404 "Unauthorized" for the wrong user type (spec section 6) says so;
 * a 5xx shows the friendly service text of spec section 8; every variant offers a way home.
 */
export function ErrorPage({ status, message }: { status: number; message: string | null }) {
  const { title, text } = describe(status, message);
  return (
    <div className={`${container} ${errorPage}`}>
      <div className={errorPanel}>
        <p className={errorCode}>Error {status}</p>
        <h1>{title}</h1>
        <p className={errorText}>{text}</p>
        <div className={errorActions}>
          <Link className={button.primary} to="/">
            Back to home
          </Link>
          <Link className={button.outline} to="/help/">
            Get help
          </Link>
        </div>
      </div>
    </div>
  );
}
