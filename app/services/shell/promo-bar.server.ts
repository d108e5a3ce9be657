import { getSiteSetting, SITE_SETTING_KEYS } from "~/models/catalog/site-settings.server";
import { PROMO_BAR_SESSION_KEY } from "./settings";
import { getContentClient } from "../content/content-service.server";
import { promoBarEnabled, promoBarOverrideFrom, promoBarSource, type PromoBarState } from "./promo-bar";
import type { AppSession } from "../platform/session.server";

/**
 * The promo bar's state for this session: head office's version (/admin/branches/) when saved,
 * else the content service's page banner; null with neither.
 */
export async function loadPromoBar(session: AppSession): Promise<PromoBarState | null> {
  const [banner, stored] = await Promise.all([
    getContentClient().pageBanner(),
    getSiteSetting(SITE_SETTING_KEYS.promoBar),
  ]);
  const source = promoBarSource(banner, promoBarOverrideFrom(stored));
  if (!source) return null;
  return {
    content: source.content,
    enabled: promoBarEnabled(source.enabled, session.get(PROMO_BAR_SESSION_KEY)),
  };
}

/** The visitor closed the bar: it stays closed for the rest of the session. */
export function closePromoBar(session: AppSession): void {
  session.set(PROMO_BAR_SESSION_KEY, false);
}
