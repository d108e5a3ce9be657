import { NO_STORE } from "./cache-control";

/**
 * CSV downloads (RFC 4180, CRLF line ends), safe to open in a spreadsheet: a text cell starting
 * with = + - @ (or a tab or carriage return) could run as a formula (CSV injection), so it gets a
 * leading apostrophe. A plain number ("-12.50") is left alone: it cannot be a formula.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  let text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  if (typeof value === "string" && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the header first) as one CSV text. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A CSV download: text/csv, an attachment with this file name (letters, digits, . - _ only). */
export function csvResponse(csv: string, fileName: string): Response {
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, "");
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${safe}"`,
      ...NO_STORE,
    },
  });
}
