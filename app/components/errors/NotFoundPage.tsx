import { Link } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
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
        <p className={errorCode}>{t("Error {{status}}", { status: 404 })}</p>
        <h1>{t(NOT_FOUND_TITLE)}</h1>
        <p className={errorText}>{t(NOT_FOUND_TEXT)}</p>
        <div className={errorActions}>
          <Link className={button.primary} to="/help/">
            {t(NOT_FOUND_BUTTON)}
          </Link>
          <Link className={button.outline} to="/">
            {t("Back to home")}
          </Link>
        </div>
      </div>
    </div>
  );
}
