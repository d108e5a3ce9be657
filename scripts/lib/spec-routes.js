// Reads the spec's route list (tests/routes.txt) and tells which routes the built app serves.
// Plain JavaScript so both `npm run routes:coverage` and the Playwright tests use it.
import fs from "node:fs";
import path from "node:path";
import { matchRoutes } from "@remix-run/router";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");

/** Sample slugs for the {slug} patterns of the route list, so a pattern becomes a visitable URL. */
export const SAMPLE_SLUGS = {
  "/rental-car-locations/{slug}/": "auckland-airport",
  "/rental-car-locations/{slug}/faq/": "queenstown-airport",
  "/rental-car-locations/{slug}/popular-destinations/": "christchurch-airport",
  "/services/one-way-car-rental/{slug}/": "auckland-airport-to-christchurch-airport",
  "/explore/blog/{slug}/": "best-road-trips-south-island",
  "/explore/blog/category/{slug}/": "road-trips",
  "/explore/blog/tag/{slug}/": "south-island",
  "/explore/travel-guides/{slug}/": "queenstown",
  "/explore/trip-planner/{slug}/": "southern-alps-loop",
  "/help/{slug}/": "what-do-i-need-to-rent-a-car",
};

/** @returns {{ group: string, pattern: string, url: string }[]} */
export function readSpecRoutes(file = path.join(root, "tests", "routes.txt")) {
  const routes = [];
  let group = "";
  for (const raw of fs.readFileSync(file, "utf8").split("\n")) {
    const line = raw.trim();
    if (line.startsWith("## ")) group = line.slice(3);
    if (!line.startsWith("/")) continue;
    const url = line.includes("{slug}") ? line.replace("{slug}", SAMPLE_SLUGS[line] ?? "sample") : line;
    routes.push({ group, pattern: line, url });
  }
  return routes;
}

/** Turns the flat route manifest of a Remix build into the nested tree the router matches on. */
function routeTree(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : build(route.id),
    }));
  return build(undefined);
}

/**
 * The route manifest of the last build, read from the browser manifest (plain data), so that
 * reading it never starts the server build's database.
 */
export async function loadBuildRoutes(assetsDir = path.join(root, "public", "build")) {
  const manifests = fs
    .readdirSync(assetsDir)
    .filter((name) => /^manifest-[A-Z0-9]+\.js$/.test(name))
    .map((name) => path.join(assetsDir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (manifests.length === 0) throw new Error("No build found: run `npm run build` first.");
  const source = fs.readFileSync(manifests[0], "utf8").trim();
  const json = source.replace(/^window\.__remixManifest=/, "").replace(/;$/, "");
  return JSON.parse(json).routes;
}

/** A spec route is served when a route other than the catch-all 404 route matches it. */
export function isServed(tree, url) {
  const pathname = url.split("?")[0];
  const matches = matchRoutes(tree, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  return Boolean(leaf && leaf.route.id !== "routes/_site+/$");
}

export async function routeCoverage() {
  const tree = routeTree(await loadBuildRoutes());
  return readSpecRoutes().map((route) => ({ ...route, served: isServed(tree, route.url) }));
}
