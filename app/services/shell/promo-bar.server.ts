import { PROMO_BAR_SESSION_KEY } from "./settings";
import { getContentClient } from "../content/content-service.server";
import { promoBarEnabled, type PromoBarState } from "./promo-bar";
import type { AppSession } from "../platform/session.server";

/** The page banner as the promo bar's state for this session; null without a banner. */
export async function loadPromoBar(session: AppSession): Promise<PromoBarState | null> {
  const banner = await getContentClient().pageBanner();
  if (!banner) return null;
  return {
    content: { title: banner.title, url: banner.url, icon: banner.icon },
    enabled: promoBarEnabled(banner.enabled, session.get(PROMO_BAR_SESSION_KEY)),
  };
}

/** The visitor closed the bar: it stays closed for the rest of the session. */
export function closePromoBar(session: AppSession): void {
  session.set(PROMO_BAR_SESSION_KEY, false);
}
