import { Link } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import {
  DEFAULT_PAGE_ERROR,
  NOT_FOUND_BUTTON,
  SERVICE_UNAVAILABLE,
  UNAUTHORIZED,
} from "~/services/platform/error-text";
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
  if (status >= 500) return { title: t("Something went wrong"), text: t(SERVICE_UNAVAILABLE) };
  if (message === UNAUTHORIZED) {
    return {
      title: t(UNAUTHORIZED),
      text: t("This page isn't available with the account you are signed in with."),
    };
  }
  return {
    title: t(message || DEFAULT_PAGE_ERROR),
    text: t("We couldn't complete that request. Please check the address, or head back to the home page."),
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
        <p className={errorCode}>{t("Error {{status}}", { status })}</p>
        <h1>{title}</h1>
        <p className={errorText}>{text}</p>
        <div className={errorActions}>
          <Link className={button.primary} to="/">
            {t("Back to home")}
          </Link>
          <Link className={button.outline} to="/help/">
            {t(NOT_FOUND_BUTTON)}
          </Link>
        </div>
      </div>
    </div>
  );
}
