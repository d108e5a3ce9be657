import { isRouteErrorResponse } from "@remix-run/react";

/**
 * The one log line of an expected refusal: a 4xx Remix answers on its own (a POST to a page
 * without a form: 405; no such route: 404; a `_data` naming another route: 403/400) is the
 * client's mistake, not the server's, so it is logged as one warning line without a stack trace.
 */
export function refusalLogLine(error: unknown, request: Request): string | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status > 499) return null;
  const inner = (error as { error?: unknown }).error;
  const reason =
    inner instanceof Error ? inner.message : typeof error.data === "string" ? error.data : error.statusText;
  const { pathname } = new URL(request.url);
  return JSON.stringify({
    time: new Date().toISOString(),
    level: "warn",
    pid: process.pid,
    msg: `${error.status} ${error.statusText}`.trim(),
    method: request.method,
    path: pathname,
    reason: String(reason ?? "")
      .replace(/\s+/g, " ")
      .slice(0, 300),
  });
}

/** Logs `error` as one line when it is an expected refusal; false when it is not (log it in full). */
export function logExpectedRefusal(error: unknown, request: Request): boolean {
  const line = refusalLogLine(error, request);
  if (line === null) return false;
  console.warn(line);
  return true;
}
