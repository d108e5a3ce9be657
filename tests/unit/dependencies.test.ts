import { build } from "esbuild";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const requireFromRoot = createRequire(path.join(ROOT, "package.json"));

/** The file `@remix-run/router` resolves to when `packageName` imports it. */
function routerSeenBy(packageName: string): string {
  const requireFromPackage = createRequire(requireFromRoot.resolve(`${packageName}/package.json`));
  return requireFromPackage.resolve("@remix-run/router");
}

describe("installed dependencies", () => {
  // Every Remix package pins an exact @remix-run/router. When our own devDependency names another
  // version, npm nests one copy per package and the browser bundle carries the router twice
  // (about 2 KB gzip of every page's JavaScript, ADR 0060), the server matching routes in two copies.
  it("one copy of @remix-run/router serves Remix, React Router and our scripts", () => {
    const copies = new Set(
      ["@remix-run/react", "@remix-run/server-runtime", "react-router", "react-router-dom"].map(routerSeenBy),
    );
    copies.add(requireFromRoot.resolve("@remix-run/router"));
    expect([...copies]).toHaveLength(1);
  });
});

describe("Remix as it ships, ready for React Router 7 (ADR 0075)", () => {
  const packageJson = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it("has every v3 future flag of Remix 2 on, so the move to React Router 7 is its codemod", async () => {
    const config = (await import(path.join(ROOT, "remix.config.js"))).default as {
      future: Record<string, boolean>;
    };
    expect(config.future).toEqual({
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
    });
  });

  it("pins nothing exactly that Remix brings", () => {
    const remixBrings = new Set<string>();
    for (const name of [
      "@remix-run/react",
      "@remix-run/server-runtime",
      "@remix-run/node",
      "@remix-run/dev",
    ]) {
      const manifest = JSON.parse(readFileSync(requireFromRoot.resolve(`${name}/package.json`), "utf8")) as {
        dependencies?: Record<string, string>;
      };
      for (const dependency of Object.keys(manifest.dependencies ?? {})) remixBrings.add(dependency);
    }
    const ours = { ...packageJson.dependencies, ...packageJson.devDependencies };
    const pinned = Object.entries(ours).filter(
      ([name, range]) => remixBrings.has(name) && /^\d+\.\d+\.\d+$/.test(range),
    );
    expect(pinned).toEqual([]);
  });

  // The browser code of single fetch (with turbo-stream) and of lazy route discovery (the
  // /__manifest calls) is Remix's own, as installed: what the site runs is what Remix ships.
  it("ships Remix's own single fetch and lazy route discovery to the browser", async () => {
    const result = await build({
      stdin: { contents: `export { RemixBrowser } from "@remix-run/react";`, resolveDir: ROOT, loader: "js" },
      bundle: true,
      write: false,
      metafile: true,
      format: "esm",
      platform: "browser",
      logLevel: "silent",
    });
    // What the bundle carries (the metafile's inputs also list files read but shaken out).
    const output = Object.values(result.metafile.outputs)[0];
    const inputs = Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file]) => file);
    expect(inputs.some((input) => input.includes("turbo-stream"))).toBe(true);
    expect(result.outputFiles[0].text).toContain("__manifest");
    // The route matching patches (ADR 0095) are the Node build's only.
    expect(result.outputFiles[0].text).not.toContain("GO Rentals");
  });
});

describe("the server's route matching, backported (ADR 0095)", () => {
  const PATCHES = path.join(ROOT, "patches");

  // The one exception to "no framework patches": the ranked-branches fix of React Router 7
  // (remix-run/react-router#14967, #14971), until a Remix 2 release carries it. Remove the
  // patches, patch-package and this block when one does.
  it("patches only the route matching, in at most 60 changed lines naming the upstream fix", () => {
    const files = readdirSync(PATCHES).sort();
    expect(files).toEqual([
      "@remix-run+react+2.17.5.patch",
      "@remix-run+router+1.23.3.patch",
      "react-router-dom+6.30.4.patch",
    ]);
    let changed = 0;
    for (const file of files) {
      const text = readFileSync(path.join(PATCHES, file), "utf8");
      expect(text).toMatch(/react-router#14967|react-router#14971/);
      changed += text.split("\n").filter((line) => /^[+-](?![+-]{2} )/.test(line)).length;
    }
    expect(changed).toBeLessThanOrEqual(60);
  });

  it("is applied: every line a patch adds is in the installed file", () => {
    for (const file of readdirSync(PATCHES)) {
      const text = readFileSync(path.join(PATCHES, file), "utf8");
      for (const part of text.split(/^diff --git /m).slice(1)) {
        const target = /^\+\+\+ b\/(.+)$/m.exec(part)?.[1];
        const installed = readFileSync(path.join(ROOT, target!), "utf8");
        const added = part.split("\n").filter((line) => line.startsWith("+") && !line.startsWith("+++"));
        for (const line of added) expect(installed, `${file}: ${line}`).toContain(line.slice(1));
      }
    }
  });

  it("ranks a route table once and compiles each route's pattern once", () => {
    const router = requireFromRoot("@remix-run/router") as typeof import("@remix-run/router");
    let pathReads = 0;
    const route = (id: string, routePath: string) => ({
      id,
      get path() {
        pathReads += 1;
        return routePath;
      },
    });
    const routes = [route("home", "/"), route("vehicles", "/vehicles"), route("place", "/:place")];
    expect(router.matchRoutes(routes, "/vehicles")?.map((match) => match.route.id)).toEqual(["vehicles"]);
    const readsOfFirstMatch = pathReads;
    expect(readsOfFirstMatch).toBeGreaterThan(0);
    expect(router.matchRoutes(routes, "/queenstown")?.[0].params).toEqual({ place: "queenstown" });
    expect(pathReads).toBe(readsOfFirstMatch);
    // A pattern is compiled on first use only: its warning (a `*` not after a `/`) is said once.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    router.matchPath("/once-only-pattern*", "/once-only-pattern");
    router.matchPath("/once-only-pattern*", "/once-only-pattern/x");
    expect(warn.mock.calls.filter(([message]) => String(message).includes("once-only-pattern"))).toHaveLength(
      1,
    );
    warn.mockRestore();
  });

  it("gives the render the same data routes for the same routes", () => {
    const { createStaticRouter } = requireFromRoot(
      "react-router-dom/server",
    ) as typeof import("react-router-dom/server");
    const routes = [{ id: "root", path: "/" }];
    const context = { matches: [], basename: "/", loaderData: {}, actionData: null, errors: null } as never;
    expect(createStaticRouter(routes, context).routes).toBe(createStaticRouter(routes, context).routes);
  });
});
