import { attemptSave, loadAccountUser, type SaveResult } from "./pages.server";
import { type UploadHandler } from "@remix-run/node";
import {
  getDriverLicence,
  saveDriverLicence,
  type AccountUser,
  type DriverLicence,
} from "~/models/accounts/users.server";
import { formatDayMonthYear } from "../platform/dates";
import { LICENCE_PHOTO_DIR, MAX_UPLOAD_BYTES } from "./constants";
import type { UploadImageType } from "../platform/uploads/constants";
import {
  imageContentType,
  imageFile,
  imageKey,
  imageUploadHandler,
  imageUploadProblem,
  readImage,
  sniffImageType,
  storeImage,
  type ImageStore,
  type ImageUpload,
  type StoredImage,
} from "../platform/uploads/images.server";
import { SAVE_FAILED } from "../platform/error-text";
import { parseDayMonthYear } from "../platform/validators";

/**
 * The driver licence of My account and the API: the form's values, and the licence photo, read
 * from a multipart form with a size limit, checked by its bytes (JPEG, PNG, WebP), kept under
 * DATA_DIR (never public/) and served only to its owner. The upload handling itself is
 * platform/uploads/images.server.ts, shared with the counter's damage notes.
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

export type LicencePhotoType = UploadImageType;

/** The image type of a file by its first bytes (platform/uploads). */
export { sniffImageType };

/** What the multipart reader found in the photo field. */
export type LicencePhotoUpload = ImageUpload;

/** The reader's results besides the text fields (which go into the FormData). */
export type LicenceUploadState = { photo: LicencePhotoUpload };

export const LICENCE_PHOTO_FIELD = "photo";

const LICENCE_STORE: ImageStore = { prefix: "licences", dir: LICENCE_PHOTO_DIR };

/**
 * The upload handler of the licence form (platform/uploads `imageUploadHandler`): the photo
 * field is read into `state` up to `maxBytes` (MAX_UPLOAD_BYTES); any other file is dropped.
 */
export function licenceUploadHandler(
  state: LicenceUploadState,
  maxBytes: number = MAX_UPLOAD_BYTES,
): UploadHandler {
  return imageUploadHandler(
    [LICENCE_PHOTO_FIELD],
    (_field, upload) => {
      state.photo = upload;
    },
    maxBytes,
  );
}

/** The problem with an uploaded photo: too large (413) or not an accepted image (400); null when fine or none. */
export const licencePhotoProblem = imageUploadProblem;

/** The storage key of a user's licence photo: "licences/<userId>.jpg". */
export function licencePhotoKey(userId: string, type: LicencePhotoType): string {
  return imageKey(LICENCE_STORE, userId, type);
}

/** The file of a storage key under DATA_DIR, or null when the key is not one of ours (no path tricks). */
export function licencePhotoFile(key: string, dataDir?: string): string | null {
  return imageFile(LICENCE_STORE, key, dataDir);
}

/** The content type of a stored key. */
export function licencePhotoContentType(key: string): LicencePhotoType | null {
  return imageContentType(LICENCE_STORE, key);
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
      photoKey = await storeImage(LICENCE_STORE, userId, photo.bytes, type);
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
export async function readLicencePhoto(userId: string): Promise<StoredImage | null> {
  const licence = await getDriverLicence(userId);
  const key = licence?.photoKey;
  // Only the owner's own file: the key must name this user.
  if (!key || !key.startsWith(`licences/${userId}.`)) return null;
  return readImage(LICENCE_STORE, key);
}
