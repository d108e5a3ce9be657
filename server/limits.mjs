/**
 * What one web process allows a connection (issue 33: 300 clients sending headers or bodies a
 * byte at a time were all kept open for minutes). Each is set on the http.Server before it
 * listens, and each can be overridden from the environment (README, configuration;
 * docs/operations.md, "Timeouts and the proxy").
 */
import http from "node:http";

/** @typedef {typeof DEFAULT_LIMITS} Limits */

/**
 * The defaults, for a rental site behind a proxy. headers: a browser sends them at once, 15 s is
 * plenty on the worst mobile network. request (headers and body): the largest is a 16 MB
 * multipart post (licence or damage photos, server/body-limit.mjs), about 2.2 Mbit/s of upload in
 * 60 s. keepAlive: longer than the idle timeout of the proxy in front (60 s on most: nginx, AWS
 * ALB), so the proxy, not the server, closes an idle connection and never sends a request on one
 * being closed. maxConnections: per web process; connections over it are closed at once.
 */
export const DEFAULT_LIMITS = {
  headersTimeoutSeconds: 15,
  requestTimeoutSeconds: 60,
  keepAliveTimeoutSeconds: 65,
  maxConnections: 1000,
};

/**
 * An http.Server for `handler` with these limits (seconds; 0 turns a timeout off, or the cap).
 * The headers timeout is kept within the request timeout, as Node requires. Node checks the headers and
 * request timeouts every `connectionsCheckingInterval` (30 s by default): once a second here, so a
 * slow client is cut within a second of its timeout.
 * @param {http.RequestListener} handler
 * @param {Limits} limits
 */
export function createLimitedServer(handler, limits) {
  const requestTimeout = limits.requestTimeoutSeconds * 1000;
  const headersTimeout = limits.headersTimeoutSeconds * 1000;
  const server = http.createServer(
    {
      requestTimeout,
      headersTimeout: requestTimeout > 0 ? Math.min(headersTimeout, requestTimeout) : headersTimeout,
      keepAliveTimeout: limits.keepAliveTimeoutSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
    handler,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutSeconds * 1000;
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
  return server;
}
