import { PassThrough } from "node:stream";
import type { ActionFunctionArgs, EntryContext, HandleDataRequestFunction, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/NonceContext";
import { getConfig } from "~/config.server";
import { closeDatabase } from "~/models/db.server";
import { startBackgroundJobs, stopBackgroundJobs } from "~/services/background.server";
import { documentCacheControl, documentRetryAfter } from "~/services/cache-control";
import { errorPageFallbackHtml } from "~/services/error-fallback";
import { createNonce, imageOriginsOf, securityHeaders } from "~/services/security-headers.server";
import { renewSessionCookie } from "~/services/session.server";

const ABORT_DELAY = 5_000;

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
  const cacheControl = documentCacheControl(remixContext.staticHandlerContext);
  if (cacheControl) responseHeaders.set("Cache-Control", cacheControl);
  const retryAfter = documentRetryAfter(remixContext.staticHandlerContext);
  if (retryAfter) responseHeaders.set("Retry-After", retryAfter);
  await renewSessionCookie(request, responseHeaders);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise((resolve) => {
    let shellRendered = false;
    let settled = false;
    const settle = (response: Response) => {
      if (settled) return;
      settled = true;
      resolve(response);
    };
    let pipeable: ReturnType<typeof renderToPipeableStream>;
    try {
      pipeable = renderToPipeableStream(
        <NonceContext.Provider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceContext.Provider>,
        {
          nonce,
          [waitForAll ? "onAllReady" : "onShellReady"]() {
            shellRendered = true;
            const body = new PassThrough();
            const stream = createReadableStreamFromReadable(body);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            settle(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
            pipeable.pipe(body);
          },
          onShellError(error: unknown) {
            console.error(error);
            settle(fallbackResponse(responseStatusCode));
          },
          onError(error: unknown) {
            if (shellRendered) console.error(error);
          },
        },
      );
    } catch (error) {
      console.error(error);
      settle(fallbackResponse(responseStatusCode));
      return;
    }
    setTimeout(() => pipeable.abort(), ABORT_DELAY);
  });
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  applySecurityHeaders(response.headers, null);
  await renewSessionCookie(request, response.headers);
  return response;
};

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  console.error(error);
}

/** server/app.mjs runs each request inside it: per-request values (the session read once). */
export { runInRequestScope } from "~/services/request-scope.server";

/** server/page-cache.mjs gives each page it serves again a nonce from here. */
export { createNonce };

/** Called by server.mjs after the last request in flight has finished (graceful shutdown). */
export async function shutdownApp(): Promise<void> {
  stopBackgroundJobs();
  await closeDatabase();
}
