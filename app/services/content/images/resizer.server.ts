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
 * once so the resizer cannot take every core from the pages.
 */

export type OutputFormat = Exclude<ImageFormat, "auto">;

export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const IMAGE_RESIZER_MESSAGES = {
  missingPath: "Give the image options and then the image's path, e.g. /img/width=480,format=auto/cars/GROUP-A-0.jpg.",
  badPath: "The image path may only hold letters, digits, dots, dashes and underscores between slashes.",
  notFound: "There is no such image.",
  unreadable: "That file cannot be read as an image.",
  busy: "Too many images are being resized; try again in a moment.",
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
export function negotiateFormat(requested: ImageFormat, accept: string | null | undefined, original: OutputFormat): OutputFormat {
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
  if (sourcePath.length === 0 || sourcePath.length > MAX_SOURCE_PATH || !segments.every((segment) => SEGMENT.test(segment))) {
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
    return { ok: true, file, relative: segments.join("/"), format: sourceFormat(imageExtension(sourcePath)), mtimeMs: stat.mtimeMs, size: stat.size };
  } catch {
    return notFound;
  }
}

/** At most this many images are encoded at once; the rest wait their turn. */
export const RESIZE_CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));
/** Beyond this many waiting, a request is turned away with 503 and Retry-After. */
export const RESIZE_QUEUE_LIMIT = 200;

// One libvips thread per image, and no libvips operation cache: the disk cache does that job.
sharp.concurrency(1);
sharp.cache(false);

let running = 0;
const waiting: (() => void)[] = [];

class QueueFullError extends Error {}

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RESIZE_CONCURRENCY) {
    if (waiting.length >= RESIZE_QUEUE_LIMIT) throw new QueueFullError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
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

async function resize(file: string, width: number | undefined, format: OutputFormat, quality: number | undefined): Promise<Buffer> {
  try {
    const pipeline = sharp(file, { failOn: "error" })
      .rotate()
      .resize(width === undefined ? undefined : { width, withoutEnlargement: true });
    return await encode(pipeline, format, quality).toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

/** Encodings in progress by cache key: two requests for the same new image share one encoding. */
const inFlight = new Map<string, Promise<Buffer>>();

async function cachedOrResized(cacheFile: string, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await fs.readFile(cacheFile);
  } catch {
    // Not cached yet.
  }
  const pending = inFlight.get(key);
  if (pending) return pending;
  const job = withSlot(make).then(async (bytes) => {
    try {
      await fs.mkdir(path.dirname(cacheFile), { recursive: true });
      const temporary = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, cacheFile);
    } catch {
      // A cache that cannot be written only costs speed: the image is still answered.
    }
    return bytes;
  });
  inFlight.set(key, job);
  try {
    return await job;
  } finally {
    inFlight.delete(key);
  }
}

export type ImageResizerSettings = { publicDir: string; cacheDir: string };

/** public/ beside the server (as server.mjs serves it) and DATA_DIR/image-cache. */
export function imageResizerSettings(): ImageResizerSettings {
  return { publicDir: path.resolve("public"), cacheDir: path.join(getConfig().dataDir, "image-cache") };
}

const refusal = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", ...headers },
  });

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
export async function imageResponse(splat: string, request: Request, settings: ImageResizerSettings = imageResizerSettings()): Promise<Response> {
  const slash = splat.indexOf("/");
  if (slash <= 0) return refusal(400, IMAGE_RESIZER_MESSAGES.missingPath);
  const parsed = parseImageOptions(splat.slice(0, slash));
  if (!parsed.ok) return refusal(400, parsed.message);
  const source = await resolveSourceFile(settings.publicDir, splat.slice(slash + 1));
  if (!source.ok) return refusal(source.status, source.message);

  const { width, quality, format: requested } = parsed.options;
  const format = negotiateFormat(requested, request.headers.get("Accept"), source.format);
  const key = createHash("sha256")
    .update(JSON.stringify([source.relative, source.mtimeMs, source.size, width ?? null, quality ?? null, format]))
    .digest("hex");
  const etag = `"${key.slice(0, 32)}"`;
  const headers: Record<string, string> = {
    "Cache-Control": IMAGE_CACHE_CONTROL,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    ...(requested === "auto" ? { Vary: "Accept" } : {}),
  };
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });

  let bytes: Buffer;
  try {
    bytes = await cachedOrResized(path.join(settings.cacheDir, key.slice(0, 2), `${key}.${format}`), key, () =>
      resize(source.file, width, format, quality),
    );
  } catch (error) {
    if (error instanceof QueueFullError) return refusal(503, IMAGE_RESIZER_MESSAGES.busy, { "Retry-After": "5" });
    if (error instanceof UnreadableImageError) return refusal(422, IMAGE_RESIZER_MESSAGES.unreadable);
    throw error;
  }
  return new Response(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { ...headers, "Content-Type": CONTENT_TYPES[format], "Content-Length": String(bytes.length) },
  });
}
