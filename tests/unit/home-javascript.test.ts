import { build, type Metafile, type Plugin } from "esbuild";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The home page's JavaScript budget (issue 8, ADR 0060) depends on how the shell and the home page
 * import things, which no other test sees. This bundles their browser code with the esbuild the
 * Remix compiler uses (packages left out) and checks the import graph the browser loads up front.
 */

const ROOT = path.resolve(__dirname, "../..");
const SERVER_ONLY = /\.server(\.[jt]sx?)?$|^@remix-run\/node$/;

/** What the Remix compiler keeps of a route module for the browser (it drops loader and action). */
const BROWSER_EXPORTS = ["default", "meta", "links", "handle", "ErrorBoundary", "Layout"];

const browserRouteModules: Plugin = {
  name: "browser-route-modules",
  setup(build) {
    build.onResolve({ filter: /^browser-route:/ }, (args) => ({
      path: args.path.slice("browser-route:".length),
      namespace: "browser-route",
    }));
    build.onLoad({ filter: /.*/, namespace: "browser-route" }, async (args) => {
      const source = await import("node:fs/promises").then((fs) =>
        fs.readFile(path.join(ROOT, "app", args.path), "utf8"),
      );
      const names = BROWSER_EXPORTS.filter((name) =>
        name === "default"
          ? /export default/.test(source)
          : new RegExp(`export (const|function|class) ${name}\\b`).test(source),
      );
      return {
        contents: `export { ${names.join(", ")} } from "./${args.path}";`,
        resolveDir: path.join(ROOT, "app"),
        loader: "js",
      };
    });
  },
};

/**
 * Left out of the bundle, listed as external imports: server-only modules, packages, and what is
 * loaded on first use (dynamic imports), so the bundle is what the browser loads up front.
 */
const leaveOut: Plugin = {
  name: "leave-out",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === "dynamic-import" || SERVER_ONLY.test(args.path) || /^[^.~/]/.test(args.path)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

type Graph = { metafile: Metafile; code: string };

async function browserBundle(routes: string[]): Promise<Graph> {
  const result = await build({
    absWorkingDir: ROOT,
    stdin: {
      contents: routes
        .map((route) => `export * as ${route.replace(/\W/g, "_")} from "browser-route:${route}";`)
        .join("\n"),
      resolveDir: ROOT,
      loader: "js",
    },
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    jsx: "automatic",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    logLevel: "silent",
    plugins: [browserRouteModules, leaveOut],
  });
  return { metafile: result.metafile, code: result.outputFiles[0].text };
}

/** The app's files the browser loads up front. */
function loadedUpFront(metafile: Metafile): Set<string> {
  return new Set(Object.keys(metafile.inputs).filter((input) => input.startsWith("app/")));
}

/** The names a module exports (`export const NAME`, `export function NAME`). */
async function exportedNames(file: string): Promise<string[]> {
  const source = await import("node:fs/promises").then((fs) => fs.readFile(path.join(ROOT, file), "utf8"));
  return [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]);
}

function serverOnlyImports(metafile: Metafile, file: string): string[] {
  return (metafile.inputs[file]?.imports ?? [])
    .filter((record) => record.external && SERVER_ONLY.test(record.path))
    .map((record) => record.path);
}

