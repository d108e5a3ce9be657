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

/** Head office's promo bar (/admin/branches/, site_settings "promo-bar"): it replaces the page banner. */
export type PromoBarOverride = { enabled: boolean; title: string; url: string | null };

/** The stored override when it is whole and sound; otherwise null (the page banner applies). */
export function promoBarOverrideFrom(stored: unknown): PromoBarOverride | null {
  if (!stored || typeof stored !== "object") return null;
  const value = stored as Record<string, unknown>;
  if (typeof value.enabled !== "boolean" || typeof value.title !== "string" || !value.title.trim())
    return null;
  const url = typeof value.url === "string" && value.url ? value.url : null;
  return { enabled: value.enabled, title: value.title, url };
}

/**
 * The bar's content and switch: head office's override when there is one (keeping the banner's
 * icon), else the page banner; null when there is neither.
 */
export function promoBarSource(
  banner: { enabled: boolean; title: string; url: string | null; icon: PromoBarContent["icon"] } | null,
  override: PromoBarOverride | null,
): { content: PromoBarContent; enabled: boolean } | null {
  if (override)
    return {
      content: { title: override.title, url: override.url, icon: banner?.icon ?? null },
      enabled: override.enabled,
    };
  if (!banner) return null;
  return { content: { title: banner.title, url: banner.url, icon: banner.icon }, enabled: banner.enabled };
}

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
