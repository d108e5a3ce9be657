import { useRouteLoaderData } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import { createContext, useContext, type ReactNode } from "react";
import {
  findAmountsInText,
  formatInCurrency,
  type VisitorCurrency,
} from "~/services/platform/currency/currencies";
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

/**
 * A text the server wrote with NZD amounts in it ("A $45 fee applies.", "$120.50 to pay"): as it
 * is when nothing is converted (the same markup, no work per amount), and otherwise with
 * "≈ A$25.10" after each of `amounts` where the text writes it as `formatMoney` does. Pass the
 * amounts as the text writes them (a refund of 12.4 written "$12.40", not -12.4).
 */
export function PricedText({
  text,
  amounts,
  format = formatMoney,
}: {
  text: string;
  amounts: readonly (number | null | undefined)[];
  /** How the text writes an amount, when not as `formatMoney` does (check-in always shows cents). */
  format?: (amount: number) => string;
}) {
  const currency = useVisitorCurrency();
  if (!currency) return text;
  return <>{withApproximateAmounts(text, amounts, currency, format)}</>;
}

function withApproximateAmounts(
  text: string,
  amounts: readonly (number | null | undefined)[],
  currency: VisitorCurrency,
  format: (amount: number) => string,
): ReactNode[] {
  const written = amounts
    .filter((amount): amount is number => typeof amount === "number")
    .map((amount) => ({ amount, written: format(amount) }));
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const match of findAmountsInText(text, written)) {
    parts.push(text.slice(cursor, match.end));
    parts.push(<ApproximateAmount key={match.end} amount={match.amount} currency={currency} />);
    cursor = match.end;
  }
  parts.push(text.slice(cursor));
  return parts;
}

/**
 * "≈ A$91.23" beside an NZD amount a page writes itself, or nothing when nothing is converted (the
 * markup stays exactly as without it).
 */
export function AlsoInCurrency({ amount }: { amount: number }) {
  const currency = useVisitorCurrency();
  return currency ? <ApproximateAmount amount={amount} currency={currency} /> : null;
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
