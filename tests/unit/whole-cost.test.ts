import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  cardFeeRange,
  mostYouCouldPay,
  notCoveredBy,
  returnEnergyCharge,
  returnRuleFor,
} from "../../app/services/booking/cost/rules";
import {
  ALWAYS_EXCLUDED,
  cardFeeText,
  mostYouCouldPayText,
  RETURN_RULES,
} from "../../app/services/booking/cost/text";
import {
  RECHARGE_PRICE_PER_TENTH,
  REFUEL_PRICE_PER_TENTH,
  REFUEL_SERVICE_FEE,
} from "../../app/services/booking/cost/constants";
import { formatMoney } from "../../app/services/platform/money";
import { INSURANCE_OPTIONS, PROCESSING_FEES } from "../../app/models/seed/booking";

const AMEX = { label: "AMEX", percent: 3.5 };

describe("the most you could pay", () => {
  it("adds the excess of the chosen cover and the highest card fee to the price", () => {
    const most = mostYouCouldPay({ total: 400, cardFeeIncluded: false, excess: 4000, highestCardFee: AMEX });
    expect(most).toEqual({ total: 400, cardFee: 14, cardFeeLabel: "AMEX", excess: 4000, amount: 4414 });
  });

  it("adds no card fee again once the total includes the chosen card's fee", () => {
    const most = mostYouCouldPay({ total: 407.6, cardFeeIncluded: true, excess: 1500, highestCardFee: AMEX });
    expect(most.cardFee).toBe(0);
    expect(most.cardFeeLabel).toBeNull();
    expect(most.amount).toBe(1907.6);
  });

  it("is the price and the card fee alone with a zero-excess cover", () => {
    expect(
      mostYouCouldPay({ total: 99.99, cardFeeIncluded: false, excess: 0, highestCardFee: AMEX }).amount,
    ).toBe(103.49);
  });

  it("adds no card fee when the fee list is empty (it failed to load)", () => {
    expect(
      mostYouCouldPay({ total: 250, cardFeeIncluded: false, excess: 1500, highestCardFee: null }).amount,
    ).toBe(1750);
  });

  it("never goes below zero on bad input", () => {
    expect(
      mostYouCouldPay({ total: -5, cardFeeIncluded: false, excess: -1, highestCardFee: null }).amount,
    ).toBe(0);
  });

  it("says what it is made of, bond excluded", () => {
    const most = mostYouCouldPay({ total: 400, cardFeeIncluded: false, excess: 4000, highestCardFee: AMEX });
    const text = mostYouCouldPayText({ coverName: "Basic cover", ...most });
    expect(text).toContain("$400");
    expect(text).toContain("$14");
    expect(text).toContain("$4,000 excess of Basic cover");
    expect(text).toContain("bond is a hold");
  });

  it("with the seeded covers, a better cover lowers the most you could pay for the same trip", () => {
    const days = 5;
    const base = 300;
    const amounts = INSURANCE_OPTIONS.map(
      (cover) =>
        mostYouCouldPay({
          total: base + cover.dailyPrice * days,
          cardFeeIncluded: false,
          excess: cover.excess,
          highestCardFee: AMEX,
        }).amount,
    );
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });
});

describe("what a cover leaves out", () => {
  it("Basic and Standard cover leave tyres, glass and the underbody to the hirer", () => {
    for (const code of ["basic", "standard"]) {
      expect(notCoveredBy(code)).toEqual(
        expect.arrayContaining(["tyres", "windscreen and glass", "underbody"]),
      );
    }
  });

  it("Total Care covers tyres and glass but not the underbody", () => {
    const list = notCoveredBy("total-care");
    expect(list).not.toContain("tyres");
    expect(list).not.toContain("windscreen and glass");
    expect(list).toContain("underbody");
  });

  it("an unknown cover leaves as much to the hirer as Basic cover", () => {
    expect(notCoveredBy("unknown")).toEqual(notCoveredBy("basic"));
  });

  it("every seeded cover has its exclusions written down", () => {
    for (const cover of INSURANCE_OPTIONS) expect(notCoveredBy(cover.code).length).toBeGreaterThan(0);
    expect(ALWAYS_EXCLUDED.length).toBeGreaterThan(0);
  });
});

