import { build } from "esbuild";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

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

describe("Remix without patches, ready for React Router 7 (ADR 0075)", () => {
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

  it("patches no installed package and pins nothing exactly that Remix brings", () => {
    expect(existsSync(path.join(ROOT, "patches"))).toBe(false);
    expect(Object.values(packageJson.scripts).join("\n")).not.toContain("patch-package");
    expect(packageJson.devDependencies).not.toHaveProperty("patch-package");
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
    expect(result.outputFiles[0].text).not.toContain("GO Rentals patch");
  });
});
