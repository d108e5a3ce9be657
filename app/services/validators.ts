import { PHONE_MIN_LENGTH } from "./constants";

/**
 * The form validators of spec section 5 that the booking needs. Each returns true when the
 * value passes; the message to show lives in messages.ts.
 */

/** At least PHONE_MIN_LENGTH characters, only digits, spaces, plus and brackets. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= PHONE_MIN_LENGTH && /^[0-9 +()]+$/.test(trimmed) && /[0-9]/.test(trimmed);
}
