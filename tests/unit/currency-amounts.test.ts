import { describe, expect, it } from "vitest";
import { CANCEL_TEXT } from "~/services/changes/cancel/text";
import { CHANGE_TEXT } from "~/services/changes/change/text";
import { CHECK_IN_TEXT, fillText, formatNzd } from "~/services/changes/check-in/text";
import { findAmountsInText } from "~/services/platform/currency/currencies";
import { runInLanguage } from "~/services/platform/i18n/i18n.server";
import { formatMoney } from "~/services/platform/money";

/**
 * Issue 34 leftover 3: the amounts the server writes into a sentence are found in it, so the page
 * can show each also in the visitor's currency right after it (PricedText).
 */
const money = (...amounts: number[]) => amounts.map((amount) => ({ amount, written: formatMoney(amount) }));
/** The text up to each amount found, and that amount. */
const cut = (text: string, found: { amount: number; end: number }[]) =>
  found.map((match) => [text.slice(0, match.end), match.amount]);

describe("the amounts a text writes", () => {
  it("finds each amount the page's way, in the text's order", () => {
    const text = `${CANCEL_TEXT.cancelledFee(formatMoney(45))} ${CANCEL_TEXT.cancelledRefund(formatMoney(120.5))}`;
    expect(cut(text, findAmountsInText(text, money(120.5, 45)))).toEqual([
      ["Cancellation fee: $45", 45],
      ["Cancellation fee: $45. Refund: $120.50", 120.5],
    ]);
  });

  it("never takes a smaller amount inside a larger one, nor one amount twice", () => {
    const text = CHANGE_TEXT.toPay(formatMoney(45));
    expect(findAmountsInText(text, money(4, 5))).toEqual([]);
    const twice = `${formatMoney(45)} and ${formatMoney(45)}`;
    expect(cut(twice, findAmountsInText(twice, money(45, 45)))).toEqual([
      ["$45", 45],
      ["$45 and $45", 45],
    ]);
  });

  it("finds nothing in a text without the amount (a free shuttle, no fee)", () => {
    expect(findAmountsInText(CHANGE_TEXT.noCharge, money(0))).toEqual([]);
  });

  it("finds check-in's amounts, always written with cents, and German amounts", () => {
    const text = fillText(CHECK_IN_TEXT.paymentDue, { amount: formatNzd(80) });
    expect(cut(text, findAmountsInText(text, [{ amount: 80, written: formatNzd(80) }]))).toEqual([
      ["Your changes leave a balance of $80.00", 80],
    ]);
    // The amount 80 written as formatMoney does ("$80") is not inside "$80.00".
    expect(findAmountsInText(text, money(80))).toEqual([]);

    const german = runInLanguage("de", () => CHANGE_TEXT.doneRefunded(formatMoney(1234.5)));
    const written = runInLanguage("de", () => formatMoney(1234.5));
    expect(german).not.toContain("$1,234.50");
    expect(findAmountsInText(german, [{ amount: 1234.5, written }])).toEqual([
      { amount: 1234.5, end: german.indexOf(written) + written.length },
    ]);
  });
});
