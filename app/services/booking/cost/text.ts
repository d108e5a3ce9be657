import { formatMoney } from "../../platform/money";
import { t } from "../../platform/i18n/translate";
import { RECHARGE_PRICE_PER_TENTH, REFUEL_PRICE_PER_TENTH, REFUEL_SERVICE_FEE } from "./constants";

/**
 * Texts of "the whole cost before paying" (issue 23 item 2): what each cover leaves out, the
 * fuel or charge return rule, the card fee and "the most you could pay".
 */

/** Never covered, whatever the cover (said once, under the covers' own exclusions). */
export const ALWAYS_EXCLUDED = [
  "damage from driving under the influence of alcohol or drugs",
  "driving on roads the rental terms forbid (beaches, ski-field roads without chains)",
] as const;

/** What each cover option leaves to the hirer (by insurance option code), besides ALWAYS_EXCLUDED. */
export const NOT_COVERED_BY_COVER: Readonly<Record<string, readonly string[]>> = {
  basic: ["tyres", "windscreen and glass", "underbody", "roof", "water damage"],
  standard: ["tyres", "windscreen and glass", "underbody", "roof", "water damage"],
  "total-care": ["underbody", "roof", "water damage"],
};

export const COST_TEXT = {
  title: "The whole cost",
  cover: "Your cover",
  excess: "Excess",
  excessHint: "the most you pay if the vehicle is damaged or stolen",
  bond: "Bond held on your card",
  bondHint: "a hold, not a charge: released after the vehicle is returned",
  notCovered: "Not covered",
  neverCovered: "Never covered",
  returnRule: "Fuel or charge",
  cardFee: "Card fee",
  mostTitle: "The most you could pay",
  runningTotal: "Total so far",
  runningTotalLink: "See the price",
} as const;

/** The return rule as the customer is told it, and as the counter charges it (returnEnergyCharge). */
export const RETURN_RULES = {
  fuel: `Return the vehicle with the same fuel level as at pick-up, or we refuel it: ${formatMoney(REFUEL_PRICE_PER_TENTH)} for each tenth of a tank short (or part of one), plus a ${formatMoney(REFUEL_SERVICE_FEE)} service fee.`,
  electric: `Return the vehicle with at least the charge level it had at pick-up, or we recharge it: ${formatMoney(RECHARGE_PRICE_PER_TENTH)} for each 10% of charge short (or part of it).`,
} as const;

/** "1.9% (Visa) to 3.5% (AMEX) of the total; none by bank transfer". */
export function cardFeeText(range: { lowest: CardFeeRate; highest: CardFeeRate } | null): string {
  if (!range) return t("No card fee.");
  const rate = (fee: CardFeeRate) => t("{{percent}}% ({{card}})", { percent: fee.percent, card: fee.label });
  const span =
    range.lowest.percent === range.highest.percent
      ? rate(range.highest)
      : t("{{lowest}} to {{highest}}", { lowest: rate(range.lowest), highest: rate(range.highest) });
  return t("{{span}} of the total when you pay by card; no fee by bank transfer.", { span });
}

export type CardFeeRate = { label: string; percent: number };

/** What "the most you could pay" is made of. */
export function mostYouCouldPayText(parts: {
  coverName: string;
  total: number;
  cardFee: number;
  cardFeeLabel: string | null;
  excess: number;
}): string {
  const items = [t("the rental price {{total}}", { total: formatMoney(parts.total) })];
  if (parts.cardFee > 0 && parts.cardFeeLabel)
    items.push(
      t("the card fee of up to {{fee}} ({{card}})", {
        fee: formatMoney(parts.cardFee),
        card: parts.cardFeeLabel,
      }),
    );
  items.push(
    parts.excess > 0
      ? t("the {{excess}} excess of {{cover}} if the vehicle is damaged or stolen", {
          excess: formatMoney(parts.excess),
          cover: parts.coverName,
        })
      : t("no excess with {{cover}}", { cover: parts.coverName }),
  );
  const last = items.pop()!;
  const all = items.length > 0 ? t("{{items}} and {{last}}", { items: items.join(", "), last }) : last;
  return t("{{all}}. The bond is a hold, not added.", { all });
}
