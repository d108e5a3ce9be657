import { CURRENCY } from "~/models/constants";
import { describe, expect, it } from "vitest";
import { formatMoney, moneyInCents, roundMoney, sumMoney } from "~/services/platform/money";

describe("roundMoney: currency rounded to 2 decimals", () => {
  it("rounds half away from zero without float errors", () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.45)).toBe(1.45);
    expect(roundMoney(8.675)).toBe(8.68);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-2.675)).toBe(-2.68);
    expect(roundMoney(1234.5)).toBe(1234.5);
    expect(roundMoney(49 * 1.35)).toBe(66.15);
  });

  it("rounds every amount as the 15-significant-digits rule does, half cents and large amounts too", () => {
    const byTheRule = (amount: number) => {
      const cents = Math.round(Number.parseFloat((Math.abs(amount) * 100).toPrecision(15)));
      const rounded = (Math.sign(amount) * cents) / 100;
      return rounded === 0 ? 0 : rounded;
    };
    const amounts: number[] = [];
    for (let cents = 0; cents < 200_000; cents += 1) {
      // Half cents as floats write them (1.005, 2.675…), products and sums of prices.
      amounts.push((cents + 0.5) / 100, cents / 1000, (cents * 1.35) / 7, cents * 0.1 + 0.2);
    }
    for (const big of [1e6, 123456789.125, 9007199254.745, 4e10 + 0.005]) amounts.push(big, -big);
    const different = amounts.filter((amount) => roundMoney(amount) !== byTheRule(amount));
    expect(different).toEqual([]);
  });

  it("never returns negative zero", () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it("refuses NaN and infinities", () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
    expect(() => roundMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("sums amounts to the cent", () => {
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumMoney([])).toBe(0);
  });
});

describe("formatMoney: whole amounts without decimals, fractional with two, commas and a dollar sign", () => {
  it("formats the examples of spec section 9", () => {
    expect(formatMoney(1234)).toBe("$1,234");
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(25)).toBe("$25");
  });

  it("rounds before choosing the format", () => {
    expect(formatMoney(24.999)).toBe("$25");
    expect(formatMoney(0.95)).toBe("$0.95");
    expect(formatMoney(1234567.891)).toBe("$1,234,567.89");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney(-12.4)).toBe("-$12.40");
  });

  it("is in New Zealand dollars", () => {
    expect(CURRENCY).toBe("NZD");
  });
});

describe("moneyInCents: whole cents, without float drift", () => {
  it("turns dollars into cents", () => {
    expect(moneyInCents(12.4)).toBe(1240);
    expect(moneyInCents(1.15)).toBe(115);
    expect(moneyInCents(1.005)).toBe(101);
    expect(moneyInCents(0.1 + 0.2)).toBe(30);
    expect(moneyInCents(-37.5)).toBe(-3750);
    expect(Object.is(moneyInCents(-0.001), 0)).toBe(true);
  });
});
