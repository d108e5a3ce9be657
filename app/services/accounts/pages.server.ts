import { redirect, type UploadHandler } from "@remix-run/node";
import { bookingChangeOffers, type ChangeOffer, type OfferableReservation } from "../changes/offers";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "~/config.server";
import { getDb } from "~/models/db.server";
import { getLookupOptions } from "~/models/catalog/lookups.server";
import { branches, carClasses, reservations } from "~/models/schema";
import {
  findUserById,
  getDriverLicence,
  saveDriverLicence,
  updateUserProfile,
  type AccountUser,
  type DriverLicence,
  type ProfileChanges,
} from "~/models/accounts/users.server";
import { formErrorResponse, readCheckedForm, savedPath } from "./http.server";
import { formatNzDate, formatNzTime, formatDayMonthYear, inNewZealand } from "../platform/dates";
import {
  ACCOUNT_PATHS,
  LICENCE_PHOTO_DIR,
  LICENCE_PHOTO_TYPES,
  MAX_UPLOAD_BYTES,
  MULTIPART_TEXT_MAX_BYTES,
} from "./constants";
import type { UserType } from "../platform/constants";
import { ACCOUNT_FORM_MESSAGES } from "./text";
import { SAVE_FAILED } from "../platform/error-text";
import { formatMoney } from "../platform/money";
import { homePathFor, type GuardedSession } from "./roles.server";
import { safeRedirectPath } from "../platform/routing";
import type { AppSession } from "../platform/session.server";
import { SESSION_USER_KEY, type SessionUser } from "./user-session.server";
import { parseDayMonthYear } from "../platform/validators";
import { sessionHeaders } from "../platform/session.server";

/**
 * The rules behind the customer account pages (/sign-in/ … /my-account/…): where a sign-in
 * lands, the country and dialling-code choices, "member since", the bookings split into upcoming
 * and past, saving profile and licence (a failed save answers the server's title or SAVE_FAILED),
 * and the licence photo: read from a multipart form with a size limit, checked by its bytes (JPEG,
 * PNG, WebP), kept under DATA_DIR (never public/) and served only to its owner.
 */

/* ---- Sign-in ---- */

/**
 * Where a user goes after signing in: the `redirectTo` path when it is safe and fits the user
 * (customers never to /business…, business users only to /business…), else their home:
 * /my-account/ or /business/my-account/.
 */
export function signInDestination(
  userType: UserType | string,
  redirectTo: string | null | undefined,
): string {
  const home = homePathFor(userType);
  const safe = safeRedirectPath(redirectTo, "");
  if (!safe) return home;
  const lower = safe.toLowerCase();
  // Never back to the page that signs in or out.
  if (/^\/(sign-in|sign-up|logout|business\/sign-in)(\/|\?|$)/.test(lower)) return home;
  const business = userType === "Agent" || userType === "Corporate";
  const businessPath = /^\/business(\/|\?|$)/.test(lower);
  return business === businessPath ? safe : home;
}

/* ---- The signed-in customer's account ---- */

/**
 * The signed-in customer's stored account, read together with what else the page needs of them
 * (`alongside`, given the user id). An account gone since signing in sends the browser to sign
 * in again.
 */
export async function loadAccountUser<T>(
  userId: string,
  alongside: (userId: string) => Promise<T>,
): Promise<[AccountUser, T]> {
  const [user, extra] = await Promise.all([findUserById(userId), alongside(userId)]);
  if (!user) throw redirect(ACCOUNT_PATHS.signIn);
  return [user, extra];
}

/* ---- Countries and dialling codes ---- */

export type Choice = { value: string; label: string };
export type CountryChoiceLists = {
  countries: Choice[];
  dialCodes: Choice[];
  countryCodes: string[];
  dialCodeValues: string[];
};

type CountryLookup = { code: string; name: string; payload: Record<string, unknown> };

/**
 * The country select and the dialling-code select from the country lookup. Dialling codes are
 * unique ("+1" once), labelled with the first country that uses them in lookup order
 * ("New Zealand (+64)").
 */
