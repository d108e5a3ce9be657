import { createRequire } from "node:module";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import remixConfig from "../../../remix.config.js";

/**
 * The whole app as a Remix ServerBuild assembled from the source, for tests that send real
 * Requests through Remix (root loader, route loader or action, rendering by entry.server) against
 * the in-memory test database. The routes come from the same flat-routes convention the compiler
 * uses (remix.config.js, ADR 0084), read from app/routes at run time, so a route added on any
 * branch is included.
 */
const require = createRequire(import.meta.url);
type DefineRoutes = Parameters<NonNullable<typeof remixConfig.routes>>[0];
const { defineRoutes } = require("@remix-run/dev/dist/config/routes.js") as { defineRoutes: DefineRoutes };

const APP_DIR = path.resolve(__dirname, "../../../app");

export type RouteInfo = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  file: string;
  fullPath: string;
};

export async function appRoutes(): Promise<RouteInfo[]> {
  const manifest = await remixConfig.routes!(defineRoutes);
  const fullPath = (id: string): string => {
    const route = manifest[id];
    if (!route) return "";
    const parent = route.parentId && route.parentId !== "root" ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(manifest)
    .map((route) => ({ ...route, fullPath: `/${fullPath(route.id)}` }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

export async function loadAppBuild(): Promise<{ build: ServerBuild; routes: RouteInfo[] }> {
  const routes = await appRoutes();
  const rootModule = await import("~/root");
  const entryModule = await import("~/entry.server");
  const modules: Record<string, Record<string, unknown>> = { root: rootModule };
  for (const route of routes) {
    modules[route.id] = await import(/* @vite-ignore */ path.join(APP_DIR, route.file));
  }
  const all = [{ id: "root", path: "", file: "root.tsx" } as RouteInfo, ...routes];
  const buildRoutes: ServerBuild["routes"] = {};
  const assetRoutes: Record<string, unknown> = {};
  for (const route of all) {
    const module = modules[route.id];
    const parentId = route.id === "root" ? undefined : (route.parentId ?? "root");
    buildRoutes[route.id] = {
      id: route.id,
      parentId,
      path: route.path,
      index: route.index,
      caseSensitive: undefined,
      module,
    } as unknown as ServerBuild["routes"][string];
    assetRoutes[route.id] = {
      id: route.id,
      parentId,
      path: route.path,
      index: route.index,
      module: `/build/${route.id}.js`,
      imports: [],
      hasAction: typeof module.action === "function",
      hasLoader: typeof module.loader === "function",
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: typeof module.ErrorBoundary === "function",
    };
  }
  const build = {
    mode: "production",
    entry: { module: entryModule },
    routes: buildRoutes,
    assets: {
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: assetRoutes,
      url: "/build/manifest.js",
      version: "test",
    },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: remixConfig.future,
    isSpaMode: false,
    basename: undefined,
  } as unknown as ServerBuild;
  return { build, routes };
}
