/**
 * The visitor's currency (issue 34 item 4, ADR 0093): every price is shown in New Zealand dollars
 * and, when the visitor chose another currency, also in that currency at head office's rate,
 * marked approximate. Nothing here charges, refunds or stores anything: that stays NZD. Pure:
 * safe in the browser bundle and in loaders alike.
 */
import { currentLanguage } from "../i18n/translate";
import { CURRENCY } from "~/models/constants";

/** The base: every amount is NZD, and choosing it converts nothing. */
export const BASE_CURRENCY = CURRENCY;

/** The currencies a visitor may choose besides NZD, in the chooser's order. */
export const VISITOR_CURRENCIES = ["AUD", "USD", "GBP", "EUR", "CNY", "JPY", "KRW"] as const;
export type VisitorCurrencyCode = (typeof VISITOR_CURRENCIES)[number];

/** Every choice of the chooser: NZD first. */
export const CURRENCY_CHOICES = [BASE_CURRENCY, ...VISITOR_CURRENCIES] as const;
export type CurrencyChoice = (typeof CURRENCY_CHOICES)[number];

export function isCurrencyChoice(value: unknown): value is CurrencyChoice {
  return typeof value === "string" && (CURRENCY_CHOICES as readonly string[]).includes(value);
}

export function isVisitorCurrency(value: unknown): value is VisitorCurrencyCode {
  return typeof value === "string" && (VISITOR_CURRENCIES as readonly string[]).includes(value);
}

/** A rate set longer ago than this is not shown to visitors: nothing is converted with it. */
export const RATE_MAX_AGE_DAYS = 7;
const RATE_MAX_AGE_MS = RATE_MAX_AGE_DAYS * 24 * 3600 * 1000;

/** Whether a rate set at `setAt` may still be shown (set at most RATE_MAX_AGE_DAYS ago). */
export function rateIsFresh(setAt: Date | string, now: Date = new Date()): boolean {
  const set = new Date(setAt).getTime();
  return Number.isFinite(set) && now.getTime() - set <= RATE_MAX_AGE_MS;
}

/**
 * The range a rate (units per 1 NZD) must fall in: far wider than any market move, narrow enough
 * to refuse a rate typed the wrong way round (NZD per unit) or with a slipped decimal point.
 */
export const RATE_BOUNDS: Record<VisitorCurrencyCode, { min: number; max: number }> = {
  AUD: { min: 0.3, max: 3 },
  USD: { min: 0.2, max: 2 },
  GBP: { min: 0.1, max: 1.5 },
  EUR: { min: 0.15, max: 1.5 },
  CNY: { min: 1, max: 15 },
  JPY: { min: 20, max: 300 },
  KRW: { min: 200, max: 3000 },
};

/** Decimals an approximate amount is shown with: none for yen and won. */
export function currencyDecimals(code: VisitorCurrencyCode): number {
  return code === "JPY" || code === "KRW" ? 0 : 2;
}

/** The chosen currency with a rate that may be shown (what the shell hands every page). */
export type VisitorCurrency = { code: VisitorCurrencyCode; unitsPerNzd: number };

/** An NZD amount in the visitor's currency, unrounded (rounding is the formatter's). */
export function convertFromNzd(amountNzd: number, currency: VisitorCurrency): number {
  return amountNzd * currency.unitsPerNzd;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * "A$91.23", "JP¥11,049": an NZD amount in the visitor's currency through Intl, in `locale`
 * (the page's language by default). Without the approximate mark: the Price
 * component adds it.
 */
export function formatInCurrency(
  amountNzd: number,
  currency: VisitorCurrency,
  locale: string = currentLanguage().intl,
): string {
  const decimals = currencyDecimals(currency.code);
  const key = `${locale}|${currency.code}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency.code,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  const converted = convertFromNzd(amountNzd, currency);
  // 15 significant digits drop the float noise (91.22499999 → 91.225) before Intl rounds it.
  return format.format(Number.parseFloat(converted.toPrecision(15)));
}

/**
 * Where a text writes each amount (`written`, as the page formats it), in the text's order: the
 * first whole occurrence not already taken ("$4" is not found inside "$45.00" or "$14"), none
 * when the text does not write it.
 */
export function findAmountsInText(
  text: string,
  amounts: readonly { amount: number; written: string }[],
): { amount: number; end: number }[] {
  const found: { start: number; end: number; amount: number }[] = [];
  for (const { amount, written } of amounts) {
    if (!written) continue;
    let at = text.indexOf(written);
    while (at >= 0 && !isFreeWholeAmount(text, at, written.length, found)) at = text.indexOf(written, at + 1);
    if (at >= 0) found.push({ start: at, end: at + written.length, amount });
  }
  return found.sort((a, b) => a.start - b.start).map(({ amount, end }) => ({ amount, end }));
}

function isFreeWholeAmount(
  text: string,
  at: number,
  length: number,
  taken: readonly { start: number; end: number }[],
): boolean {
  if (taken.some((match) => at < match.end && at + length > match.start)) return false;
  if (/[\d.,]/.test(text.charAt(at - 1))) return false;
  const after = text.charAt(at + length);
  return !/\d/.test(after) && !(/[.,]/.test(after) && /\d/.test(text.charAt(at + length + 1)));
}

/** The visitor's currency POSTs here (a resource route of the site). */
export const CURRENCY_PATH = "/currency/";

/** The cookie that keeps the choice: a year, SameSite=Lax. */
export const CURRENCY_COOKIE_NAME = "currency";
export const CURRENCY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
