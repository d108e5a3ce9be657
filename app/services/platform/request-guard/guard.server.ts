import type { AppLoadContext } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { API_BASE_PATH } from "~/services/platform/routing";
import { isDataRequestUrl, runAsDataRequest } from "~/services/platform/data-request.server";
import { runInRequestScope, requestScoped } from "~/services/platform/request-scope.server";
import {
  CROSS_SITE_REQUEST_REFUSED,
  FORM_BODY_UNREADABLE,
  FORM_CONTENT_TYPE_REFUSED,
  REFUSED_PAGE_PATH,
} from "./text";

/**
 * The check every request passes before Remix sees it (docs/decisions/0070-request-guard.md).
 * Remix's own CSRF check throws inside the document handler (500, empty body) and does not run
 * for data calls (single fetch's `/page.data`, ADR 0075) or resource routes; form actions read the body with `request.formData()`,
 * which throws on JSON, XML or broken multipart (500). Here, for every request but GET and HEAD:
 *  1. its Origin (or, without one, its Referer) must be one of the site's own origins, else 403;
 *     a request with neither (curl, the mobile app, a server) passes;
 *  2. outside /api/ (which reads JSON itself), a body must be a form: urlencoded or multipart,
 *     else 415; a multipart body that cannot be read as a form answers 400.
 * A refused page request gets the site's error page, a data call (`/page.data`, `?_data=`) or an
 * API call JSON. A data call that passes is marked as one for the loaders (`runAsDataRequest`).
 */

export type Refusal = { status: 400 | 403 | 415; message: string };

export type GuardOptions = {
  /** PUBLIC_URL: the address the site is published at (behind a proxy, the proxy's). */
  publicUrl: string;
  /** PARTNER_ORIGINS: allowed to call /api/ from a browser (CORS), not to post the site's forms. */
  partnerOrigins: readonly string[];
  /** TRUST_PROXY set (any proxy trusted): X-Forwarded-Host and X-Forwarded-Proto say what the client asked for. */
  trustProxy: boolean;
};

const SAFE_METHODS = new Set(["GET", "HEAD"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function optionsFromConfig(): GuardOptions {
  const config = getConfig();
  return {
    publicUrl: config.publicUrl,
    partnerOrigins: config.partnerOrigins,
    trustProxy: config.trustProxy !== false,
  };
}

export function isApiPath(pathname: string): boolean {
  return pathname === API_BASE_PATH.replace(/\/$/, "") || pathname.startsWith(API_BASE_PATH);
}

/** `scheme://host[:port]` of a URL-ish value, or null for anything else ("null", garbage, other schemes). */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.host) return null;
    return url.origin;
  } catch {
    return null;
  }
}

const firstValue = (header: string | null): string | null => header?.split(",")[0]?.trim() || null;

/** The origin the client addressed: the Host header and the connection's scheme (or, with TRUST_PROXY, the proxy's headers). */
export function requestOrigin(request: Request, trustProxy: boolean): string | null {
  const url = new URL(request.url);
  let protocol = url.protocol.replace(/:$/, "");
  let host = request.headers.get("Host") ?? url.host;
  if (trustProxy) {
    const forwardedProto = firstValue(request.headers.get("X-Forwarded-Proto"));
    if (forwardedProto === "http" || forwardedProto === "https") protocol = forwardedProto;
    host = firstValue(request.headers.get("X-Forwarded-Host")) ?? host;
  }
  return originOf(`${protocol}://${host}`);
}

/**
 * Where a visitor sent to a page elsewhere (the payment gateway's hosted page, the ID check) is
 * sent back to: PUBLIC_URL when it is set; otherwise the origin this request was made on, read as
 * the guard reads it (requestOrigin), so a visitor on http://127.0.0.1:3000, a LAN address or
 * behind a trusted proxy comes back where their session cookie is. A forged Host only redirects
 * the forger: a browser sends the host it was pointed at (docs/shell.md, "Return addresses").
 */
export function returnOrigin(request: Request): string {
  const config = getConfig();
  if (config.publicUrlSet) return config.publicUrl;
  return requestOrigin(request, optionsFromConfig().trustProxy) ?? config.publicUrl;
}

/** The origins a state-changing request may come from. */
export function allowedOrigins(request: Request, options: GuardOptions): Set<string> {
  const allowed = new Set<string>();
  const own = requestOrigin(request, options.trustProxy);
  if (own) allowed.add(own);
  const published = originOf(options.publicUrl);
  if (published) allowed.add(published);
  if (isApiPath(new URL(request.url).pathname)) {
    for (const partner of options.partnerOrigins) {
      const origin = originOf(partner);
      if (origin) allowed.add(origin);
    }
  }
  return allowed;
}

/** Where the request says it comes from: its Origin, else its Referer's origin; undefined when it names neither. */
function claimedOrigin(request: Request): string | null | undefined {
  const origin = request.headers.get("Origin");
  if (origin !== null) return originOf(origin.trim());
  const referer = request.headers.get("Referer");
  if (referer !== null && referer.trim() !== "") return originOf(referer.trim());
  return undefined;
}

export function crossSiteRefusal(request: Request, options: GuardOptions): Refusal | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const claimed = claimedOrigin(request);
  if (claimed === undefined) return null;
  if (claimed !== null && allowedOrigins(request, options).has(claimed.toLowerCase())) return null;
  return { status: 403, message: CROSS_SITE_REQUEST_REFUSED };
}

