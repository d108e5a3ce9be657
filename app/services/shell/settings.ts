/**
 * Server-side settings of the site shell (brand themes, campaign cookie, promo bar): kept out of
 * shell/constants.ts, which holds only what every page's JavaScript needs.
 */

/** Partner brands with a colour theme of their own (spec section 1). */
export const THEMED_BRAND_CODES = ["ET", "AL", "ZL"] as const;

export const CAMPAIGN_COOKIE_MAX_AGE_SECONDS = 86400;

/** Session value that overrides the page banner's enabled flag (spec section 4). */
export const PROMO_BAR_SESSION_KEY = "isPromoBarEnabled";
