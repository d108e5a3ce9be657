/**
 * Money in New Zealand dollars (spec section 9): amounts are rounded to 2 decimals; whole amounts
 * are shown without decimals, fractional ones with two, both with thousands commas and a dollar
 * sign. Pure: safe in the browser bundle and in loaders alike.
 */
import { CURRENCY } from "~/models/constants";
import { LOCALE } from "~/services/platform/constants";
import { localNumberFormat } from "./i18n/formats";
import { inEnglish } from "./i18n/translate";

/**
 * Rounds to cents, half away from zero, without binary floating-point surprises:
 * 1.005 → 1.01, 0.1 + 0.2 → 0.3, -2.675 → -2.68. Throws on NaN or ±Infinity, which would
 * otherwise slip silently into a price.
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`roundMoney: ${amount} is not a finite amount`);
  const scaled = Math.abs(amount) * 100;
  // Only an amount within float noise of half a cent can round the wrong way: 15 significant
  // digits drop the noise (100.49999999999999 → 100.5) before rounding. Anything else rounds as
  // it is, without the string round trip a page of prices felt (issue 35).
  const halfCentAway = Math.abs(scaled - Math.floor(scaled) - 0.5);
  const cents =
    halfCentAway > scaled * 1e-14 + 1e-9
      ? Math.round(scaled)
      : Math.round(Number.parseFloat(scaled.toPrecision(15)));
  const rounded = (Math.sign(amount) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** An amount in whole cents (12.4 → 1240, -0.1 → -10), for answers that give money both ways. */
export function moneyInCents(amount: number): number {
  const cents = Math.round(roundMoney(amount) * 100);
  return cents === 0 ? 0 : cents;
}

/** Sum of amounts, each already in cents, rounded once at the end. */
export function sumMoney(amounts: readonly number[]): number {
  return roundMoney(amounts.reduce((total, amount) => total + roundMoney(amount), 0));
}

const wholeFormat = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const centsFormat = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * "$1,234" for 1234, "$1,234.50" for 1234.5, "$25" for 25, "-$12.40" for -12.4. On a page in
 * another language, the same amount of New Zealand dollars in its way ("1.234,50 NZ$").
 */
export function formatMoney(amount: number): string {
  const rounded = roundMoney(amount);
  const decimals = Number.isInteger(rounded) ? 0 : 2;
  if (inEnglish()) return decimals === 0 ? wholeFormat.format(rounded) : centsFormat.format(rounded);
  return localNumberFormat(`money:${decimals}`, {
    style: "currency",
    currency: CURRENCY,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(rounded);
}
