import { describe, expect, it } from "vitest";
import { listBranches } from "~/models/catalog/branches.server";
import { listPosts, listTags } from "~/services/content/blog/posts.server";
import { listGuides, listTrips } from "~/services/content/explore.server";
import { listHelpArticles } from "~/services/content/help/articles.server";
import { listOneWayRoutes } from "~/services/content/places/one-way.server";
import { resolveVehiclePage } from "~/services/content/places/pages.server";
import { NOINDEX_CONTENT_PATHS, ROBOTS_DISALLOW } from "~/services/content/seo/seo";
import { STATIC_PAGES, sitemapEntries, sitemapXml } from "~/services/content/seo/sitemap.server";

describe("sitemap", () => {
  it("lists each page once, every path with its trailing slash", async () => {
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([^?]*\/)?(\?page=[2-9]\d*)?$/);
    for (const path of STATIC_PAGES) expect(paths).toContain(path);
  });

  it("lists the content, blog, help and explore pages from the content store", async () => {
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    for (const path of [
      "/about-us/",
      "/about-us/our-team/",
      "/services/ski-car-rental/queenstown/",
      "/terms/",
      "/tesla-rental-nz/faq/",
      "/explore/blog/",
      "/help/",
    ]) {
      expect(paths).toContain(path);
    }
    for (const post of listPosts()) expect(paths).toContain(post.path);
    for (const tag of listTags()) expect(paths).toContain(tag.path);
    for (const article of listHelpArticles()) expect(paths).toContain(article.path);
    for (const guide of listGuides()) expect(paths).toContain(guide.path);
    for (const trip of listTrips()) expect(paths).toContain(trip.path);
  });

  it("lists every web branch with its FAQ and destinations, the regions, vehicles, deals and one-way routes", async () => {
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    const branches = await listBranches({ showOnWebOnly: true });
    expect(branches.length).toBeGreaterThan(0);
    for (const branch of branches) {
      expect(paths).toContain(`/rental-car-locations/${branch.slug}/`);
      expect(paths).toContain(`/rental-car-locations/${branch.slug}/faq/`);
      expect(paths).toContain(`/rental-car-locations/${branch.slug}/popular-destinations/`);
    }
    expect(paths).toContain("/rental-car-locations/south-island-new-zealand/");
    const vehiclePages = paths.filter((path) => /^\/vehicles\/[^/]+\/$/.test(path));
    expect(vehiclePages.length).toBeGreaterThan(6);
    for (const path of vehiclePages) expect(resolveVehiclePage(path.split("/")[2])).not.toBeNull();
    expect(paths).toContain("/deals/realnz-promo-code/");
    const routes = (await listOneWayRoutes()).flatMap((group) => group.routes);
    for (const route of routes) expect(paths).toContain(`/services/one-way-car-rental/${route.slug}/`);
  });

  it("leaves out the private areas and the noindex content pages", async () => {
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    for (const path of paths) {
      for (const disallowed of ROBOTS_DISALLOW) expect(path.startsWith(disallowed)).toBe(false);
    }
    for (const path of NOINDEX_CONTENT_PATHS) expect(paths).not.toContain(path);
    expect(paths).not.toContain("/sign-in/");
  });

  it("writes absolute, escaped URLs with the content's last review date", () => {
    const xml = sitemapXml("https://www.gorentals.co.nz/", [
      { path: "/", lastmod: "2026-10-01" },
      { path: "/a&b/" },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain("<url><loc>https://www.gorentals.co.nz/</loc><lastmod>2026-10-01</lastmod></url>");
    expect(xml).toContain("<loc>https://www.gorentals.co.nz/a&amp;b/</loc>");
  });
});
