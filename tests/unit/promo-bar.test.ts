import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { action as closeAction, loader as closeLoader } from "~/routes/_site+/promo-bar.close";
import { USER_TYPES } from "~/services/platform/constants";
import { PROMO_BAR_CLOSE_PATH } from "~/services/shell/constants";
import { PROMO_BAR_SESSION_KEY } from "~/services/shell/settings";
import {
  isBusinessPath,
  promoBarEnabled,
  showPromoBar,
  type PromoBarState,
} from "~/services/shell/promo-bar";
import { commitSession, getSession } from "~/services/platform/session.server";
import { loadShell } from "~/services/shell/shell.server";
import { cookieHeaderFrom } from "./support/cookies";

// Opening (migrating and seeding) the in-memory database is slow on a busy machine: do it in a hook.
beforeAll(async () => {
  await getDb();
});

const content = { title: "Summer deals", url: "/deals/", icon: null };
const on: PromoBarState = { content, enabled: true };
const off: PromoBarState = { content, enabled: false };

describe("promo bar visibility (spec section 4)", () => {
  it("starts from the page banner's enabled flag", () => {
    expect(promoBarEnabled(true, undefined)).toBe(true);
    expect(promoBarEnabled(false, undefined)).toBe(false);
  });

  it("the session's isPromoBarEnabled overrides the banner either way", () => {
    expect(promoBarEnabled(true, false)).toBe(false);
    expect(promoBarEnabled(false, true)).toBe(true);
    // Anything but a boolean is not an override.
    expect(promoBarEnabled(true, "false")).toBe(true);
  });

  it("shows only with a banner that is on", () => {
    expect(showPromoBar(on, "/", "Guest")).toBe(true);
    expect(showPromoBar(off, "/", "Guest")).toBe(false);
    expect(showPromoBar(null, "/", "Guest")).toBe(false);
  });

  it("is never shown on /business paths", () => {
    for (const path of ["/business", "/business/", "/business/sign-in/", "/Business/my-account/"]) {
      expect(isBusinessPath(path), path).toBe(true);
      expect(showPromoBar(on, path, "Guest"), path).toBe(false);
    }
    expect(isBusinessPath("/businesses-we-love/")).toBe(false);
    expect(showPromoBar(on, "/deals/", "Guest")).toBe(true);
  });

  it("is never shown to Agent or Corporate users, whatever the page", () => {
    const shown = USER_TYPES.filter((userType) => showPromoBar(on, "/", userType));
    expect(shown).toEqual(["Guest", "Customer"]);
  });
});

async function shellFor(cookie: string) {
  return (await loadShell(new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} })))
    .shell;
}

/** The promo bar's close form posted to its resource route (a Response: JSON or a redirect). */
function close(fields: Record<string, string>, cookie = "") {
  return closeAction({
    request: new Request(`http://localhost${PROMO_BAR_CLOSE_PATH}`, {
      method: "POST",
      headers: cookie ? { Cookie: cookie } : {},
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: {},
  });
}

describe("closing the promo bar", () => {
  it("the root loader gives the local page banner, switched on", async () => {
    const shell = await shellFor("");
    expect(shell.promoBar?.enabled).toBe(true);
    expect(shell.promoBar?.content.url).toBe("/deals/");
  });

  it("without JavaScript: the form post sets isPromoBarEnabled=false and redirects back", async () => {
    const response = await close({ redirectTo: "/about-us/?x=1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/about-us/?x=1");
    const cookie = cookieHeaderFrom(response.headers);
    const session = await getSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(session.get(PROMO_BAR_SESSION_KEY)).toBe(false);
    expect((await shellFor(cookie)).promoBar?.enabled).toBe(false);
  });

  it("never redirects off the site", async () => {
    const response = await close({ redirectTo: "//evil.example/" });
    expect(response.headers.get("Location")).toBe("/");
  });

  it("with JavaScript (a fetcher, no redirectTo): JSON, and the same session value", async () => {
    const session = await getSession(new Request("http://localhost/"));
    session.set("brandCode", "GO");
    const cookie = cookieHeaderFrom(new Headers({ "Set-Cookie": await commitSession(session) }));
    const response = await close({}, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ closed: true });
    expect((await shellFor(cookie)).promoBar?.enabled).toBe(false);
  });

  it("a GET of the close URL just goes home", () => {
    const response = closeLoader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});
