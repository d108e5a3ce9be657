import type {
  ActionFunctionArgs,
  EntryContext,
  HandleDataRequestFunction,
  LoaderFunctionArgs,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { NonceContext } from "~/components/NonceContext";
import { getConfig } from "~/config.server";
import { closeDatabase, getDatabaseHandle } from "~/models/db.server";
import { startBackgroundJobs, stopBackgroundJobs } from "~/services/platform/background.server";
import {
  documentCacheControl,
  documentRetryAfter,
  SHARED_PAGE_VARY,
  sharedPageCacheControl,
} from "~/services/platform/cache-control";
import { errorPageFallbackHtml } from "~/services/platform/error-fallback";
import { renderMemo } from "~/services/platform/render-memo.server";
import { logExpectedRefusal } from "~/services/platform/request-guard/log.server";
import {
  createNonce,
  imageOriginsOf,
  securityHeaders,
  strictTransportSecurity,
} from "~/services/platform/security-headers.server";
import { renewSessionCookie } from "~/services/platform/session.server";

// Opens (migrates and seeds) the database as the server starts, not on the first visitor.
startBackgroundJobs();

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

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
): Promise<Response> {
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
  // One string, not a stream: nothing on the site suspends (no defer, and the lazily loaded modal
  // forms render only in the browser), so a stream would send the whole page at once anyway, and
  // writing React's many small chunks through Node and web streams cost a sixth of a page's CPU.
  // The same URL with the same loader data is the same markup: kept renders are reused (ADR 0065).
  let html: string;
  try {
    const inputs = {
      method: request.method,
      url: request.url,
      status: responseStatusCode,
      serverHandoffString: remixContext.serverHandoffString,
      hasErrors: Boolean(remixContext.staticHandlerContext.errors),
    };
    html = renderMemo().render(inputs, nonce, (pageNonce) =>
      renderToString(
        <NonceContext.Provider value={pageNonce}>
          <RemixServer context={remixContext} url={request.url} nonce={pageNonce} />
        </NonceContext.Provider>,
      ),
    );
  } catch (error) {
    console.error(error);
    return fallbackResponse(responseStatusCode);
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  applySecurityHeaders(response.headers, null);
  await renewSessionCookie(request, response.headers);
  return response;
};

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  // A 4xx Remix answers itself (405 no action, 404 no route, 400 bad _data): one line, no stack.
  if (logExpectedRefusal(error, request)) return;
  console.error(error);
}

/** server/app.mjs hands every request to Remix through the guard (cross-site posts, non-form bodies; ADR 0070). */
export { withRequestGuard } from "~/services/platform/request-guard/guard.server";

/** server/app.mjs sends this Strict-Transport-Security value (when PUBLIC_URL is https) on every response. */
export function transportSecurityHeader(): string | null {
  return strictTransportSecurity(getConfig().publicUrl);
}

/** server/app.mjs runs each request inside it: per-request values (the session read once). */
export { runInRequestScope } from "~/services/platform/request-scope.server";

/** server/web-server.mjs listens once the database is open (migrated and seeded). */
export async function databaseReady(): Promise<void> {
  await getDatabaseHandle();
}

/** Called by server.mjs after the last request in flight has finished (graceful shutdown). */
export async function shutdownApp(): Promise<void> {
  stopBackgroundJobs();
  await closeDatabase();
}
