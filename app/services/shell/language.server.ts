import { createCookie, redirect } from "@remix-run/node";
import {
  catalogueForBrowser,
  languageOfPrefix,
  negotiateLanguage,
  siteLanguages,
  translatorFor,
} from "../platform/i18n/i18n.server";
import {
  isEnglishOnlyPath,
  pathInLanguage,
  pathWithoutPrefix,
  type LanguageInfo,
} from "../platform/i18n/language";
import { currentLanguage } from "../platform/i18n/translate";
import { returnOrigin } from "../platform/request-guard/guard.server";
import { safeRedirectPath } from "../platform/routing";
import { LANGUAGE_TEXT } from "./text";

/**
 * The visitor's language choice (issue 34 item 2, ADR 0092): the switcher's posts remember it in a
 * cookie, which only decides the one-line suggestion an English page shows. Nothing ever redirects
 * by it: a shared link or a crawler lands where it points.
 */
const languageCookie = createCookie("language", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 365 * 24 * 60 * 60,
});

/** The switcher's form field names, and the cookie value of an explicit English. */
export const LANGUAGE_FIELDS = { language: "language", redirectTo: "redirectTo" } as const;
const ENGLISH_CHOICE = "en";

/** What the shell needs to show the page's language, the switcher and the suggestion. */
export type ShellLanguage = {
  current: LanguageInfo;
  languages: LanguageInfo[];
  /** The page's path without its language prefix ("/vehicles/?x=1"). */
  path: string;
  /** The browser's copy of the catalogue (`/locales/de.json?v=…`); null in English. */
  catalogueHref: string | null;
  /** A language the visitor asked for, offered on an English page, in that language. */
  suggestion: { language: LanguageInfo; href: string; text: string; action: string; dismiss: string } | null;
};

async function chosenLanguage(request: Request): Promise<string | null> {
  const value = (await languageCookie.parse(request.headers.get("Cookie")).catch(() => null)) as unknown;
  return typeof value === "string" ? value : null;
}

export async function loadShellLanguage(request: Request): Promise<ShellLanguage> {
  const current = currentLanguage();
  const url = new URL(request.url);
  const path = `${pathWithoutPrefix(url.pathname, current.prefix)}${url.search}`;
  const catalogue = catalogueForBrowser(current.prefix);
  return {
    current,
    languages: siteLanguages(),
    path,
    catalogueHref: catalogue ? `/locales/${current.prefix}.json?v=${catalogue.version}` : null,
    suggestion: current.prefix === "" ? await suggestionFor(request, path) : null,
  };
}

async function suggestionFor(request: Request, path: string): Promise<ShellLanguage["suggestion"]> {
  if (isEnglishOnlyPath(path)) return null;
  const chosen = await chosenLanguage(request);
  if (chosen === ENGLISH_CHOICE) return null;
  const prefix =
    chosen && languageOfPrefix(chosen).prefix === chosen
      ? chosen
      : negotiateLanguage(request.headers.get("Accept-Language"));
  if (!prefix) return null;
  const language = languageOfPrefix(prefix);
  const { t } = translatorFor(prefix);
  return {
    language,
    href: pathInLanguage(path, prefix),
    text: t(LANGUAGE_TEXT.suggestion, { language: language.name }),
    action: t(LANGUAGE_TEXT.suggestionAction, { language: language.name }),
    dismiss: t(LANGUAGE_TEXT.dismiss),
  };
}

/**
 * The switcher's post (`/language/`, outside any prefix): remembers the choice and opens the same
 * page in that language. An unknown language is English; the path must be one of this site's.
 */
export async function chooseLanguage(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const wanted = form?.get(LANGUAGE_FIELDS.language);
  const prefix = typeof wanted === "string" && languageOfPrefix(wanted).prefix === wanted ? wanted : "";
  const path = safeRedirectPath(form?.get(LANGUAGE_FIELDS.redirectTo), "/");
  // An absolute address: Remix would otherwise put the current basename in front of it.
  const target = new URL(pathInLanguage(path, prefix), returnOrigin(request));
  return redirect(target.toString(), {
    status: 303,
    headers: { "Set-Cookie": await languageCookie.serialize(prefix || ENGLISH_CHOICE) },
  });
}

/**
 * `/locales/de.json?v=…`: the catalogue as the browser loads it. The version is the catalogue's
 * hash, so the answer may be kept for a year; another version is a 404, never a stale catalogue.
 */
export function catalogueResponse(request: Request, prefix: string | undefined): Response {
  const catalogue = prefix ? catalogueForBrowser(prefix) : null;
  if (!catalogue || new URL(request.url).searchParams.get("v") !== catalogue.version)
    return new Response("Not Found", { status: 404 });
  return new Response(catalogue.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
