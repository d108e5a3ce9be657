/**
 * Test cards of the sandbox gateway. Any other number that passes the Luhn check is approved.
 * Shown on the sandbox's hosted page and listed in docs/booking.md (Payment).
 */
export const SANDBOX_CARDS = {
  approve: "4242 4242 4242 4242",
  declines: {
    "4000000000000002": "Your card was declined.",
    "4000000000009995": "Your card has insufficient funds.",
  } as Record<string, string>,
};

export type SandboxCardCheck = { number: string };

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