function mediaTypeOf(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * The body check for the site's forms: the request to hand on (an empty body without a type
 * becomes an empty form, so actions reading one get no fields rather than an exception), or the refusal.
 */
export async function formBodyCheck(request: Request): Promise<{ request: Request } | { refusal: Refusal }> {
  if (
    SAFE_METHODS.has(request.method) ||
    request.method === "OPTIONS" ||
    isApiPath(new URL(request.url).pathname)
  )
    return { request };
  const type = mediaTypeOf(request);
  if (type === "") {
    const body = request.body ? await request.arrayBuffer() : new ArrayBuffer(0);
    if (body.byteLength > 0) return { refusal: { status: 415, message: FORM_CONTENT_TYPE_REFUSED } };
    const headers = new Headers(request.headers);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    return {
      request: new Request(request.url, {
        method: request.method,
        headers,
        body: "",
        signal: request.signal,
      }),
    };
  }
  if (!FORM_TYPES.has(type)) return { refusal: { status: 415, message: FORM_CONTENT_TYPE_REFUSED } };
  if (type === "multipart/form-data") {
    // Read once here (the body is at most MULTIPART_BODY_LIMIT_BYTES, server/body-limit.mjs); the
    // action reads the other branch of the same stream.
    try {
      await request.clone().formData();
    } catch {
      return { refusal: { status: 400, message: FORM_BODY_UNREADABLE } };
    }
  }
  return { request };
}

/**
 * The request without its Origin header, once the guard has checked it: Remix's own check
 * compares Origin with X-Forwarded-Host or Host only, so a post from PUBLIC_URL behind a proxy
 * would otherwise end in its 500. The API keeps it (its CORS answer names the origin).
 */
function withoutCheckedOrigin(request: Request): Request {
  if (
    SAFE_METHODS.has(request.method) ||
    !request.headers.has("Origin") ||
    isApiPath(new URL(request.url).pathname)
  )
    return request;
  const headers = new Headers(request.headers);
  headers.delete("Origin");
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
  };
  if (request.body) init.duplex = "half";
  return new Request(request.url, init);
}

/** Every check in order: the request to hand on to Remix, or why it is refused. */
export async function guardRequest(
  request: Request,
  options: GuardOptions = optionsFromConfig(),
): Promise<{ request: Request } | { refusal: Refusal }> {
  const crossSite = crossSiteRefusal(request, options);
  if (crossSite) return { refusal: crossSite };
  const checked = await formBodyCheck(request);
  return "request" in checked ? { request: withoutCheckedOrigin(checked.request) } : checked;
}

const REFUSAL_KEY = "request-guard:refusal";

/** The refusal the page at REFUSED_PAGE_PATH shows, when this request was refused; else null. */
export function currentRefusal(): Refusal | null {
  return requestScoped<Refusal | null>(REFUSAL_KEY, () => null);
}

type Handle = (request: Request, loadContext?: AppLoadContext) => Promise<Response>;

function wantsJson(request: Request): boolean {
  const url = new URL(request.url);
  return isDataRequestUrl(url) || isApiPath(url.pathname);
}

function jsonRefusal(request: Request, refusal: Refusal): Response {
  const url = new URL(request.url);
  const body = isApiPath(url.pathname)
    ? {
        error: refusal.message,
        result: null,
        hasError: true,
        errors: [{ errorMessage: refusal.message }],
        statusCode: refusal.status,
      }
    : { error: refusal.message };
  const headers: Record<string, string> = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  };
  // Remix's older `?_data=` client reads a response marked so as a thrown response (its error
  // boundary shows it); single fetch's reads any answer it cannot decode as an error.
  if (url.searchParams.has("_data")) headers["X-Remix-Catch"] = "yes";
  return new Response(JSON.stringify(body), { status: refusal.status, headers });
}

/**
 * Remix's request handler behind the guard (server/app.mjs and the tests use this). A refused
 * page request is answered by the site's error page: the page at REFUSED_PAGE_PATH is rendered
 * for it (a GET, so no action runs) and throws the refusal's status and text.
 */
export function withRequestGuard(handle: Handle, options?: () => GuardOptions): Handle {
  return async (request, loadContext) => {
    const outcome = await guardRequest(request, options?.() ?? optionsFromConfig());
    if ("request" in outcome) {
      const passed = outcome.request;
      return isDataRequestUrl(new URL(passed.url))
        ? runAsDataRequest(() => handle(passed, loadContext))
        : handle(passed, loadContext);
    }
    const { refusal } = outcome;
    if (wantsJson(request)) return jsonRefusal(request, refusal);
    const headers = new Headers({ Accept: "text/html" });
    const cookie = request.headers.get("Cookie");
    if (cookie) headers.set("Cookie", cookie);
    const page = new Request(new URL(REFUSED_PAGE_PATH, request.url), {
      method: "GET",
      headers,
      signal: request.signal,
    });
    const response = await runInRequestScope(() => {
      requestScoped(REFUSAL_KEY, () => refusal);
      return handle(page, loadContext);
    });
    response.headers.set("Cache-Control", "no-store");
    return response;
  };
}
