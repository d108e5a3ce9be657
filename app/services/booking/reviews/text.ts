/** The texts of verified reviews on the site (issue 23 item 8), defined once; tests import them. */
import { formatNumber } from "../../platform/i18n/formats";
import { t } from "../../platform/i18n/translate";

/** "4.6" in English, "4,6" in German. */
const oneDecimal = (value: number) => value.toFixed(1).replace(".", decimalPoint());
const decimalPoint = () => formatNumber(1.5).charAt(1);

export const VERIFIED_REVIEWS_TEXT = {
  /** The results card: "4.6 from 23 verified renters". */
  cardRating: (average: number, count: number) =>
    t("{{average}} from {{count}} verified renters", {
      average: oneDecimal(average),
      count: formatNumber(count),
    }),
  /** Read out before the card's rating (visually hidden). */
  cardRatingPrefix: "Average rating out of 5: ",
  branchTitle: (branchName: string) => t("What renters say about {{branch}}", { branch: branchName }),
  branchSummary: (average: number, count: number) =>
    t("{{average}} out of 5 from {{count}} verified renters", {
      average: oneDecimal(average),
      count: formatNumber(count),
    }),
  branchIntro: "Reviews from customers who completed a rental with us, quoted with their permission.",
  stars: (rating: number) => t("Rated {{rating}} out of 5", { rating }),
} as const;
