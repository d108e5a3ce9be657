import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The English catalogue (ADR 0092): every text a traveller may meet, as the code defines it.
 * English needs no catalogue file (its texts are the keys), so this reads the code:
 * - every string of the traveller features' text modules (`text.ts`, `*-text.ts` under
 *   app/services, the back office and business area left out: they stay English), and
 * - every literal `t("…")` and `plural("…", "…")` anywhere in app/ outside those areas.
 * A plural text is keyed by its `other` form; a catalogue holds one entry per plural category of
 * its language (`…_one`, `…_other`).
 */
const APP = path.resolve("app");
const ENGLISH_ONLY = [
  /[/\\]admin[+]?[/\\]/,
  /[/\\]business[+]?[/\\]/,
  // The rental agreement and invoice: legal documents of the counter, in English (ADR 0092).
  /[/\\]changes[/\\]agreement[/\\]/,
  /AgreementDocument\.tsx$/,
];

export type EnglishTexts = { texts: Set<string>; plurals: Set<string>; untranslatable: string[] };

function files(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|css)\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

function travellerFiles(): string[] {
  return files(APP).filter((file) => !ENGLISH_ONLY.some((pattern) => pattern.test(file)));
}

function isPlural(value: unknown): value is { one: string; other: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.keys(value).length === 2 &&
    typeof (value as { one?: unknown }).one === "string" &&
    typeof (value as { other?: unknown }).other === "string"
  );
}

function collect(value: unknown, into: EnglishTexts, seen: Set<unknown>): void {
  if (typeof value === "string") {
    if (/[A-Za-z]/.test(value)) into.texts.add(value);
  } else if (isPlural(value)) {
    into.plurals.add(value.other);
  } else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) collect(item, into, seen);
  }
}

const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const T_CALL = new RegExp(String.raw`(?<![\w.$])t\(\s*(${STRING})`, "g");
const PLURAL_CALL = new RegExp(String.raw`(?<![\w.$])plural\(\s*(${STRING})\s*,\s*(${STRING})\s*\)`, "g");
const UNTRANSLATABLE = /(?<![\w.$])t\(\s*[`']/g;

export async function englishTexts(): Promise<EnglishTexts> {
  const result: EnglishTexts = { texts: new Set(), plurals: new Set(), untranslatable: [] };
  const seen = new Set<unknown>();
  for (const file of travellerFiles()) {
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(T_CALL)) result.texts.add(JSON.parse(match[1]) as string);
    for (const match of source.matchAll(PLURAL_CALL)) result.plurals.add(JSON.parse(match[2]) as string);
    for (const match of source.matchAll(UNTRANSLATABLE))
      result.untranslatable.push(
        `${path.relative(APP, file)}: ${source.slice(match.index, match.index + 40)}`,
      );
    const isTextModule = /[/\\]services[/\\]/.test(file) && /(^|[/\\-])text\.ts$/.test(file);
    if (isTextModule) {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const value of Object.values(module)) collect(value, result, seen);
    }
  }
  // A plural's `other` form is its key, never a text of its own.
  for (const key of result.plurals) result.texts.delete(key);
  return result;
}
