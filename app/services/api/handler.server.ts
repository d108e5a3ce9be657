import { negotiateLanguage, runInLanguage } from "../platform/i18n/i18n.server";
import { currentLanguage, t } from "../platform/i18n/translate";
import type { z } from "zod";
import { findUserByToken } from "../accounts/auth.server";
import { API_LOOKUP_MAX_AGE_SECONDS } from "~/services/api/constants";
import { UNAUTHORIZED } from "../platform/error-text";
import { API_MESSAGES } from "~/services/api/text";
import { bearerToken } from "../accounts/user-session.server";
import { API_KEY_HEADER } from "./demo-key";
import type { ApiContext, ApiEndpoint } from "./endpoint";
import { API_ENDPOINTS, findEndpoints } from "./endpoints.server";
import {
  ApiFailure,
  corsHeaders,
  envelope,
  etagOf,
  matchesIfNoneMatch,
  readJsonBody,
  zodErrors,
  type ApiErrorItem,
} from "./http.server";
import { verifyApiKey } from "./keys.server";
import { openApiDocument } from "./openapi.server";
import { log } from "~/log.server";

/**
 * The dispatcher of every request under /api/ (app/routes/api+/$.tsx): finds the call of spec
 * section 7, then in this order answers
 *   OPTIONS → CORS preflight (204; CORS headers only for PARTNER_ORIGINS);
 *   unknown path → 404; a method the call does not take → 405 with Allow;
 *   no live api-key header → 401; a bearer call without a live token → 401;
 *   the wrong user type → 404 Unauthorized (spec section 8);
 *   bad query or body → 400 with field errors (413 for a body over 64 KB);
 * and otherwise the call's answer. Anything unexpected is logged and answered 500 with
 * SERVICE_UNAVAILABLE, never a stack trace. Every answer is the envelope of http.server.ts.
 */

const JSON_TYPE = "application/json; charset=utf-8";
const NO_STORE = "no-store";
/** GET calls also answer HEAD. */
const methodsOf = (endpoints: readonly ApiEndpoint[]) => [
  ...new Set(
    endpoints.flatMap((endpoint) => (endpoint.method === "GET" ? ["GET", "HEAD"] : [endpoint.method])),
  ),
];

function respond(
  request: Request,
  status: number,
  result: unknown,
  errors: ApiErrorItem[],
  methods: string,
  extra: Record<string, string> = {},
): Response {
  // Messages in the language of Accept-Language where the site has it (issue 34); fields stay.
  const translated = errors.map((error) => ({ ...error, errorMessage: t(error.errorMessage) }));
  const body = JSON.stringify(envelope(status, result, translated));
  const headers = new Headers({
    "Content-Type": JSON_TYPE,
    "Content-Language": currentLanguage().tag,
    Vary: "Accept-Language",
    "Cache-Control": NO_STORE,
    "X-Content-Type-Options": "nosniff",
    ...corsHeaders(request, methods),
    ...extra,
  });
  return new Response(request.method === "HEAD" ? null : body, { status, headers });
}

function fail(request: Request, failure: ApiFailure, methods: string): Response {
  return respond(request, failure.status, failure.result, failure.errors, methods, failure.headers);
}

/** A cacheable answer: private (lookups are per app install), an ETag, 304 when If-None-Match names it. */
function cacheableResponse(request: Request, result: unknown, methods: string): Response {
  return cacheableJson(request, JSON.stringify(envelope(200, result)), methods);
}

