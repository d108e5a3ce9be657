/**
 * Test cards of the sandbox gateway. Any other number that passes the Luhn check is approved.
 * Shown on the sandbox's hosted page and listed in docs/booking.md (Payment).
 */
export const SANDBOX_CARDS = {
  approve: "4242 4242 4242 4242",
  /** Approved cards of the other brands (a card pays only the brand its price was made for). */
  approveMastercard: "5555 5555 5555 4444",
  approveAmex: "3782 822463 10005",
  declines: {
    "4000000000000002": "Your card was declined.",
    "4000000000009995": "Your card has insufficient funds.",
  } as Record<string, string>,
};

import type { CardType } from "~/models/schema/booking";

export type SandboxCardCheck = { number: string };

/**
 * The brand of a card number, from its leading digits (issue 24 item 9: the processing fee and the
 * record follow the card used, not the type picked); null when it is none of the brands we take.
 */
export function cardBrandOf(digits: string): CardType | null {
  if (/^3[47]\d{13}$/.test(digits)) return "amex";
  if (/^35(2[89]|[3-8]\d)\d{12,15}$/.test(digits)) return "jcb";
  if (/^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/.test(digits)) return "mastercard";
  if (/^(4026|417500|4405|4508|4844|4913|4917)/.test(digits) && /^4\d{15}$/.test(digits))
    return "visa-electron";
  if (/^4(\d{12}|\d{15}|\d{18})$/.test(digits)) return "visa";
  return null;
}

/** Digits only. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY) not before the current month. */
export function expiryIsCurrent(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export const SANDBOX_MESSAGES = {
  nameRequired: "Enter the name on the card",
  numberInvalid: "Enter a valid card number",
  expiryInvalid: "Enter an expiry date that has not passed, as MM/YY",
  cvcInvalid: "Enter the 3 or 4 digit security code",
  sessionInvalid: "This payment session has expired or is not valid. Go back to the booking and try again.",
} as const;

/**
 * A card of another brand than the one the price was made for: refused before any charge, since
 * each brand has its own processing fee.
 */
export function cardBrandMismatchMessage(used: string | null, chosen: string): string {
  return used
    ? `This is a ${used} card, but the price was made for ${chosen} (each card type has its own processing fee). Pay with a ${chosen} card, or go back to the booking and choose ${used}.`
    : `We can't tell this card's type. Pay with a ${chosen} card, or go back to the booking and choose the type of your card.`;
}
