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

/* Damage noted on a booking's car at the counter (issue 32 item 7; schema/damage.ts). */
/** Where on the car the damage is (issue 32 item 7), in the form's order. */
export const DAMAGE_PLACES = [
  "front",
  "rear",
  "left",
  "right",
  "roof",
  "windscreen",
  "wheels",
  "interior",
] as const;
export type DamagePlace = (typeof DAMAGE_PLACES)[number];

/** When it was noted: as the car went out, while it was out, or as it came back. */
export const DAMAGE_STAGES = ["pick-up", "during", "return"] as const;
export type DamageStage = (typeof DAMAGE_STAGES)[number];
