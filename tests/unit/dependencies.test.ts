import { build } from "esbuild";
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

describe("the browser build of @remix-run/react", () => {
  // patches/@remix-run+react+2.17.5.patch (ADR 0064) drops single fetch (with turbo-stream) and lazy
  // route discovery from the browser build, about 3.6 KB gzip of every page's JavaScript. Both are
  // Remix future flags the site keeps off; the patched code throws if either is turned on.
  it("leaves out single fetch, turbo-stream and lazy route discovery", async () => {
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
    expect(inputs.some((input) => input.includes("@remix-run/react/dist/esm/browser.js"))).toBe(true);
    expect(inputs.filter((input) => input.includes("turbo-stream"))).toEqual([]);
    expect(result.outputFiles[0].text).not.toContain("__manifest");
  });

  it("keeps off the future flags that need them", async () => {
    const config = (await import(path.join(ROOT, "remix.config.js"))).default as {
      future: Record<string, boolean>;
    };
    expect(config.future).not.toHaveProperty("v3_singleFetch", true);
    expect(config.future).not.toHaveProperty("v3_lazyRouteDiscovery", true);
    expect(config.future.v3_fetcherPersist).toBe(true);
  });
});
