import { redirect, data } from "@remix-run/node";
import { getConfig } from "~/config.server";
import type { ContactPoint } from "~/models/catalog/contact-points.server";
import { resolveBrand, type Brand } from "./brand.server";
import type { UserType } from "../platform/constants";
import { resolveContactPoints } from "./campaign.server";
import type { PromoBarState } from "./promo-bar";
import { loadPromoBar } from "./promo-bar.server";
import { loadShellLanguage, type ShellLanguage } from "./language.server";
import { isDataRequest } from "../platform/data-request.server";
import { canonicalLocation } from "../platform/routing";
import { pathWithoutPrefix } from "../platform/i18n/language";
import { currentLanguage } from "../platform/i18n/translate";
import { commitSession, getSession } from "../platform/session.server";
import type { VisitorCurrency } from "../platform/currency/currencies";
import { loadVisitorCurrency } from "../platform/currency/visitor.server";
import { appLoginRedirect, getSessionUser } from "../accounts/user-session.server";

/** What the root loader hands the shell (header, footer, menus) on every page. */
export type ShellData = {
  brand: Brand;
  contactPoints: ContactPoint[];
  campaignName: string | null;
  userType: UserType;
  firstName: string | null;
  /** Signed in from the mobile app: header and footer hidden (spec section 2). */
  isAppLogin: boolean;
  /** When the signed-in user's access token ends (ISO), for the page's renewal; null for a guest. */
  tokenExpiresAt: string | null;
  /** The promo bar's content and whether it is on (page banner, session override); null: no banner. */
  promoBar: PromoBarState | null;
  /** IMAGE_RESIZER_PATH, for the image helper in the browser; null: original images. */
  imageResizerPath: string | null;
  /** The page's language, the others, and the suggestion of one the browser asks for. */
  language: ShellLanguage;
  /**
   * The visitor's currency with head office's rate, for the approximate prices beside NZD; null
   * when NZD is chosen or the rate is missing or older than 7 days (nothing is converted).
   */
  currency: VisitorCurrency | null;
};

export async function loadShell(request: Request): Promise<{ shell: ShellData; headers: Headers }> {
  const url = new URL(request.url);
  const session = await getSession(request);
  const [{ brand, sessionChanged }, contact, promoBar, language, currency] = await Promise.all([
    resolveBrand(url, session),
    resolveContactPoints(request),
    loadPromoBar(session),
    loadShellLanguage(request),
    loadVisitorCurrency(request),
  ]);
  const headers = new Headers();
  if (sessionChanged) headers.append("Set-Cookie", await commitSession(session));
  if (contact.setCookie) headers.append("Set-Cookie", contact.setCookie);
  const userType = (session.get("userType") as UserType | undefined) ?? "Guest";
  const firstName = session.get("firstName");
  return {
    shell: {
      brand,
      contactPoints: contact.contactPoints,
      campaignName: contact.campaign?.name ?? null,
      userType,
      firstName: typeof firstName === "string" ? firstName : null,
      isAppLogin: session.get("isAppLogin") === true,
      tokenExpiresAt: getSessionUser(session)?.tokenExpiresAt ?? null,
      promoBar,
      imageResizerPath: getConfig().imageResizerPath,
      language,
      currency,
    },
    headers,
  };
}

/**
 * The root loader: the URL rules' redirect, the app login, then the shell's data and the site's
 * origin. It lives here, not in root.tsx, so the browser's copy of root.tsx imports nothing
 * server-only (each such import costs the page a chunk of its own; ADR 0060).
 */
export async function loadRoot(request: Request) {
  const url = new URL(request.url);
  // Not for a data request: single fetch asks for `/page/`'s data as `/page.data`, which Remix
  // hands the loaders as `/page`; sending it to `/page/` would send the browser round in a loop.
  if ((request.method === "GET" || request.method === "HEAD") && !isDataRequest()) {
    // On the path without its language prefix: Remix puts the basename (`/de`) back in front.
    const prefix = currentLanguage().prefix;
    const canonical = canonicalLocation(new URL(pathWithoutPrefix(url.pathname, prefix) + url.search, url));
    if (canonical) throw redirect(canonical, 301);
  }
  // App login: `Authorization: Bearer <token>` signs this browser in, then the page loads again.
  const appLogin = await appLoginRedirect(request);
  if (appLogin) throw appLogin;
  const { shell, headers } = await loadShell(request);
  // publicUrl: every page's canonical link and og:url are absolute on it (app/services/content/seo/seo.ts).
  return data({ ...shell, publicUrl: getConfig().publicUrl }, { headers });
}
