/**
 * Promo code rules of spec sections 4 and 5. Pure: the promo modal (client hints) and its action
 * (server truth) use the same functions; the AA membership check itself is server-side.
 */
import {
  AA_NUMBER_MAX_LENGTH,
  AA_PROMO_CODES,
  PROMO_CODE_MAX_LENGTH,
} from "~/services/booking/promo/constants";
import { normalisePromoCode } from "~/models/catalog/promo-code";
import { PROMO_MESSAGES } from "~/services/booking/promo/text";

export { AA_NUMBER_MAX_LENGTH, normalisePromoCode, PROMO_CODE_MAX_LENGTH };
export { PROMO_CODE_PATH, PROMO_FIELDS } from "./fields";

/** Whether the code is one of aamembership, aamember, aamemberdeal (any case, any padding). */
export function requiresAaNumber(code: string | null | undefined): boolean {
  return (AA_PROMO_CODES as readonly string[]).includes(normalisePromoCode(code));
}

export type PromoFormInput = { promoCode?: string | null; aaNumber?: string | null };
export type PromoFormField = "promoCode" | "aaNumber";
export type PromoFormErrors = Partial<Record<PromoFormField, string>>;
export type PromoFormResult =
  | { ok: true; values: { promoCode: string; aaNumber: string | null }; errors: PromoFormErrors }
  | { ok: false; values: { promoCode: string; aaNumber: string | null }; errors: PromoFormErrors };

/**
 * The promo form: the code is required, trimmed, at most 25 characters and kept lower-case; for
 * the AA codes an AA membership number is also required, trimmed, at most 16 characters and
 * digits only. The number is ignored (null) for every other code. Whether the AA accepts the
 * number is a separate server check.
 */
export function validatePromoForm(input: PromoFormInput): PromoFormResult {
  const errors: PromoFormErrors = {};
  const rawCode = (input.promoCode ?? "").trim();
  const promoCode = rawCode.toLowerCase();

  if (!rawCode) errors.promoCode = PROMO_MESSAGES.promoCodeRequired;
  else if (rawCode.length > PROMO_CODE_MAX_LENGTH) errors.promoCode = PROMO_MESSAGES.promoCodeTooLong;

  let aaNumber: string | null = null;
  if (requiresAaNumber(promoCode)) {
    const checked = checkAaNumberField(input.aaNumber);
    aaNumber = checked.aaNumber;
    if (checked.error) errors.aaNumber = checked.error;
  }

  const values = { promoCode, aaNumber };
  return Object.keys(errors).length === 0 ? { ok: true, values, errors } : { ok: false, values, errors };
}

/**
 * The AA membership number field: required, trimmed, at most 16 characters, digits only. For the
 * AA codes above, and for a code head office created with "AA membership required".
 */
export function checkAaNumberField(raw: string | null | undefined): {
  aaNumber: string;
  error: string | null;
} {
  const aaNumber = (raw ?? "").trim();
  if (!aaNumber) return { aaNumber, error: PROMO_MESSAGES.aaNumberRequired };
  if (aaNumber.length > AA_NUMBER_MAX_LENGTH) return { aaNumber, error: PROMO_MESSAGES.aaNumberTooLong };
  if (!/^\d+$/.test(aaNumber)) return { aaNumber, error: PROMO_MESSAGES.aaNumberNotInteger };
  return { aaNumber, error: null };
}

/* ------------------------------------------------------------------------------------------------
 * Whether a stored promo code can be used on a date
 * ---------------------------------------------------------------------------------------------- */

export type PromoValidity = {
  isActive: boolean;
  /** "YYYY-MM-DD" New Zealand date, inclusive; null = no start. */
  validFrom: string | null;
  /** "YYYY-MM-DD" New Zealand date, inclusive; null = no end. */
  validTo: string | null;
  /** Withdrawn in the back office (/admin/promo-codes/): no longer accepted. */
  withdrawnAt?: Date | null;
  /** Most bookings that may use the code; null = no limit. */
  usageLimit?: number | null;
};

export type PromoStatus = "active" | "inactive" | "withdrawn" | "not_yet_valid" | "expired" | "used_up";

/**
 * A code is usable when it is active, not withdrawn, the date (YYYY-MM-DD) is within its validity
 * dates and, with a usage limit, fewer bookings than the limit use it (`uses`: confirmed, awaiting
 * payment or on a live hold, the customer's own booking not counted).
 */
export function promoStatus(promo: PromoValidity, onDate: string, uses = 0): PromoStatus {
  if (!promo.isActive) return "inactive";
  if (promo.withdrawnAt) return "withdrawn";
  if (promo.validFrom !== null && onDate < promo.validFrom) return "not_yet_valid";
  if (promo.validTo !== null && onDate > promo.validTo) return "expired";
  if (promo.usageLimit != null && uses >= promo.usageLimit) return "used_up";
  return "active";
}

/** The message for a code that cannot be used: unknown, switched-off and withdrawn codes read the same. */
export function promoStatusMessage(status: PromoStatus | "unknown"): string | null {
  switch (status) {
    case "active":
      return null;
    case "expired":
      return PROMO_MESSAGES.promoCodeExpired;
    case "used_up":
      return PROMO_MESSAGES.promoCodeUsedUp;
    case "not_yet_valid":
      return PROMO_MESSAGES.promoCodeNotYetValid;
    case "inactive":
    case "withdrawn":
    case "unknown":
      return PROMO_MESSAGES.promoCodeUnknown;
  }
}
