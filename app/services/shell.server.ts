import { getConfig } from "~/config.server";
import type { ContactPoint } from "~/models/contact-points.server";
import { resolveBrand, type Brand } from "./brand.server";
import type { UserType } from "./constants";
import { resolveContactPoints } from "./contact.server";
import type { PromoBarState } from "./promo-bar";
import { loadPromoBar } from "./promo-bar.server";
import { commitSession, getSession } from "./session.server";
import { getSessionUser } from "./user-session.server";

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
};

export async function loadShell(request: Request): Promise<{ shell: ShellData; headers: Headers }> {
  const url = new URL(request.url);
  const session = await getSession(request);
  const [{ brand, sessionChanged }, contact, promoBar] = await Promise.all([
    resolveBrand(url, session),
    resolveContactPoints(request),
    loadPromoBar(session),
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
    },
    headers,
  };
}
