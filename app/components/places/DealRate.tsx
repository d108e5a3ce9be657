import { PricedText } from "~/components/currency/Price";
import { plural, t, tPlural } from "~/services/platform/i18n/translate";
import { formatMoney } from "~/services/platform/money";

const DAYS_FREE = plural("{{count}} day free", "{{count}} days free");

/**
 * A deal's rate as the deals and relocation pages show it: "$52 per day" (with the visitor's
 * currency beside it) or "Our usual rate", then its free days.
 */
export function DealRate({ dailyRate, freeDays }: { dailyRate: number | null; freeDays: number }) {
  return (
    <>
      <PricedText
        text={
          dailyRate !== null ? t("{{rate}} per day", { rate: formatMoney(dailyRate) }) : t("Our usual rate")
        }
        amounts={[dailyRate]}
      />
      {freeDays > 0 ? `, ${tPlural(DAYS_FREE, freeDays)}` : ""}
    </>
  );
}
