import { useLocation } from "@remix-run/react";
import type { ShellLanguage } from "~/services/shell/language.server";
import { LANGUAGE_TEXT } from "~/services/shell/text";
import { t } from "~/services/platform/i18n/translate";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/language.css";

/** The switcher's post, outside any language prefix (a plain form: the new page is a new document). */
const LANGUAGE_ACTION = "/language/";

/**
 * English, Deutsch, 中文: each a button of one plain form, so it works without JavaScript. The
 * choice opens the same page (path and query; the itinerary is in the session) in that language
 * and is remembered (ADR 0092). Each name is written in its own language.
 */
export function LanguageSwitcher({ language }: { language: ShellLanguage }) {
  const location = useLocation();
  return (
    <form method="post" action={LANGUAGE_ACTION}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset className={styles.switcher}>
        <legend className={styles.switcherLegend}>{t(LANGUAGE_TEXT.switcherLabel)}</legend>
        {language.languages.map((option) => (
          <button
            key={option.tag}
            type="submit"
            name="language"
            value={option.prefix || "en"}
            lang={option.tag}
            className={styles.switcherButton}
            aria-current={option.prefix === language.current.prefix ? "true" : undefined}
          >
            {option.name}
          </button>
        ))}
      </fieldset>
    </form>
  );
}

/**
 * One line, in the language the visitor's browser asks for (or they chose before), offering this
 * page in it; never a redirect. "Stay in English" remembers English and the line goes.
 */
export function LanguageSuggestion({ language }: { language: ShellLanguage }) {
  const location = useLocation();
  const suggestion = language.suggestion;
  if (!suggestion) return null;
  return (
    <aside className={styles.suggestion} lang={suggestion.language.tag} aria-label={suggestion.language.name}>
      <div className={`${container} ${styles.suggestionInner}`}>
        <p className={styles.suggestionText}>{suggestion.text}</p>
        <a href={suggestion.href} className={styles.suggestionLink} hrefLang={suggestion.language.tag}>
          {suggestion.action}
        </a>
        <form method="post" action={LANGUAGE_ACTION}>
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" name="language" value="en" className={styles.suggestionDismiss}>
            {suggestion.dismiss}
          </button>
        </form>
      </div>
    </aside>
  );
}
