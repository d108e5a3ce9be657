/**
 * The price block of a results card (issue 24 items 7 and 8): a per-day price, the lines added to
 * it (the one-way fee, named), and the total, such that per day × chargeable days + lines = total
 * to the cent. Pure, so the card and its tests share it.
 */
import { roundMoney } from "../../platform/money";
import { plural, tPlural } from "../../platform/i18n/translate";
import type { PriceBreakdown } from "../pricing/rules";

/** Texts of the card's price lines. */
export const CARD_PRICE_TEXT = {
  oneWayFee: "One-way fee",
  /** For an all-inclusive business account: its cover on a deal's free days. */
  coverOnFreeDays: "Cover on free days",
} as const;

export const FREE_DAYS = plural("{{count}} free day", "{{count}} free days");

/** "1 free day", "2 free days": a deal's free days, charged nothing. */
export function freeDaysText(freeDays: number): string {
  return tPlural(FREE_DAYS, freeDays);
}

export type CardPriceLine = { label: string; amount: number };

export type CardPrice = {
  /** The price per chargeable day (after any promo discount). */
  dailyRate: number;
  /** Rental days, and those of them a deal gives free. */
  days: number;
  freeDays: number;
  chargeableDays: number;
  /** What is added to dailyRate × chargeableDays: the one-way fee, by name. */
  lines: CardPriceLine[];
  total: number;
};

/** The card price of a search result's breakdown (vehicle, one-way fee and promo only). */
export function cardPrice(
  price: Pick<PriceBreakdown, "days" | "vehicle" | "discountedDailyRate" | "oneWayFee">,
): CardPrice {
  const lines: CardPriceLine[] =
    price.oneWayFee > 0 ? [{ label: CARD_PRICE_TEXT.oneWayFee, amount: price.oneWayFee }] : [];
  return withTotal({
    dailyRate: price.discountedDailyRate,
    days: price.days,
    freeDays: price.vehicle.freeDays,
    chargeableDays: price.vehicle.chargeableDays,
    lines,
  });
}

/**
 * A card price with cover added for every rental day (an all-inclusive business account): the
 * cover joins the per-day price, and on a deal's free days it is a line of its own.
 */
export function withDailyCover(card: CardPrice, coverDailyPrice: number): CardPrice {
  const lines = [...card.lines];
  if (card.freeDays > 0 && coverDailyPrice > 0) {
    lines.push({
      label: CARD_PRICE_TEXT.coverOnFreeDays,
      amount: roundMoney(coverDailyPrice * card.freeDays),
    });
  }
  return withTotal({ ...card, dailyRate: roundMoney(card.dailyRate + coverDailyPrice), lines });
}

function withTotal(card: Omit<CardPrice, "total">): CardPrice {
  const total = roundMoney(
    card.dailyRate * card.chargeableDays + card.lines.reduce((sum, line) => sum + line.amount, 0),
  );
  return { ...card, total };
}
