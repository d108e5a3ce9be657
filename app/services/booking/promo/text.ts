/**
 * Texts of the promo code feature: modal, /promo-code/ page, /deals/promotion/ (spec sections 2,
 * 4, 5, 8).
 */
import { PROMO_ENTRY_TEXT } from "./entry-text";

export const PROMO_MESSAGES = {
  promoCodeRequired: "Please enter a promo code",
  promoCodeTooLong: "The promo code can be at most 25 characters",
  aaNumberRequired: "Please enter your AA membership number",
  aaNumberTooLong: "The AA membership number can be at most 16 digits",
  aaNumberNotInteger: "The AA membership number may only contain digits",
  promoCodeUnknown: "Sorry, we don't recognise that promo code",
  promoCodeExpired: "Sorry, that promo code has expired",
  promoCodeNotYetValid: "Sorry, that promo code isn't valid yet",
  promoCodeUsedUp: "Sorry, that promo code has been used as many times as it may be",
  promoNotWithDeals: "Promo codes can't be combined with hot deals or relocations",
} as const;

/** Fixed texts of the promo code modal (spec section 2). */
export const PROMO_FORM_TEXT = {
  title: PROMO_ENTRY_TEXT.title,
  placeholder: "Enter code",
  aaNumberLabel: "AA membership number",
  submit: "Apply code",
  errorListTitle: "Sorry",
} as const;

/** Texts around the promo code form; the form's own fixed texts are PROMO_FORM_TEXT. */
export const PROMO_UI_TEXT = {
  trigger: PROMO_ENTRY_TEXT.trigger,
  remove: PROMO_ENTRY_TEXT.remove,
  removing: PROMO_ENTRY_TEXT.removing,
  applying: "Applying…",
  appliedLabel: PROMO_ENTRY_TEXT.appliedLabel,
  aaNumberHint: "Up to 16 digits, as printed on your AA membership card.",
  storedNotice: "We'll apply it to your search when you look for a vehicle.",
  searchNotice: "It's applied to your current search.",
  pageIntro: "Got a promo code? Enter it below and we'll apply it to your vehicle search.",
  back: "Back to where you were",
  searchVehicles: "Search vehicles",
  loading: PROMO_ENTRY_TEXT.loading,
} as const;

/** Shown in the promo modal's error list titled "Sorry" when the AA check refuses the number. */
export const INVALID_AA_MEMBERSHIP_NUMBER = "Invalid AA membership number";
