#!/usr/bin/env node
/**
 * Production server: `node server.mjs [build/index.js]` (npm run serve). Replaces bare remix-serve
 * with structured request logs, body size limits and a graceful shutdown that lets requests in
 * flight finish and closes the database. Environment: PORT (3000), HOST (all interfaces),
 * SHUTDOWN_TIMEOUT_SECONDS (10), LOG_REQUESTS (true), PAGE_CACHE_SECONDS (30) and everything
 * app/config.server.ts reads.
 */
import fs from "node:fs";
import path from "node:path";
import url from "node:url";
import { installGlobals } from "@remix-run/node";
import { createApp } from "./server/app.mjs";
import { gracefulShutdown } from "./server/shutdown.mjs";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";

const log = (record) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: "info", ...record })}\n`);

const buildPath = path.resolve(process.argv[2] ?? "build/index.js");
const build = await import(url.pathToFileURL(buildPath).href);
installGlobals({ nativeFetch: Boolean(build.future?.v3_singleFetch) });

const port = Number(process.env.PORT ?? 3000);
/** A whole number of seconds from the environment; anything else is the default. */
const secondsFrom = (value, fallback) => (/^\d{1,5}$/.test(value ?? "") ? Number(value) : fallback);
const timeoutSeconds = secondsFrom(process.env.SHUTDOWN_TIMEOUT_SECONDS, 10);
const app = createApp({
  build,
  mode: process.env.NODE_ENV,
  logRequests: process.env.LOG_REQUESTS !== "false",
  pageCacheSeconds: secondsFrom(process.env.PAGE_CACHE_SECONDS, 30),
});

const onListen = () => log({ msg: "listening", url: `http://${process.env.HOST ?? "localhost"}:${port}`, pid: process.pid });
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);

// With the embedded database, mark the data directory as in use (npm run db:backup checks it).
const pidFile = process.env.DATABASE_URL ? null : path.resolve(process.env.DATA_DIR ?? "./data", "server.pid");
if (pidFile) {
  fs.mkdirSync(path.dirname(pidFile), { recursive: true });
  fs.writeFileSync(pidFile, `${process.pid}\n`);
}

gracefulShutdown(server, {
  timeoutMs: timeoutSeconds * 1000,
  // entry.server.tsx exports the app's own clean-up: stop the timers, close the database.
  onClosed: async () => {
    await build.entry?.module?.shutdownApp?.();
    if (pidFile) fs.rmSync(pidFile, { force: true });
  },
  log,
}).onSignals();
