import { pathWithoutPrefix } from "./i18n/language";
import { currentLanguage } from "./i18n/translate";

/**
 * URL rules of spec section 2: every page URL ends with a slash, and slugs are lower case.
 * Paths with a file extension, the health check and the JSON API are left alone.
 */

/** Routes defined with capitals, called as-is by payment gateways. */
const CASE_SENSITIVE_PATHS = ["/paymentReturn/"];
/** Every call of the JSON API lives under this path (its own door: API keys and CORS, no forms). */
export const API_BASE_PATH = "/api/";
const EXEMPT_PREFIXES = [API_BASE_PATH, "/healthz", "/build/", "/__manifest"];

function hasFileExtension(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return /\.[a-z0-9]+$/i.test(lastSegment);
}

/**
 * A page path with repeated slashes folded and its trailing slash (files keep their name):
 * the redirect below and the canonical links of seo.ts both use it.
 */
export function withTrailingSlash(pathname: string): string {
  const folded = pathname.replace(/\/{2,}/g, "/") || "/";
  return folded.endsWith("/") || hasFileExtension(folded) ? folded : `${folded}/`;
}

function lowerCaseUnlessDefined(pathname: string): string {
  const lower = pathname.toLowerCase();
  const defined = CASE_SENSITIVE_PATHS.find((path) => path.toLowerCase() === lower);
  return defined ?? lower;
}

/**
 * Returns the canonical path-and-query for a GET request URL, or null when the URL is already
 * canonical. Repeated slashes are folded first so a path like //example.com never becomes an
 * off-site redirect.
 */
export function canonicalLocation(url: URL): string | null {
  const { pathname, search } = url;
  if (EXEMPT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix))) return null;
  let canonical = withTrailingSlash(pathname);
  if (!hasFileExtension(canonical)) canonical = lowerCaseUnlessDefined(canonical);
  return canonical === pathname ? null : `${canonical}${search}`;
}

/**
 * The one rule for a redirect target that came from a form or a query ("redirectTo", "from"): a
 * path of this site ("/vehicles/", "/deals/promotion/?x=1"), with its fragment dropped. Anything
 * else (other hosts, "//host", "/\\host", schemes, control characters, over 500 characters) is
 * null. A path in the current page's language loses its prefix ("/de/my-account/" on a German
 * page is "/my-account/"): Remix puts the basename back on the redirect (ADR 0092).
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!text || text.length > 500) return null;
  if (!text.startsWith("/") || text.startsWith("//") || text.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex -- refuses a path holding control characters
  if (/[\u0000-\u001f\u007f]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, "http://go-rentals.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://go-rentals.invalid") return null;
  return `${pathWithoutPrefix(url.pathname, currentLanguage().prefix)}${url.search}`;
}

/** sameSitePath, or the fallback when the value is not a path of this site. */
export function safeRedirectPath(value: unknown, fallback: string): string {
  return sameSitePath(value) ?? fallback;
}

/**
 * The one rule for a link a page shows from data it did not write (the promo bar, the content
 * service): a path of this site or an https:// address; never "//host", javascript: or data:.
 */
export function isSafeLink(value: string): boolean {
  if (value.startsWith("/")) return sameSitePath(value) !== null;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
