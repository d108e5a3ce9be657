import { describe, expect, it } from "vitest";
import { robotsTxt, ROBOTS_DISALLOW } from "~/services/content/seo/seo";
import { sitemapXml } from "~/services/content/seo/sitemap.server";
import { errorPageFallbackHtml } from "~/services/platform/error-fallback";
import { runInLanguage, siteLanguages } from "~/services/platform/i18n/i18n.server";
import { formatBranchHours, TIME_SLOT_OPTIONS } from "~/services/platform/time-slots";
import { rateLimitedMessage } from "~/services/platform/text";
import { REVIEWS_TEXT } from "~/services/shell/text";
import { CONTACT_TEXT } from "~/services/shell/contact-us/text";

/** Area A1 of issue 34: the frame's and the platform's texts in German and Chinese. */
const ORIGIN = "https://www.gorentals.co.nz";

describe("sitemap.xml in every language (issue 34 item 2)", () => {
  const xml = sitemapXml(ORIGIN, [{ path: "/vehicles/", lastmod: "2026-10-01" }], siteLanguages());

  it("lists each page once per language, each with every language's address and x-default", () => {
    const urls = xml.split("\n").filter((line) => line.includes("<url>"));
    expect(urls.map((line) => /<loc>([^<]+)<\/loc>/.exec(line)?.[1])).toEqual([
      `${ORIGIN}/vehicles/`,
      `${ORIGIN}/de/vehicles/`,
      `${ORIGIN}/zh/vehicles/`,
    ]);
    for (const line of urls) {
      expect(line).toContain(`<lastmod>2026-10-01</lastmod>`);
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="en-NZ" href="${ORIGIN}/vehicles/"/>`);
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/de/vehicles/"/>`);
      expect(line).toContain(
        `<xhtml:link rel="alternate" hreflang="zh-Hans" href="${ORIGIN}/zh/vehicles/"/>`,
      );
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/vehicles/"/>`);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe("robots.txt under the prefixes", () => {
  it("disallows every private area unprefixed and under each language", () => {
    const lines = robotsTxt(ORIGIN, ["de", "zh"]).split("\n");
    for (const path of ROBOTS_DISALLOW) {
      expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Disallow: /de${path}`);
      expect(lines).toContain(`Disallow: /zh${path}`);
    }
  });
});

describe("the platform's texts in the request's language", () => {
  it("writes the page of last resort in German, linking the German home page", () => {
    const html = runInLanguage("de", () => errorPageFallbackHtml());
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten");
    expect(html).toContain('<a href="/de/">Zurück zur Startseite</a>');
  });

  it("counts minutes and reviews in each language's plural forms", () => {
    expect(runInLanguage("de", () => rateLimitedMessage(60))).toContain("Bitte warten Sie 1 Minute ");
    expect(runInLanguage("de", () => rateLimitedMessage(601))).toContain("Bitte warten Sie 11 Minuten ");
    expect(runInLanguage("zh", () => rateLimitedMessage(601))).toBe(
      "尝试次数过多。请等待 11 分钟后重试，或致电我们。",
    );
    expect(runInLanguage("de", () => REVIEWS_TEXT.ratingLine("4,8", 12345, "Google"))).toBe(
      "4,8 von 5 aus 12.345 Bewertungen auf Google",
    );
  });

  it("thanks a Chinese visitor in Chinese, naming the branch team", () => {
    const text = runInLanguage("zh", () =>
      CONTACT_TEXT.sentText("李明", CONTACT_TEXT.branchTeam("Queenstown Airport")),
    );
    expect(text).toBe("谢谢您，李明。您的留言已发送给我们的Queenstown Airport门店团队。");
  });

  it("shows time slots and branch hours on a 24-hour clock in German and Chinese, the values unchanged", () => {
    const ten = TIME_SLOT_OPTIONS.find((option) => option.value === "10:00")!;
    expect(ten.label).toBe("10:00 AM");
    expect(runInLanguage("de", () => ten.label)).toBe("10:00");
    expect(
      runInLanguage("zh", () => TIME_SLOT_OPTIONS.find((option) => option.value === "17:30")!.label),
    ).toBe("17:30");
    const hours = { openingMinutes: 420, closingMinutes: 1020 };
    expect(formatBranchHours(hours)).toBe("7:00 AM – 5:00 PM");
    expect(runInLanguage("de", () => formatBranchHours(hours))).toBe("07:00 – 17:00");
  });
});
