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
  const remix = createRemixRequestHandler(withRouteNotes(build, build.entry?.module?.noteRoute), mode);
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

/**
 * The build with each route's loader and action telling `note` its route id and depth (the root
 * is 0) before it runs: the route id of the request's log lines and metrics (ADR 0089), from the
 * routes Remix matched already, without matching the URL a second time. The deepest route that
 * ran wins (a page's loader beside the root's); entry.server.tsx notes a document's deepest match
 * too, for a page without a loader of its own.
 * @param {import("@remix-run/node").ServerBuild} build
 * @param {((routeId: string, depth: number) => void) | undefined} note
 * @returns {import("@remix-run/node").ServerBuild}
 */
export function withRouteNotes(build, note) {
  if (!note) return build;
  const depthOf = (id) => {
    let depth = 0;
    for (let route = build.routes[id]; route?.parentId; route = build.routes[route.parentId]) depth += 1;
    return depth;
  };
  const routes = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const depth = depthOf(id);
    const module = { ...route.module };
    for (const key of ["loader", "action"]) {
      const run = route.module[key];
      if (typeof run === "function")
        module[key] = (args) => {
          note(id, depth);
          return run(args);
        };
    }
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
