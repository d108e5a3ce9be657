/** Constants of promo codes and AA membership numbers (spec sections 5 and 9). */

/** What AA members save on the vehicle rate (the AA codes are seeded with it). */
export { AA_MEMBER_DISCOUNT_PERCENT } from "~/models/constants";

export const PROMO_CODE_MAX_LENGTH = 25;
export const AA_NUMBER_MAX_LENGTH = 16;

/** Promo codes that also need an AA membership number (spec section 5), lower-case. */
export const AA_PROMO_CODES = ["aamembership", "aamember", "aamemberdeal"] as const;