function cacheableJson(request: Request, body: string, methods: string): Response {
  const etag = etagOf(body);
  const headers: Record<string, string> = {
    "Content-Type": JSON_TYPE,
    "Cache-Control": `private, max-age=${API_LOOKUP_MAX_AGE_SECONDS}`,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    ...corsHeaders(request, methods),
  };
  if (matchesIfNoneMatch(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = value;
  return query;
}

function parseWith(schema: z.ZodTypeAny, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiFailure(400, zodErrors(parsed.error));
  return parsed.data;
}

const unexpected = () => new ApiFailure(500, [{ errorMessage: API_MESSAGES.unexpected }]);

/**
 * Answers a request under /api/; `path` is what follows /api/ ("auth/login", "openapi.json").
 * It runs in the language the caller's Accept-Language asks for, so its messages are in it.
 */
export function handleApiRequest(request: Request, path: string, address: string, now: Date = new Date()) {
  const language = negotiateLanguage(request.headers.get("Accept-Language"));
  return runInLanguage(language, () => answerApiRequest(request, path, address, now));
}

async function answerApiRequest(
  request: Request,
  path: string,
  address: string,
  now: Date,
): Promise<Response> {
  const cleanPath = path.replace(/^\/+|\/+$/g, "");
  const method = request.method.toUpperCase();

  // The OpenAPI document: public, like the reference page.
  if (cleanPath.toLowerCase() === "openapi.json") {
    const methods = "GET, HEAD, OPTIONS";
    if (method === "OPTIONS")
      return new Response(null, { status: 204, headers: corsHeaders(request, methods) });
    if (method !== "GET" && method !== "HEAD") {
      return respond(request, 405, null, [{ errorMessage: API_MESSAGES.methodNotAllowed("GET") }], methods, {
        Allow: "GET, HEAD",
      });
    }
    return cacheableJson(request, JSON.stringify(openApiDocument()), methods);
  }

  const endpoints = findEndpoints(cleanPath);
  const allowed = methodsOf(endpoints);
  const corsMethods = [...allowed, "OPTIONS"].join(", ");
  if (endpoints.length === 0)
    return respond(request, 404, null, [{ errorMessage: API_MESSAGES.notFound }], "GET, POST, OPTIONS");
  if (method === "OPTIONS")
    return new Response(null, {
      status: 204,
      headers: { ...corsHeaders(request, corsMethods), Allow: corsMethods },
    });
  const endpoint = endpoints.find(
    (candidate) => candidate.method === method || (method === "HEAD" && candidate.method === "GET"),
  );
  if (!endpoint) {
    const names = endpoints.map((candidate) => candidate.method).join(" or ");
    return respond(
      request,
      405,
      null,
      [{ errorMessage: API_MESSAGES.methodNotAllowed(names) }],
      corsMethods,
      { Allow: allowed.join(", ") },
    );
  }

  try {
    if (!(await verifyApiKey(request.headers.get(API_KEY_HEADER)))) {
      throw new ApiFailure(401, [{ errorMessage: API_MESSAGES.apiKeyRequired }]);
    }

    const token = bearerToken(request);
    let user = null;
    if (
      endpoint.auth === "bearer" ||
      (endpoint.auth === "optional-bearer" && request.headers.has("Authorization"))
    ) {
      user = token ? await findUserByToken(token, now) : null;
      if (!user) throw new ApiFailure(401, [{ errorMessage: API_MESSAGES.tokenRequired }]);
      if (endpoint.userTypes && !endpoint.userTypes.includes(user.userType))
        throw new ApiFailure(404, [{ errorMessage: UNAUTHORIZED }]);
    }

    const query = endpoint.query ? parseWith(endpoint.query, queryObject(new URL(request.url))) : {};
    let body: unknown = {};
    if (endpoint.method === "POST") {
      const raw = await readJsonBody(request);
      const schema = endpoint.bodyFor ? await endpoint.bodyFor() : endpoint.body;
      body = schema ? parseWith(schema, raw) : raw;
    }

    const context: ApiContext = { request, query, body, user, token: user ? token : null, ip: address, now };
    const outcome = await endpoint.handle(context);
    if (endpoint.cacheable) return cacheableResponse(request, outcome.result, corsMethods);
    return respond(request, outcome.status ?? 200, outcome.result, [], corsMethods, outcome.headers);
  } catch (error) {
    if (error instanceof ApiFailure) return fail(request, error, corsMethods);
    log.error({ err: error }, `API ${method} /api/${endpoint.path} failed`);
    return fail(request, unexpected(), corsMethods);
  }
}

/** For the reference page and tests: every path under /api/ with its method. */
export function apiOperations(): { path: string; method: string }[] {
  return API_ENDPOINTS.map((endpoint) => ({ path: `/api/${endpoint.path}`, method: endpoint.method }));
}
