import { describe, expect, it } from "vitest";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_SHARE_IMAGE,
  OG_LOCALE,
  ROBOTS_DISALLOW,
  SITE_NAME,
  SITEMAP_PATH,
  canonicalPath,
  notFoundMeta,
  robotsTxt,
  seoMeta,
  type SeoArgs,
  type SeoDescriptor,
} from "~/services/content/seo/seo";

const ORIGIN = "https://www.gorentals.co.nz";

function args(pathAndQuery: string, publicUrl: string | null = ORIGIN): SeoArgs {
  const url = new URL(pathAndQuery, "http://x");
  return {
    location: { pathname: url.pathname, search: url.search },
    matches: [{ id: "root", data: publicUrl ? { publicUrl } : null }],
  };
}

const value = (tags: SeoDescriptor[], key: string) => {
  const found = tags.filter(
    (tag) => ("name" in tag && tag.name === key) || ("property" in tag && tag.property === key),
  );
  return found.map((tag) => ("content" in tag ? tag.content : null));
};
const canonicals = (tags: SeoDescriptor[]) =>
  tags
    .filter((tag) => "rel" in tag && tag.rel === "canonical")
    .map((tag) => ("href" in tag ? tag.href : null));
const titles = (tags: SeoDescriptor[]) =>
  tags.filter((tag) => "title" in tag).map((tag) => ("title" in tag ? tag.title : null));

describe("seoMeta: the tags of every page", () => {
  it("gives a page its branded title, description, absolute canonical and Open Graph tags", () => {
    const tags = seoMeta(args("/about-us/our-team/"), { title: "Our team", description: "Who we are." });
    expect(titles(tags)).toEqual([`Our team | ${SITE_NAME}`]);
    expect(value(tags, "description")).toEqual(["Who we are."]);
    expect(canonicals(tags)).toEqual([`${ORIGIN}/about-us/our-team/`]);
    expect(value(tags, "og:title")).toEqual([`Our team | ${SITE_NAME}`]);
    expect(value(tags, "og:description")).toEqual(["Who we are."]);
    expect(value(tags, "og:url")).toEqual([`${ORIGIN}/about-us/our-team/`]);
    expect(value(tags, "og:locale")).toEqual([OG_LOCALE]);
    expect(OG_LOCALE).toBe("en_NZ");
    expect(value(tags, "og:site_name")).toEqual([SITE_NAME]);
    expect(value(tags, "og:type")).toEqual(["website"]);
    expect(value(tags, "og:image")).toEqual([`${ORIGIN}${DEFAULT_SHARE_IMAGE}`]);
    expect(value(tags, "twitter:card")).toEqual(["summary_large_image"]);
    expect(value(tags, "robots")).toEqual([]);
  });

  it("drops the query from the canonical URL but keeps a list's ?page=N past the first", () => {
    expect(canonicals(seoMeta(args("/vehicles/?brand=ET&utm_source=x"), { title: "V" }))).toEqual([
      `${ORIGIN}/vehicles/`,
    ]);
    expect(canonicals(seoMeta(args("/explore/blog/?page=2&x=1"), { title: "Blog" }))).toEqual([
      `${ORIGIN}/explore/blog/?page=2`,
    ]);
    expect(canonicalPath("/explore/blog/", "?page=1")).toBe("/explore/blog/");
    expect(canonicalPath("/explore/blog/", "?page=abc")).toBe("/explore/blog/");
    expect(canonicalPath("/explore/blog", "")).toBe("/explore/blog/");
  });

  it("strips a trailing slash of PUBLIC_URL and falls back to the path without root data", () => {
    expect(canonicals(seoMeta(args("/terms/", `${ORIGIN}/`), { title: "T" }))).toEqual([`${ORIGIN}/terms/`]);
    expect(canonicals(seoMeta(args("/terms/", null), { title: "T" }))).toEqual(["/terms/"]);
  });

  it("marks private pages noindex but still gives them every other tag", () => {
    const tags = seoMeta(args("/book-now/"), { title: "Book now", noindex: true });
    expect(value(tags, "robots")).toEqual(["noindex"]);
    expect(value(tags, "description")).toEqual([DEFAULT_DESCRIPTION]);
    expect(canonicals(tags)).toEqual([`${ORIGIN}/book-now/`]);
    expect(value(tags, "og:url")).toHaveLength(1);
  });

  it("keeps a complete title, an article type and a page's own picture", () => {
    const tags = seoMeta(args("/"), {
      title: "GO Rentals | Car Rental New Zealand",
      fullTitle: true,
      type: "article",
      image: "/cars/GROUP-1-0.jpg",
    });
    expect(titles(tags)).toEqual(["GO Rentals | Car Rental New Zealand"]);
    expect(value(tags, "og:type")).toEqual(["article"]);
    expect(value(tags, "og:image")).toEqual([`${ORIGIN}/cars/GROUP-1-0.jpg`]);
  });

  it("gives a missing page the not-found title and noindex", () => {
    const tags = notFoundMeta(args("/nowhere/"));
    expect(titles(tags)).toEqual([`${NOT_FOUND_TITLE} | ${SITE_NAME}`]);
    expect(value(tags, "robots")).toEqual(["noindex"]);
  });
});

describe("robots.txt", () => {
  it("names the sitemap by its absolute URL and disallows the private areas", () => {
    const text = robotsTxt(`${ORIGIN}/`);
    expect(text).toContain(`Sitemap: ${ORIGIN}${SITEMAP_PATH}`);
    expect(text.startsWith("User-agent: *\n")).toBe(true);
    for (const path of ["/my-account/", "/business/my-account/", "/book-now/", "/api/"]) {
      expect(ROBOTS_DISALLOW).toContain(path);
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
