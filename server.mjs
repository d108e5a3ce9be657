#!/usr/bin/env node
/**
 * Production server: `node server.mjs [build/index.js]` (npm run serve). Replaces bare remix-serve
 * with structured request logs, body size limits, a graceful shutdown that lets requests in
 * flight finish and closes the database, and, on PostgreSQL, one web process per core
 * (server/cluster.mjs). On the embedded database the server is one web process, the database on
 * a thread of its own (ADR 0077). Environment: PORT (3000), HOST (all interfaces),
 * WEB_CONCURRENCY (PostgreSQL: one per core, 1: a single process; embedded: always 1),
 * SHUTDOWN_TIMEOUT_SECONDS (10), LOG_REQUESTS (true), LOG_LEVEL (info) and everything app/config.server.ts reads.
 */
import cluster from "node:cluster";
import path from "node:path";
import { runPrimary, webProcessCount } from "./server/cluster.mjs";
import { log, runWebServer } from "./server/web-server.mjs";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";

let processes;
try {
  processes = webProcessCount(process.env, {
    warn: (msg) => cluster.isPrimary && log({ level: "warn", msg }),
  });
} catch (error) {
  log({ level: "fatal", msg: String(error instanceof Error ? error.message : error) });
  process.exit(1);
}

if (processes > 1 && cluster.isPrimary) {
  await runPrimary({ processes });
} else {
  await runWebServer({
    buildPath: path.resolve(process.argv[2] ?? "build/index.js"),
    inCluster: cluster.isWorker,
  }).catch((error) => {
    // A start that fails (configuration, database) is one JSON line too, with its stack.
    log({ level: "fatal", msg: "the server did not start", err: error });
    process.exit(1);
  });
}
