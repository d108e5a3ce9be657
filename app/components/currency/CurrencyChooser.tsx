import { Form, useLocation } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import { useId } from "react";
import { CURRENCY_CHOICES, CURRENCY_PATH, BASE_CURRENCY } from "~/services/platform/currency/currencies";
import { CURRENCY_TEXT } from "~/services/platform/currency/text";
import * as styles from "~/styles/currency.css";
import { useVisitorCurrency } from "./Price";

/**
 * The visitor's choice of currency (issue 34 item 4): a labelled select and a button, a plain form
 * that posts a document to /currency/, so it works without JavaScript; with JavaScript a change
 * sends it at once. `redirectTo` is the page's path within the app (useLocation leaves out a
 * language's basename, which Remix adds back to the redirect).
 */
export function CurrencyChooser({ className }: { className?: string }) {
  const id = useId();
  const location = useLocation();
  const chosen = useVisitorCurrency()?.code ?? BASE_CURRENCY;
  return (
    <Form
      reloadDocument
      method="post"
      action={CURRENCY_PATH}
      className={`${styles.chooser} ${className ?? ""}`}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor={id}>{t(CURRENCY_TEXT.chooserLabel)}</label>
      <select
        id={id}
        name="currency"
        defaultValue={chosen}
        key={chosen}
        className={styles.chooserSelect}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {CURRENCY_CHOICES.map((code) => (
          <option key={code} value={code}>
            {t(CURRENCY_TEXT.names[code])}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.chooserButton}>
        {t(CURRENCY_TEXT.chooserSubmit)}
      </button>
    </Form>
  );
}
