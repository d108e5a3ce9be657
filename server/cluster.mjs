import cluster from "node:cluster";
import os from "node:os";
import { aggregateForWebProcesses } from "./metrics.mjs";
import { log, secondsFrom } from "./web-server.mjs";

/**
 * Several web processes on one machine, on PostgreSQL (docs/decisions/0077-embedded-database-over-the-wire.md).
 * Node runs a process's JavaScript on one core; a page's render and loaders are most of its
 * cost, so one process leaves the other cores idle. The primary (Node's cluster) starts
 * WEB_CONCURRENCY web processes (one per core by default), which share the port (the primary
 * hands each new connection to the next), and replaces one that dies. Each web process has its
 * own pool, as separate instances would; the primary only supervises.
 *
 * The embedded database serves one connection (a PGlite is one Postgres session), which one web
 * process holds: there the server is one web process, whose database thread gives the database
 * a core of its own.
 */

/** A web process that dies this many times within RESTART_WINDOW_MS stops the server: it would only die again. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/** Whether the web processes would open the embedded database (as app/config.server.ts reads it). */
const usesEmbeddedDatabase = (env) => !env.DATABASE_URL || env.DATABASE_URL === "memory://";

/**
 * WEB_CONCURRENCY: how many web processes; unset or empty: one per core; 1: no cluster. On the
 * embedded database always one: a value above 1 is taken as 1, with a warning (`warn`), since
 * hosting platforms set WEB_CONCURRENCY themselves.
 * @param {Record<string, string | undefined>} env
 * @param {{ cores?: number, warn?: (msg: string) => void }} [options]
 */
export function webProcessCount(env, { cores = os.availableParallelism(), warn = () => {} } = {}) {
  const value = env.WEB_CONCURRENCY;
  let count = Math.max(1, cores);
  if (value !== undefined && value.trim() !== "") {
    if (!/^\s*\d{1,3}\s*$/.test(value) || Number(value) < 1) {
      throw new Error(`WEB_CONCURRENCY must be a whole number of web processes (1 or more), not "${value}"`);
    }
    count = Number(value);
    if (count > 1 && usesEmbeddedDatabase(env)) {
      warn(
        `WEB_CONCURRENCY=${count} taken as 1: the embedded database serves one web process (set DATABASE_URL to a PostgreSQL server for several)`,
      );
    }
  }
  return usesEmbeddedDatabase(env) ? 1 : count;
}

/**
 * The primary: starts the web processes one after another (the first migrates and seeds; only it
 * runs the background jobs), and on SIGTERM or SIGINT stops them gracefully.
 * @param {{ processes: number, env?: NodeJS.ProcessEnv }} options
 */
export async function runPrimary({ processes, env = process.env }) {
  let shuttingDown = null;
  const running = new Set();
  const restarts = [];
  let exitCode = 0;

  /** Starts the web process of `slot` (slot 0 runs the background jobs); resolves when it listens. */
  function start(slot) {
    return new Promise((resolve, reject) => {
      const worker = cluster.fork({
        BACKGROUND_JOBS: slot === 0 ? (env.BACKGROUND_JOBS ?? "true") : "false",
      });
      let ready = false;
      running.add(worker);
      worker.on("message", (message) => {
        if (message?.web === "ready") {
          ready = true;
          resolve(worker);
        }
      });
      worker.on("exit", (code, signal) => {
        running.delete(worker);
        // A web process that had to cut requests at shutdown exits with 1, and so does the server.
        if (shuttingDown && code) exitCode = 1;
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
          log({ level: "error", msg: "the replacement web process did not start", err: error });
          void shutdown("restart failed");
        });
      });
    });
  }

  /** Stops the web processes (each finishes its requests in flight and closes its pool). */
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
      log({ msg: "shut down", reason, exitCode });
      process.exit(exitCode);
    })();
    return shuttingDown;
  }
  // A scrape of /metrics reaches one web process, which asks here for everyone's (ADR 0089).
  aggregateForWebProcesses();
  // Repeated signals join the shutdown under way (see shutdown.mjs's onSignals).
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void shutdown(signal));

  try {
    // One after another: the first migrates and seeds the database before the next starts.
    for (let slot = 0; slot < processes; slot += 1) await start(slot);
  } catch (error) {
    if (shuttingDown) return;
    log({ level: "error", msg: "the server did not start", err: error });
    exitCode = 1;
    await shutdown("start failed");
  }
  log({ msg: "web processes started", processes, pids: [...running].map((worker) => worker.process.pid) });
}