describe("the home page's JavaScript", () => {
  let graph: Graph;
  let upFront: Set<string>;
  beforeAll(async () => {
    graph = await browserBundle(["root.tsx", "routes/_content+/_index.tsx"]);
    upFront = loadedUpFront(graph.metafile);
  });

  // A server-only module a browser module imports becomes an empty chunk of its own in the browser
  // build (about 150 bytes each), shared by every route that imports it. The routes' loaders call
  // one server module each (and the root imports the error page's server copy); nothing else the
  // shell or the home page loads imports one.
  it("imports server-only modules only for the routes' loaders and the error page's server copy", () => {
    expect(serverOnlyImports(graph.metafile, "app/root.tsx").sort()).toEqual([
      "~/components/errors/route-error-page.server",
      "~/services/shell/shell.server",
    ]);
    expect(serverOnlyImports(graph.metafile, "app/routes/_content+/_index.tsx")).toEqual([
      "~/services/content/home-page.server",
    ]);
    const others = [...upFront].filter(
      (file) => file !== "app/root.tsx" && file !== "app/routes/_content+/_index.tsx",
    );
    expect(others.length).toBeGreaterThan(20);
    expect(
      others.flatMap((file) =>
        serverOnlyImports(graph.metafile, file).map((server) => `${file} → ${server}`),
      ),
    ).toEqual([]);
  });

  // esbuild puts a module in one chunk with every export that any page uses: a text or constant
  // the shell does not use, kept in the shell's modules, would be shipped to every page (ADR 0060).
  it.each([
    "app/services/shell/text.ts",
    "app/services/shell/constants.ts",
    "app/services/platform/page-text.ts",
    "app/services/booking/promo/entry-text.ts",
    "app/services/accounts/sign-out.ts",
  ])("keeps in %s only what the shell and the home page use up front", async (file) => {
    expect(upFront.has(file)).toBe(true);
    const unused = (await exportedNames(file)).filter(
      (name) => !new RegExp(`\\b${name}\\d*\\b`).test(graph.code),
    );
    expect(unused).toEqual([]);
  });

  it("loads neither the full messages and constants nor what only some visitors need", () => {
    const notUpFront = [
      "app/services/messages.ts",
      "app/services/constants.ts",
      "app/services/platform/images/options.ts",
      "app/components/account/token-renewal.ts",
      "app/components/errors/RouteErrorPage.tsx",
      "app/components/errors/ErrorPage.tsx",
      "app/components/errors/NotFoundPage.tsx",
      "app/services/platform/error-text.ts",
      "app/components/promo/PromoCodeForm.tsx",
      "app/components/content-service/ContactForm.tsx",
    ];
    expect(notUpFront.filter((file) => upFront.has(file))).toEqual([]);
  });
});

/** The modules the shell shares with pages (app/components/shell/index.ts re-exports them). */
const SHELL_SHARED = [
  "app/components/modal/Modal",
  "app/components/modal/ModalProvider",
  "app/components/modal/ModalTrigger",
  "app/components/modal/useHydrated",
  "app/components/NonceContext",
  "app/components/account/SignOutForm",
  "app/components/shell/ContactNumbers",
  "app/services/shell/menus",
  "app/services/shell/phone-links",
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, dir), { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    ),
  );
  return files.flat().filter((file) => /\.tsx?$/.test(file));
}

describe("the shell's shared modules", () => {
  // esbuild puts files in one chunk only when the same routes reach them. The shell loads these on
  // every page; imported through the shell's index (or the modal package's, which re-exports it)
  // they are one chunk. A page importing one of them directly makes it a chunk of its own.
  it("are imported by pages through ~/components/shell, not directly", async () => {
    const files = (await sourceFiles("app")).filter(
      (file) =>
        !/\.server\.tsx?$|^app\/entry\.server\.tsx$|^app\/root\.tsx$|^app\/components\/(shell|modal)\//.test(
          file,
        ) && !SHELL_SHARED.includes(file.replace(/\.tsx?$/, "")),
    );
    expect(files.length).toBeGreaterThan(100);
    const direct: string[] = [];
    for (const file of files) {
      const source = await readFile(path.join(ROOT, file), "utf8");
      for (const match of source.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gm)) {
        const spec = match[1];
        const target = spec.startsWith("~/")
          ? `app/${spec.slice(2)}`
          : spec.startsWith(".")
            ? path.join(path.dirname(file), spec)
            : spec;
        if (SHELL_SHARED.includes(target)) direct.push(`${file} → ${spec}`);
      }
    }
    expect(direct).toEqual([]);
  });
});
