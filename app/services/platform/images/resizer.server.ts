import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { getConfig } from "~/config.server";
import { imageExtension, isResizable, parseImageOptions, type ImageFormat } from "./options";

/**
 * The built-in image resizer behind /img (docs/decisions/0034-image-resizer.md):
 * `/img/width=480,quality=70,format=auto/cars/GROUP-A-0.jpg` reads public/cars/GROUP-A-0.jpg,
 * shrinks it to 480 px wide (never wider than the original) and answers it in the format asked,
 * `auto` meaning AVIF or WebP when the browser's Accept header takes them. Outputs are kept on disk
 * under DATA_DIR/image-cache, so a repeat is a file read; at most a few images are encoded at
 * once so the resizer cannot take every core from the pages. When every encoder is busy and a few
 * requests already wait, a request gets the original file at once (never a 503, never an empty
 * tile) and its output is queued to be encoded in the background for the next visitor.
 */

export type OutputFormat = Exclude<ImageFormat, "auto">;

export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** The original sent while the resizer is busy: not kept, so the next visit gets the resized one. */
export const IMAGE_ORIGINAL_WHILE_BUSY_CACHE_CONTROL = "no-cache";

export const IMAGE_RESIZER_MESSAGES = {
  missingPath:
    "Give the image options and then the image's path, e.g. /img/width=480,format=auto/cars/GROUP-A-0.jpg.",
  badPath: "The image path may only hold letters, digits, dots, dashes and underscores between slashes.",
  notFound: "There is no such image.",
  unreadable: "That file cannot be read as an image.",
};

const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** The format of a source file from its extension. */
function sourceFormat(extension: string): OutputFormat {
  if (extension === "jpg" || extension === "jpeg") return "jpeg";
  return extension as OutputFormat;
}

/** The media types an Accept header takes (q above 0), lower case, without parameters. */
export function acceptedTypes(accept: string | null | undefined): Set<string> {
  const types = new Set<string>();
  for (const entry of (accept ?? "").split(",")) {
    const [type = "", ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (!type) continue;
    const q = params.find((param) => param.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    types.add(type);
  }
  return types;
}

/**
 * What to send: the format asked for, or for `auto` AVIF when the browser names image/avif, else
 * WebP when it names image/webp, else the original's format (JPEG for an AVIF or WebP original).
 * Wildcards (image/*) do not count: browsers that take AVIF or WebP say so.
 */
export function negotiateFormat(
  requested: ImageFormat,
  accept: string | null | undefined,
  original: OutputFormat,
): OutputFormat {
  if (requested !== "auto") return requested;
  const types = acceptedTypes(accept);
  if (types.has("image/avif")) return "avif";
  if (types.has("image/webp")) return "webp";
  return original === "jpeg" || original === "png" ? original : "jpeg";
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,120}$/;
const MAX_SOURCE_PATH = 300;

/** public/ after symbolic links, resolved once per folder rather than on every image request. */
const realRoots = new Map<string, Promise<string>>();
function realRoot(publicDir: string): Promise<string> {
  let root = realRoots.get(publicDir);
  if (!root) {
    root = fs.realpath(publicDir);
    realRoots.set(publicDir, root);
    root.catch(() => realRoots.delete(publicDir));
  }
  return root;
}

export type SourceFile =
  | { ok: true; file: string; relative: string; format: OutputFormat; mtimeMs: number; size: number }
  | { ok: false; status: 400 | 404; message: string };

/**
 * The file under publicDir for a source path such as `cars/GROUP-A-0.jpg`: plain segments only
 * (no `..`, no hidden files, no absolute or empty parts: 400), a raster image extension and an
 * existing file that stays inside publicDir after symbolic links (404 otherwise).
 */
export async function resolveSourceFile(publicDir: string, sourcePath: string): Promise<SourceFile> {
  const segments = sourcePath.split("/");
  if (
    sourcePath.length === 0 ||
    sourcePath.length > MAX_SOURCE_PATH ||
    !segments.every((segment) => SEGMENT.test(segment))
  ) {
    return { ok: false, status: 400, message: IMAGE_RESIZER_MESSAGES.badPath };
  }
  const notFound = { ok: false, status: 404, message: IMAGE_RESIZER_MESSAGES.notFound } as const;
  if (!isResizable(sourcePath)) return notFound;
  try {
    const root = await realRoot(publicDir);
    const file = await fs.realpath(path.join(root, ...segments));
    if (!file.startsWith(root + path.sep)) return notFound;
    const stat = await fs.stat(file);
    if (!stat.isFile()) return notFound;
    return {
      ok: true,
      file,
      relative: segments.join("/"),
      format: sourceFormat(imageExtension(sourcePath)),
      mtimeMs: stat.mtimeMs,
      size: stat.size,
    };
  } catch {
    return notFound;
  }
}

/** At most this many images are encoded at once. */
export const RESIZE_CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));
/**
 * At most this many requests wait for an encoder (each at most a couple of encodings); any more get
 * the original file at once rather than a 503 or a time-out.
 */
