import { useRouteLoaderData } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import { createContext, useContext, type ReactNode } from "react";
import { formatInCurrency, type VisitorCurrency } from "~/services/platform/currency/currencies";
import { CURRENCY_TEXT } from "~/services/platform/currency/text";
import { formatMoney } from "~/services/platform/money";
import type { ShellData } from "~/services/shell/shell.server";
import * as styles from "~/styles/currency.css";

const NzdOnlyContext = createContext(false);

/** What it wraps shows NZD only, whatever the visitor chose: the back office (issue 34 item 4). */
export function NzdOnly({ children }: { children: ReactNode }) {
  return <NzdOnlyContext.Provider value={true}>{children}</NzdOnlyContext.Provider>;
}

/** The visitor's currency as the root loader's shell hands it: null when nothing is converted. */
export function useVisitorCurrency(): VisitorCurrency | null {
  const currency = useRouteLoaderData<ShellData>("root")?.currency ?? null;
  return useContext(NzdOnlyContext) ? null : currency;
}

/**
 * The one way a traveller's page shows a price (issue 34 item 4): the NZD amount as always and,
 * when the visitor chose another currency with a rate that may be shown, "≈ A$91.23" beside it.
 */
export function Price({ amount, className }: { amount: number; className?: string }) {
  const currency = useVisitorCurrency();
  // NZD only (the default): the amount alone, one element per price on a page of cards.
  if (!currency && !className) return <span className={styles.amount}>{formatMoney(amount)}</span>;
  return (
    <span className={className}>
      <span className={styles.amount}>{formatMoney(amount)}</span>
      {currency ? <ApproximateAmount amount={amount} currency={currency} /> : null}
    </span>
  );
}

/** "≈ A$91.23" (screen readers hear "approximately A$91.23"). */
export function ApproximateAmount({ amount, currency }: { amount: number; currency: VisitorCurrency }) {
  return (
    <span className={styles.approximate} data-approximate={currency.code}>
      <span aria-hidden="true">{CURRENCY_TEXT.approximateMark} </span>
      <span className="visually-hidden">{t(CURRENCY_TEXT.approximately)} </span>
      {formatInCurrency(amount, currency)}
    </span>
  );
}

/** The line wherever money is taken: the visitor pays in NZD; other amounts are approximate. */
export function PayInNzdNote() {
  return <p className={styles.payInNzd}>{t(CURRENCY_TEXT.payInNzd)}</p>;
}
