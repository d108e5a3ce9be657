import { t } from "../../platform/i18n/translate";

/** The car swaps of a rental (issue 32) as the customer's booking page, the counter and the agreement write them. */
export const CAR_SWAP_TEXT = {
  title: "Car swaps",
  intro: "The car was changed during the rental. The last car is the one to bring back.",
  line: (from: string, to: string) => t("{{from}} replaced by {{to}}", { from, to }),
  readings: (fromKm: number, fromPercent: number, toKm: number, toPercent: number) =>
    t(
      "Handed back at {{fromKm}} km, fuel or charge {{fromPercent}} %; the replacement went out at {{toKm}} km, {{toPercent}} %.",
      { fromKm, fromPercent, toKm, toPercent },
    ),
  car: (className: string, registration: string) => `${className} ${registration}`,
  upgrade: "Free upgrade.",
  downgrade: "Smaller car, agreed with the customer.",
  /** The agreement's and invoice's line label. */
  agreementLabel: (when: string) => `Car swapped ${when}`,
} as const;
