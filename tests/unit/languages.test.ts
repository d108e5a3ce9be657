import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "./support/app-server";
import { API_MESSAGES } from "~/services/api/text";
import { formatLongDate, formatNzTime } from "~/services/platform/dates";
import { negotiateLanguage, runInLanguage, translatorFor } from "~/services/platform/i18n/i18n.server";
import { plural, t, tPlural } from "~/services/platform/i18n/translate";
import { formatMoney } from "~/services/platform/money";
import { sameSitePath } from "~/services/platform/routing";
import { LANGUAGE_TEXT } from "~/services/shell/text";

/**
 * The languages of issue 34 through the real server app (server/app.mjs → Remix per language):
 * prefixes and the URL rules under them, the switcher's post, the suggestion, the catalogue the
 * browser loads, the API's messages; and the ambient translator's formats (ADR 0092).
 */
let app: Awaited<ReturnType<typeof startAppServer>>;
let base: string;

beforeAll(async () => {
  app = await startAppServer();
  base = app.base;
});

afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { redirect: "manual", headers });
const location = (response: Response) => response.headers.get("Location")?.replace(base, "") ?? null;
const GERMAN = translatorFor("de");

describe("language prefixes", () => {
  it("keeps the URL rules under a prefix, with one prefix", async () => {
    const cases: [string, string][] = [
      ["/de", "/de/"],
      ["/de?x=1", "/de/?x=1"],
      ["/de/Vehicles", "/de/vehicles/"],
      ["/DE/vehicles/", "/de/vehicles/"],
      ["/zh/vehicles", "/zh/vehicles/"],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(location(response), from).toBe(to);
    }
  });

  it("sends the English-only areas under a prefix to their one address", async () => {
    for (const [from, to] of [
      ["/de/admin/", "/admin/"],
      ["/zh/business/sign-in/?a=1", "/business/sign-in/?a=1"],
      ["/de/api/lookups", "/api/lookups"],
    ]) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(location(response), from).toBe(to);
    }
  });

  it("serves the same page in German: lang, canonical, alternates, the switcher", async () => {
    const response = await get("/de/vehicles/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toContain(`rel="canonical" href="http://localhost:3000/de/vehicles/"`);
    for (const [lang, href] of [
      ["en-NZ", "/vehicles/"],
      ["de", "/de/vehicles/"],
      ["zh-Hans", "/zh/vehicles/"],
      ["x-default", "/vehicles/"],
    ])
      expect(html).toMatch(new RegExp(`rel="alternate" hrefLang="${lang}" href="[^"]*${href}"`));
    expect(html).toContain(GERMAN.t(LANGUAGE_TEXT.switcherLabel));
    expect(html).toMatch(/<link rel="preload" href="\/locales\/de\.json\?v=[\w-]+"/);
  });

  it("keeps a loader's redirect under its prefix, once", async () => {
    // The booking steps without a trip in the session go back to the search.
    const response = await get("/de/book-now/");
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(location(response)).toMatch(/^\/de\/(?!de\/)/);
  });

  it("serves partner brands and the app's webview pages in every language", async () => {
    const partner = await get("/de/?brand=ET");
    expect(partner.status).toBe(200);
    const html = await partner.text();
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toMatch(/<body class="[^"]*brand-et/);
    const webview = await get("/zh/return-webview/");
    expect(webview.status).toBe(200);
    expect(await webview.text()).toMatch(/<html lang="zh-Hans"/);
  });

  it("answers an unknown language prefix as any unknown page", async () => {
    expect((await get("/fr/vehicles/")).status).toBe(404);
    expect((await get("/en/")).status).toBe(404);
  });
});

describe("the switcher and the suggestion", () => {
  const choose = (language: string, redirectTo: string) =>
    fetch(`${base}/language/`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ language, redirectTo }).toString(),
    });

  it("opens the same page and query in the chosen language and remembers it", async () => {
    const response = await choose("zh", "/vehicles/?sort=price");
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/zh/vehicles/?sort=price");
    expect(response.headers.get("Set-Cookie")).toMatch(
      /^language=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
    );
    const english = await choose("en", "/zh/../vehicles/");
    expect(location(english)).toBe("/vehicles/");
  });

  it("refuses another site's address and an unknown language", async () => {
    const response = await choose("xx", "//evil.example/");
    expect(location(response)).toBe("/");
  });

  it("suggests the browser's language on an English page, in that language, never redirecting", async () => {
    const german = await get("/vehicles/", { "Accept-Language": "de-AT,de;q=0.9,en;q=0.5" });
    expect(german.status).toBe(200);
    expect(german.headers.get("Vary")).toContain("Accept-Language");
    const html = await german.text();
    expect(html).toContain(GERMAN.t(LANGUAGE_TEXT.suggestion, { language: "Deutsch" }));
    expect(html).toMatch(/<a href="\/de\/vehicles\/"[^>]*hrefLang="de"/);
    const chinese = await (await get("/vehicles/", { "Accept-Language": "zh-CN,zh;q=0.9" })).text();
    expect(chinese).toContain(translatorFor("zh").t(LANGUAGE_TEXT.suggestion, { language: "中文" }));
    for (const headers of [{ "Accept-Language": "fr-FR,en;q=0.5" }, {}] as Record<string, string>[]) {
      const html = await (await get("/vehicles/", headers)).text();
      expect(html).not.toContain('<aside class="');
    }
  });

  it("follows the visitor's choice over the browser, and stays quiet once English is chosen", async () => {
    const chose = async (language: string) =>
      (await choose(language, "/")).headers.get("Set-Cookie")!.split(";")[0];
    const withChinese = await (
      await get("/vehicles/", { "Accept-Language": "de", Cookie: await chose("zh") })
    ).text();
    expect(withChinese).toContain(translatorFor("zh").t(LANGUAGE_TEXT.suggestion, { language: "中文" }));
    const withEnglish = await (
      await get("/vehicles/", { "Accept-Language": "de", Cookie: await chose("en") })
    ).text();
    expect(withEnglish).not.toContain(GERMAN.t(LANGUAGE_TEXT.suggestion, { language: "Deutsch" }));
  });

  it("suggests nothing in the back office", async () => {
    const html = await (await get("/admin/sign-in/", { "Accept-Language": "de" })).text();
    expect(html).not.toContain(GERMAN.t(LANGUAGE_TEXT.suggestion, { language: "Deutsch" }));
  });
});

