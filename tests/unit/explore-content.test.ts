import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { BRANCHES as SEED_BRANCHES } from "~/models/seed/branches";
import { loader as blogIndexLoader } from "~/routes/_content+/explore+/blog._index";
import { loader as blogPostLoader } from "~/routes/_content+/explore+/blog.$slug";
import { loader as categoryLoader } from "~/routes/_content+/explore+/blog.category.$slug";
import { loader as tagLoader } from "~/routes/_content+/explore+/blog.tag.$slug";
import { loader as guideLoader } from "~/routes/_content+/explore+/travel-guides.$slug";
import { loader as tripLoader } from "~/routes/_content+/explore+/trip-planner.$slug";
import { loader as helpIndexLoader } from "~/routes/_content+/help+/_index";
import { loader as helpArticleLoader } from "~/routes/_content+/help+/$slug";
import { loader as relocationLoader } from "~/routes/_content+/rental-car-relocation";
import { BLOG_CATEGORIES, parseTags, readingMinutes, slugify } from "~/services/content/blog/taxonomy";
import {
  listCategories,
  listPosts,
  listTags,
  loadBlogList,
  loadBlogPost,
} from "~/services/content/blog/posts.server";
import { htmlToText, loadSection, type ContentSection } from "~/services/content/pages/store.server";
import { dayHeadings, listGuides, listTrips, loadTrip } from "~/services/content/explore.server";
import { HELP_TOPICS, listHelpArticles, loadHelpIndex } from "~/services/content/help/articles.server";
import { allMenuHrefs, UTILITY_LINKS } from "~/services/shell/menus";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";
import { BLOG_PAGE_SIZE } from "~/services/platform/pagination";
import { loadRelocationPage } from "~/services/content/places/relocation.server";
import { addDays, relocationSearch, searchHref } from "~/services/booking/search/links";
// The spec's sample slugs, which tests/e2e/routes.spec.ts visits.
import { SAMPLE_SLUGS } from "../../scripts/lib/spec-routes.js";

const COLLECTIONS: ContentSection[] = ["blog", "travel-guides", "trip-planner", "help"];
const NOW = new Date("2026-11-21T23:00:00Z"); // 22 November in New Zealand