export const RESIZE_WAIT_LIMIT = RESIZE_CONCURRENCY * 2;
/** Outputs queued to be encoded in the background (for requests that got the original); beyond, none is queued. */
export const RESIZE_QUEUE_LIMIT = 200;

// One libvips thread per image, and no libvips operation cache: the disk cache does that job.
sharp.concurrency(1);
sharp.cache(false);

let running = 0;
/** Requests waiting for an encoder: served before the background queue. */
const waiting: (() => void)[] = [];
/** Encodings that fill the cache for a later visitor. */
const queued: (() => void)[] = [];
/** Called when nothing is encoding or queued (tests wait for the background work to end). */
let idleListeners: (() => void)[] = [];

type Slot = { ready: Promise<void>; /** Set while in a queue: what starts it. */ start?: () => void };

/** An encoder now, a place in the queue (ready when an encoder is free), or null when the queue is full. */
function acquireSlot(queue: (() => void)[], limit: number): Slot | null {
  if (running < RESIZE_CONCURRENCY) {
    running += 1;
    return { ready: Promise.resolve() };
  }
  if (queue.length >= limit) return null;
  let start: () => void = () => {};
  const ready = new Promise<void>((resolve) => (start = resolve));
  queue.push(start);
  return { ready, start };
}

function releaseSlot(): void {
  const next = waiting.shift() ?? queued.shift();
  if (next) return next();
  running -= 1;
  if (running === 0) {
    const listeners = idleListeners;
    idleListeners = [];
    for (const listener of listeners) listener();
  }
}

/** Resolves when no image is being encoded or queued (at once when idle). */
export function whenResizerIdle(): Promise<void> {
  if (running === 0) return Promise.resolve();
  return new Promise<void>((resolve) => idleListeners.push(resolve));
}

/** Encoder settings: AVIF at effort 1, as encoding it is slow and the output is cached anyway. */
function encode(pipeline: sharp.Sharp, format: OutputFormat, quality: number | undefined): sharp.Sharp {
  switch (format) {
    case "avif":
      return pipeline.avif({ quality: quality ?? 55, effort: 1 });
    case "webp":
      return pipeline.webp({ quality: quality ?? 75 });
    case "png":
      return pipeline.png(quality === undefined ? {} : { quality, palette: quality < 100 });
    default:
      return pipeline.jpeg({ quality: quality ?? 75, mozjpeg: true });
  }
}

class UnreadableImageError extends Error {}

async function resize(
  file: string,
  width: number | undefined,
  format: OutputFormat,
  quality: number | undefined,
): Promise<Buffer> {
  try {
    const pipeline = sharp(file, { failOn: "error" })
      .rotate()
      .resize(width === undefined ? undefined : { width, withoutEnlargement: true });
    return await encode(pipeline, format, quality).toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Encodings started or queued, by cache key: two requests for the same new image share one
 * encoding. `waited` is true when a request waits for it (so it is bounded and worth waiting for),
 * false for a background encoding still in the queue.
 */
type Encoding = { promise: Promise<Buffer>; started: boolean; waited: boolean; start?: () => void };
const inFlight = new Map<string, Encoding>();

/** A visitor now asks for a background encoding still queued: it moves to the waiting line if there is room. */
function promote(encoding: Encoding): boolean {
  if (!encoding.start || waiting.length >= RESIZE_WAIT_LIMIT) return false;
  const index = queued.indexOf(encoding.start);
  if (index < 0) return false;
  queued.splice(index, 1);
  waiting.push(encoding.start);
  encoding.waited = true;
  return true;
}

/** The output from the disk cache, or freshly encoded; null when the resizer is too busy to wait for. */
async function cachedOrResized(
  cacheFile: string,
  key: string,
  make: () => Promise<Buffer>,
): Promise<Buffer | null> {
  try {
    return await fs.readFile(cacheFile);
  } catch {
    // Not cached yet.
  }
  const pending = inFlight.get(key);
  if (pending) return pending.started || pending.waited || promote(pending) ? pending.promise : null;
  let slot = acquireSlot(waiting, RESIZE_WAIT_LIMIT);
  const waited = slot !== null;
  slot ??= acquireSlot(queued, RESIZE_QUEUE_LIMIT);
  if (!slot) return null;
  const encoding: Encoding = {
    promise: Promise.resolve(Buffer.alloc(0)),
    started: false,
    waited,
    start: slot.start,
  };
  encoding.promise = slot.ready.then(async () => {
    encoding.started = true;
    try {
      const bytes = await make();
      try {
        await fs.mkdir(path.dirname(cacheFile), { recursive: true });
        const temporary = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, cacheFile);
      } catch {
        // A cache that cannot be written only costs speed: the image is still answered.
      }
      return bytes;
    } finally {
      inFlight.delete(key);
      releaseSlot();
    }
  });
  inFlight.set(key, encoding);
  if (waited) return encoding.promise;
  // Encoded for a later visitor: a failure (an unreadable file) is answered to that visitor then.
  encoding.promise.catch(() => {});
  return null;
}

export type ImageResizerSettings = { publicDir: string; cacheDir: string };

/** public/ beside the server (as server.mjs serves it) and DATA_DIR/image-cache. */
export function imageResizerSettings(): ImageResizerSettings {
  return { publicDir: path.resolve("public"), cacheDir: path.join(getConfig().dataDir, "image-cache") };
}

const refusal = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });

