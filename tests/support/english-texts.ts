import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BRANCHES } from "~/services/content/places/branch-links";

/**
 * The English catalogue (ADR 0092): every text a traveller may meet, as the code defines it.
 * English needs no catalogue file (its texts are the keys), so this reads the code:
 * - every string of the traveller features' text modules (`text.ts`, `*-text.ts` under
 *   app/services, the back office and business area left out: they stay English), and
 * - every literal `t("…")` and `plural("…", "…")` anywhere in app/ outside those areas (and
 *   `t("…", { context: "…" })` as `…_<context>`),
 * - every literal text given to a form control's translated props (`label="…"`, `hint="…"`, …),
 * - the option labels and menus kept outside text modules (LABELS_OUTSIDE_TEXT_MODULES).
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
  // The JSON API's reference page for developers (/api/; /de/api/ is a 301 to it).
  /[/\\]components[/\\]api[/\\]/,
];

type Module = Record<string, unknown>;
type MenuLink = { label: string; href: string };

/**
 * Traveller texts that live beside values, paths or stored choices rather than in a text module:
 * select and radio options (the form controls translate them), the menus and the footer. Each
 * entry names its module (under app/) and picks its English texts, leaving out values, paths and
 * data such as branch names. A new list of options shown to a traveller belongs here or in a text
 * module, so that the catalogue test holds its translations.
 */
const LABELS_OUTSIDE_TEXT_MODULES: { module: string; texts: (module: Module) => unknown }[] = [
  { module: "services/changes/cancel/constants.ts", texts: (m) => m.CANCEL_REASONS },
  { module: "services/changes/after-rental/constants.ts", texts: (m) => m.CARD_AUTHORISATION_RELATIONSHIPS },
  { module: "services/booking/steps/forms.ts", texts: (m) => m.TRAVEL_REASONS },
  { module: "services/booking/payment/methods.ts", texts: (m) => m.PAYMENT_METHOD_LABELS },
  { module: "services/booking/payment/card-brand.ts", texts: (m) => m.CARD_BRAND_TEXT },
  { module: "services/accounts/constants.ts", texts: (m) => m.DRIVER_COUNTRIES },
  { module: "services/platform/unsubscribe.ts", texts: (m) => m.UNSUBSCRIBE_TEXT },
  { module: "models/schema/catalog-values.ts", texts: (m) => [m.MARKETING_CATEGORIES, m.TRANSMISSIONS] },
  {
    module: "services/shell/menus.ts",
    texts: (m) => {
      const links = [
        ...(m.MAIN_MENU as MenuLink[]),
        ...Object.values(m.SUB_MENUS as Record<string, MenuLink[]>).flat(),
        ...Object.values(m.UTILITY_LINKS as Record<string, MenuLink>),
        ...(m.LEGAL_LINKS as MenuLink[]),
        ...(m.VEHICLE_CATEGORIES as MenuLink[]),
      ];
      // The locations menu lists the branches by name: data, not text.
      const branches = new Set(BRANCHES.map((branch) => branch.name));
      return [
        links.map((link) => link.label).filter((label) => !branches.has(label)),
        (m.FOOTER_COLUMNS as { title: string }[]).map((column) => column.title),
      ];
    },
  },
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
// `t("From", { context: "origin" })`: i18next's context, its own entry `From_origin` (English
// shows the text itself).
const CONTEXT_CALL = new RegExp(
  String.raw`(?<![\w.$])t\(\s*(${STRING})\s*,\s*\{\s*context:\s*(${STRING})`,
  "g",
);
const PLURAL_CALL = new RegExp(String.raw`(?<![\w.$])plural\(\s*(${STRING})\s*,\s*(${STRING})\s*\)`, "g");
/** The props the form controls translate (app/components/form/), given a literal in JSX. */
const CONTROL_PROP = new RegExp(
  String.raw`<[A-Z]\w*(?:\s+[^<>]*?)?\s(?:label|hint|placeholder|legend|pendingText)=(${STRING})`,
  "g",
);
const UNTRANSLATABLE = /(?<![\w.$])t\(\s*[`']/g;

export async function englishTexts(): Promise<EnglishTexts> {
  const result: EnglishTexts = { texts: new Set(), plurals: new Set(), untranslatable: [] };
  const seen = new Set<unknown>();
  for (const file of travellerFiles()) {
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(T_CALL)) result.texts.add(JSON.parse(match[1]) as string);
    for (const match of source.matchAll(CONTEXT_CALL))
      result.texts.add(`${JSON.parse(match[1]) as string}_${JSON.parse(match[2]) as string}`);
    for (const match of source.matchAll(PLURAL_CALL)) result.plurals.add(JSON.parse(match[2]) as string);
    for (const match of source.matchAll(UNTRANSLATABLE))
      result.untranslatable.push(
        `${path.relative(APP, file)}: ${source.slice(match.index, match.index + 40)}`,
      );
    for (const match of source.matchAll(CONTROL_PROP)) result.texts.add(JSON.parse(match[1]) as string);
    const isTextModule = /[/\\]services[/\\]/.test(file) && /(^|[/\\-])text\.ts$/.test(file);
    if (isTextModule) {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const value of Object.values(module)) collect(value, result, seen);
    }
  }
  for (const { module, texts } of LABELS_OUTSIDE_TEXT_MODULES) {
    const loaded = (await import(pathToFileURL(path.join(APP, module)).href)) as Module;
    collect(texts(loaded), result, seen);
  }
  // A plural's `other` form is its key, never a text of its own.
  for (const key of result.plurals) result.texts.delete(key);
  return result;
}
