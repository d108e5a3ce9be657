import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { LRUCache } from "lru-cache";

/**
 * Pages rendered again from what they were rendered from, under single fetch
 * (docs/decisions/0081-render-memo-for-single-fetch.md; ADR 0065 did this job before single fetch).
 *
 * On the server a page's HTML depends only on its URL (which gives the route matches), its status,
 * the build (manifest, critical CSS, future flags: Remix's `serverHandoffString`) and the data of
 * its loaders, action and errors, which single fetch encodes whole into the page from
 * `serverHandoffStream`; besides the CSP nonce, and the clock for the footer's year. So two
 * requests whose URL, status, build and encoded data are the same get the same HTML: the later one
 * is answered with the kept markup (its nonce swapped for its own) instead of a React render.
 * Loaders always run, so every answer shows the data as it is now, and each visitor only ever gets
 * markup made from their own data. A page is kept from its second render on, and lives
 * RENDER_MEMO_SECONDS (30; 0 turns it off), which bounds how long the year can lag.
 */
export type PageInputs = {
  method: string;
  url: string;
  status: number;
  /** Whether a route threw (the page shows an error boundary). */
  hasErrors: boolean;
  /** What is the same for every page of a build: Remix's `serverHandoffString` and the manifest version. */
  build: string;
  /** The page's data as single fetch encodes it into the page: every chunk of `serverHandoffStream`. */
  data: readonly Uint8Array[];
};

/** Whether a page may be kept at all: only whole, successful answers to GET (or HEAD). */
export function isKeepable({
  method,
  status,
  hasErrors,
}: Pick<PageInputs, "method" | "status" | "hasErrors">) {
  return (method === "GET" || method === "HEAD") && status === 200 && !hasErrors;
}

/** The key of a page: SHA-256 of everything its HTML is made from, or null when it is not kept. */
export function pageKey(inputs: PageInputs): string | null {
  if (!isKeepable(inputs)) return null;
  const hash = createHash("sha256");
  for (const part of [inputs.url, String(inputs.status), inputs.build]) hash.update(part).update("\u0000");
  for (const chunk of inputs.data) hash.update(chunk);
  return hash.digest("base64url");
}

/** A kept page: its bytes cut where the nonce of the render that made it was. */
type KeptPage = { pieces: Buffer[]; bytes: number };

function cutAt(html: Buffer, nonce: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(nonce); at !== -1; at = html.indexOf(nonce, from)) {
    pieces.push(html.subarray(from, at));
    from = at + nonce.length;
  }
  pieces.push(html.subarray(from));
  return pieces;
}

function joinWith(pieces: readonly Buffer[], nonce: Buffer): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) parts.push(nonce);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

export type RenderMemo = {
  /** Whether pages are kept at all (RENDER_MEMO_SECONDS > 0). */
  readonly on: boolean;
  /** How many pages are kept. */
  readonly size: number;
  /** The kept page under `key` with `nonce` wherever its own nonce was, or undefined. */
  get(key: string, nonce: string): Buffer<ArrayBuffer> | undefined;
  /** Tells the memo `key` was rendered as `html` with `nonce`; kept from the second time on. */
  rendered(key: string, html: Buffer, nonce: string): void;
  clear(): void;
};

export function createRenderMemo({
  seconds,
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
  now,
}: {
  seconds: number;
  maxEntries?: number;
  /** Total size of the kept pages, in bytes. */
  maxBytes?: number;
  now?: () => number;
}): RenderMemo {
  const ttl = Math.max(seconds, 0) * 1000;
  const perf = now ? { now } : undefined;
  // At most maxEntries pages and maxBytes in all; the least recently used goes first.
  const kept = new LRUCache<string, KeptPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (page) => page.bytes,
    ttl,
    ttlResolution: 0,
    perf,
  });
  // Keys rendered once lately (43 characters each). A page is kept only when asked for a second
  // time: most pages of a stream of different searches are asked for once, and keeping each of
  // them would cost the garbage collector more than the memo saves.
  const seen = new LRUCache<string, true>({ max: maxEntries * 20, ttl, ttlResolution: 0, perf });
  return {
    on: seconds > 0,
    get size() {
      return kept.size;
    },
    get(key, nonce) {
      const page = kept.get(key);
      return page && joinWith(page.pieces, Buffer.from(nonce));
    },
    rendered(key, html, nonce) {
      if (!(seconds > 0) || kept.has(key)) return;
      if (!seen.get(key)) {
        seen.set(key, true);
        return;
      }
      // A copy, so that the kept page does not hold on to the response's buffer.
      kept.set(key, { pieces: cutAt(Buffer.from(html), Buffer.from(nonce)), bytes: html.length });
    },
    clear() {
      kept.clear();
      seen.clear();
    },
  };
}

let memo: RenderMemo | undefined;

/** The process's memo, configured by RENDER_MEMO_SECONDS. */
export function renderMemo(): RenderMemo {
  memo ??= createRenderMemo({ seconds: getConfig().renderMemoSeconds });
  return memo;
}

/** Every chunk of a stream (single fetch's encoded data: one chunk when nothing is deferred). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/**
 * The key of the page Remix is about to render (null when it is not kept), and the context to
 * render it with: the key reads the page's data from one branch of single fetch's stream, React
 * reads the other.
 */
export async function keyOfPage(
  request: Request,
  status: number,
  context: EntryContext,
): Promise<{ key: string | null; context: EntryContext }> {
  const stream = context.serverHandoffStream;
  if (!stream) return { key: null, context };
  const hasErrors = Boolean(context.staticHandlerContext.errors);
  if (!isKeepable({ method: request.method, status, hasErrors })) return { key: null, context };
  const [forPage, forKey] = stream.tee();
  const key = await readAll(forKey).then(
    (data) =>
      pageKey({
        method: request.method,
        url: request.url,
        status,
        hasErrors,
        build: `${context.manifest.version}\u0000${context.serverHandoffString ?? ""}`,
        data,
      }),
    // The stream failed (its time ran out): the render shows what it shows, and is not kept.
    () => null,
  );
  return { key, context: { ...context, serverHandoffStream: forPage } };
}
