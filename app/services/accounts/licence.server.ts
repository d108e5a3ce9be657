import { attemptSave, loadAccountUser, type SaveResult } from "./pages.server";
import { type UploadHandler } from "@remix-run/node";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "~/config.server";
import {
  getDriverLicence,
  saveDriverLicence,
  type AccountUser,
  type DriverLicence,
} from "~/models/accounts/users.server";
import { formatDayMonthYear } from "../platform/dates";
import {
  LICENCE_PHOTO_DIR,
  LICENCE_PHOTO_TYPES,
  MAX_UPLOAD_BYTES,
  MULTIPART_TEXT_MAX_BYTES,
} from "./constants";
import { ACCOUNT_FORM_MESSAGES } from "./text";
import { SAVE_FAILED } from "../platform/error-text";
import { parseDayMonthYear } from "../platform/validators";

/**
 * The driver licence of My account and the API: the form's values, and the licence photo, read
 * from a multipart form with a size limit, checked by its bytes (JPEG, PNG, WebP), kept under
 * DATA_DIR (never public/) and served only to its owner.
 */

/* ---- Driver licence ---- */

export type LicenceFormValues = {
  name: string;
  dateOfBirth: string;
  number: string;
  expiryDate: string;
  country: string;
};

/** The form's values from a stored licence (dates day-month-year), or the user's name for a first one. */
export function licenceFormValues(
  licence: DriverLicence | null,
  user: Pick<AccountUser, "firstName" | "lastName">,
): LicenceFormValues {
  if (!licence)
    return {
      name: `${user.firstName} ${user.lastName}`.trim(),
      dateOfBirth: "",
      number: "",
      expiryDate: "",
      country: "New Zealand",
    };
  return {
    name: licence.name,
    dateOfBirth: formatDayMonthYear(licence.dateOfBirth),
    number: licence.number,
    expiryDate: formatDayMonthYear(licence.expiryDate),
    country: licence.country,
  };
}

/**
 * The licence form of My account: its values (the licence on file, else the account's name and
 * country) and whether a photo is on file.
 */
export async function loadLicenceForm(userId: string) {
  const [user, licence] = await loadAccountUser(userId, getDriverLicence);
  return { defaults: licenceFormValues(licence, user), hasPhoto: Boolean(licence?.photoKey) };
}

export type LicencePhotoType = keyof typeof LICENCE_PHOTO_TYPES;

/** The image type of a file by its first bytes (JPEG, PNG, WebP), whatever the browser said; null for anything else. */
export function sniffImageType(bytes: Uint8Array): LicencePhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** What the multipart reader found in the photo field. */
export type LicencePhotoUpload =
  { kind: "none" } | { kind: "too-large" } | { kind: "file"; bytes: Uint8Array; declaredType: string };

/** The reader's results besides the text fields (which go into the FormData). */
export type LicenceUploadState = { photo: LicencePhotoUpload };

export const LICENCE_PHOTO_FIELD = "photo";

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
 * The upload handler of the licence form (unstable_parseMultipartFormData): text fields become
 * strings (at most MULTIPART_TEXT_MAX_BYTES each), the photo field is read into `state` up to
 * `maxBytes` (MAX_UPLOAD_BYTES); a larger file is marked too-large and dropped, never kept whole
 * in memory. Any other file field is dropped.
 */
export function licenceUploadHandler(
  state: LicenceUploadState,
  maxBytes: number = MAX_UPLOAD_BYTES,
): UploadHandler {
  return async ({ name, filename, contentType, data }) => {
    if (typeof filename === "string") {
      if (name !== LICENCE_PHOTO_FIELD) {
        await readLimited(data, 0);
        return undefined;
      }
      const { bytes, overLimit } = await readLimited(data, maxBytes);
      if (overLimit) state.photo = { kind: "too-large" };
      else if (filename === "" && bytes.length === 0) state.photo = { kind: "none" };
      else if (bytes.length === 0) state.photo = { kind: "none" };
      else state.photo = { kind: "file", bytes, declaredType: contentType };
      return undefined;
    }
    const { bytes, overLimit } = await readLimited(data, MULTIPART_TEXT_MAX_BYTES);
    return overLimit ? "" : new TextDecoder().decode(bytes);
  };
}

