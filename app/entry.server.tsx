import type {
  ActionFunctionArgs,
  EntryContext,
  HandleDataRequestFunction,
  LoaderFunctionArgs,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/NonceContext";
import { getConfig } from "~/config.server";
import { log } from "~/log.server";
import { closeDatabase, pingDatabase } from "~/models/db.server";
import {
  documentCacheControl,
  documentRetryAfter,
  PRIVATE_NO_STORE,
  SHARED_PAGE_VARY,
  sharedPageCacheControl,
} from "~/services/platform/cache-control";
import { errorPageFallbackHtml } from "~/services/platform/error-fallback";
import { answeredRetryAfter } from "~/services/platform/rate-limit.server";
import { keyOfPage, renderMemo } from "~/services/platform/render-memo.server";
import { logExpectedRefusal } from "~/services/platform/request-guard/log.server";
import {
  createNonce,
  imageOriginsOf,
  securityHeaders,
  strictTransportSecurity,
} from "~/services/platform/security-headers.server";
import { noteRoute } from "~/services/platform/request-scope.server";
import { renewSessionCookie } from "~/services/platform/session.server";
import "~/services/platform/metrics.server";
import { backgroundWorkStarted, startBackgroundWork, stopBackgroundWork } from "~/worker.server";

// Opens the database as the server starts and, in the process that runs it, the job worker.
startBackgroundWork();

function applySecurityHeaders(headers: Headers, nonce: string | null) {
  const config = getConfig();
  const values = securityHeaders({
    nonce,
    partnerOrigins: config.partnerOrigins,
    development: config.nodeEnv === "development",
    // Page header images and promo bar icons of the content service are served from its origin,
    // resized images from an image CDN's when IMAGE_RESIZER_PATH is a URL.
    imageOrigins: imageOriginsOf([config.contentApiUrl, config.imageResizerPath]),
    publicUrl: config.publicUrl,
  });
  for (const [name, value] of Object.entries(values)) headers.set(name, value);
}

/** Rendering the error page failed too: answer with the static page of last resort. */
export function fallbackResponse(status: number): Response {
  return new Response(errorPageFallbackHtml(), {
    status: status >= 400 ? status : 500,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * How long single fetch's stream of loader data may stay open (Remix reads this export); React's
 * render is aborted a second later, so a promise that never settles cannot hold a request open.
 */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
): Promise<Response> {
  // The page's deepest route names the request in its log lines and metrics (ADR 0089).
  const matches = remixContext.staticHandlerContext?.matches ?? [];
  if (matches.length > 0) noteRoute(matches[matches.length - 1].route.id, matches.length - 1);
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce);
  const retryAfter = documentRetryAfter(remixContext.staticHandlerContext);
  if (retryAfter) responseHeaders.set("Retry-After", retryAfter);
  await renewSessionCookie(request, responseHeaders);
  const cacheControl =
    documentCacheControl(remixContext.staticHandlerContext) ??
    sharedPageCacheControl({
      request,
      status: responseStatusCode,
      responseHeaders,
      context: remixContext.staticHandlerContext,
      seconds: getConfig().sharedCacheSeconds,
    });
  if (cacheControl) responseHeaders.set("Cache-Control", cacheControl);
  responseHeaders.append("Vary", SHARED_PAGE_VARY);
  // A page made from the same URL, build and data as one rendered twice lately is that page again,
  // with this response's nonce (ADR 0081).
  const memo = renderMemo();
  const { key, context } = memo.on
    ? await keyOfPage(request, responseStatusCode, remixContext)
    : { key: null, context: remixContext };
  const kept = key === null ? undefined : memo.get(key, nonce);
  if (kept) {
    void context.serverHandoffStream?.cancel();
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(kept, { headers: responseHeaders, status: responseStatusCode });
  }
  // Single fetch streams the loader data into the page through <Scripts> (ADR 0075), so React
  // renders to a stream, as in Remix's own entry.server. The page is sent once everything is ready,
  // for browsers and crawlers alike: nothing on the site defers, so the shell is ready at the same
  // moment, and a page started only then keeps its status code and can still be replaced by the
  // static error page if rendering fails.
  return new Promise((resolve) => {
    let settled = false;
    let renderFailed = false;
    const timer = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={context} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          if (settled) return;
          settled = true;
          // Everything is ready, so the page is sent in one piece, as one string was before single
          // fetch: a browser never shows (and a test never reads) half a document.
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            const html = Buffer.concat(chunks);
            if (key !== null && !renderFailed) memo.rendered(key, html, nonce);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(html, {
                headers: responseHeaders,
                status: renderFailed ? 500 : responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          log.error({ err: error }, "The page could not be rendered");
          if (settled) return;
          settled = true;
          resolve(fallbackResponse(responseStatusCode));
        },
        onError(error: unknown) {
          renderFailed = true;
          // An abort (the client left, or the stream timed out) is not a fault of the page.
          if (!request.signal.aborted) log.error({ err: error }, "Rendering the page failed");
        },
      },
    );
  });
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  applySecurityHeaders(response.headers, null);
  // A single fetch answer (`/page.data`) carries the data of every loader of the page, and Remix
  // passes on only their cookies, not what they said of caching: no shared cache may keep it.
  // Nor their Retry-After: the one a refusal for too many attempts gave (429) is added again.
  if (new URL(request.url).pathname.endsWith(".data")) {
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    const retryAfter = answeredRetryAfter();
    if (retryAfter && !response.headers.has("Retry-After")) response.headers.set("Retry-After", retryAfter);
  }
  await renewSessionCookie(request, response.headers);
  return response;
};

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  // A 4xx Remix answers itself (405 no action, 404 no route, 400/403 a data call for another
  // route): one line, no stack.
  if (logExpectedRefusal(error, request)) return;
  log.error({ err: error }, "A loader or action failed");
}

/** server/app.mjs hands every request to Remix through the guard (cross-site posts, non-form bodies; ADR 0070). */
export { withRequestGuard } from "~/services/platform/request-guard/guard.server";

/** server/app.mjs sends this Strict-Transport-Security value (when PUBLIC_URL is https) on every response. */
export function transportSecurityHeader(): string | null {
  return strictTransportSecurity(getConfig().publicUrl);
}

/**
 * server/app.mjs runs each request inside it: per-request values (the session read once) and the
 * request's log context; server/remix-handler.mjs's loaders and actions note their route in it.
 */
export { noteRoute, runInRequestScope } from "~/services/platform/request-scope.server";

/**
 * server/app.mjs serves each of these prefixes with its own Remix handler (basename `/de`) and runs
 * its requests in that language; a prefixed path of an English-only area is sent to its one address.
 */
export { languagePrefixes, runInLanguage } from "~/services/platform/i18n/i18n.server";
export { isEnglishOnlyPath } from "~/services/platform/i18n/language";

/** server/metrics.mjs answers /metrics only with this bearer token (null: not at all). */
export function metricsToken(): string | null {
  return getConfig().metricsToken;
}

/** /readyz (server/readiness.mjs): the database is migrated (opened) and answers. */
export async function databaseAnswersReady(): Promise<boolean> {
  await pingDatabase();
  return true;
}

/**
 * server/web-server.mjs is ready (/readyz) once the database is open (migrated and seeded) and,
 * where this process runs it, the job worker has started.
 */
export async function databaseReady(): Promise<void> {
  await backgroundWorkStarted();
}

/** Called by server.mjs after the last request in flight has finished (graceful shutdown). */
export async function shutdownApp(): Promise<void> {
  await stopBackgroundWork();
  await closeDatabase();
}
