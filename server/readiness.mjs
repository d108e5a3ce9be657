/**
 * GET /readyz (docs/decisions/0089-logs-metrics-readiness.md): whether this process should be
 * sent traffic. 503 while it shuts down, while it opens (migrates and seeds) its database, and
 * whenever the database does not answer
 * (entry.server.tsx's `databaseAnswersReady`); 200 otherwise. The body says no more than that.
 * /healthz (a Remix route) stays the liveness check.
 */

/** How long the database may take to answer the check before the answer is "not ready". */
const CHECK_TIMEOUT_MS = 2_000;

/** `check()`, false when it throws or takes longer than `timeoutMs`. */
export async function readyWithin(check, timeoutMs = CHECK_TIMEOUT_MS) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(check)
        .catch(() => false),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * @param {{ databaseReady: () => Promise<boolean>, starting?: () => boolean, shuttingDown: () => boolean }} options
 */
export function readinessEndpoint({ databaseReady, starting = () => false, shuttingDown }) {
  return (req, res, next) => {
    if (req.path !== "/readyz" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const answer = (ready) => {
      res.setHeader("Cache-Control", "no-store");
      res
        .status(ready ? 200 : 503)
        .type("text/plain")
        .send(ready ? "ready" : "not ready");
    };
    if (starting() || shuttingDown()) return answer(false);
    readyWithin(databaseReady).then((ready) => answer(ready && !shuttingDown()));
  };
}
