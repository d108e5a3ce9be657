import { FORM_LOADING_TEXT } from "../../platform/page-text";

/**
 * The promo code entry beside the search form (PromoCodeModal); PROMO_UI_TEXT and PROMO_FORM_TEXT
 * (text.ts) reuse these. The search form on every page shows it, so it is kept apart from text.ts.
 */
export const PROMO_ENTRY_TEXT = {
  title: "Promo code",
  trigger: "Have a promo code?",
  remove: "Remove promo code",
  removing: "Removing…",
  appliedLabel: "Promo code applied:",
  loading: FORM_LOADING_TEXT,
} as const;
