import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Negotiator from "negotiator";
import { catalogueTranslator, type Catalogue } from "./catalogue-translator";
import { ENGLISH, type LanguageInfo } from "./language";
import { ENGLISH_TRANSLATOR, setTranslatorSource, type Translator } from "./translate";

/**
 * The languages and their catalogues, read once from `locales/` (ADR 0092): each folder is a
 * language, its name the URL prefix; `_language.json` names it, every other `*.json` file holds
 * translations (split by area so people can work on them apart; one language, one catalogue).
 * Adding Japanese is a `locales/ja/` folder and nothing else.
 */
const LOCALES_DIR = path.resolve("locales");
const LANGUAGE_FILE = "_language.json";

type LoadedLanguage = {
  info: LanguageInfo;
  catalogue: Catalogue;
  json: string;
  version: string;
  translator: Translator;
};

let loaded: Map<string, LoadedLanguage> | null = null;

function readLanguage(prefix: string): LoadedLanguage {
  const folder = path.join(LOCALES_DIR, prefix);
  const meta = JSON.parse(fs.readFileSync(path.join(folder, LANGUAGE_FILE), "utf8")) as Omit<
    LanguageInfo,
    "prefix"
  >;
  const catalogue: Catalogue = {};
  for (const file of fs.readdirSync(folder).sort()) {
    if (file === LANGUAGE_FILE || !file.endsWith(".json")) continue;
    const entries = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Catalogue;
    // A text two files translate differently keeps the first file's (the catalogue test names it).
    for (const [text, translation] of Object.entries(entries))
      if (!(text in catalogue)) catalogue[text] = translation;
  }
  const info: LanguageInfo = { prefix, name: meta.name, tag: meta.tag, intl: meta.intl };
  const json = JSON.stringify(catalogue);
  const version = createHash("sha256").update(json).digest("base64url").slice(0, 12);
  return { info, catalogue, json, version, translator: catalogueTranslator(info, catalogue) };
}

function languagesLoaded(): Map<string, LoadedLanguage> {
  if (!loaded) {
    const prefixes = fs.existsSync(LOCALES_DIR)
      ? fs
          .readdirSync(LOCALES_DIR, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && /^[a-z]{2,3}$/.test(entry.name))
          .map((entry) => entry.name)
          .sort()
      : [];
    loaded = new Map(prefixes.map((prefix) => [prefix, readLanguage(prefix)]));
  }
  return loaded;
}

/** The URL prefixes of the languages other than English ("de", "zh"). */
export function languagePrefixes(): string[] {
  return [...languagesLoaded().keys()];
}

/** Every language of the site, English first. */
export function siteLanguages(): LanguageInfo[] {
  return [ENGLISH, ...[...languagesLoaded().values()].map((language) => language.info)];
}

export function languageOfPrefix(prefix: string): LanguageInfo {
  return languagesLoaded().get(prefix)?.info ?? ENGLISH;
}

export function translatorFor(prefix: string): Translator {
  return languagesLoaded().get(prefix)?.translator ?? ENGLISH_TRANSLATOR;
}

/** The catalogue the browser loads for a page in `prefix` (JSON) and its version, or null. */
export function catalogueForBrowser(prefix: string): { json: string; version: string } | null {
  const language = languagesLoaded().get(prefix);
  return language ? { json: language.json, version: language.version } : null;
}

/** The texts two files of `prefix`'s catalogue translate differently, with the files' translations. */
export function catalogueConflicts(prefix: string): string[] {
  const folder = path.join(LOCALES_DIR, prefix);
  const seen = new Map<string, string>();
  const conflicts: string[] = [];
  for (const file of fs.readdirSync(folder).sort()) {
    if (file === LANGUAGE_FILE || !file.endsWith(".json")) continue;
    const entries = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Catalogue;
    for (const [text, translation] of Object.entries(entries)) {
      const first = seen.get(text);
      if (first === undefined) seen.set(text, translation);
      else if (first !== translation) conflicts.push(`${text} → "${first}" / "${translation}" (${file})`);
    }
  }
  return conflicts;
}

/** The catalogue of `prefix` as read (the completeness test reads it). */
export function catalogueOf(prefix: string): Catalogue {
  return languagesLoaded().get(prefix)?.catalogue ?? {};
}

const requestLanguage = new AsyncLocalStorage<Translator>();
setTranslatorSource(() => requestLanguage.getStore() ?? ENGLISH_TRANSLATOR);

/** Runs `run` in `prefix`'s language: every `t`, date and amount inside it is written in it. */
export function runInLanguage<T>(prefix: string, run: () => T): T {
  return requestLanguage.run(translatorFor(prefix), run);
}

/**
 * The site's language a browser asks for first (Accept-Language), by its tag or its base
 * language ("de-AT" → German, "zh-CN" → Chinese); "" for English or none of ours.
 */
export function negotiateLanguage(acceptLanguage: string | null): string {
  if (!acceptLanguage) return "";
  const languages = siteLanguages();
  const offered = languages.flatMap((language) => [language.tag, language.tag.split("-")[0]]);
  let best: string | undefined;
  try {
    best = new Negotiator({ headers: { "accept-language": acceptLanguage.slice(0, 500) } }).language(offered);
  } catch {
    return "";
  }
  if (!best) return "";
  const base = best.split("-")[0];
  return (
    languages.find((language) => language.tag === best || language.tag.split("-")[0] === base)?.prefix ?? ""
  );
}
