/**
 * The constants the site shell uses (header, footer, promo bar, meta tags), and only those, for
 * the reason shell/text.ts gives: esbuild puts a module in one chunk with every export any page
 * uses, so a constant kept here is shipped to every page. The shell's server-side settings are in
 * shell/settings.ts; every other constant lives beside its feature.
 */

export const FOOTER_STYLES = ["normal", "short"] as const;
export type FooterStyle = (typeof FOOTER_STYLES)[number];

/** The URL hash an in-app webview adds to hide header and footer. */
export const HIDE_HEADER_HASH = "#hideheader";

/** POST only: signs out (GET answers a redirect to /). */
export const LOGOUT_PATH = "/logout";

/** POST only: closes the promo bar for the session (isPromoBarEnabled = false), then back to the page. */
export const PROMO_BAR_CLOSE_PATH = "/promo-bar/close";

/** The contact-us form's own page (not a spec route: the form without JavaScript). */
export const CONTACT_PATH = "/contact/";