const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${path}`), params, context: {} }) as LoaderFunctionArgs;

async function statusOf(run: () => unknown): Promise<number> {
  try {
    const answer = await run();
    return answer instanceof Response ? answer.status : 200;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    if (thrown.status === 404) expect(await thrown.text()).toBe(NOT_FOUND_TITLE);
    return thrown.status;
  }
}

const entries = (section: ContentSection) =>
  [...loadSection(section).values()].filter((page) => page.slug !== "index");

describe("the collections' content", () => {
  it("has several real items in each collection, each between 120 and 600 words, without placeholders", () => {
    const minimum: Record<string, number> = {
      blog: BLOG_PAGE_SIZE + 1,
      "travel-guides": 5,
      "trip-planner": 4,
      help: 15,
    };
    for (const section of COLLECTIONS) {
      const pages = entries(section);
      expect(pages.length, section).toBeGreaterThanOrEqual(minimum[section]);
      expect(loadSection(section).get("index"), `${section}/index.md`).toBeDefined();
      for (const page of pages) {
        const words = htmlToText(page.html).split(/\s+/).filter(Boolean).length;
        expect(words, page.path).toBeGreaterThanOrEqual(120);
        expect(words, page.path).toBeLessThanOrEqual(600);
        expect(page.html, page.path).not.toMatch(/lorem ipsum|coming soon|TODO/i);
        expect(page.html, page.path).not.toContain("<h1");
        expect(page.description.length, page.path).toBeLessThanOrEqual(170);
      }
    }
  });

  it("links only to pages that exist", async () => {
    const known = new Set<string>([
      ...(["about-us", "services", "pages", ...COLLECTIONS] as ContentSection[]).flatMap((section) =>
        [...loadSection(section).values()].map((page) => page.path),
      ),
      ...allMenuHrefs(),
      ...SEED_BRANCHES.map((branch) => `/rental-car-locations/${branch.slug}/`),
      ...listCategories().map((taxon) => taxon.path),
      ...listTags().map((taxon) => taxon.path),
      "/services/one-way-car-rental/",
      "/",
      "/search-vehicles/",
      "/vehicles/",
      "/sign-up/",
      "/your-feedback/",
      "/manage-booking/",
      "/shuttle-request/",
      "/credit-card-authorisation/",
      "/cancel-booking/",
      "/extend-booking/",
      "/online-check-in/",
    ]);
    for (const section of [...COLLECTIONS, "pages"] as ContentSection[]) {
      for (const page of loadSection(section).values()) {
        for (const [, href] of page.html.matchAll(/href="([^"]+)"/g)) {
          if (href.startsWith("mailto:")) continue;
          expect(known.has(href), `${page.path} links to ${href}`).toBe(true);
        }
      }
    }
  });

  it("has the spec's sample slugs, so the route list's {slug} lines answer", () => {
    expect(listPosts().map((post) => post.slug)).toContain(SAMPLE_SLUGS["/explore/blog/{slug}/"]);
    expect(listCategories().map((taxon) => taxon.slug)).toContain(
      SAMPLE_SLUGS["/explore/blog/category/{slug}/"],
    );
    expect(listTags().map((taxon) => taxon.slug)).toContain(SAMPLE_SLUGS["/explore/blog/tag/{slug}/"]);
    expect(listGuides().map((guide) => guide.slug)).toContain(SAMPLE_SLUGS["/explore/travel-guides/{slug}/"]);
    expect(listTrips().map((trip) => trip.slug)).toContain(SAMPLE_SLUGS["/explore/trip-planner/{slug}/"]);
    expect(listHelpArticles().map((article) => article.slug)).toContain(SAMPLE_SLUGS["/help/{slug}/"]);
  });
});

describe("blog", () => {
  it("reads slugs, tags and reading time", () => {
    expect(slugify("Food & wine")).toBe("food-wine");
    expect(slugify(" Wānaka ")).toBe("wanaka");
    expect(parseTags("South Island, Scenic drives, south island, ,")).toEqual([
      { slug: "south-island", label: "South Island" },
      { slug: "scenic-drives", label: "Scenic drives" },
    ]);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
    expect(readingMinutes("")).toBe(1);
  });

  it("lists posts newest first, each in a known category with at least two tags", () => {
    const posts = listPosts();
    const dates = posts.map((post) => post.published);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) {
      expect(
        BLOG_CATEGORIES.map((category) => category.slug),
        post.slug,
      ).toContain(post.category.slug);
      expect(post.tags.length, post.slug).toBeGreaterThanOrEqual(2);
      expect(post.published <= "2026-11-21", `${post.slug} is not published in the future`).toBe(true);
    }
    // Every category has posts (no empty category pages).
    expect(listCategories().map((taxon) => taxon.slug)).toEqual(
      BLOG_CATEGORIES.map((category) => category.slug),
    );
  });

  it("pages the list: the first page full, the last page the rest, past it 404", () => {
    const total = listPosts().length;
    const first = loadBlogList(new Request("http://localhost/explore/blog/"), "all");
    expect(first.posts.items).toHaveLength(BLOG_PAGE_SIZE);
    expect(first.posts.pageCount).toBe(Math.ceil(total / BLOG_PAGE_SIZE));
    const last = loadBlogList(
      new Request(`http://localhost/explore/blog/?page=${first.posts.pageCount}`),
      "all",
    );
    expect(last.posts.items).toHaveLength(total - BLOG_PAGE_SIZE * (first.posts.pageCount - 1));
    expect(() =>
      loadBlogList(new Request(`http://localhost/explore/blog/?page=${first.posts.pageCount + 1}`), "all"),
    ).toThrow();
  });

  it("filters by category and by tag", () => {
    const roadTrips = loadBlogList(
      new Request("http://localhost/explore/blog/category/road-trips/"),
      "category",
      "road-trips",
    );
    expect(roadTrips.title).toBe("Road trips");
    expect(roadTrips.basePath).toBe("/explore/blog/category/road-trips/");
    expect(roadTrips.posts.items.every((post) => post.category.slug === "road-trips")).toBe(true);
    const southIsland = loadBlogList(
      new Request("http://localhost/explore/blog/tag/south-island/"),
      "tag",
      "south-island",
    );
    expect(southIsland.posts.total).toBe(listTags().find((tag) => tag.slug === "south-island")!.count);
    expect(
      southIsland.posts.items.every((post) => post.tags.some((tag) => tag.slug === "south-island")),
    ).toBe(true);
  });

  it("relates posts of the same category first", () => {
    const { post, related } = loadBlogPost("best-road-trips-south-island");
    expect(related).toHaveLength(3);
    expect(related[0].category.slug).toBe(post.category.slug);
    expect(related.map((other) => other.slug)).not.toContain(post.slug);
  });

  it("routes answer 200, the 404 for unknown slugs and pages, and 301 for ?page=1", async () => {
    expect(await statusOf(() => blogIndexLoader(args("/explore/blog/")))).toBe(200);
    expect(await statusOf(() => blogIndexLoader(args("/explore/blog/?page=2")))).toBe(200);
    expect(await statusOf(() => blogIndexLoader(args("/explore/blog/?page=1")))).toBe(301);
    expect(await statusOf(() => blogIndexLoader(args("/explore/blog/?page=99")))).toBe(404);
    expect(await statusOf(() => blogIndexLoader(args("/explore/blog/?page=x")))).toBe(404);
    expect(
      await statusOf(() =>
        blogPostLoader(args("/explore/blog/x/", { slug: "best-road-trips-south-island" })),
      ),
    ).toBe(200);
    expect(await statusOf(() => blogPostLoader(args("/explore/blog/x/", { slug: "no-such-post" })))).toBe(
      404,
    );
    expect(await statusOf(() => blogPostLoader(args("/explore/blog/x/", { slug: "index" })))).toBe(404);
    expect(
      await statusOf(() =>
        categoryLoader(args("/explore/blog/category/road-trips/", { slug: "road-trips" })),
      ),
    ).toBe(200);
    expect(
      await statusOf(() => categoryLoader(args("/explore/blog/category/x/", { slug: "no-such-category" }))),
    ).toBe(404);
    expect(
      await statusOf(() =>
        categoryLoader(args("/explore/blog/category/road-trips/?page=2", { slug: "road-trips" })),
      ),
    ).toBe(404);
    expect(
      await statusOf(() => tagLoader(args("/explore/blog/tag/south-island/", { slug: "south-island" }))),
    ).toBe(200);
    expect(await statusOf(() => tagLoader(args("/explore/blog/tag/x/", { slug: "no-such-tag" })))).toBe(404);
  });
});

