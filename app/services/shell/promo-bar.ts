import type { UserType } from "../platform/constants";

/**
 * The promo bar (spec section 4): its initial visibility comes from the page banner's enabled
 * flag unless the session value isPromoBarEnabled overrides it; the visitor can close it (the
 * session then says false); it is never shown on /business paths or to Agent or Corporate users.
 * Plain rules shared by the root loader and the shell component (which re-checks the path on
 * client-side navigation).
 */

export type PromoBarContent = {
  title: string;
  /** A path of this site or an http(s) URL; null: text only. */
  url: string | null;
  icon: { url: string; alternativeText: string } | null;
};

/** What the root loader hands the shell: the banner's content and whether it is switched on. */
export type PromoBarState = { content: PromoBarContent; enabled: boolean };

/** The session's isPromoBarEnabled wins when it is set (true or false); else the banner's flag. */
export function promoBarEnabled(bannerEnabled: boolean, sessionValue: unknown): boolean {
  return typeof sessionValue === "boolean" ? sessionValue : bannerEnabled;
}

/** /business and everything under it. */
export function isBusinessPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === "/business" || lower.startsWith("/business/");
}

export function isBusinessUserType(userType: UserType | undefined): boolean {
  return userType === "Agent" || userType === "Corporate";
}

/** Whether the bar shows on this page for this user. */
export function showPromoBar(
  state: PromoBarState | null,
  pathname: string,
  userType: UserType | undefined,
): boolean {
  if (!state || !state.enabled) return false;
  if (isBusinessPath(pathname)) return false;
  return !isBusinessUserType(userType);
}
