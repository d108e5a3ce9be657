import { createHash } from "node:crypto";
import type { z } from "zod";
import { getConfig } from "~/config.server";
import { API_MAX_BODY_BYTES } from "./constants";
import { API_MESSAGES } from "./text";
import { API_KEY_HEADER } from "./demo-key";

/**
 * The HTTP side of the API: the one response envelope of spec section 8, field errors from zod,
 * the request body (JSON, at most API_MAX_BODY_BYTES), CORS for the partner origins, ETags.
 */

export type ApiErrorItem = { errorMessage: string; field?: string };

/** Every answer of every call: { result, hasError, errors, statusCode }. */
export type ApiEnvelope<T = unknown> = {
  result: T;
  hasError: boolean;
  errors: ApiErrorItem[];
  statusCode: number;
};

/** A failure a call reports on purpose (bad input, wrong token…): answered as its envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
    readonly headers: Record<string, string> = {},
    readonly result: unknown = null,
  ) {
    super(errors[0]?.errorMessage ?? `API failure ${status}`);
  }
}

export function envelope<T>(status: number, result: T, errors: ApiErrorItem[] = []): ApiEnvelope<T> {
  return { result, hasError: status >= 400 || errors.length > 0, errors, statusCode: status };
}

/** Field errors from a failed zod parse: one item per field and message, in the schema's order. */
export function zodErrors(
  error: z.ZodError,
  rename: (field: string) => string = (field) => field,
): ApiErrorItem[] {
  const seen = new Set<string>();
  const items: ApiErrorItem[] = [];
  for (const issue of error.issues) {
    const path = issue.path.join(".");
    const field = path ? rename(path) : undefined;
    const key = `${field ?? ""}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(field ? { errorMessage: issue.message, field } : { errorMessage: issue.message });
  }
  return items;
}

/** Field errors from a service's { field: message } map. */
export function fieldErrorItems(
  errors: Record<string, string | undefined>,
  rename: (field: string) => string = (field) => field,
): ApiErrorItem[] {
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")
    .map(([field, errorMessage]) => ({ errorMessage, field: rename(field) }));
}

/* ---- Request body ---- */

/**
 * The JSON object of a request body. Over API_MAX_BODY_BYTES (by Content-Length or while
 * reading) → 413; not JSON or not an object → 400. An empty body is {}.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number = API_MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const tooLarge = () =>
    new ApiFailure(413, [{ errorMessage: API_MESSAGES.bodyTooLarge(Math.round(maxBytes / 1024)) }]);
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8").trim();
  if (text === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiFailure(400, [{ errorMessage: API_MESSAGES.bodyNotJson }]);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new ApiFailure(400, [{ errorMessage: API_MESSAGES.bodyNotJson }]);
  return parsed as Record<string, unknown>;
}

/* ---- CORS ---- */

export const CORS_ALLOWED_HEADERS = [API_KEY_HEADER, "authorization", "content-type", "if-none-match"].join(
  ", ",
);
export const CORS_MAX_AGE_SECONDS = 600;

/** The origin of a request when it is one of PARTNER_ORIGINS, else null (no CORS headers at all). */
export function allowedOrigin(
  request: Request,
  partnerOrigins: readonly string[] = getConfig().partnerOrigins,
): string | null {
  const origin = request.headers.get("Origin");
  if (!origin) return null;
  const normalised = partnerOrigins.map((value) => {
    try {
      return new URL(value).origin;
    } catch {
      return value;
    }
  });
  return normalised.includes(origin) ? origin : null;
}

/** CORS headers for an answer (always Vary: Origin, so caches keep answers per origin apart). */
export function corsHeaders(
  request: Request,
  methods: string,
  partnerOrigins?: readonly string[],
): Record<string, string> {
  const origin = allowedOrigin(request, partnerOrigins);
  if (!origin) return { Vary: "Origin" };
  return {
    Vary: "Origin",
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": methods,
    "Access-Control-Allow-Headers": CORS_ALLOWED_HEADERS,
    "Access-Control-Expose-Headers": "ETag, Retry-After",
    "Access-Control-Max-Age": String(CORS_MAX_AGE_SECONDS),
  };
}

/* ---- ETags ---- */

/** A strong ETag of a response body. */
export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (or is *); weak and strong forms both match. */
export function matchesIfNoneMatch(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => strip(tag) === strip(etag));
}
