/**
 * Booking constants the browser needs too (payment and deal forms): pure, without Drizzle, so
 * importing them does not ship the table definitions (see catalog-values.ts). booking.ts
 * re-exports them for server code.
 */

/** How an extra is charged: every rental day (with an optional cap) or once per rental. */
export const EXTRA_PRICINGS = ["per_day", "per_rental"] as const;
export type ExtraPricing = (typeof EXTRA_PRICINGS)[number];

/** Card types of the processing-fees list, in display order (spec section 9: card icons). */
export const CARD_TYPES = ["visa", "visa-electron", "mastercard", "amex", "jcb"] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Deal types of a vehicle's hotDealInfo (spec section 3). */
export const DEAL_TYPES = ["HotDeal", "Relocation"] as const;
export type DealType = (typeof DEAL_TYPES)[number];
