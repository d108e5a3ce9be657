// The bench's baseline: a bare Remix 2 app (a root and an index route whose loader returns 20
// items, rendered as a list), generated at run time into tests/.tmp/bench-bare, built with the
// project's own `remix build` (same Remix, React and compiler as the site, and the same future
// flags, read from the project's remix.config.js) and served by `remix-serve`, one process.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";

export default function App() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
`;

const INDEX = `import { json } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Bare Remix" }];

export async function loader() {
  const items = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: \`Item \${i + 1}\`, price: 40 + i * 3 }));
  return json({ items });
}

export default function Index() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Items</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name}: \${item.price}
          </li>
        ))}
      </ul>
    </main>
  );
}
`;

// Remix's default entry.server for Node (@remix-run/dev/dist/config/defaults/entry.server.node.tsx)
// without its bot check: the project does not install isbot, and the bench is not a bot.
const ENTRY_SERVER = `import { PassThrough } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
      {
        onShellReady() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
`;

/**
 * Writes and builds the bare app in `dir` (removed first); returns the path of its server build.
 * @param {{ projectDir: string, dir: string }} options
 */
export async function buildBareApp({ projectDir, dir }) {
  const projectConfig = (await import(pathToFileURL(path.join(projectDir, "remix.config.js")).href)).default;
  const future = projectConfig.future ?? {};
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "app", "routes"), { recursive: true });
  const files = {
    "package.json": `${JSON.stringify({ name: "bench-bare", private: true, type: "module", sideEffects: false }, null, 2)}\n`,
    "remix.config.js": `/** The bench's bare app: the site's future flags, nothing else. */\nexport default ${JSON.stringify(
      { serverModuleFormat: "esm", future },
      null,
      2,
    )};\n`,
    "app/root.tsx": ROOT,
    "app/entry.server.tsx": ENTRY_SERVER,
    "app/routes/_index.tsx": INDEX,
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  // Packages resolve from the project's node_modules (the folder is inside the project, and the
  // link makes that explicit for tools that look only beside package.json).
  fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(dir, "node_modules"));
  const built = spawnSync(path.join(projectDir, "node_modules", ".bin", "remix"), ["build"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (built.status !== 0) {
    throw new Error(`the bare Remix app did not build:\n${built.stdout}\n${built.stderr}`);
  }
  return { buildPath: path.join(dir, "build", "index.js"), future };
}
