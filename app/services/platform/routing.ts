/**
 * URL rules of spec section 2: every page URL ends with a slash, and slugs are lower case.
 * Paths with a file extension, the health check and the JSON API are left alone.
 */

/** Routes defined with capitals, called as-is by payment gateways. */
const CASE_SENSITIVE_PATHS = ["/paymentReturn/"];
const EXEMPT_PREFIXES = ["/api/", "/healthz", "/build/", "/__manifest"];

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
