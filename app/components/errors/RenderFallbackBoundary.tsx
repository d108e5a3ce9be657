import { Component, type ErrorInfo, type ReactNode } from "react";
import { pathInLanguage } from "~/services/platform/i18n/language";
import { currentLanguage, t } from "~/services/platform/i18n/translate";
import {
  ERROR_PAGE_FAILED_LINK,
  ERROR_PAGE_FAILED_TEXT,
  ERROR_PAGE_FAILED_TITLE,
} from "~/services/platform/page-text";
import { container, errorPage, errorPanel, errorText } from "~/styles/layout.css";

type State = { failed: boolean };

/**
 * Wraps the error page: if showing it throws too, this shows the last-resort message of spec
 * section 8 with a plain link home (a full page load, so the app starts afresh).
 */
export class RenderFallbackBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={`${container} ${errorPage}`}>
        <div className={errorPanel}>
          <h1>{t(ERROR_PAGE_FAILED_TITLE)}</h1>
          <p className={errorText}>{t(ERROR_PAGE_FAILED_TEXT)}</p>
          <p>
            <a href={pathInLanguage("/", currentLanguage().prefix)}>{t(ERROR_PAGE_FAILED_LINK)}</a>
          </p>
        </div>
      </div>
    );
  }
}