describe("the browser's catalogue and the API", () => {
  it("serves the page's catalogue at its version only, cached for a year", async () => {
    const html = await (await get("/de/")).text();
    const href = /href="(\/locales\/de\.json\?v=[\w-]+)"/.exec(html)![1];
    const response = await get(href);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await response.json())[LANGUAGE_TEXT.switcherLabel]).toBe(GERMAN.t(LANGUAGE_TEXT.switcherLabel));
    expect((await get("/locales/de.json?v=old")).status).toBe(404);
    expect((await get("/locales/xx.json?v=1")).status).toBe(404);
  });

  it("answers the API's messages in the language of Accept-Language", async () => {
    const german = await get("/api/no-such-call", { "Accept-Language": "de-DE" });
    expect(german.status).toBe(404);
    expect(german.headers.get("Content-Language")).toBe("de");
    const body = (await german.json()) as { errors: { errorMessage: string }[] };
    expect(body.errors[0].errorMessage).toBe(GERMAN.t(API_MESSAGES.notFound));
    expect(body.errors[0].errorMessage).not.toBe(API_MESSAGES.notFound);
    const english = (await (await get("/api/no-such-call")).json()) as typeof body;
    expect(english.errors[0].errorMessage).toBe(API_MESSAGES.notFound);
  });
});

describe("the translator", () => {
  it("negotiates the site's languages from Accept-Language", () => {
    expect(negotiateLanguage("de-CH,de;q=0.9")).toBe("de");
    expect(negotiateLanguage("zh-CN")).toBe("zh");
    expect(negotiateLanguage("zh-Hans-SG,en;q=0.1")).toBe("zh");
    expect(negotiateLanguage("en-GB,de;q=0.5")).toBe("");
    expect(negotiateLanguage("fr")).toBe("");
    expect(negotiateLanguage(";;;q=garbage,*")).toBe("");
    expect(negotiateLanguage(null)).toBe("");
  });

  it("writes English as the spec does, and the page's language's way elsewhere", () => {
    const at = new Date("2027-04-12T22:30:00Z"); // Tue 13 Apr 2027, 10:30 in New Zealand
    expect([formatMoney(1234.5), formatLongDate("2027-04-13"), formatNzTime(at)]).toEqual([
      "$1,234.50",
      "Tue 13 Apr 2027",
      "10:30 AM",
    ]);
    runInLanguage("de", () => {
      expect(formatMoney(1234.5)).toBe("1.234,50\u00a0NZ$");
      expect(formatLongDate("2027-04-13")).toBe("Di., 13. Apr. 2027");
      expect(formatNzTime(at)).toBe("10:30");
    });
    runInLanguage("zh", () => expect(formatLongDate("2027-04-13")).toBe("2027年4月13日周二"));
  });

  it("reads a redirect target of a German page without its prefix, so Remix adds it once", () => {
    runInLanguage("de", () => {
      expect(sameSitePath("/de/my-account/?tab=1")).toBe("/my-account/?tab=1");
      expect(sameSitePath("/de")).toBe("/");
      expect(sameSitePath("/dealers/")).toBe("/dealers/");
      expect(sameSitePath("/zh/vehicles/")).toBe("/zh/vehicles/");
    });
    expect(sameSitePath("/de/my-account/")).toBe("/de/my-account/");
  });

  it("falls back to the English text, and picks plural forms by the language's rules", () => {
    const days = plural("{{count}} day", "{{count}} days");
    expect([tPlural(days, 1), tPlural(days, 3), t("No such text {{x}}", { x: 1 })]).toEqual([
      "1 day",
      "3 days",
      "No such text 1",
    ]);
    runInLanguage("de", () => expect(t("No such text {{x}}", { x: 1 })).toBe("No such text 1"));
  });
});
