import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler as createRemixRequestHandler } from "@remix-run/node";

/**
 * @remix-run/express's createRequestHandler with one more option: `wrap`, applied to Remix's
 * own (Request → Response) handler, so the app can answer a request before any route sees it
 * (entry.server.tsx's withRequestGuard: cross-site posts, non-form bodies; ADR 0070). Same
 * options otherwise (build, getLoadContext, mode).
 * @param {{ build: import("@remix-run/node").ServerBuild, getLoadContext?: (req: any, res: any) => unknown, mode?: string, wrap?: (handle: (request: Request, loadContext?: unknown) => Promise<Response>) => (request: Request, loadContext?: unknown) => Promise<Response> }} options
 */
export function createRequestHandler({ build, getLoadContext, mode = process.env.NODE_ENV, wrap }) {
  const remix = createRemixRequestHandler(build, mode);
  const handleRequest = wrap ? wrap(remix) : remix;
  return async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res);
      const loadContext = await getLoadContext?.(req, res);
      const response = await handleRequest(request, loadContext);
      // HSTS: the server's middleware set it for every answer already; sent once, not twice.
      if (response.headers.has("Strict-Transport-Security")) res.removeHeader("Strict-Transport-Security");
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
