import fs from "node:fs";
import path from "node:path";
import { CONTENT_TIMEOUT_MS } from "../constants";
import { contentDir } from "../pages/store.server";

/** Where the content service client reads answers from: the HTTP service, or the local store. */

export type ContentResource = "page-banner" | "page-header" | "company-reviews" | "branch-reviews";

/** What a source answers: the parsed JSON body, or why there is none. */
export type SourceAnswer = { ok: true; body: unknown } | { ok: false; reason: string };

export type ContentSource = {
  /** Where answers come from, for the log. */
  name: string;
  get(resource: ContentResource, query: URLSearchParams): Promise<SourceAnswer>;
  /** Turns an image URL of an answer into one the browser can load (relative media of a remote service). */
  imageUrl(url: string): string;
};

/** Largest answer read from the service. */
const MAX_BODY_BYTES = 1024 * 1024;
const STRIPPED_HEADERS = new Set(["authorization", "proxy-authorization", "cookie"]);

/** Request headers without any authorisation (or cookie): the content is public. */
export function withoutAuthorisation(headers: Record<string, string> = {}): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!STRIPPED_HEADERS.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}

class ContentTimeoutError extends Error {}

export type HttpSourceOptions = {
  baseUrl: string;
  timeoutMs?: number;
  /** Extra request headers; authorisation and cookies among them are dropped. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
};

/** GETs `{baseUrl}/{resource}/?{query}` within the time limit (connection, headers and body together). */
export function httpSource({ baseUrl, timeoutMs = CONTENT_TIMEOUT_MS, headers, fetch: fetchImpl = fetch }: HttpSourceOptions): ContentSource {
  const base = baseUrl.replace(/\/+$/, "");
  const origin = new URL(base).origin;
  const requestHeaders = { ...withoutAuthorisation(headers), Accept: "application/json" };
  return {
    name: base,
    imageUrl: (url) => (url.startsWith("/") ? `${origin}${url}` : url),
    async get(resource, query) {
      const url = `${base}/${resource}/?${query.toString()}`;
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new ContentTimeoutError());
        }, timeoutMs);
      });
      const exchange = (async (): Promise<SourceAnswer> => {
        const response = await fetchImpl(url, { method: "GET", headers: requestHeaders, signal: controller.signal });
        if (response.status !== 200) {
          controller.abort();
          return { ok: false, reason: `status ${response.status}` };
        }
        const length = Number(response.headers.get("content-length") ?? 0);
        if (length > MAX_BODY_BYTES) {
          controller.abort();
          return { ok: false, reason: "answer too large" };
        }
        const text = await response.text();
        if (text.length > MAX_BODY_BYTES) return { ok: false, reason: "answer too large" };
        try {
          return { ok: true, body: JSON.parse(text) as unknown };
        } catch {
          return { ok: false, reason: "answer is not JSON" };
        }
      })();
      // The losing side of the race must not end as an unhandled rejection.
      exchange.catch(() => undefined);
      try {
        return await Promise.race([exchange, timeout]);
      } catch (error) {
        if (error instanceof ContentTimeoutError || controller.signal.aborted) return { ok: false, reason: `no answer within ${timeoutMs} ms` };
        return { ok: false, reason: error instanceof Error ? error.message : "request failed" };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The folder of the local store's answers: content/content-service/{resource}.json. */
export function localContentServiceDir(): string {
  return path.join(contentDir(), "content-service");
}

/**
 * The local store: each resource's whole answer from one JSON file in the service's own shape
 * (read once per process; filters are applied by the client as for the service).
 */
export function localSource(dir: string = localContentServiceDir()): ContentSource {
  const files = new Map<ContentResource, SourceAnswer>();
  return {
    name: dir,
    imageUrl: (url) => url,
    async get(resource) {
      const cached = files.get(resource);
      if (cached) return cached;
      let answer: SourceAnswer;
      try {
        answer = { ok: true, body: JSON.parse(await fs.promises.readFile(path.join(dir, `${resource}.json`), "utf8")) as unknown };
      } catch (error) {
        const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
        answer = { ok: false, reason: missing ? "no local file" : `local file unreadable: ${(error as Error).message}` };
      }
      files.set(resource, answer);
      return answer;
    },
  };
}