export function countryChoicesFrom(options: readonly CountryLookup[]): CountryChoiceLists {
  const countries = options.map((option) => ({ value: option.code, label: option.name }));
  const dialCodes: Choice[] = [];
  const seen = new Set<string>();
  for (const option of options) {
    const raw = option.payload?.dialCode;
    if (typeof raw !== "string" || raw.trim() === "") continue;
    const code = raw.trim().startsWith("+") ? raw.trim() : `+${raw.trim()}`;
    if (seen.has(code)) continue;
    seen.add(code);
    dialCodes.push({ value: code, label: `${option.name} (${code})` });
  }
  return {
    countries,
    dialCodes,
    countryCodes: countries.map((choice) => choice.value),
    dialCodeValues: dialCodes.map((choice) => choice.value),
  };
}

export async function loadCountryChoices(): Promise<CountryChoiceLists> {
  return countryChoicesFrom(await getLookupOptions("country"));
}

/** The dialling code of a country ("NZ" → "+64"), or "" when unknown. */
export function dialCodeOf(options: readonly CountryLookup[], countryCode: string): string {
  const found = options.find((option) => option.code === countryCode);
  const raw = found?.payload?.dialCode;
  if (typeof raw !== "string" || raw.trim() === "") return "";
  return raw.trim().startsWith("+") ? raw.trim() : `+${raw.trim()}`;
}

/* ---- Dashboard ---- */

/** "21 November 2026": the day an account was made, on the New Zealand calendar. */
export function formatMemberSince(createdAt: Date): string {
  return inNewZealand(createdAt).format("D MMMM YYYY");
}

export type CustomerDashboard = {
  name: string;
  email: string;
  memberSince: string;
  memberSinceIso: string;
  nextBooking: BookingView | null;
  upcomingCount: number;
};

/**
 * The customer dashboard of /my-account/: name, email, member since, the next upcoming booking and
 * how many there are. Null when the user is gone. (The API's myAccount/getDashboard answers spec
 * section 3's dashboard instead: api/dashboard.server.ts.)
 */
export async function loadCustomerDashboard(
  userId: string,
  now: Date = new Date(),
): Promise<CustomerDashboard | null> {
  const user = await findUserById(userId);
  if (!user) return null;
  const { upcoming } = await loadMyBookings(user.id, now);
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    memberSince: formatMemberSince(user.createdAt),
    memberSinceIso: user.createdAt.toISOString(),
    nextBooking: upcoming[0] ?? null,
    upcomingCount: upcoming.length,
  };
}

/* ---- Bookings ---- */

export type BookingRow = OfferableReservation & {
  reference: string;
  pickupAt: Date;
  dropOffAt: Date;
  pickupBranchName: string;
  dropOffBranchName: string;
  vehicleName: string;
  total: number;
};

export type BookingView = {
  reference: string;
  pickupBranch: string;
  pickupDate: string;
  pickupTime: string;
  pickupDateTime: string;
  dropOffBranch: string;
  dropOffDate: string;
  dropOffTime: string;
  dropOffDateTime: string;
  vehicle: string;
  total: string;
  /** Check in, change the drop-off, cancel: what the booking allows online now. */
  offers: ChangeOffer[];
};

export function bookingView(row: BookingRow, now: Date = new Date()): BookingView {
  return {
    reference: row.reference,
    pickupBranch: row.pickupBranchName,
    pickupDate: formatNzDate(row.pickupAt),
    pickupTime: formatNzTime(row.pickupAt),
    pickupDateTime: row.pickupAt.toISOString(),
    dropOffBranch: row.dropOffBranchName,
    dropOffDate: formatNzDate(row.dropOffAt),
    dropOffTime: formatNzTime(row.dropOffAt),
    dropOffDateTime: row.dropOffAt.toISOString(),
    vehicle: row.vehicleName,
    total: formatMoney(row.total),
    offers: bookingChangeOffers(row, now),
  };
}

/**
 * Upcoming (not yet dropped off: the drop-off is after `now`), soonest pick-up first; and past
 * (dropped off), latest first.
 */
export function splitBookings<T extends Pick<BookingRow, "pickupAt" | "dropOffAt">>(
  rows: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const upcoming = rows
    .filter((row) => row.dropOffAt.getTime() > now.getTime())
    .sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime());
  const past = rows
    .filter((row) => row.dropOffAt.getTime() <= now.getTime())
    .sort((a, b) => b.pickupAt.getTime() - a.pickupAt.getTime());
  return { upcoming, past };
}