describe("the return rule", () => {
  it("is the charge level for electric vehicles and the fuel level for the rest", () => {
    expect(returnRuleFor("electric")).toBe(RETURN_RULES.electric);
    for (const fuel of ["unleaded", "unleaded 91", "diesel", "hybrid"])
      expect(returnRuleFor(fuel)).toBe(RETURN_RULES.fuel);
  });

  it("does not exist for trailers", () => {
    expect(returnRuleFor("none")).toBeNull();
    expect(returnEnergyCharge("none", 100, 0)).toBe(0);
  });

  it("charges what the customer is told: per tenth short or part of one, the service fee once for fuel", () => {
    // Told: "$15 for each tenth of a tank short (or part of one), plus a $25 service fee".
    expect(RETURN_RULES.fuel).toContain(`${formatMoney(REFUEL_PRICE_PER_TENTH)} for each tenth of a tank`);
    expect(RETURN_RULES.fuel).toContain(`${formatMoney(REFUEL_SERVICE_FEE)} service fee`);
    expect(returnEnergyCharge("unleaded", 100, 100)).toBe(0);
    expect(returnEnergyCharge("diesel", 50, 80)).toBe(0);
    expect(returnEnergyCharge("unleaded", 100, 95)).toBe(REFUEL_PRICE_PER_TENTH + REFUEL_SERVICE_FEE);
    expect(returnEnergyCharge("hybrid", 100, 90)).toBe(REFUEL_PRICE_PER_TENTH + REFUEL_SERVICE_FEE);
    expect(returnEnergyCharge("unleaded 91", 100, 89)).toBe(2 * REFUEL_PRICE_PER_TENTH + REFUEL_SERVICE_FEE);
    expect(returnEnergyCharge("unleaded", 100, 0)).toBe(10 * REFUEL_PRICE_PER_TENTH + REFUEL_SERVICE_FEE);
    // Electric: by charge level, its own price per 10%, no service fee.
    expect(RETURN_RULES.electric).toContain(
      `${formatMoney(RECHARGE_PRICE_PER_TENTH)} for each 10% of charge`,
    );
    expect(returnEnergyCharge("electric", 80, 80)).toBe(0);
    expect(returnEnergyCharge("electric", 80, 55)).toBe(3 * RECHARGE_PRICE_PER_TENTH);
  });

  it("is the one the help page gives", () => {
    const help = readFileSync("content/help/returning-your-car.md", "utf8").replace(/\s+/g, " ");
    expect(help).toContain(`${formatMoney(REFUEL_PRICE_PER_TENTH)} for each tenth of a tank`);
    expect(help).toContain(`${formatMoney(REFUEL_SERVICE_FEE)} service fee`);
    expect(help).toContain(`${formatMoney(RECHARGE_PRICE_PER_TENTH)} for each 10% of charge`);
    expect(help).not.toContain("pump price");
  });
});

describe("the card fee", () => {
  it("spans the seeded fees, lowest to highest", () => {
    const range = cardFeeRange(
      PROCESSING_FEES.map((fee) => ({ label: fee.label, percent: Number(fee.percent) })),
    );
    expect(range?.lowest.percent).toBe(1.9);
    expect(range?.highest).toEqual(AMEX);
    expect(cardFeeText(range)).toContain("1.9% (Visa) to 3.5% (AMEX)");
  });

  it("is none when no fee is charged", () => {
    expect(cardFeeRange([])).toBeNull();
    expect(cardFeeRange([{ label: "Visa", percent: 0 }])).toBeNull();
    expect(cardFeeText(null)).toBe("No card fee.");
  });
});
