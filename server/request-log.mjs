import { randomUUID } from "node:crypto";

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
 * The log record of one request. `aborted`: the client went away before the response ended.
 * `pid`: the process that answered (one of several web processes, server/cluster.mjs).
 * @param {{ method: string, url: string, status: number, durationMs: number, requestId: string, aborted?: boolean, time?: Date, pid?: number }} entry
 */
export function requestLogRecord({
  method,
  url,
  status,
  durationMs,
  requestId,
  aborted = false,
  time = new Date(),
  pid = process.pid,
}) {
  const { path, queryKeys } = splitUrl(url);
  const record = {
    time: time.toISOString(),
    level: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
    msg: "request",
    method,
    path,
    status,
    durationMs: Math.round(durationMs * 10) / 10,
    requestId,
    pid,
  };
  if (queryKeys.length > 0) record.queryKeys = queryKeys;
  if (aborted) record.aborted = true;
  return record;
}

/** The same record as one line of JSON (no newline inside: JSON.stringify escapes them). */
export function requestLogLine(entry) {
  return JSON.stringify(requestLogRecord(entry));
}

/**
 * Express middleware: gives the request an id (also sent back as X-Request-Id) and writes its
 * line when the response has been sent or the connection closed.
 * @param {{ write?: (line: string) => void, enabled?: boolean }} [options]
 */
export function requestLogger({ write = (line) => process.stdout.write(`${line}\n`), enabled = true } = {}) {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    req.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    if (enabled) {
      let logged = false;
      const log = () => {
        if (logged) return;
        logged = true;
        write(
          requestLogLine({
            method: req.method,
            url: req.originalUrl ?? req.url,
            status: res.statusCode,
            durationMs: Number(process.hrtime.bigint() - started) / 1e6,
            requestId,
            aborted: !res.writableFinished,
          }),
        );
      };
      res.once("finish", log);
      res.once("close", log);
    }
    next();
  };
}
