import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Values kept for the length of one HTTP request. The root loader and the page's loader run side
 * by side and both read the visitor's session; without this each did its own database read.
 * server/app.mjs runs every request inside `runInRequestScope` (exported by entry.server.tsx);
 * outside a request (unit tests, scripts) nothing is kept and every call computes afresh.
 */
const scope = new AsyncLocalStorage<Map<string, unknown>>();

export function runInRequestScope<T>(run: () => T): T {
  return scope.run(new Map(), run);
}

/** The value under `key` for this request, computed by the first caller. */
export function requestScoped<T>(key: string, compute: () => T): T {
  const store = scope.getStore();
  if (!store) return compute();
  if (!store.has(key)) store.set(key, compute());
  return store.get(key) as T;
}

/** Forgets this request's values whose key starts with `prefix` (they are about to change). */
export function forgetRequestScoped(prefix: string): void {
  const store = scope.getStore();
  if (!store) return;
  for (const key of store.keys()) if (key.startsWith(prefix)) store.delete(key);
}
