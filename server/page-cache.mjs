/**
 * The shared page cache (docs/decisions/0062-anonymous-page-cache.md): what a CDN in front of the
 * site would do, inside each instance. A visitor who sends no cookie and no query string is
 * anonymous: the server knows nothing about them, so the home page, a content page or a
 * vehicle page is the same HTML for all of them for a while. Such pages are kept for
 * PAGE_CACHE_SECONDS and served without running the loaders or React again.
 *
 * - Only a GET without Cookie, Authorization or a query string is served from, or stored in, it.
 *   Anyone signed in, searching, booking, on a partner brand (?brand=, then its cookie) or in a
 *   campaign (?utm_, then its cookie) carries a cookie or a query, and always gets a fresh page.
 * - Only a 200 text/html response without Set-Cookie and without private, no-store or no-cache
 *   is stored. Redirects, errors and pages that start a session are never kept.
 * - Each response served from it gets a fresh CSP nonce, in the header and the page alike, so no
 *   two visitors see the same nonce.
 */

/** Headers never replayed: the request's own, or set again by the outer middlewares. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";
const PER_RESPONSE_HEADERS = new Set([
  "x-request-id",
  "date",
  "content-length",
  "content-encoding",
  "vary",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "etag",
  PAGE_CACHE_HEADER.toLowerCase(),
]);
const NONCE_PATTERN = /'nonce-([A-Za-z0-9+/=]+)'/;
/** A page bigger than this is served but not kept. */
const MAX_PAGE_BYTES = 1024 * 1024;

/** Whether the request is anonymous and can be answered from (and fill) the cache. */
export function isShareableRequest(req) {
  return req.method === "GET" && !req.headers.cookie && !req.headers.authorization && !req.url.includes("?");
}

/** Whether a finished response may be kept for other anonymous visitors. */
export function isShareableResponse(status, headers) {
  if (status !== 200) return false;
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return false;
  if (headers["set-cookie"] !== undefined) return false;
  return !/\b(private|no-store|no-cache)\b/i.test(String(headers["cache-control"] ?? ""));
}

/** The page's nonce replaced by `createNonce()`'s in the CSP header and the HTML. */
export function withFreshNonce(entry, createNonce) {
  const csp = entry.headers["content-security-policy"];
  const old = typeof csp === "string" ? NONCE_PATTERN.exec(csp)?.[1] : undefined;
  if (!old) return entry;
  const nonce = createNonce();
  return {
    ...entry,
    headers: { ...entry.headers, "content-security-policy": csp.replaceAll(old, nonce) },
    body: entry.body.replaceAll(old, nonce),
  };
}

/**
 * Express middleware. `seconds` ≤ 0 turns it off. At most `maxEntries` pages and `maxBytes` of
 * HTML are kept per instance; the oldest goes first. `createNonce`: the app's own nonce maker
 * (entry.server.tsx exports it), so a page served again gets a nonce like a rendered one.
 * @param {{ seconds: number, createNonce?: () => string, maxEntries?: number, maxBytes?: number, now?: () => number }} options
 */
export function pageCache({
  seconds,
  createNonce,
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
}) {
  if (seconds > 0 && typeof createNonce !== "function")
    throw new Error("pageCache needs the app's createNonce");
  /** @type {Map<string, { status: number, headers: Record<string, string | string[]>, body: string, bytes: number, expiresAt: number }>} */
  const entries = new Map();
  let bytes = 0;

  function forget(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key, entry) {
    forget(key);
    while (entries.size > 0 && (entries.size >= maxEntries || bytes + entry.bytes > maxBytes))
      forget(entries.keys().next().value);
    entries.set(key, entry);
    bytes += entry.bytes;
  }

  return function pageCacheMiddleware(req, res, next) {
    if (!(seconds > 0) || !isShareableRequest(req)) return next();
    const key = `${req.headers.host ?? ""}${req.url}`;
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now()) {
      const { status, headers, body } = withFreshNonce(cached, createNonce);
      res.statusCode = status;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader(PAGE_CACHE_HEADER, "hit");
      res.end(body);
      return;
    }
    if (cached) forget(key);

    // Keep a copy of what the app writes; the outer middlewares (compression) still see it all.
    const chunks = [];
    let size = 0;
    let headers = null;
    const write = res.write;
    const end = res.end;
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_PAGE_BYTES)
        return;
      // The first byte written fixes the headers: take them before compression rewrites them.
      headers ??= { ...res.getHeaders() };
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      chunks.push(buffer);
      size += buffer.length;
    };
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    res.setHeader(PAGE_CACHE_HEADER, "miss");
    res.on("finish", () => {
      const finalHeaders = headers ?? res.getHeaders();
      if (size > MAX_PAGE_BYTES || !isShareableResponse(res.statusCode, finalHeaders)) return;
      const replayed = {};
      for (const [name, value] of Object.entries(finalHeaders)) {
        if (!PER_RESPONSE_HEADERS.has(name)) replayed[name] = value;
      }
      store(key, {
        status: res.statusCode,
        headers: replayed,
        body: Buffer.concat(chunks).toString("utf8"),
        bytes: size,
        expiresAt: now() + seconds * 1000,
      });
    });
    next();
  };
}
