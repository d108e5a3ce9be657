/**
 * A text kept in the database and written when it is shown, in the language of the page or email
 * showing it (docs/languages.md, "Texts kept with a booking"): the English text (the catalogue's
 * key) and its values, a value being a plain string or number (data: a name, a code, a
 * quantity), an amount, a New Zealand date and time, or another English text to translate.
 * A booking's history written under /zh/ thus reads in English in the back office.
 */
import { formatNzDate, formatNzTime } from "../dates";
import { formatMoney } from "../money";
import { t, writeInEnglish } from "./translate";

export type StoredValue =
  | string
  | number
  /** An amount in NZD: formatMoney. */
  | { money: number }
  /** An instant (ISO) on the New Zealand clock, "Mon 12 Apr 2027 10:00 AM", after its place if any. */
  | { nzDateTime: string; place?: string }
  /** An English text of the catalogue (e.g. "None"). */
  | { text: string };

export type StoredText = { text: string; values?: Record<string, StoredValue> };

/** `text` (English, a catalogue key) with its values, to be written later. */
export function storedText(text: string, values?: Record<string, StoredValue>): StoredText {
  return values ? { text, values } : { text };
}

function writeValue(value: StoredValue): string | number {
  if (typeof value === "string" || typeof value === "number") return value;
  if ("money" in value) return formatMoney(value.money);
  if ("nzDateTime" in value) {
    const at = new Date(value.nzDateTime);
    const when = `${formatNzDate(at)} ${formatNzTime(at)}`;
    return value.place === undefined ? when : `${value.place}, ${when}`;
  }
  return t(value.text);
}

/** The stored text written in the current language (page, request or email). */
export function writeStoredText(stored: StoredText): string {
  if (!stored.values) return t(stored.text);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(stored.values)) values[name] = writeValue(value);
  return t(stored.text, values);
}

/** The stored texts written in English: the fallback kept beside them for readers of the row. */
export function writeStoredTextsInEnglish(texts: readonly StoredText[]): string[] {
  return writeInEnglish(() => texts.map(writeStoredText));
}

function isStoredValue(value: unknown): value is StoredValue {
  if (typeof value === "string" || typeof value === "number") return true;
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.money === "number" || typeof v.nzDateTime === "string" || typeof v.text === "string";
}

function isStoredText(value: unknown): value is StoredText {
  if (!value || typeof value !== "object") return false;
  const { text, values } = value as StoredText;
  return (
    typeof text === "string" &&
    (values === undefined ||
      (typeof values === "object" && values !== null && Object.values(values).every(isStoredValue)))
  );
}

/** Stored texts read back from a row (an array, or its JSON); null when it holds none. */
export function readStoredTexts(value: unknown): StoredText[] | null {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return Array.isArray(parsed) && parsed.every(isStoredText) ? parsed : null;
}
