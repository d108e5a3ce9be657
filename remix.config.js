import { flatRoutes } from "remix-flat-routes";

/**
 * Routes live in folders by area (ADR 0084): remix-flat-routes' hybrid convention, the Epic
 * Stack's. A folder ending in `+` adds its name to the routes inside it (`admin+/audit.tsx` is
 * /admin/audit/, `_manage+/` adds nothing to the URL); a plain folder is one route (`route.tsx`)
 * with its private modules beside it; `*.server.ts` files are never routes.
 */
const IGNORED_ROUTE_FILES = ["**/.*", "**/*.test.*", "**/*.css.ts"];

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // The default convention reads nothing: every route comes from flatRoutes below.
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) =>
    flatRoutes("routes", defineRoutes, { ignoredRouteFiles: IGNORED_ROUTE_FILES }),
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [],
  // Every v3 flag of Remix 2 is on (ADR 0075): the move to React Router 7 is its codemod.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