/** The problem with an uploaded photo: too large (413) or not an accepted image (400); null when fine or none. */
export function licencePhotoProblem(
  photo: LicencePhotoUpload,
): { status: 413 | 400; message: string } | null {
  if (photo.kind === "too-large") return { status: 413, message: ACCOUNT_FORM_MESSAGES.photoTooLarge };
  if (photo.kind === "file") {
    const sniffed = sniffImageType(photo.bytes);
    const declared = photo.declaredType.toLowerCase().split(";")[0].trim();
    if (!sniffed || !(declared in LICENCE_PHOTO_TYPES))
      return { status: 400, message: ACCOUNT_FORM_MESSAGES.photoWrongType };
  }
  return null;
}

/** The storage key of a user's licence photo: "licences/<userId>.jpg". */
export function licencePhotoKey(userId: string, type: LicencePhotoType): string {
  return `licences/${userId}.${LICENCE_PHOTO_TYPES[type]}`;
}

const KEY_PATTERN = /^licences\/([A-Za-z0-9-]+)\.(jpg|png|webp)$/;

/** The file of a storage key under DATA_DIR, or null when the key is not one of ours (no path tricks). */
export function licencePhotoFile(key: string, dataDir: string = getConfig().dataDir): string | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  return path.join(path.resolve(dataDir), LICENCE_PHOTO_DIR, `${match[1]}.${match[2]}`);
}

/** The content type of a stored key. */
export function licencePhotoContentType(key: string): LicencePhotoType | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const entry = Object.entries(LICENCE_PHOTO_TYPES).find(([, ext]) => ext === match[2]);
  return entry ? (entry[0] as LicencePhotoType) : null;
}

async function storeLicencePhoto(userId: string, bytes: Uint8Array, type: LicencePhotoType): Promise<string> {
  const key = licencePhotoKey(userId, type);
  const file = licencePhotoFile(key);
  if (!file) throw new Error("bad licence photo key");
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a reader never sees half a file.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
  // A photo of another type replaced: remove the old file.
  for (const other of Object.keys(LICENCE_PHOTO_TYPES) as LicencePhotoType[]) {
    if (other === type) continue;
    const old = licencePhotoFile(licencePhotoKey(userId, other));
    if (old) await rm(old, { force: true });
  }
  return key;
}

/**
 * Saves the licence (dates given day-month-year, already validated) and, when one came, the
 * photo; the photo on file is kept when none came.
 */
export async function saveLicence(
  userId: string,
  values: LicenceFormValues,
  photo: LicencePhotoUpload,
): Promise<SaveResult<DriverLicence>> {
  const dateOfBirth = parseDayMonthYear(values.dateOfBirth);
  const expiryDate = parseDayMonthYear(values.expiryDate);
  if (!dateOfBirth || !expiryDate) return { ok: false, message: SAVE_FAILED };
  return attemptSave(async () => {
    const existing = await getDriverLicence(userId);
    let photoKey = existing?.photoKey ?? null;
    if (photo.kind === "file") {
      const type = sniffImageType(photo.bytes);
      if (!type) return null;
      photoKey = await storeLicencePhoto(userId, photo.bytes, type);
    }
    return saveDriverLicence(userId, {
      name: values.name.trim(),
      dateOfBirth,
      number: values.number.trim().toUpperCase(),
      expiryDate,
      country: values.country,
      photoKey,
    });
  });
}

/** The owner's licence photo, or null when there is none (or its file is gone). */
export async function readLicencePhoto(
  userId: string,
): Promise<{ body: Buffer; contentType: LicencePhotoType } | null> {
  const licence = await getDriverLicence(userId);
  const key = licence?.photoKey;
  if (!key) return null;
  const file = licencePhotoFile(key);
  const contentType = licencePhotoContentType(key);
  // Only the owner's own file: the key must name this user.
  if (!file || !contentType || !key.startsWith(`licences/${userId}.`)) return null;
  try {
    return { body: await readFile(file), contentType };
  } catch {
    return null;
  }
}
