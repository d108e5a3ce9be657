/**
 * A price line's words, written where the line is shown in the language showing it (the back
 * office: English; a traveller's page: its language; an email: the booking's): a reservation
 * keeps its lines' kind, code and values, not words of the language that priced it
 * (docs/languages.md, "Texts kept with a booking").
 */
import type { PriceLine } from "../../../models/schema/booking";
import { plural, t, tPlural, writeInEnglish } from "../../platform/i18n/translate";
import { formatMoney } from "../../platform/money";

/** The vehicle line's words ("Vehicle: 3 days × $80.00 (1 free day)"). */
const VEHICLE_DAYS = plural("Vehicle: {{count}} day × {{rate}}", "Vehicle: {{count}} days × {{rate}}");
const LINE_FREE_DAYS = plural("({{count}} free day)", "({{count}} free days)");

/**
 * The line's words in the current language. Extras, cover and shuttle are named by their data
 * (the label); a line kept without the values its words need (priced before they were kept) shows
 * its label as it was written.
 */
export function priceLineLabel(line: Pick<PriceLine, "kind" | "code" | "label" | "values">): string {
  const values = line.values;
  switch (line.kind) {
    case "oneWayFee":
      return t("One-way fee");
    case "carbonOffset":
      return t("Carbon offset");
    case "override":
      return t("Price adjusted at the counter");
    case "vehicle":
      if (values?.days === undefined || values.rate === undefined) break;
      return (
        tPlural(VEHICLE_DAYS, values.days, { rate: formatMoney(values.rate) }) +
        (values.freeDays ? ` ${tPlural(LINE_FREE_DAYS, values.freeDays)}` : "")
      );
    case "discount":
      if (values?.percent === undefined || !line.code) break;
      return t("Promo code {{code}} ({{percent}}% off the vehicle)", {
        code: line.code.toUpperCase(),
        percent: values.percent,
      });
    case "processingFee":
      if (values?.percent === undefined) break;
      return t("Card processing fee ({{percent}}%)", { percent: values.percent });
    default:
      break;
  }
  return line.label;
}

/** The line's words in English: the label kept with it, and the English-only documents' words. */
export function englishPriceLineLabel(line: Pick<PriceLine, "kind" | "code" | "label" | "values">): string {
  return writeInEnglish(() => priceLineLabel(line));
}
