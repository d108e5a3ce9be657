/**
 * The languages of the site (issue 34, ADR 0092). English is the default: unprefixed URLs, the
 * spec's texts as they are, no catalogue (its texts are the keys). Every other language is a
 * catalogue folder in `locales/` (its `_language.json` names it) served under its own prefix with
 * the same paths: `/de/vehicles/` is `/vehicles/` in German.
 */
export type LanguageInfo = {
  /** The URL prefix and catalogue folder ("de"); "" for English. */
  prefix: string;
  /** The language's own name, as the switcher shows it ("Deutsch"). */
  name: string;
  /** `<html lang>` and hreflang ("de", "zh-Hans"). */
  tag: string;
  /** The locale dates, numbers and money are written in ("de-DE"). */
  intl: string;
};

export const ENGLISH: LanguageInfo = { prefix: "", name: "English", tag: "en-NZ", intl: "en-NZ" };

/** The parts of the site that stay in English whatever the page's language (issue 34 item 1). */
export const ENGLISH_ONLY_PATHS = ["/admin/", "/business/", "/api/"];

/**
 * The language prefix a path starts with ("de" for "/de/vehicles/", "" for "/vehicles/"), among
 * `prefixes`. Only the exact segment counts: "/dealers/" is not German.
 */
export function prefixOfPath(pathname: string, prefixes: readonly string[]): string {
  const segment = pathname.split("/")[1] ?? "";
  return prefixes.includes(segment) ? segment : "";
}

/** `path` (a path of the site without any prefix, "/vehicles/?x=1") in the language of `prefix`. */
export function pathInLanguage(path: string, prefix: string): string {
  return prefix ? `/${prefix}${path}` : path;
}

/** `pathname` with its language prefix taken off ("/de/vehicles/" → "/vehicles/"); other paths as they are. */
export function pathWithoutPrefix(pathname: string, prefix: string): string {
  if (!prefix || (pathname !== `/${prefix}` && !pathname.startsWith(`/${prefix}/`))) return pathname;
  return pathname.slice(prefix.length + 1) || "/";
}

export function isEnglishOnlyPath(path: string): boolean {
  return ENGLISH_ONLY_PATHS.some((area) => path === area.slice(0, -1) || path.startsWith(area));
}
