import { ENGLISH, type LanguageInfo } from "./language";

/**
 * The one way a text reaches a visitor in their language (ADR 0092): `t(text)`, where `text` is
 * the English text itself, defined once beside its feature (the spec's texts stay exact). A
 * catalogue maps each English text to its translation; a text missing from it stays English.
 *
 * The translator is ambient, like i18next's own global `t`: in the browser a document has one
 * language (switching loads a new document), set by entry.client before hydration; on the server
 * each request runs in its language (i18n.server.ts). So a constant is translated where it is
 * shown (`t(MESSAGES.firstNameRequired)`, `t(fieldError)`), and a text built from values is
 * translated where it is built (`t("Reviews of {{branch}}", { branch })`). Never call `t` at a
 * module's top level: modules load before the document's language is known.
 */
export type TextValues = Record<string, string | number>;

/** A text whose words depend on a number: English's two forms; a catalogue has its language's own (CLDR) forms. */
export type PluralText = { readonly one: string; readonly other: string };

export type Translator = {
  language: LanguageInfo;
  t(text: string, values?: TextValues): string;
  /** `forms` for `count` (`{{count}}` in the text is the number, written in the language's way). */
  plural(forms: PluralText, count: number, values?: TextValues): string;
};

/** "{{name}}" → values.name; an unknown name stays as written. */
export function interpolate(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const englishPlurals = new Intl.PluralRules("en");
// One formatter for the process: toLocaleString builds one per call, which a page of cards felt.
const englishNumbers = new Intl.NumberFormat(ENGLISH.intl);

/** English needs no catalogue: its texts are the keys. */
export const ENGLISH_TRANSLATOR: Translator = {
  language: ENGLISH,
  t: (text, values) => interpolate(text, values),
  plural: (forms, count, values) =>
    interpolate(englishPlurals.select(count) === "one" ? forms.one : forms.other, {
      ...values,
      // A whole number under a thousand needs no grouping: a page of cards asks for many.
      count: Number.isInteger(count) && Math.abs(count) < 1000 ? String(count) : englishNumbers.format(count),
    }),
};

let current: () => Translator = () => ENGLISH_TRANSLATOR;

/** Where `t` finds the translator: the document's (entry.client) or the request's (i18n.server.ts). */
export function setTranslatorSource(source: () => Translator): void {
  current = source;
}

/** `text` (English) in the language of the page, request or email being made. */
export function t(text: string, values?: TextValues): string {
  return current().t(text, values);
}

/** The form of `forms` for `count`, in the current language. */
export function tPlural(forms: PluralText, count: number, values?: TextValues): string {
  return current().plural(forms, count, values);
}

/** A text with singular and plural forms, defined beside its feature like any other text. */
export function plural(one: string, other: string): PluralText {
  return { one, other };
}

/** The language of the page, request or email being made. */
export function currentLanguage(): LanguageInfo {
  return current().language;
}

/** Whether the page being made is English (the spec's formats, unchanged). */
export function inEnglish(): boolean {
  return current().language.prefix === "";
}

/**
 * `run` with every `t`, date and amount written in English, whatever the page's language: the
 * English fallback kept beside a stored text's parts (stored-text.ts). Synchronous, so nothing else
 * runs in between.
 */
export function writeInEnglish<T>(run: () => T): T {
  if (inEnglish()) return run();
  const previous = current;
  current = () => ENGLISH_TRANSLATOR;
  try {
    return run();
  } finally {
    current = previous;
  }
}
