/**
 * Graceful shutdown of an http.Server: on SIGTERM or SIGINT it stops accepting connections,
 * lets the requests in flight finish (up to a timeout, then cuts the connections that remain),
 * and then runs the clean-up (closing the database) before the process ends.
 */

/**
 * @param {import("node:http").Server} server
 * @param {{ timeoutMs?: number, onClosed?: () => Promise<void> | void, log?: (record: object) => void }} [options]
 */
export function gracefulShutdown(
  server,
  { timeoutMs = 10_000, onClosed = async () => {}, log = () => {} } = {},
) {
  let inFlight = 0;
  let shuttingDown = null;

  // Before the app's own listener, which may answer at once (/readyz while shutting down).
  server.prependListener("request", (req, res) => {
    inFlight += 1;
    // While shutting down, ask keep-alive clients to reconnect (to another instance).
    if (shuttingDown && !res.headersSent) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight -= 1;
      if (shuttingDown) server.closeIdleConnections();
    });
  });

  /** Starts the shutdown (once); resolves when the server is closed and the clean-up ran. */
  function shutdown(reason = "shutdown") {
    if (shuttingDown) return shuttingDown;
    log({ msg: "shutting down", reason, inFlight, timeoutMs });
    shuttingDown = new Promise((resolve) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        log({ msg: "shutdown timeout: closing the connections still open", inFlight });
        server.closeAllConnections();
      }, timeoutMs);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        Promise.resolve()
          .then(onClosed)
          .catch((error) => log({ level: "error", msg: "clean-up after shutdown failed", err: error }))
          .then(() => {
            log({ msg: "shut down", timedOut });
            resolve({ timedOut });
          });
      });
      // Connections idle on keep-alive would hold close() open: end them now.
      server.closeIdleConnections();
    });
    return shuttingDown;
  }

  return {
    shutdown,
    get inFlight() {
      return inFlight;
    },
    get shuttingDown() {
      return shuttingDown !== null;
    },
    /**
     * Shut down on these signals, then exit the process. A repeated signal (a supervisor and a
     * terminal both sending one, or the cluster's primary passing it on) joins the shutdown under
     * way instead of killing the process mid-request; SIGKILL is the way to stop at once.
     */
    onSignals(signals = ["SIGTERM", "SIGINT"], exit = (code) => process.exit(code)) {
      for (const signal of signals) {
        process.on(signal, () => {
          void shutdown(signal).then(({ timedOut }) => exit(timedOut ? 1 : 0));
        });
      }
    },
  };
}
