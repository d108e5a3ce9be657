/** Texts of /admin/currencies/ (issue 34 item 4), defined once; the page and the tests import them. */
export const CURRENCIES_TEXT = {
  title: "Currencies",
  intro:
    "Units of each currency one New Zealand dollar buys. Visitors who choose a currency see prices also in it, marked approximate; they always pay in NZD. A rate set more than 7 days ago is not shown to visitors.",
  rate: "Rate per 1 NZD",
  setAt: "Set",
  setBy: "By",
  status: "Visitors",
  shown: "Shown to visitors",
  notShown: "not shown to visitors",
  notSet: "Not set",
  save: "Save",
  saving: "Saving…",
  saved: "Rate saved. Visitors see it now.",
  rateLabel: (code: string) => `Rate of ${code} per 1 NZD`,
} as const;

export const CURRENCIES_MESSAGES = {
  unknownCurrency: "Choose a currency from the list.",
  rateRequired: "Enter the rate: how many units one NZD buys.",
  rateInvalid: "Enter a positive number with at most 6 decimals, such as 0.9123.",
  rateOutOfBounds: (code: string, min: number, max: number) =>
    `A rate for ${code} must be between ${min} and ${max} per 1 NZD.`,
} as const;
