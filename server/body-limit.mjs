/**
 * Request body size limits, checked before the app reads a byte: a form post larger than its
 * limit answers 413 Payload Too Large. Browsers always send Content-Length with a form; a body
 * sent without one (chunked) is refused with 411 Length Required, so no body is ever read
 * without knowing its size first.
 */

/** Every form of the site but the photo uploads (2,000-character comments at most). */
export const FORM_BODY_LIMIT_BYTES = 100 * 1024;
/**
 * Multipart uploads: the licence photo, or a damage note's three photos (5 MB each, checked one by
 * one beside the field), and their fields.
 */
export const MULTIPART_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export function bodyLimitFor(contentType) {
  return /^multipart\/form-data/i.test(contentType ?? "")
    ? MULTIPART_BODY_LIMIT_BYTES
    : FORM_BODY_LIMIT_BYTES;
}

/**
 * The status a request's body earns before it is read: 413 (too large), 411 (a body without a
 * length), or null (fine).
 */
export function bodyLimitStatus({ method, headers }) {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null;
  const length = headers["content-length"];
  const chunked = /chunked/i.test(headers["transfer-encoding"] ?? "");
  if (length === undefined) return chunked ? 411 : null;
  const bytes = Number(length);
  if (!Number.isSafeInteger(bytes) || bytes < 0) return 400;
  return bytes > bodyLimitFor(headers["content-type"]) ? 413 : null;
}

const STATUS_TEXT = { 400: "Bad Request", 411: "Length Required", 413: "Payload Too Large" };

/** Express middleware applying bodyLimitStatus: a short plain-text answer, the connection closed. */
export function bodyLimit() {
  return (req, res, next) => {
    const status = bodyLimitStatus(req);
    if (status === null) return next();
    res.statusCode = status;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Connection", "close");
    res.end(`${status} ${STATUS_TEXT[status]}\n`);
  };
}
