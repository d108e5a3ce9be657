/**
 * Photo uploads, one way for the whole site (driver licences, damage notes): a multipart
 * reader with a size limit per file, the image type checked by its bytes (JPEG, PNG, WebP),
 * files kept under DATA_DIR (never public/) written whole then renamed, and the answer that
 * serves one. Who may see a photo is the caller's rule.
 */
import { type UploadHandler } from "@remix-run/node";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "~/config.server";
import { PRIVATE_NO_STORE } from "../cache-control";
import {
  MAX_IMAGE_UPLOAD_BYTES,
  MULTIPART_TEXT_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  type UploadImageType,
} from "./constants";
import { UPLOAD_TEXT } from "./text";

/** The image type of a file by its first bytes (JPEG, PNG, WebP), whatever the browser said; null for anything else. */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** What the multipart reader found in one file of a photo field. */
export type ImageUpload =
  { kind: "none" } | { kind: "too-large" } | { kind: "file"; bytes: Uint8Array; declaredType: string };

async function readLimited(
  data: AsyncIterable<Uint8Array>,
  limit: number,
): Promise<{ bytes: Uint8Array; overLimit: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let overLimit = false;
  for await (const chunk of data) {
    // Past the limit the rest is read and dropped, so the request still ends normally.
    if (overLimit) continue;
    size += chunk.byteLength;
    if (size > limit) {
      overLimit = true;
      chunks.length = 0;
      continue;
    }
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(overLimit ? 0 : size);
  let offset = 0;
  if (!overLimit) {
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
  }
  return { bytes, overLimit };
}

/**
 * An upload handler for unstable_parseMultipartFormData: text fields become strings (at most
 * MULTIPART_TEXT_MAX_BYTES each); each file of one of `photoFields` is read up to `maxBytes` and
 * handed to `onImage` (a larger one as too-large, dropped, never kept whole in memory; an empty
 * file input as none). Any other file field is read and dropped.
 */
export function imageUploadHandler(
  photoFields: readonly string[],
  onImage: (field: string, upload: ImageUpload) => void,
  maxBytes: number = MAX_IMAGE_UPLOAD_BYTES,
): UploadHandler {
  return async ({ name, filename, contentType, data }) => {
    if (typeof filename === "string") {
      if (!photoFields.includes(name)) {
        await readLimited(data, 0);
        return undefined;
      }
      const { bytes, overLimit } = await readLimited(data, maxBytes);
      if (overLimit) onImage(name, { kind: "too-large" });
      else if (bytes.length === 0) onImage(name, { kind: "none" });
      else onImage(name, { kind: "file", bytes, declaredType: contentType });
      return undefined;
    }
    const { bytes, overLimit } = await readLimited(data, MULTIPART_TEXT_MAX_BYTES);
    return overLimit ? "" : new TextDecoder().decode(bytes);
  };
}

/** The problem with an uploaded photo: too large (413) or not an accepted image (400); null when fine or none. */
export function imageUploadProblem(upload: ImageUpload): { status: 413 | 400; message: string } | null {
  if (upload.kind === "too-large") return { status: 413, message: UPLOAD_TEXT.photoTooLarge };
  if (upload.kind === "file") {
    const sniffed = sniffImageType(upload.bytes);
    const declared = upload.declaredType.toLowerCase().split(";")[0].trim();
    if (!sniffed || !(declared in UPLOAD_IMAGE_TYPES))
      return { status: 400, message: UPLOAD_TEXT.photoWrongType };
  }
  return null;
}

/**
 * Where one kind of photo is kept: keys "<prefix>/<id>.<ext>" (the id letters, digits and
 * dashes), files under DATA_DIR/<dir>/.
 */
export type ImageStore = { prefix: string; dir: string };

const keyPattern = (store: ImageStore) => new RegExp(`^${store.prefix}/([A-Za-z0-9-]+)\\.(jpg|png|webp)$`);

/** The storage key of a photo: "<prefix>/<id>.jpg". */
export function imageKey(store: ImageStore, id: string, type: UploadImageType): string {
  return `${store.prefix}/${id}.${UPLOAD_IMAGE_TYPES[type]}`;
}

/** The file of a storage key under DATA_DIR, or null when the key is not one of this store's (no path tricks). */
export function imageFile(
  store: ImageStore,
  key: string,
  dataDir: string = getConfig().dataDir,
): string | null {
  const match = keyPattern(store).exec(key);
  if (!match) return null;
  return path.join(path.resolve(dataDir), store.dir, `${match[1]}.${match[2]}`);
}

/** The content type of a stored key. */
export function imageContentType(store: ImageStore, key: string): UploadImageType | null {
  const match = keyPattern(store).exec(key);
  if (!match) return null;
  const entry = Object.entries(UPLOAD_IMAGE_TYPES).find(([, ext]) => ext === match[2]);
  return entry ? (entry[0] as UploadImageType) : null;
}

/**
 * Keeps a photo under its id (written whole, then renamed: a reader never sees half a file); a
 * photo of the same id and another type is removed. Answers its key.
 */
export async function storeImage(
  store: ImageStore,
  id: string,
  bytes: Uint8Array,
  type: UploadImageType,
): Promise<string> {
  const key = imageKey(store, id, type);
  const file = imageFile(store, key);
  if (!file) throw new Error(`bad ${store.prefix} photo key`);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
  for (const other of Object.keys(UPLOAD_IMAGE_TYPES) as UploadImageType[]) {
    if (other === type) continue;
    const old = imageFile(store, imageKey(store, id, other));
    if (old) await rm(old, { force: true });
  }
  return key;
}

/** Removes a stored photo (nothing when the key is not this store's or the file is gone). */
export async function removeImage(store: ImageStore, key: string): Promise<void> {
  const file = imageFile(store, key);
  if (file) await rm(file, { force: true });
}

export type StoredImage = { body: Buffer; contentType: UploadImageType };

/** A stored photo by its key, or null when the key is not this store's or its file is gone. */
export async function readImage(store: ImageStore, key: string): Promise<StoredImage | null> {
  const file = imageFile(store, key);
  const contentType = imageContentType(store, key);
  if (!file || !contentType) return null;
  try {
    return { body: await readFile(file), contentType };
  } catch {
    return null;
  }
}

/** The answer serving a photo to the one allowed to see it, or a plain 404; never cached by shared caches. */
export function imageResponse(image: StoredImage | null): Response {
  if (!image)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE },
    });
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.byteLength),
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
