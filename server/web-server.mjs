import url from "node:url";
import { installGlobals } from "@remix-run/node";
import { createApp } from "./app.mjs";
import { DEFAULT_LIMITS, createLimitedServer } from "./limits.mjs";
import { logger } from "./logger.mjs";
import { answerThePrimary, collectDefaultMetrics } from "./metrics.mjs";
import { gracefulShutdown } from "./shutdown.mjs";
import { trustProxySetting } from "./trust-proxy.mjs";

/** A whole number (of seconds, or connections) from the environment; anything else is the default. */
export const secondsFrom = (value, fallback) => (/^\d{1,5}$/.test(value ?? "") ? Number(value) : fallback);

/** One line of the server's own (start, shutdown, the cluster) through the one logger: `{ level?, msg, ...fields }`. */
export const log = ({ level = "info", msg, ...fields }) => logger[level](fields, msg);

/**
 * One web process: the build behind server/app.mjs on PORT (and HOST), shut down gracefully on
 * SIGTERM or SIGINT. On the embedded database, opening it holds the data folder
 * (server/data-dir-lock.mjs): a second server on a held DATA_DIR stops here with the reason. As
 * one of the cluster's web processes (server/cluster.mjs) it tells the primary when it is ready
 * and stops when the primary has gone. The connection limits are server/limits.mjs's.
 * @param {{ buildPath: string, inCluster: boolean }} options
 */
export async function runWebServer({ buildPath, inCluster }) {
  const build = await import(url.pathToFileURL(buildPath).href);
  installGlobals({ nativeFetch: Boolean(build.future?.v3_singleFetch) });
  collectDefaultMetrics();
  if (inCluster) answerThePrimary();
  // Listening at once, answering /readyz 503 until the database is migrated and seeded (a load
  // balancer sends no traffic before); the cluster's next web process waits for it.
  let databaseOpen = false;

  const port = Number(process.env.PORT ?? 3000);
  const timeoutSeconds = secondsFrom(process.env.SHUTDOWN_TIMEOUT_SECONDS, 10);
  let control = null;
  const app = createApp({
    build,
    mode: process.env.NODE_ENV,
    logRequests: process.env.LOG_REQUESTS !== "false",
    trustProxy: trustProxySetting(process.env.TRUST_PROXY),
    shuttingDown: () => control?.shuttingDown ?? false,
    starting: () => !databaseOpen,
  });

  const env = process.env;
  const server = createLimitedServer(app, {
    headersTimeoutSeconds: secondsFrom(env.HEADERS_TIMEOUT_SECONDS, DEFAULT_LIMITS.headersTimeoutSeconds),
    requestTimeoutSeconds: secondsFrom(env.REQUEST_TIMEOUT_SECONDS, DEFAULT_LIMITS.requestTimeoutSeconds),
    keepAliveTimeoutSeconds: secondsFrom(
      env.KEEP_ALIVE_TIMEOUT_SECONDS,
      DEFAULT_LIMITS.keepAliveTimeoutSeconds,
    ),
    maxConnections: secondsFrom(env.MAX_CONNECTIONS, DEFAULT_LIMITS.maxConnections),
  });
  await new Promise((resolve) =>
    env.HOST
      ? server.listen(port, env.HOST, () => resolve(server))
      : server.listen(port, () => resolve(server)),
  );
  log({ msg: "listening", url: `http://${env.HOST ?? "localhost"}:${port}` });

  control = gracefulShutdown(server, {
    timeoutMs: timeoutSeconds * 1000,
    // entry.server.tsx exports the app's own clean-up: stop the timers, close (or let go of) the database.
    onClosed: async () => {
      await build.entry?.module?.shutdownApp?.();
    },
    log,
  });
  control.onSignals();

  try {
    await build.entry?.module?.databaseReady?.();
    databaseOpen = true;
  } catch (error) {
    // A SIGTERM during the start closes the database under it: the shutdown ends the process.
    if (control.shuttingDown) return;
    log({
      level: "error",
      msg: `the database could not be opened: ${error instanceof Error ? error.message : error}`,
    });
    process.exit(1);
  }
  if (inCluster) {
    // Without the primary no one supervises this process or hands it connections: finish what is in flight and stop.
    process.once(
      "disconnect",
      () => void control.shutdown("primary gone").then(({ timedOut }) => process.exit(timedOut ? 1 : 0)),
    );
    process.send?.({ web: "ready" });
  }
}
