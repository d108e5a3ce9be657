import cluster from "node:cluster";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createPgliteHost, IPC_DATABASE_KEY as DATABASE_KEY } from "./pglite-host.mjs";
import { log, pidFileOf, secondsFrom, writePidFile } from "./web-server.mjs";

/**
 * Several web processes on one machine (docs/decisions/0067-web-processes.md). Node runs a
 * process's JavaScript on one core; a page's render and loaders are most of its cost, so one
 * process leaves the other cores idle. The primary starts WEB_CONCURRENCY web processes (one per
 * core by default), which share the port (the primary hands each new connection to the next), and
 * replaces one that dies.
 *
 * The embedded database cannot be opened by two processes, so the primary hosts it: it runs
 * PGlite and answers the web processes' messages (server/pglite-host.mjs, over the IPC channel,
 * wrapped in { pglite: … }), rolls back what a dying process left open, passes notifications to
 * all of them, and closes the database when the last has stopped. On PostgreSQL each web process
 * has its own pool, as separate instances would, and the primary only supervises.
 */

/** A web process that dies this many times within RESTART_WINDOW_MS stops the server: it would only die again. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/** WEB_CONCURRENCY: how many web processes; unset or empty: one per core; 1: no cluster. */
export function webProcessCount(value, cores = os.availableParallelism()) {
  if (value === undefined || value.trim() === "") return Math.max(1, cores);
  if (!/^\s*\d{1,3}\s*$/.test(value) || Number(value) < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of web processes (1 or more), not "${value}"`);
  }
  return Number(value);
}

/** The embedded database the web processes would open (as app/config.server.ts reads it), or null on PostgreSQL. */
export function embeddedDatabaseOf(env) {
  if (env.DATABASE_URL === "memory://") return { dataDir: undefined };
  if (env.DATABASE_URL) return null;
  return { dataDir: path.join(path.resolve(env.DATA_DIR ?? "./data"), "pglite") };
}

/**
 * The primary: hosts the embedded database (if any), starts the web processes one after another
 * (the first migrates and seeds; only it runs the background jobs), and on SIGTERM or SIGINT
 * stops them gracefully and then closes the database.
 * @param {{ processes: number, env?: NodeJS.ProcessEnv }} options
 */
export async function runPrimary({ processes, env = process.env }) {
  const embedded = embeddedDatabaseOf(env);
  let pg = null;
  let host = null;
  const pidFile = embedded?.dataDir ? pidFileOf(env) : null;
  if (embedded) {
    if (embedded.dataDir) fs.mkdirSync(path.dirname(embedded.dataDir), { recursive: true });
    pg = new PGlite(embedded.dataDir);
    await pg.waitReady;
    host = createPgliteHost(pg, { allowClose: false });
    writePidFile(pidFile);
  }
  // V8's serialisation keeps what JSON would not: typed arrays, dates, undefined.
  cluster.setupPrimary({ serialization: "advanced" });

  let shuttingDown = null;
  const running = new Set();
  const restarts = [];
  let exitCode = 0;

  /** Starts the web process of `slot` (slot 0 runs the background jobs); resolves when it listens. */
  function start(slot) {
    return new Promise((resolve, reject) => {
      const worker = cluster.fork({
        PGLITE_IN_PRIMARY: embedded ? "true" : "false",
        BACKGROUND_JOBS: slot === 0 ? (env.BACKGROUND_JOBS ?? "true") : "false",
      });
      const client = { post: (message) => worker.isConnected() && worker.send({ [DATABASE_KEY]: message }) };
      let ready = false;
      running.add(worker);
      worker.on("message", (message) => {
        // Only web processes told PGLITE_IN_PRIMARY=true (so only with a host) send database messages.
        if (host && message && typeof message === "object" && DATABASE_KEY in message) {
          host.receive(message[DATABASE_KEY], client);
        } else if (message?.web === "ready") {
          ready = true;
          resolve(worker);
        }
      });
      worker.on("exit", (code, signal) => {
        running.delete(worker);
        // A web process that had to cut requests at shutdown exits with 1, and so does the server.
        if (shuttingDown && code) exitCode = 1;
        void host?.drop(client);
        if (!ready) {
          reject(
            new Error(
              `web process ${worker.process.pid} stopped while starting (${signal ?? `exit code ${code}`})`,
            ),
          );
          return;
        }
        if (shuttingDown) return;
        const now = Date.now();
        restarts.push(now);
        while (restarts.length > 0 && restarts[0] < now - RESTART_WINDOW_MS) restarts.shift();
        if (restarts.length > MAX_RESTARTS) {
          log({
            level: "error",
            msg: "web processes keep stopping: shutting down",
            restarts: restarts.length,
          });
          void shutdown("restarts");
          return;
        }
        log({
          level: "error",
          msg: "web process stopped: starting another",
          stopped: worker.process.pid,
          code,
          signal,
        });
        start(slot).catch((error) => {
          log({ level: "error", msg: "the replacement web process did not start", error: String(error) });
          void shutdown("restart failed");
        });
      });
    });
  }

  /** Stops the web processes (each finishes its requests in flight), then closes the database. */
  function shutdown(reason) {
    shuttingDown ??= (async () => {
      log({ msg: "shutting down", reason, processes: running.size });
      const stopped = [...running].map((worker) => new Promise((resolve) => worker.once("exit", resolve)));
      for (const worker of running) worker.process.kill("SIGTERM");
      // Each web process cuts what outlives its own timeout; this only catches one that hangs.
      const graceMs = (secondsFrom(env.SHUTDOWN_TIMEOUT_SECONDS, 10) + 5) * 1000;
      const guard = setTimeout(() => {
        exitCode = 1;
        for (const worker of running) worker.process.kill("SIGKILL");
      }, graceMs);
      await Promise.all(stopped);
      clearTimeout(guard);
      try {
        await pg?.close();
      } catch (error) {
        exitCode = 1;
        log({ level: "error", msg: "closing the database failed", error: String(error) });
      }
      if (pidFile) fs.rmSync(pidFile, { force: true });
      log({ msg: "shut down", reason, exitCode });
      process.exit(exitCode);
    })();
    return shuttingDown;
  }
  // Repeated signals join the shutdown under way (see shutdown.mjs's onSignals).
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void shutdown(signal));

  try {
    // One after another: the first opens (migrates, seeds) the database before the next starts.
    for (let slot = 0; slot < processes; slot += 1) await start(slot);
  } catch (error) {
    if (shuttingDown) return;
    log({ level: "error", msg: "the server did not start", error: String(error) });
    exitCode = 1;
    await shutdown("start failed");
  }
  log({ msg: "web processes started", processes, pids: [...running].map((worker) => worker.process.pid) });
}
