/**
 * The Cache-Control of every page and answer that belongs to one visitor (account, booking,
 * payment, business area, forms with their tokens): no browser history cache or shared cache
 * (a CDN or reverse proxy) may keep it.
 */
export const PRIVATE_NO_STORE = "private, no-store";

/** Headers init for such an answer: `data(value, { headers: NO_STORE })`. */
export const NO_STORE = { "Cache-Control": PRIVATE_NO_STORE } as const;

/** What a page's loaders and action answered with, by route id (Remix's staticHandlerContext). */
export type RouteHeaders = {
  loaderHeaders?: Record<string, Headers>;
  actionHeaders?: Record<string, Headers> | null;
};

/**
 * The Cache-Control of a page (a document request) whose loaders or action said private or
 * no-store. Remix only passes a loader's headers to the page through a route's `headers` export,
 * which no route has, so entry.server.tsx applies this: the page then carries the same
 * `private, no-store` as its data, and no shared cache keeps it. Null: nothing said so.
 */
export function documentCacheControl(context: RouteHeaders | undefined): string | null {
  return answersOf(context).some((headers) =>
    /\b(private|no-store)\b/i.test(headers.get("Cache-Control") ?? ""),
  )
    ? PRIVATE_NO_STORE
    : null;
}

/**
 * The Retry-After of a page whose loader or action refused for too many attempts (429, from
 * `retryAfter`), the longest if several did, for the same reason: without JavaScript the form's
 * answer is the page, and it must say when to try again as the data answer does. Null: none did.
 */
export function documentRetryAfter(context: RouteHeaders | undefined): string | null {
  const seconds = answersOf(context)
    .map((headers) => Number(headers.get("Retry-After")))
    .filter((value) => Number.isInteger(value) && value > 0);
  return seconds.length ? String(Math.max(...seconds)) : null;
}

function answersOf(context: RouteHeaders | undefined): Headers[] {
  return [...Object.values(context?.loaderHeaders ?? {}), ...Object.values(context?.actionHeaders ?? {})];
}

/**
 * The request headers a page may differ by for visitors a shared cache serves: the session
 * cookie (signed-in visitors, searches, partner brands, campaigns), the app's sign-in, and the
 * browser's languages (an English page suggests the visitor's own, ADR 0092).
 */
export const SHARED_PAGE_VARY = "Cookie, Authorization, Accept-Language";

/**
 * A page a shared cache (a CDN or reverse proxy) may keep for `seconds` and serve to every
 * visitor without a cookie (ADR 0079): a GET of a whole page (status 200) by a visitor with no
 * cookie and no Authorization, whose loaders said nothing private, and that starts no session
 * (no Set-Cookie). Browsers revalidate it every time (max-age=0); a cache may serve it stale
 * while it fetches a new one for as long again. Null: not such a page.
 */
export function sharedPageCacheControl(page: {
  request: Request;
  status: number;
  responseHeaders: Headers;
  context: RouteHeaders | undefined;
  seconds: number;
}): string | null {
  const { request, responseHeaders } = page;
  if (page.seconds <= 0 || page.status !== 200) return null;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return null;
  if (responseHeaders.has("Set-Cookie") || documentCacheControl(page.context)) return null;
  return `public, max-age=0, s-maxage=${page.seconds}, stale-while-revalidate=${page.seconds}`;
}
