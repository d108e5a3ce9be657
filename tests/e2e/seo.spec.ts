import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * SEO and social tags (issue 6), with requests only: every URL of /sitemap.xml answers 200 with
 * one title, a description, one absolute canonical link to itself, the Open Graph tags and no
 * noindex; private pages carry the same tags plus noindex; robots.txt names the sitemap; the
 * branch, blog post and FAQ pages carry parseable schema.org JSON-LD.
 */

type Tag = Record<string, string>;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function tagsOf(html: string, name: "meta" | "link"): Tag[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, "g"))].map((match) =>
    Object.fromEntries(
      [...match[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((attr) => [attr[1].toLowerCase(), decode(attr[2])]),
    ),
  );
}

function seoTags(html: string) {
  const metas = tagsOf(html, "meta");
  const meta = (key: string) =>
    metas.filter((tag) => tag.name === key || tag.property === key).map((tag) => tag.content);
  return {
    // The document's titles, in <head>: an inline SVG's <title> (the branch map's pins) names a shape.
    titles: [...(html.split("</head>")[0] ?? "").matchAll(/<title>([^<]*)<\/title>/g)].map((match) =>
      decode(match[1]),
    ),
    description: meta("description"),
    robots: meta("robots"),
    canonicals: tagsOf(html, "link")
      .filter((tag) => tag.rel === "canonical")
      .map((tag) => tag.href),
    ogTitle: meta("og:title"),
    ogDescription: meta("og:description"),
    ogUrl: meta("og:url"),
    ogLocale: meta("og:locale"),
  };
}

/** The tags every page has, indexable or not; `url` is the page's own canonical URL. */
function expectPageTags(html: string, url: string) {
  const tags = seoTags(html);
  expect(tags.titles, `${url}: one title`).toHaveLength(1);
  expect(tags.titles[0], `${url}: title`).toMatch(/\S/);
  expect(tags.description, `${url}: description`).toHaveLength(1);
  expect(tags.description[0]).toMatch(/\S/);
  expect(tags.canonicals, `${url}: one canonical`).toEqual([url]);
  expect(url).toMatch(/^https?:\/\//);
  expect(url.split("?")[0].endsWith("/"), `${url}: trailing slash`).toBe(true);
  expect(tags.ogTitle, `${url}: og:title`).toHaveLength(1);
  expect(tags.ogDescription, `${url}: og:description`).toHaveLength(1);
  expect(tags.ogUrl, `${url}: og:url`).toEqual([url]);
  // A page in German or Chinese (issue 34) says so; every other page is New Zealand English.
  const prefix = new URL(url).pathname.split("/")[1];
  const locale = { de: "de_DE", zh: "zh_CN" }[prefix] ?? "en_NZ";
  expect(tags.ogLocale, `${url}: og:locale`).toEqual([locale]);
  return tags;
}

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  expect(response.headers()["cache-control"]).toContain("max-age");
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]));
}

function jsonLdOf(html: string): { "@type": string }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1]),
  );
}

test("every sitemap URL answers 200 with its own canonical, Open Graph tags and no noindex", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const urls = await sitemapUrls(request);
  expect(urls.length).toBeGreaterThan(100);
  expect(urls).toContain(`${baseURL}/`);
  expect(urls).toContain(`${baseURL}/rental-car-locations/auckland-airport/`);
  const queue = [...urls];
  async function worker() {
    for (let url = queue.shift(); url; url = queue.shift()) {
      expect(url.startsWith(`${baseURL}/`), `${url} is on the site`).toBe(true);
      // A fresh connection each: three workers reusing kept-alive sockets met the server's idle close.
      const response = await request.get(url, { maxRedirects: 0, headers: { Connection: "close" } });
      expect(response.status(), url).toBe(200);
      const tags = expectPageTags(await response.text(), url);
      expect(tags.robots, `${url}: indexable`).toEqual([]);
    }
  }
  await Promise.all([worker(), worker(), worker()]);
});

test("private pages carry the same tags plus noindex, and are not in the sitemap", async ({
  request,
  baseURL,
}) => {
  const urls = await sitemapUrls(request);
  const privatePages = [
    "/my-account/",
    "/sign-in/",
    "/sign-up/",
    "/manage-booking/",
    "/cancel-booking/",
    "/extend-booking/",
    "/online-check-in/",
    "/search-vehicles/",
    "/business/sign-in/",
  ];
  for (const path of privatePages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // /my-account/ sends a guest to sign in: the tags are those of the page that answers.
    const url = new URL(response.url());
    const tags = expectPageTags(await response.text(), `${baseURL}${url.pathname}`);
    expect(tags.robots, path).toEqual(["noindex"]);
    expect(urls).not.toContain(`${baseURL}${path}`);
  }
});

test("a query is left out of the canonical URL, a list's later page keeps ?page=N", async ({
  request,
  baseURL,
}) => {
  const vehicles = await request.get("/vehicles/?utm_source=newsletter");
  expect(seoTags(await vehicles.text()).canonicals).toEqual([`${baseURL}/vehicles/`]);
  const blog = await request.get("/explore/blog/?page=2");
  expect(blog.status()).toBe(200);
  expect(seoTags(await blog.text()).canonicals).toEqual([`${baseURL}/explore/blog/?page=2`]);
});

test("robots.txt names the sitemap and keeps crawlers out of the private areas", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const path of ["/my-account/", "/business/my-account/", "/book-now/", "/api/"])
    expect(text).toContain(`Disallow: ${path}\n`);
});

test("branch, blog post and FAQ pages carry schema.org JSON-LD", async ({ request, baseURL }) => {
  const branch = jsonLdOf(await (await request.get("/rental-car-locations/queenstown-airport/")).text());
  expect(branch.map((data) => data["@type"])).toEqual(["AutoRental"]);
  expect(branch[0]).toMatchObject({
    url: `${baseURL}/rental-car-locations/queenstown-airport/`,
    address: { "@type": "PostalAddress" },
  });

  const urls = await sitemapUrls(request);
  const post = urls.find((url) => /\/explore\/blog\/(?!category\/|tag\/)[^/?]+\/$/.test(url))!;
  const blog = jsonLdOf(await (await request.get(post)).text());
  expect(blog.map((data) => data["@type"])).toEqual(["BlogPosting"]);
  expect(blog[0]).toMatchObject({ url: post });

  for (const path of ["/tesla-rental-nz/faq/", "/rental-car-locations/queenstown-airport/faq/"]) {
    const faq = jsonLdOf(await (await request.get(path)).text());
    expect(
      faq.map((data) => data["@type"]),
      path,
    ).toEqual(["FAQPage"]);
    expect((faq[0] as unknown as { mainEntity: unknown[] }).mainEntity.length, path).toBeGreaterThan(1);
  }
});
