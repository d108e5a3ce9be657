/**
 * The Cache-Control of every page and answer that belongs to one visitor (account, booking,
 * payment, business area, forms with their tokens): no browser history cache or shared cache
 * (a proxy, or the page cache of server/page-cache.mjs) may keep it.
 */
export const PRIVATE_NO_STORE = "private, no-store";

/** Headers init for such a response: `json(data, { headers: NO_STORE })`. */
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
 * `private, no-store` as its data, and no shared cache keeps it (server/page-cache.mjs included).
 * Null: nothing said so.
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
