import { redirect } from "@remix-run/node";
import type { z } from "zod";
import { getLookupOptions } from "~/models/catalog/lookups.server";
import {
  findUserById,
  updateUserProfile,
  type AccountUser,
  type ProfileChanges,
} from "~/models/accounts/users.server";
import { formErrorResponse, readCheckedForm, savedPath } from "./http.server";
import { inNewZealand } from "../platform/dates";
import { localDateFormat } from "../platform/i18n/formats";
import { currentLanguage, inEnglish } from "../platform/i18n/translate";
import { TIME_ZONE } from "~/models/constants";
import { ACCOUNT_PATHS } from "./constants";
import type { UserType } from "../platform/constants";
import { SAVE_FAILED } from "../platform/error-text";
import { homePathFor, type GuardedSession } from "./roles.server";
import { safeRedirectPath } from "../platform/routing";
import type { AppSession } from "../platform/session.server";
import { SESSION_USER_KEY, type SessionUser } from "./user-session.server";
import { sessionHeaders } from "../platform/session.server";
import { log } from "~/log.server";

/**
 * The rules behind the customer account pages (/sign-in/ … /my-account/…): where a sign-in
 * lands, the country and dialling-code choices, "member since", and saving the profile (a failed
 * save answers the server's title or SAVE_FAILED). The licence is licence.server.ts; the bookings
 * are changes/my-bookings.server.ts.
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
 * The names of countries in the page's language by their ISO code ("DE" → "Deutschland"), or
 * null in English (the lookup's own names, as the spec shows them).
 */
function countryNames(): ((code: string) => string | undefined) | null {
  if (inEnglish()) return null;
  const names = new Intl.DisplayNames([currentLanguage().intl], { type: "region", fallback: "none" });
  return (code) => {
    try {
      return /^[A-Z]{2}$/.test(code) ? names.of(code) : undefined;
    } catch {
      return undefined;
    }
  };
}

/**
 * The country select and the dialling-code select from the country lookup (names in the page's
 * language). Dialling codes are
 * unique ("+1" once), labelled with the first country that uses them in lookup order
 * ("New Zealand (+64)").
 */
export function countryChoicesFrom(options: readonly CountryLookup[]): CountryChoiceLists {
  const names = countryNames();
  const nameOf = (option: CountryLookup) => names?.(option.code) ?? option.name;
  const countries = options.map((option) => ({ value: option.code, label: nameOf(option) }));
  const dialCodes: Choice[] = [];
  const seen = new Set<string>();
  for (const option of options) {
    const raw = option.payload?.dialCode;
    if (typeof raw !== "string" || raw.trim() === "") continue;
    const code = raw.trim().startsWith("+") ? raw.trim() : `+${raw.trim()}`;
    if (seen.has(code)) continue;
    seen.add(code);
    dialCodes.push({ value: code, label: `${nameOf(option)} (${code})` });
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

/* ---- Member since ---- */

/**
 * "21 November 2026" ("21. November 2026", "2026年11月21日"): the day an account was made, on the
 * New Zealand calendar, in the page's language.
 */
export function formatMemberSince(createdAt: Date): string {
  if (!inEnglish())
    return localDateFormat("long:nz", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: TIME_ZONE,
    }).format(createdAt);
  return inNewZealand(createdAt).format("D MMMM YYYY");
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

export async function attemptSave<T>(work: () => Promise<T | null>): Promise<SaveResult<T>> {
  try {
    const value = await work();
    return value === null ? { ok: false, message: SAVE_FAILED } : { ok: true, value };
  } catch (error) {
    log.error({ err: error }, "account save failed");
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
  return attemptSave(() => updateUserProfile(userId, changes));
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
