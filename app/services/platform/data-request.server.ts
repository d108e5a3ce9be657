import { requestScoped, runInRequestScope } from "./request-scope.server";
import { withTrailingSlash } from "./routing";

/**
 * Remix's data requests (ADR 0075). With single fetch the browser asks for a page's data at the
 * page's path with `.data` in place of its trailing slash (`/vehicles/` → `/vehicles.data`, `/` →
 * `/_root.data`), `?_routes=` naming the loaders to run; Remix 2 still answers the older
 * `?_data=<route id>` too. Remix strips `.data` before the loaders see the request, so a loader
 * cannot tell a data request from a page request without a trailing slash: the request guard,
 * which sees every request first, says so for it (`runAsDataRequest`).
 */

/** Search parameters Remix adds to a data request, never part of the page's own address. */
const DATA_PARAMS = ["_data", "_routes"] as const;

/** Whether the URL the client sent is one of Remix's data requests. */
export function isDataRequestUrl(url: URL): boolean {
  return url.pathname.endsWith(".data") || url.searchParams.has("_data");
}

const DATA_REQUEST_KEY = "data-request";

/** Runs Remix for a request the client sent as a data request, so `isDataRequest()` holds in its loaders. */
export function runAsDataRequest<T>(run: () => T): T {
  return runInRequestScope(() => {
    requestScoped(DATA_REQUEST_KEY, () => true);
    return run();
  });
}

/** Inside a loader or action: whether this request is a data request (`runAsDataRequest`). */
export function isDataRequest(): boolean {
  return requestScoped(DATA_REQUEST_KEY, () => false);
}

/**
 * The page a loader's request is for, as path and query, to send the browser back to it (after
 * signing in, say): without Remix's data parameters and with the page's trailing slash, which a
 * single fetch request leaves out.
 */
export function pageLocationOf(requestUrl: string | URL): string {
  const url = new URL(requestUrl);
  for (const name of DATA_PARAMS) url.searchParams.delete(name);
  const pathname = url.pathname.endsWith(".data")
    ? url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/")
    : url.pathname;
  return `${withTrailingSlash(pathname)}${url.search}`;
}
