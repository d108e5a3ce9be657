/**
 * The Cache-Control of every page and answer that belongs to one visitor (account, booking,
 * payment, business area, forms with their tokens): no browser history cache or shared cache
 * (a proxy, or the page cache of server/page-cache.mjs) may keep it.
 */
export const PRIVATE_NO_STORE = "private, no-store";

/** Headers init for such a response: `json(data, { headers: NO_STORE })`. */
export const NO_STORE = { "Cache-Control": PRIVATE_NO_STORE } as const;
