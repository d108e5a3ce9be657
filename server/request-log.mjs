import { randomUUID } from "node:crypto";
import { logger as serverLogger } from "./logger.mjs";

/**
 * Structured request logs: one JSON line per request on stdout. The query string's values may
 * hold personal data (emails, reservation numbers, tokens), so only the path and the query's
 * keys are logged.
 */

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/** The request id: the proxy's X-Request-Id when it looks like one, otherwise a new UUID. */
export function requestIdFrom(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === "string" && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}

/** "/vehicles/?category=suv&email=a@b.c" → { path: "/vehicles/", queryKeys: ["category", "email"] } */
export function splitUrl(rawUrl) {
  const url = typeof rawUrl === "string" ? rawUrl : "/";
  const question = url.indexOf("?");
  const path = question === -1 ? url : url.slice(0, question);
  if (question === -1) return { path, queryKeys: [] };
  const keys = [];
  for (const part of url.slice(question + 1).split("&")) {
    if (!part) continue;
    const equals = part.indexOf("=");
    let key = equals === -1 ? part : part.slice(0, equals);
    try {
      key = decodeURIComponent(key.replace(/\+/g, " "));
    } catch {
      // keep the raw key when it is not valid percent-encoding
    }
    if (!keys.includes(key)) keys.push(key.slice(0, 100));
  }
  return { path: path.slice(0, 2000), queryKeys: keys };
}

/**
 * The log record of one request: its level (warn for 4xx, error for 5xx) and fields; the logger
 * adds the time and the process id. `routeId`: the Remix route that answered (none for the
 * build's files and the server's own endpoints). `aborted`: the client went away before the
 * response ended.
 * @param {{ method: string, url: string, status: number, durationMs: number, requestId: string, routeId?: string, aborted?: boolean }} entry
 */
export function requestLogRecord({ method, url, status, durationMs, requestId, routeId, aborted = false }) {
  const { path, queryKeys } = splitUrl(url);
  const record = {
    level: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
    msg: "request",
    method,
    path,
    status,
    durationMs: Math.round(durationMs * 10) / 10,
    requestId,
  };
  if (routeId) record.routeId = routeId;
  if (queryKeys.length > 0) record.queryKeys = queryKeys;
  if (aborted) record.aborted = true;
  return record;
}

/**
 * Express middleware: gives the request an id (also sent back as X-Request-Id) and a log context
 * (`req.logContext`: the id, and the route id the app notes, see remix-handler.mjs), writes its
 * line through `logger` when the response has been sent or the connection closed, and tells
 * `onFinished` (the metrics) what it answered.
 * @param {{ logger?: import("pino").Logger, enabled?: boolean, onFinished?: (entry: { method: string, status: number, seconds: number, routeId?: string }) => void }} [options]
 */
export function requestLogger({ logger = serverLogger, enabled = true, onFinished } = {}) {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    req.requestId = requestId;
    req.logContext = { requestId };
    res.setHeader("X-Request-Id", requestId);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const routeId = req.logContext.routeId;
      onFinished?.({ method: req.method, status: res.statusCode, seconds: durationMs / 1000, routeId });
      if (!enabled) return;
      const { level, msg, ...fields } = requestLogRecord({
        method: req.method,
        url: req.originalUrl ?? req.url,
        status: res.statusCode,
        durationMs,
        requestId,
        routeId,
        aborted: !res.writableFinished,
      });
      logger[level](fields, msg);
    };
    res.once("finish", finish);
    res.once("close", finish);
    next();
  };
}