describe("travel guides and trip planner", () => {
  const seedSlugs = new Set(SEED_BRANCHES.map((branch) => branch.slug));

  it("names a real branch in every guide and itinerary", () => {
    for (const page of entries("travel-guides"))
      expect(seedSlugs.has(page.fields.branch), page.path).toBe(true);
    for (const trip of listTrips()) {
      expect(seedSlugs.has(trip.pickup), `${trip.path} pickup`).toBe(true);
      expect(seedSlugs.has(trip.dropoff), `${trip.path} dropoff`).toBe(true);
    }
  });

  it("writes every itinerary day by day: one 'Day N' heading per day, in order", () => {
    for (const trip of listTrips()) {
      const page = loadSection("trip-planner").get(trip.slug)!;
      expect(
        dayHeadings(page.html).map((day) => day.day),
        trip.path,
      ).toEqual(Array.from({ length: trip.days }, (_, index) => index + 1));
    }
    expect(dayHeadings("<h2>Day 1: Auckland to Hahei</h2><h2>Tips</h2><h2>Day 2: Hahei</h2>")).toEqual([
      { day: 1, title: "Auckland to Hahei" },
      { day: 2, title: "Hahei" },
    ]);
  });

  it("links an itinerary to a search of its branches, starting tomorrow for its length", async () => {
    const trip = await loadTrip("north-island-highlights", NOW);
    expect(trip.pickup?.name).toBe("Auckland Airport");
    expect(trip.dropoff?.name).toBe("Wellington Airport");
    expect(trip.oneWayFee).toBe(55);
    expect(trip.oneWayPath).toBe("/services/one-way-car-rental/auckland-airport-to-wellington-airport/");
    const url = new URL(trip.searchHref!, "http://localhost");
    expect(url.pathname).toBe("/search-vehicles/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pickupBranch: String(trip.pickup!.id),
      dropOffBranch: String(trip.dropoff!.id),
      pickupDate: "2026-11-23",
      pickupTime: "10:00",
      dropOffDate: "2026-11-30",
      dropOffTime: "10:00",
    });
    const loop = await loadTrip("southern-alps-loop", NOW);
    expect(loop.oneWayFee).toBe(0);
    expect(loop.oneWayPath).toBeNull();
  });

  it("routes answer 404 for unknown slugs", async () => {
    expect(await statusOf(() => guideLoader(args("/x/", { slug: "queenstown" })))).toBe(200);
    expect(await statusOf(() => guideLoader(args("/x/", { slug: "atlantis" })))).toBe(404);
    expect(await statusOf(() => guideLoader(args("/x/", { slug: "index" })))).toBe(404);
    expect(await statusOf(() => tripLoader(args("/x/", { slug: "southern-alps-loop" })))).toBe(200);
    expect(await statusOf(() => tripLoader(args("/x/", { slug: "nowhere" })))).toBe(404);
  });
});