/** The user's confirmed reservations (booked while signed in: reservations.user_id). */
export async function listConfirmedBookings(userId: string): Promise<BookingRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      reference: reservations.reference,
      pickupAt: reservations.pickupAt,
      dropOffAt: reservations.dropOffAt,
      pickupBranchId: reservations.pickupBranchId,
      dropOffBranchId: reservations.dropOffBranchId,
      vehicleName: carClasses.name,
      total: reservations.total,
      status: reservations.status,
      checkedInAt: reservations.checkedInAt,
      hotDealId: reservations.hotDealId,
      priceBreakdown: reservations.priceBreakdown,
    })
    .from(reservations)
    .innerJoin(carClasses, eq(carClasses.carClassId, reservations.carClassId))
    .where(and(eq(reservations.userId, userId), eq(reservations.status, "confirmed")));
  if (rows.length === 0) return [];
  const branchRows = await db.select({ id: branches.id, name: branches.name }).from(branches);
  const branchName = new Map(branchRows.map((branch) => [branch.id, branch.name]));
  return rows.map((row) => ({
    ...row,
    reference: row.reference,
    pickupAt: row.pickupAt,
    dropOffAt: row.dropOffAt,
    pickupBranchName: branchName.get(row.pickupBranchId) ?? "",
    dropOffBranchName: branchName.get(row.dropOffBranchId) ?? "",
    vehicleName: row.vehicleName,
    total: row.total,
  }));
}

export async function loadMyBookings(
  userId: string,
  now: Date = new Date(),
): Promise<{ upcoming: BookingView[]; past: BookingView[] }> {
  const { upcoming, past } = splitBookings(await listConfirmedBookings(userId), now);
  return {
    upcoming: upcoming.map((row) => bookingView(row, now)),
    past: past.map((row) => bookingView(row, now)),
  };
}

/* ---- Saving ---- */

/**
 * What a failed save shows: the server's title when the failure carries one (an error or answer
 * with a `title`, or a Response's statusText), else SAVE_FAILED.
 */
export function saveFailureMessage(error: unknown): string {
  if (error && typeof error === "object") {
    const title = (error as { title?: unknown }).title;
    if (typeof title === "string" && title.trim()) return title.trim();
    if (error instanceof Response && error.statusText.trim()) return error.statusText.trim();
  }
  return SAVE_FAILED;
}

export type SaveResult<T> = { ok: true; value: T } | { ok: false; message: string };

async function attempt<T>(work: () => Promise<T | null>): Promise<SaveResult<T>> {
  try {
    const value = await work();
    return value === null ? { ok: false, message: SAVE_FAILED } : { ok: true, value };
  } catch (error) {
    console.error("account save failed", error);
    return { ok: false, message: saveFailureMessage(error) };
  }
}

/**
 * Keeps the signed-in session's copy of the user in step with a saved profile (names, country,
 * phone, address) and the top-level firstName the shell shows. The caller commits the session.
 */
export function syncSessionUser(session: AppSession, user: AccountUser): void {
  const current = session.get(SESSION_USER_KEY) as SessionUser | undefined;
  if (!current || current.userId !== user.id) return;
  const next: SessionUser = {
    ...current,
    firstName: user.firstName,
    lastName: user.lastName,
    country: user.country,
    phone: user.phone,
    phoneCountryCode: user.phoneCountryCode,
    street: user.street,
    town: user.town,
    city: user.city,
    postCode: user.postCode,
  };
  session.set(SESSION_USER_KEY, next);
  session.set("firstName", user.firstName);
}

export async function saveProfileChanges(
  userId: string,
  changes: ProfileChanges,
): Promise<SaveResult<AccountUser>> {
  return attempt(() => updateUserProfile(userId, changes));
}

/**
 * POST of the forms that save part of the profile (/my-account/profile/, /my-account/address-phone/):
 * the values checked against the country lookup's lists, saved (503 above the form when that
 * fails), the session's copy of the user kept in step, then back to the page with ?saved=1.
 */
export async function saveProfileForm<T extends ProfileChanges>(
  request: Request,
  { session, user }: GuardedSession,
  page: {
    formId: string;
    path: string;
    schema: (choices: CountryChoiceLists) => z.ZodType<T, z.ZodTypeDef, unknown>;
  },
) {
  const checked = await readCheckedForm(request, page.formId, async () =>
    page.schema(await loadCountryChoices()),
  );
  if (!checked.ok) return checked.response;
  const saved = await saveProfileChanges(user.userId, checked.data);
  if (!saved.ok) return formErrorResponse(page.formId, saved.message, checked.form, 503);
  syncSessionUser(session, saved.value);
  return redirect(savedPath(page.path), { headers: await sessionHeaders(session) });
}

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
  return attempt(async () => {
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
