// What a page type makes the browser download: the JavaScript each page type ships, read from the
// build's manifest (entry, root and route modules and their imports, gzip level 9 each).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const PAGE_TYPES = {
  home: "routes/_content+/_index",
  "search results": "routes/_booking+/vehicles+/_index",
  "content page": "routes/_content+/about-us+/_index",
  "booking step": "routes/_booking+/book-now/route",
  "my account": "routes/_accounts+/my-account+/_index",
};

/** JavaScript (gzip bytes and file count) per page type, from public/build's manifest. */
export function javascriptPerPageType(projectDir) {
  const buildDir = path.join(projectDir, "public", "build");
  const manifestFile = fs.readdirSync(buildDir).find((name) => /^manifest-.*\.js$/.test(name));
  const manifest = JSON.parse(
    fs
      .readFileSync(path.join(buildDir, manifestFile), "utf8")
      .replace(/^window\.__remixManifest=/, "")
      .replace(/;?\s*$/, ""),
  );
  const gzipSize = (url) =>
    zlib.gzipSync(fs.readFileSync(path.join(projectDir, "public", url)), { level: 9 }).length;
  const javascript = {};
  for (const [page, routeId] of Object.entries(PAGE_TYPES)) {
    const route = manifest.routes[routeId];
    if (!route) continue;
    const files = new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      manifest.routes.root.module,
      ...(manifest.routes.root.imports ?? []),
      route.module,
      ...(route.imports ?? []),
    ]);
    javascript[page] = {
      route: routeId,
      files: files.size,
      gzipBytes: [...files].reduce((sum, file) => sum + gzipSize(file), 0),
    };
  }
  return javascript;
}
