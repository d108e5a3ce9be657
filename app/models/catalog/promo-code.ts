/** Promo codes are stored and compared trimmed and lower-case (promo_codes.code, reservations.promo_code). */

/** Trimmed and lower-case: the form in which codes are stored and compared. */
export function normalisePromoCode(code: string | null | undefined): string {
  return (code ?? "").trim().toLowerCase();
}
