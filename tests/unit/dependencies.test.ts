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
