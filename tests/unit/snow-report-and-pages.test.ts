import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";
import { loadContentPageWithExtras, SNOW_REPORT_PAGES } from "~/services/content/pages/page-content.server";
import {
  areasFor,
  formatReportTime,
  localSnowReportProvider,
  setSnowReportProvider,
  snowReport,
  type SkiAreaReport,
} from "~/services/content/snow-report.server";

afterEach(() => setSnowReportProvider(localSnowReportProvider()));

describe("snow report by location key", () => {
  it("ALL lists every ski area; CHC and ZQN their own", async () => {
    const all = await snowReport("ALL");
    const chc = await snowReport("CHC");
    const zqn = await snowReport("ZQN");
    expect(all!.areas.length).toBe(chc!.areas.length + zqn!.areas.length);
    expect(chc!.areas.every((area) => area.location === "CHC")).toBe(true);
    expect(zqn!.areas.map((area) => area.name)).toContain("Coronet Peak");
    expect(areasFor("CHC", all!.areas)).toEqual(chc!.areas);
  });

  it("says when it was last updated, in New Zealand time", async () => {
    const report = await snowReport("ZQN");
    expect(report!.updatedAt).toBe("2026-10-12T07:30:00+13:00");
    expect(report!.updatedText).toBe("12 October 2026, 7:30 am");
    expect(formatReportTime("2026-07-01T18:05:00Z")).toBe("2 July 2026, 6:05 am");
  });

  it("gives no report when the provider fails (a broken file, a failing feed)", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "snow-")), "snow-report.json");
    fs.writeFileSync(file, JSON.stringify({ updatedAt: "yesterday", source: "x", areas: [] }));
    setSnowReportProvider(localSnowReportProvider(file));
    expect(await snowReport("ALL")).toBeNull();
    setSnowReportProvider({ report: () => Promise.reject(new Error("feed down")) });
    expect(await snowReport("CHC")).toBeNull();
  });

  it("takes another provider (a live feed) through the adapter", async () => {
    const area: SkiAreaReport = {
      name: "Mt Hutt",
      location: "CHC",
      status: "open",
      baseCm: 120,
      newSnowCm: 15,
      liftsOpen: 4,
      liftsTotal: 5,
      road: "chains",
      url: "https://www.mthutt.co.nz/",
    };
    setSnowReportProvider({
      report: async (location) => ({
        location,
        updatedAt: "2027-07-10T06:45:00+12:00",
        updatedText: "10 July 2027, 6:45 am",
        source: "feed",
        areas: [area],
      }),
    });
    expect((await snowReport("CHC"))?.areas[0].status).toBe("open");
  });
});

async function extras(section: "about-us" | "services", slug: string, subPage = true) {
  return loadContentPageWithExtras(section, slug, { subPage });
}

describe("content pages with their header, reviews and snow report", () => {
  it("adds the page header the content defines, and none elsewhere", async () => {
    expect((await extras("about-us", "index", false)).pageHeader?.title).toBe(
      "Kiwi owned, from Auckland to Invercargill",
    );
    expect((await extras("services", "ski-car-rental")).pageHeader?.page).toBe("/services/ski-car-rental/");
    expect((await extras("services", "weekend-car-rental")).pageHeader).toBeNull();
  });

  it("adds company reviews on /about-us/reviews/ only", async () => {
    expect((await extras("about-us", "reviews")).companyReviews.length).toBeGreaterThan(0);
    expect((await extras("about-us", "our-team")).companyReviews).toEqual([]);
  });

  it("adds the snow report of each ski page's location key", async () => {
    for (const [page, location] of Object.entries(SNOW_REPORT_PAGES)) {
      const slug = page.replace(/^\/services\//, "").replace(/\/$/, "");
      const data = await extras("services", slug);
      expect(data.snow?.location, page).toBe(location);
      expect(data.snow?.report?.updatedText).toBe("12 October 2026, 7:30 am");
    }
    expect((await extras("services", "long-term-car-rental")).snow).toBeNull();
  });

  it("still answers 404 for an unknown page", async () => {
    await expect(
      loadContentPageWithExtras("services", "no-such-page", { subPage: true }),
    ).rejects.toMatchObject({ status: 404 });
    const thrown = await loadContentPageWithExtras("about-us", "index", { subPage: true }).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect(await (thrown as Response).text()).toBe(NOT_FOUND_TITLE);
  });
});
