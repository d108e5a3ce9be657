import { listBranches } from "~/models/catalog/branches.server";
import { MARKETING_CATEGORY_SLUGS } from "~/models/schema/catalog";
import { BLOG_PATH, listCategories, listPosts, listTags } from "../blog/posts.server";
import { CONTENT_SECTION_PATHS, loadSection, type ContentSection } from "../pages/store.server";
import { listGuides, listTrips } from "../explore.server";
import { HELP_PATH, listHelpArticles } from "../help/articles.server";
import { listOneWayRoutes } from "../places/one-way.server";
import { BLOG_PAGE_SIZE, pageCountOf, pageHref } from "../../platform/pagination";
import { ACCESSORIES_SLUG, seatPageSlug } from "../places/pages.server";
import { BRANCH_CONTENT, PARTNER_OFFERS, REGION_SLUGS, SEAT_COUNTS } from "../places/content";
import { escapeMarkup } from "../../platform/html-text";
import { ENGLISH, isEnglishOnlyPath, pathInLanguage, type LanguageInfo } from "../../platform/i18n/language";
import { absoluteUrl, isNoindexContentPath } from "./seo";

/**
 * /sitemap.xml (issue 6): every public, indexable page, read from the same sources as the routes
 * (the content store, the blog, help and explore collections, the branches, the vehicle pages'
 * copy, the one-way routes), so a new page or branch appears without editing a list here.
 */

export type SitemapEntry = { path: string; lastmod?: string };

/** Pages served by their own route file with no data behind them (the rest come from data). */
export const STATIC_PAGES = [
  "/",
  "/contact/",
  "/deals/",
  "/deals/promotion/",
  "/rental-car-locations/",
  "/vehicles/",
  "/services/one-way-car-rental/",
] as const;

/** Sections served page by page from the content store (about-us.*, services.*, the single pages). */
const PLAIN_SECTIONS: readonly ContentSection[] = ["about-us", "services", "pages"];

const ONE_WAY_BASE = "/services/one-way-car-rental/";
const LOCATIONS_BASE = "/rental-car-locations/";

/** A list's first page and its `?page=N` pages (canonical URLs of their own: seo.ts). */
function listPages(basePath: string, count: number): SitemapEntry[] {
  const pages = pageCountOf(count, BLOG_PAGE_SIZE);
  return Array.from({ length: pages }, (_unused, index) => ({ path: pageHref(basePath, index + 1) }));
}

function contentEntries(): SitemapEntry[] {
  return PLAIN_SECTIONS.flatMap((section) =>
    [...loadSection(section).values()].map((page) => ({ path: page.path, lastmod: page.updated })),
  ).filter((entry) => !isNoindexContentPath(entry.path));
}

function collectionEntries(): SitemapEntry[] {
  const posts = listPosts();
  const sectionIndex = (section: ContentSection) => {
    const index = loadSection(section).get("index");
    return index ? [{ path: CONTENT_SECTION_PATHS[section], lastmod: index.updated }] : [];
  };
  return [
    ...listPages(BLOG_PATH, posts.length),
    ...posts.map((post) => ({ path: post.path, lastmod: post.updated })),
    ...listCategories(posts).flatMap((category) => listPages(category.path, category.count)),
    ...listTags(posts).flatMap((tag) => listPages(tag.path, tag.count)),
    { path: HELP_PATH },
    ...listHelpArticles().map((article) => ({ path: article.path })),
    ...sectionIndex("travel-guides"),
    ...listGuides().map((guide) => ({ path: guide.path })),
    ...sectionIndex("trip-planner"),
    ...listTrips().map((trip) => ({ path: trip.path })),
  ];
}

async function placeEntries(): Promise<SitemapEntry[]> {
  const branches = (await listBranches({ showOnWebOnly: true })).filter((branch) => BRANCH_CONTENT[branch.slug]);
  const oneWay = (await listOneWayRoutes()).flatMap((group) => group.routes);
  return [
    ...branches.flatMap((branch) => {
      const base = `${LOCATIONS_BASE}${branch.slug}/`;
      return [{ path: base }, { path: `${base}faq/` }, { path: `${base}popular-destinations/` }];
    }),
    ...REGION_SLUGS.map((slug) => ({ path: `${LOCATIONS_BASE}${slug}/` })),
    ...MARKETING_CATEGORY_SLUGS.map((slug) => ({ path: `/vehicles/${slug}/` })),
    ...SEAT_COUNTS.map((seats) => ({ path: `/vehicles/${seatPageSlug(seats)}/` })),
    { path: `/vehicles/${ACCESSORIES_SLUG}/` },
    ...Object.keys(PARTNER_OFFERS).map((key) => ({ path: `/deals/${key}-promo-code/` })),
    ...oneWay.map((route) => ({ path: `${ONE_WAY_BASE}${route.slug}/` })),
  ];
}

/** Every indexable page, each path once, in a stable order (static, content, collections, places). */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const all = [...STATIC_PAGES.map((path) => ({ path })), ...contentEntries(), ...collectionEntries(), ...(await placeEntries())];
  const seen = new Set<string>();
  return all.filter((entry) => {
    if (seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
}

/**
 * The sitemap document (sitemaps.org 0.9) with absolute URLs on `origin`: each page once per
 * language of `languages` (English first, unprefixed), each with every language's address as an
 * `xhtml:link rel="alternate" hreflang` and `x-default` on the English one (issue 34).
 */
export function sitemapXml(
  origin: string,
  entries: readonly SitemapEntry[],
  languages: readonly LanguageInfo[] = [ENGLISH],
): string {
  const many = languages.length > 1;
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeMarkup(entry.lastmod)}</lastmod>` : "";
    const own = many && !isEnglishOnlyPath(entry.path) ? languages : [ENGLISH];
    const alternates =
      own.length > 1
        ? [
            ...own.map((language) => alternate(language.tag, absoluteUrl(origin, pathInLanguage(entry.path, language.prefix)))),
            alternate("x-default", absoluteUrl(origin, entry.path)),
          ].join("")
        : "";
    return own.map((language) => {
      const loc = escapeMarkup(absoluteUrl(origin, pathInLanguage(entry.path, language.prefix)));
      return `  <url><loc>${loc}</loc>${lastmod}${alternates}</url>`;
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    many
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function alternate(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}"/>`;
}
