import { processingFeeAmount } from "../pricing/rules";
import { roundMoney } from "../../platform/money";
import { RECHARGE_PRICE_PER_TENTH, REFUEL_PRICE_PER_TENTH, REFUEL_SERVICE_FEE } from "./constants";
import { NOT_COVERED_BY_COVER, RETURN_RULES, type CardFeeRate } from "./text";

/**
 * Rules of "the whole cost before paying" (issue 23 item 2). Pure: callers pass the priced booking,
 * the chosen cover and the card fees.
 */

export type MostYouCouldPayInput = {
  /** The booking's total as priced now (with the chosen cover). */
  total: number;
  /** Whether that total already includes the card fee of a chosen card. */
  cardFeeIncluded: boolean;
  /** The excess of the chosen cover. */
  excess: number;
  /** The highest card fee, applied when no card is chosen yet; null when there are no card fees. */
  highestCardFee: CardFeeRate | null;
};

export type MostYouCouldPay = {
  total: number;
  /** The card fee still to come at the highest rate (0 once a card is chosen: it is in the total). */
  cardFee: number;
  cardFeeLabel: string | null;
  excess: number;
  amount: number;
};

/**
 * The most a hirer could pay: the total, the card fee at the highest rate when no card is chosen
 * yet, and the whole excess of the chosen cover (the vehicle damaged or stolen). The bond is a
 * hold on the card, not a charge, so it is not added: what is taken from it is the excess.
 */
export function mostYouCouldPay(input: MostYouCouldPayInput): MostYouCouldPay {
  const total = roundMoney(Math.max(0, input.total));
  const excess = roundMoney(Math.max(0, input.excess));
  const pending = !input.cardFeeIncluded && input.highestCardFee !== null;
  const cardFee = pending ? processingFeeAmount(total, input.highestCardFee!.percent) : 0;
  return {
    total,
    cardFee,
    cardFeeLabel: pending ? input.highestCardFee!.label : null,
    excess,
    amount: roundMoney(total + cardFee + excess),
  };
}

/**
 * What a cover leaves to the hirer (an unknown cover: as much as Basic). ALWAYS_EXCLUDED, never
 * covered by any, is shown once beside them.
 */
export function notCoveredBy(coverCode: string): string[] {
  return [...(NOT_COVERED_BY_COVER[coverCode] ?? NOT_COVERED_BY_COVER.basic)];
}

/** What a vehicle comes back with: charge for electric ones, fuel for all others (hybrids included), nothing for what has no engine (trailers). */
export type ReturnEnergy = "fuel" | "charge" | null;

export function returnEnergyOf(fuelType: string): ReturnEnergy {
  if (fuelType === "none") return null;
  return fuelType === "electric" ? "charge" : "fuel";
}

/** The return rule of a vehicle as the site tells it (null: none, for trailers). */
export function returnRuleFor(fuelType: string): string | null {
  const energy = returnEnergyOf(fuelType);
  return energy === null ? null : energy === "charge" ? RETURN_RULES.electric : RETURN_RULES.fuel;
}

/**
 * What the return rule charges (NZD) when a vehicle comes back with less fuel or charge than at
 * pick-up (levels in percent): per tenth short, or part of one, at the fuel's or the charge's
 * price, plus the refuelling service fee once for fuel. ADR 0085.
 */
export function returnEnergyCharge(fuelType: string, pickupPercent: number, returnPercent: number): number {
  const energy = returnEnergyOf(fuelType);
  const missing = pickupPercent - returnPercent;
  if (energy === null || missing <= 0) return 0;
  const tenths = Math.ceil(missing / 10);
  return energy === "charge"
    ? roundMoney(tenths * RECHARGE_PRICE_PER_TENTH)
    : roundMoney(tenths * REFUEL_PRICE_PER_TENTH + REFUEL_SERVICE_FEE);
}

/** The lowest and highest card fee rates, or null when none is charged (or the list failed). */
export function cardFeeRange(
  fees: readonly CardFeeRate[],
): { lowest: CardFeeRate; highest: CardFeeRate } | null {
  const charged = fees.filter((fee) => fee.percent > 0);
  if (charged.length === 0) return null;
  const sorted = [...charged].sort((a, b) => a.percent - b.percent);
  return { lowest: sorted[0], highest: sorted[sorted.length - 1] };
}
