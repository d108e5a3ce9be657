#!/usr/bin/env node
/**
 * The job worker on its own, without a web server: `npm run worker` (node worker.mjs
 * [build/index.js]). For PostgreSQL deployments that keep jobs off the web instances (set
 * BACKGROUND_JOBS=false there); any number may run, each job is taken by one (ADR 0088). On the
 * embedded database the web server's own process runs the worker, and this refuses. Stops
 * gracefully on SIGTERM or SIGINT: jobs under way finish (or are tried again by another worker).
 */
import path from "node:path";
import url from "node:url";
import { log } from "./server/web-server.mjs";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || databaseUrl === "memory://") {
  log({
    level: "error",
    msg: "npm run worker needs DATABASE_URL (PostgreSQL): on the embedded database the web server runs the job worker",
  });
  process.exit(1);
}
// The build starts the worker as it loads (entry.server.tsx) when BACKGROUND_JOBS is true.
process.env.BACKGROUND_JOBS = "true";
const build = await import(url.pathToFileURL(path.resolve(process.argv[2] ?? "build/index.js")).href);
await build.entry.module.databaseReady();
log({ msg: "job worker started" });

let stopping = null;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    stopping ??= build.entry.module
      .shutdownApp()
      .then(() => (log({ msg: "job worker stopped", signal }), process.exit(0)))
      .catch(
        (error) => (
          log({ level: "error", msg: "job worker stop failed", error: String(error) }),
          process.exit(1)
        ),
      );
  });
}
