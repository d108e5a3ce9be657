import { currentLanguage } from "./translate";

/**
 * Intl formatters of the current language (ADR 0092), made once per language and kind: building
 * one per call was 5% of a page's CPU (dates.ts). English pages keep the spec's own formats; the
 * callers (money.ts, dates.ts) ask for these only in another language.
 */
const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function keptFormat<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  make: (locale: string) => T,
): T {
  const locale = currentLanguage().intl;
  const key = `${locale}|${kind}`;
  let format = kept.get(key) as T | undefined;
  if (!format) {
    format = make(locale);
    kept.set(key, format);
  }
  return format;
}

export function localDateFormat(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return keptFormat(`date:${kind}`, (locale) => new Intl.DateTimeFormat(locale, options));
}

export function localNumberFormat(kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return keptFormat(`number:${kind}`, (locale) => new Intl.NumberFormat(locale, options));
}

/** A number in the current language's way ("1.234,5" in German). */
export function formatNumber(value: number): string {
  return localNumberFormat("plain", {}).format(value);
}