describe("help centre", () => {
  it("files every article under a known topic, with keywords to be found by", () => {
    for (const article of listHelpArticles()) {
      expect(HELP_TOPICS, article.path).toContain(article.topic);
      expect(article.keywords.length, article.path).toBeGreaterThan(10);
    }
    for (const topic of HELP_TOPICS)
      expect(
        listHelpArticles().some((article) => article.topic === topic),
        topic.label,
      ).toBe(true);
  });

  it("answers the rental questions the help centre must cover", () => {
    const expectations: [string, string][] = [
      ["licence", "what-do-i-need-to-rent-a-car"],
      ["international driving permit", "what-do-i-need-to-rent-a-car"],
      ["excess", "insurance-and-excess"],
      ["bond", "bond"],
      ["after hours", "after-hours-pick-up-and-drop-off"],
      ["one-way fee", "one-way-fees"],
      ["ferry", "ferries"],
      ["EV charging", "charging-an-electric-vehicle"],
      ["cancel", "cancellations"],
      ["extend", "extending-your-rental"],
      ["online check-in", "online-check-in"],
      ["toll", "tolls-fines-and-speed-cameras"],
    ];
    for (const [query, slug] of expectations) {
      const { results } = loadHelpIndex(new Request(`http://localhost/help/?q=${encodeURIComponent(query)}`));
      expect(results?.[0]?.path, query).toBe(`/help/${slug}/`);
    }
  });

  it("lists every topic without a query, and an empty list for a query nothing matches", () => {
    const all = loadHelpIndex(new Request("http://localhost/help/"));
    expect(all.results).toBeNull();
    expect(all.topics.flatMap((group) => group.articles)).toHaveLength(listHelpArticles().length);
    const none = loadHelpIndex(new Request("http://localhost/help/?q=xylophone"));
    expect(none).toMatchObject({ query: "xylophone", results: [] });
    const blank = loadHelpIndex(new Request("http://localhost/help/?q=%20%20"));
    expect(blank.results).toBeNull();
  });

  it("marks the query in the results as text segments", () => {
    // "<i>bond</i>": the tags are not words, "i" is a stop word, so only "bond" is searched and marked.
    const { results } = loadHelpIndex(new Request("http://localhost/help/?q=%3Ci%3Ebond%3C%2Fi%3E"));
    const title = results![0].title;
    expect(title.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(["bond"]);
    expect(JSON.stringify(results)).not.toContain("<i>");
  });

  it("says after-hours pick-up exactly where the branches allow it", () => {
    const page = loadSection("help").get("after-hours-pick-up-and-drop-off")!;
    const text = htmlToText(page.html);
    const pickups = SEED_BRANCHES.filter((branch) => branch.isAllowedAfterHoursPickups).map(
      (branch) => branch.name,
    );
    expect(pickups).toEqual([
      "Auckland Airport",
      "Wellington Airport",
      "Christchurch Airport",
      "Queenstown Airport",
    ]);
    expect(text).toContain(
      "Auckland Airport, Wellington Airport, Christchurch Airport and Queenstown Airport",
    );
    const noDropOff = SEED_BRANCHES.filter((branch) => !branch.isAllowedAfterHoursDroppedOff).map(
      (branch) => branch.code,
    );
    expect(noDropOff).toEqual(["WHK", "IVC"]);
    expect(text).toContain("every branch except Waiheke and Invercargill");
  });

  it("routes answer 200 and 404", async () => {
    expect(await statusOf(() => helpIndexLoader(args("/help/?q=bond")))).toBe(200);
    expect(await statusOf(() => helpArticleLoader(args("/help/bond/", { slug: "bond" })))).toBe(200);
    expect(await statusOf(() => helpArticleLoader(args("/help/x/", { slug: "no-such-article" })))).toBe(404);
    expect(await statusOf(() => helpArticleLoader(args("/help/x/", { slug: "index" })))).toBe(404);
  });

  it("has a help article on checking in, beside the check-in flow the header links to", () => {
    expect(UTILITY_LINKS.checkIn.href).toBe("/online-check-in/");
    expect(loadSection("help").get("online-check-in")).toBeDefined();
  });
});

describe("relocation deals", () => {
  const deal = {
    pickupBranchId: 7,
    dropOffBranchId: 6,
    validFrom: "2026-11-01",
    validTo: "2027-02-28",
    minDays: null,
    maxDays: 3,
  };

  it("searches from the first bookable day of the window for the longest rental allowed", () => {
    expect(relocationSearch(deal, "2026-11-22")).toEqual({
      pickupBranchId: 7,
      dropOffBranchId: 6,
      pickupDate: "2026-11-23",
      days: 3,
    });
    expect(relocationSearch({ ...deal, validFrom: "2026-12-05" }, "2026-11-22")?.pickupDate).toBe(
      "2026-12-05",
    );
    expect(relocationSearch({ ...deal, maxDays: null, minDays: 4 }, "2026-11-22")?.days).toBe(4);
    expect(relocationSearch({ ...deal, maxDays: null }, "2026-11-22")?.days).toBe(3);
    expect(relocationSearch({ ...deal, validTo: "2026-11-22" }, "2026-11-22")).toBeNull();
  });

  it("builds the search link with the form's field names", () => {
    expect(searchHref({ pickupBranchId: 7, dropOffBranchId: 6, pickupDate: "2026-12-30", days: 3 })).toBe(
      "/search-vehicles/?pickupBranch=7&dropOffBranch=6&pickupDate=2026-12-30&pickupTime=10%3A00&dropOffDate=2027-01-02&dropOffTime=10%3A00",
    );
    expect(addDays("2027-02-27", 2)).toBe("2027-03-01");
  });

  it("lists the live relocations (the /deals/ listing) with branches, dates, price and a search link", async () => {
    const page = await loadRelocationPage(NOW);
    expect(page.page.title).toBe("Rental car relocation deals");
    expect(page.relocations.length).toBeGreaterThan(0);
    for (const relocation of page.relocations) {
      expect(relocation.dealType).toBe("Relocation");
      expect(relocation.pickupBranchSlug).toBeTruthy();
      expect(relocation.dropOffBranchSlug).toBeTruthy();
      expect(relocation.dailyRate).not.toBeNull();
      expect(relocation.searchHref).toMatch(
        /^\/search-vehicles\/\?pickupBranch=\d+&dropOffBranch=\d+&pickupDate=/,
      );
    }
    expect(await statusOf(() => relocationLoader(args("/rental-car-relocation/")))).toBe(200);
  });
});
