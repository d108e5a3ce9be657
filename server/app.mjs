import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";
import { bodyLimit } from "./body-limit.mjs";
import { logger as serverLogger } from "./logger.mjs";
import { metricsEndpoint, observeRequest } from "./metrics.mjs";
import { readinessEndpoint } from "./readiness.mjs";
import { createRequestHandler } from "./remix-handler.mjs";
import { requestLogger } from "./request-log.mjs";
import { loadContextOf } from "./trust-proxy.mjs";

/**
 * The production HTTP app: what remix-serve does (compression, the fingerprinted build files
 * cached for a year, public/ for an hour, no X-Powered-By), plus a request id and one JSON log
 * line per request (through `logger`), the request metrics, /readyz and /metrics (ADR 0089), body
 * size limits before Remix reads a form, HSTS when PUBLIC_URL is https, and the app's request
 * guard (remix-handler.mjs). Loaders and actions get the client address in their load context
 * (`trustProxy`: the TRUST_PROXY setting, see trust-proxy.mjs).
 * `starting`: whether the database is still being opened (migrated, seeded); `shuttingDown`:
 * whether the graceful shutdown has begun. /readyz answers 503 in both.
 * @param {{ build: import("@remix-run/node").ServerBuild, mode?: string, publicDir?: string, logRequests?: boolean, logger?: import("pino").Logger, trustProxy?: false | number | string[], starting?: () => boolean, shuttingDown?: () => boolean }} options
 */
export function createApp({
  build,
  mode = "production",
  publicDir = "public",
  logRequests = true,
  logger = serverLogger,
  trustProxy = false,
  starting = () => false,
  shuttingDown = () => false,
}) {
  const entry = build.entry?.module ?? {};
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  // Strict-Transport-Security on every answer (files, pages, errors) when PUBLIC_URL is https.
  const transportSecurity = entry.transportSecurityHeader?.();
  if (transportSecurity)
    app.use(
      (request, response, next) => (
        response.setHeader("Strict-Transport-Security", transportSecurity),
        next()
      ),
    );
  app.use(requestLogger({ enabled: logRequests, logger, onFinished: observeRequest }));
  app.use(compression());
  // Before the files and Remix: an operator's endpoints, not pages (no visitor limits apply).
  app.use(
    readinessEndpoint({
      databaseReady: entry.databaseAnswersReady ?? (async () => true),
      starting,
      shuttingDown,
    }),
  );
  app.use(metricsEndpoint({ token: () => entry.metricsToken?.() ?? null, log: logger }));
  app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
  // The public folder's own names only: asking the disk about every page's path cost a stat() each.
  const publicPath = path.resolve(publicDir);
  const publicNames = new Set(fs.existsSync(publicPath) ? fs.readdirSync(publicPath) : []);
  const servePublic = express.static(publicPath, { maxAge: "1h" });
  app.use((request, response, next) =>
    publicNames.has(request.path.split("/")[1]) ? servePublic(request, response, next) : next(),
  );
  app.use(bodyLimit());
  // Cross-site posts and non-form bodies are answered before any route sees them (ADR 0070).
  // One Remix handler per language (ADR 0092): `/de/…` is the same app with the basename `/de`,
  // so its links, forms and redirects stay under the prefix without a route of their own.
  const handlerFor = (basename) =>
    createRequestHandler({
      build: basename ? { ...build, basename } : build,
      mode,
      getLoadContext: loadContextOf,
      wrap: entry.withRequestGuard,
    });
  const prefixes = entry.languagePrefixes?.() ?? [];
  const handlers = new Map([
    ["", handlerFor("")],
    ...prefixes.map((prefix) => [prefix, handlerFor(`/${prefix}`)]),
  ]);
  // entry.server.tsx's request scope: the root and page loaders share one read of the session.
  // Its log context carries the request id (and the route id, once known) to the app's log lines.
  const runInRequestScope = entry.runInRequestScope ?? ((run) => run());
  const runInLanguage = entry.runInLanguage ?? ((_prefix, run) => run());
  app.all("*", (request, response, next) => {
    const segment = request.path.split("/")[1] ?? "";
    const prefix = handlers.has(segment) ? segment : "";
    if (prefix) {
      const rest = request.originalUrl.slice(prefix.length + 1);
      // `/de` is the German home page's address without its trailing slash (spec section 2).
      if (!rest.startsWith("/")) return response.redirect(301, `/${prefix}/${rest}`);
      // The back office, the business area and the API are English only: their one address.
      if (entry.isEnglishOnlyPath?.(rest.split("?")[0] || "/")) return response.redirect(301, rest);
    }
    const handleRequest = handlers.get(prefix);
    return runInRequestScope(
      () => runInLanguage(prefix, () => handleRequest(request, response, next)),
      request.logContext,
    );
  });
  return app;
}