/**
 * The source file as it is, while every encoder is busy (its resized output is queued for the next
 * visitor): a bigger file than asked for, but a picture now rather than a 503 or a wait.
 */
async function originalWhileBusy(
  source: Extract<SourceFile, { ok: true }>,
  variesOnAccept: boolean,
): Promise<Response> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(source.file);
  } catch {
    return refusal(404, IMAGE_RESIZER_MESSAGES.notFound);
  }
  return new Response(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) as Uint8Array<ArrayBuffer>,
    {
      status: 200,
      headers: {
        "Content-Type": CONTENT_TYPES[source.format],
        "Content-Length": String(bytes.length),
        "Cache-Control": IMAGE_ORIGINAL_WHILE_BUSY_CACHE_CONTROL,
        "X-Content-Type-Options": "nosniff",
        ...(variesOnAccept ? { Vary: "Accept" } : {}),
      },
    },
  );
}

/** Whether If-None-Match names this ETag (a list, weak validators and `*` included). */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * The answer to `/img/<options>/<source path>`: `splat` is what follows /img/. 400 for bad
 * options or a bad path, 404 for a missing image, 304 when If-None-Match names the same output,
 * otherwise the image with a year of caching.
 */
export async function imageResponse(
  splat: string,
  request: Request,
  settings: ImageResizerSettings = imageResizerSettings(),
): Promise<Response> {
  const slash = splat.indexOf("/");
  if (slash <= 0) return refusal(400, IMAGE_RESIZER_MESSAGES.missingPath);
  const parsed = parseImageOptions(splat.slice(0, slash));
  if (!parsed.ok) return refusal(400, parsed.message);
  const source = await resolveSourceFile(settings.publicDir, splat.slice(slash + 1));
  if (!source.ok) return refusal(source.status, source.message);

  const { width, quality, format: requested } = parsed.options;
  const format = negotiateFormat(requested, request.headers.get("Accept"), source.format);
  const key = createHash("sha256")
    .update(
      JSON.stringify([source.relative, source.mtimeMs, source.size, width ?? null, quality ?? null, format]),
    )
    .digest("hex");
  const etag = `"${key.slice(0, 32)}"`;
  const headers: Record<string, string> = {
    "Cache-Control": IMAGE_CACHE_CONTROL,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    ...(requested === "auto" ? { Vary: "Accept" } : {}),
  };
  if (matchesEtag(request.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });

  let bytes: Buffer | null;
  try {
    bytes = await cachedOrResized(
      path.join(settings.cacheDir, key.slice(0, 2), `${key}.${format}`),
      key,
      () => resize(source.file, width, format, quality),
    );
  } catch (error) {
    if (error instanceof UnreadableImageError) return refusal(422, IMAGE_RESIZER_MESSAGES.unreadable);
    throw error;
  }
  if (bytes === null) return originalWhileBusy(source, requested === "auto");
  return new Response(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) as Uint8Array<ArrayBuffer>,
    {
      status: 200,
      headers: { ...headers, "Content-Type": CONTENT_TYPES[format], "Content-Length": String(bytes.length) },
    },
  );
}
