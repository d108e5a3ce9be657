/**
 * The visitor-facing texts of the currency choice (issue 34 item 4), defined once: the chooser,
 * the approximate mark and the line wherever money is taken. Plain English; the translator routes
 * them once the languages land.
 */
export const CURRENCY_TEXT = {
  chooserLabel: "Currency",
  chooserSubmit: "Show prices",
  /** Read before the converted amount by screen readers; sighted visitors see "≈". */
  approximately: "approximately",
  approximateMark: "≈",
  payInNzd: "You pay in New Zealand dollars (NZD). Amounts in other currencies are approximate.",
  /** The chooser's option for each currency. */
  names: {
    NZD: "NZD – New Zealand dollar",
    AUD: "AUD – Australian dollar",
    USD: "USD – US dollar",
    GBP: "GBP – British pound",
    EUR: "EUR – Euro",
    CNY: "CNY – Chinese yuan",
    JPY: "JPY – Japanese yen",
    KRW: "KRW – Korean won",
  },
} as const;
