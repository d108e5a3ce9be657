/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.css.ts"],
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
