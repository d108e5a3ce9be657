import { listInsuranceOptions, listProcessingFees } from "~/models/catalog/booking-options.server";
import type { StepFrame } from "../steps/page.server";
import { cardFeeRange, mostYouCouldPay, notCoveredBy, returnRuleFor } from "./rules";
import { cardFeeText, mostYouCouldPayText } from "./text";

export type CoverTerms = { code: string; name: string; excess: number; bond: number; notCovered: string[] };

/**
 * Everything the extras and review steps show about the whole cost (issue 23 item 2): each cover's
 * excess, bond and exclusions, the vehicle's return rule, the card fee and the most the hirer
 * could pay with the chosen cover (the default cover until one is chosen).
 */
export async function loadWholeCost(frame: StepFrame, insuranceCode: string | null) {
  const [options, fees] = await Promise.all([listInsuranceOptions(), listProcessingFees()]);
  const covers: CoverTerms[] = options.map((option) => ({
    code: option.code,
    name: option.name,
    excess: option.excess,
    bond: option.bond,
    notCovered: notCoveredBy(option.code),
  }));
  const chosen =
    covers.find((cover) => cover.code === insuranceCode) ??
    covers.find((cover) => options.find((option) => option.code === cover.code)?.isDefault) ??
    covers[0] ??
    null;
  const range = cardFeeRange(fees);
  // The card is chosen at step 4, so the most is the price before card fees plus the highest fee.
  const most = mostYouCouldPay({
    total: frame.breakdown.subtotal,
    cardFeeIncluded: false,
    excess: chosen?.excess ?? 0,
    highestCardFee: range?.highest ?? null,
  });
  return {
    covers,
    chosen,
    returnRule: returnRuleFor(frame.vehicle.fuelType),
    cardFee: cardFeeText(range),
    most,
    mostText: mostYouCouldPayText({ coverName: chosen?.name ?? "your cover", ...most }),
  };
}

export type WholeCost = Awaited<ReturnType<typeof loadWholeCost>>;
