/**
 * The promo form's field names and address, used by the promo code entry beside the search form
 * and by the form and its action (promo.ts re-exports them). Kept apart from the rules in
 * promo.ts so that the search form's pages ship only these few names up front.
 */

/** Field names of the promo form, shared by the form component and the server's action. */
export const PROMO_FIELDS = {
  intent: "intent",
  promoCode: "promoCode",
  aaNumber: "aaNumber",
  redirectTo: "redirectTo",
  scrollToResults: "scrollToResults",
} as const;

/** Where the promo form posts (app/routes/_booking+/promo-code.tsx). */
export const PROMO_CODE_PATH = "/promo-code/";
