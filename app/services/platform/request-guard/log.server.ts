import { isRouteErrorResponse } from "@remix-run/react";
import { log } from "~/log.server";

/**
 * The one log line of an expected refusal: a 4xx Remix answers on its own (a POST to a page
 * without a form: 405; no such route: 404; a data call naming another route: 403/400) is the
 * client's mistake, not the server's, so it is logged as one warning line without a stack trace.
 */
type RefusalLine = { msg: string; fields: { method: string; path: string; reason: string } };

export function refusalLogLine(error: unknown, request: Request): RefusalLine | null {
  if (isLegacyDataCallWarning(error, request))
    return logLine(request, "?_data= call", (error as Error).message);
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status > 499) return null;
  const inner = (error as { error?: unknown }).error;
  const reason =
    inner instanceof Error ? inner.message : typeof error.data === "string" ? error.data : error.statusText;
  return logLine(request, `${error.status} ${error.statusText}`.trim(), reason);
}

/**
 * With single fetch on (ADR 0075) Remix 2 still answers the older `?_data=` calls (a tab opened
 * before the switch, or a client making them up), reporting each as an Error: one line is enough.
 */
function isLegacyDataCallWarning(error: unknown, request: Request): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith("Warning: Single fetch-enabled apps should not be making ?_data requests") &&
    new URL(request.url).searchParams.has("_data")
  );
}

function logLine(request: Request, msg: string, reason: unknown): RefusalLine {
  const { pathname } = new URL(request.url);
  const text = String(reason ?? "")
    .replace(/\s+/g, " ")
    .slice(0, 300);
  return { msg, fields: { method: request.method, path: pathname, reason: text } };
}

/** Logs `error` as one line when it is an expected refusal; false when it is not (log it in full). */
export function logExpectedRefusal(error: unknown, request: Request): boolean {
  const line = refusalLogLine(error, request);
  if (line === null) return false;
  log.warn(line.fields, line.msg);
  return true;
}
