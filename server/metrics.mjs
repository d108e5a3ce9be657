import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import client from "prom-client";

/**
 * /metrics (docs/decisions/0089-logs-metrics-readiness.md): Prometheus' text format from
 * prom-client's default registry, which the app's own metrics (app/services/platform/metrics.server.ts,
 * the database's query time in app/models/db.server.ts) share, since the build imports the same
 * prom-client. Answered only with `Authorization: Bearer <METRICS_TOKEN>`; otherwise the request
 * goes on to Remix like any other, which answers its 404. With several web processes
 * (cluster.mjs) the one a scrape reaches asks the primary, whose AggregatorRegistry collects every
 * web process's numbers over IPC and adds them up.
 */

const { register } = client;

/** A metric of the default registry, made once per process (a module loaded twice finds it). */
export function metricOnce(Kind, config) {
  return register.getSingleMetric(config.name) ?? new Kind(config);
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Requests no Remix route answered (the build's files, /readyz, /metrics). */
export const NO_ROUTE = "none";

const requestsTotal = metricOnce(client.Counter, {
  name: "http_requests_total",
  help: "HTTP requests answered, by Remix route id, method and status code",
  labelNames: ["route", "method", "status"],
});
const requestDuration = metricOnce(client.Histogram, {
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its response's end, by Remix route id and method",
  labelNames: ["route", "method"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** The request log's `onFinished`: counts the request and observes its duration. */
export function observeRequest({ method, status, seconds, routeId }) {
  const labels = { route: routeId ?? NO_ROUTE, method: METHODS.has(method) ? method : "OTHER" };
  requestsTotal.inc({ ...labels, status: String(status) });
  requestDuration.observe(labels, seconds);
}

let defaultsStarted = false;
/** Node's own metrics (CPU, memory, event loop lag, GC), once per web process. */
export function collectDefaultMetrics() {
  if (defaultsStarted) return;
  defaultsStarted = true;
  client.collectDefaultMetrics();
}

const sha256 = (text) => createHash("sha256").update(text).digest();

/** Whether the Authorization header carries the token (compared in constant time). */
export function bearerMatches(header, token) {
  if (!token || typeof header !== "string" || !header.startsWith("Bearer ")) return false;
  return timingSafeEqual(sha256(header.slice("Bearer ".length).trim()), sha256(token));
}

const ASK = "go:metrics-ask";
const ANSWER = "go:metrics-answer";
const ASK_TIMEOUT_MS = 5_000;

/**
 * The primary of a cluster: answers a web process's ask with every web process's metrics added
 * up (prom-client's AggregatorRegistry, which asks each of them in turn over IPC).
 */
export function aggregateForWebProcesses() {
  const aggregator = new client.AggregatorRegistry();
  cluster.on("message", (worker, message) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text }),
      (error) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, error: String(error) }),
    );
  });
}

let asked = 0;
const waiting = new Map();

/** This process's metrics text: alone its own, in a cluster everyone's (from the primary). */
export async function metricsText() {
  if (!cluster.isWorker) return register.metrics();
  const id = (asked += 1);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("the primary did not answer with the metrics"));
    }, ASK_TIMEOUT_MS);
    waiting.set(id, { resolve, reject, timer });
    process.send?.({ type: ASK, id });
  });
}

/** A web process of a cluster: answers the primary's asks, and takes its answers to our own. */
export function answerThePrimary() {
  new client.AggregatorRegistry();
  process.on("message", (message) => {
    if (message?.type !== ANSWER) return;
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    clearTimeout(pending.timer);
    if (message.error) pending.reject(new Error(message.error));
    else pending.resolve(message.text);
  });
}

/**
 * Express middleware for GET /metrics. Without a token configured, or without the right one, the
 * request goes on (to Remix's 404): a scanner learns nothing, not even that the endpoint exists.
 * @param {{ token: () => string | null, log?: { error: (fields: object, msg: string) => void } }} options
 */
export function metricsEndpoint({ token, log }) {
  return (req, res, next) => {
    if (req.path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    if (!bearerMatches(req.headers.authorization, token())) return next();
    metricsText().then(
      (text) => {
        res.setHeader("Content-Type", register.contentType);
        res.setHeader("Cache-Control", "no-store");
        res.status(200).send(text);
      },
      (error) => {
        log?.error({ err: error }, "metrics could not be collected");
        res.setHeader("Cache-Control", "no-store");
        res.status(503).type("text/plain").send("unavailable");
      },
    );
  };
}
