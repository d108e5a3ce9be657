import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Values kept for the length of one HTTP request. The root loader and the page's loader run side
 * by side and both read the visitor's session; without this each did its own database read.
 * server/app.mjs runs every request inside `runInRequestScope` (exported by entry.server.tsx);
 * outside a request (unit tests, scripts) nothing is kept and every call computes afresh.
 *
 * The scope also carries the request's log context (server/request-log.mjs made it): its id, and
 * the Remix route id once known, which app/log.server.ts adds to every line (ADR 0089).
 */
export type RequestLogContext = { requestId?: string; routeId?: string; routeDepth?: number };

type Scope = { values: Map<string, unknown>; log: RequestLogContext };
const scope = new AsyncLocalStorage<Scope>();

/** Runs `run` in a fresh scope; one opened inside another keeps the request's log context. */
export function runInRequestScope<T>(run: () => T, log?: RequestLogContext): T {
  return scope.run({ values: new Map(), log: log ?? scope.getStore()?.log ?? {} }, run);
}

/** The value under `key` for this request, computed by the first caller. */
export function requestScoped<T>(key: string, compute: () => T): T {
  const store = scope.getStore();
  if (!store) return compute();
  if (!store.values.has(key)) store.values.set(key, compute());
  return store.values.get(key) as T;
}

/** Forgets this request's values whose key starts with `prefix` (they are about to change). */
export function forgetRequestScoped(prefix: string): void {
  const store = scope.getStore();
  if (!store) return;
  for (const key of store.values.keys()) if (key.startsWith(prefix)) store.values.delete(key);
}

/** The request id and route id of the request this runs in (none outside one): app/log.server.ts's mixin. */
export function requestLogFields(): { requestId?: string; routeId?: string } {
  const log = scope.getStore()?.log;
  if (!log?.requestId) return {};
  return log.routeId ? { requestId: log.requestId, routeId: log.routeId } : { requestId: log.requestId };
}

/** Records the route that answers this request: the deepest matched route seen wins. */
export function noteRoute(routeId: string, depth: number): void {
  const log = scope.getStore()?.log;
  if (log && depth >= (log.routeDepth ?? -1)) {
    log.routeId = routeId;
    log.routeDepth = depth;
  }
}
