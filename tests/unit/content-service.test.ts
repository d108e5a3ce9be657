import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BRANCHES } from "~/models/seed/branches";
import { CONTENT_TIMEOUT_MS, DEFAULT_REVIEW_BRAND, REVIEW_PLATFORMS } from "~/services/content/constants";
import { HEADER_IMAGE_SIZES } from "~/services/platform/images/options";
import { createContentClient, type ContentClient } from "~/services/content/content-service.server";
import { pageHeaderPicture } from "~/services/content/content-service/page-header-picture";
import { ReviewsLookupError } from "~/services/content/content-service/shapes";
import {
  httpSource,
  localSource,
  withoutAuthorisation,
} from "~/services/content/content-service/sources.server";
import { REVIEWS_LOOKUP_NEEDS_PLATFORMS_OR_SLUG } from "~/services/content/text";

/**
 * The content service client against a real HTTP server started here (node:http on a free port):
 * good answers, a slow one, failing ones, and what the server receives.
 */

type Seen = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders };
type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

let server: http.Server;
let baseUrl: string;
let handler: Handler;
const seen: Seen[] = [];

const banner = {
  data: {
    id: 1,
    attributes: {
      enabled: true,
      title: "Winter deals on 4WDs",
      url: "/deals/",
      icon: { data: { id: 7, attributes: { url: "/uploads/snow_icon.svg", alternativeText: "Snowflake" } } },
    },
  },
  meta: {},
};

const media = (url: string) => ({ data: { id: 1, attributes: { url, alternativeText: "Lake Wakatipu" } } });

const header = {
  data: [
    {
      id: 3,
      attributes: {
        page: "/about-us/",
        enabled: true,
        title: "Kiwi owned",
        headline: "Meet the team",
        headlineUrl: "/about-us/our-team/",
        mobileImage: media("/uploads/h_375.jpg"),
        tabletImage: media("/uploads/h_720.jpg"),
        wideTabletImage: media("/uploads/h_976.jpg"),
        desktopImage: media("/uploads/h_1384.jpg"),
        wideDesktopImage: media("https://cdn.example.com/h_1864.jpg"),
      },
    },
  ],
  meta: {},
};

const review = (platform: string, extra: Record<string, unknown> = {}) => ({
  id: 1,
  attributes: {
    platform,
    slug: "go-rentals",
    brand: "GO",
    rating: 4.6,
    reviewCount: 120,
    url: "https://www.google.com/maps/search/?api=1&query=GO+Rentals",
    quotes: [{ author: "Aroha P.", rating: 5, title: "Easy", text: "Quick pick-up.", date: "2026-10-18" }],
    ...extra,
  },
});

function sendJson(response: http.ServerResponse, body: unknown, status = 200) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/** Answers each resource with `bodies[resource]` (JSON, 200). */
function answering(bodies: Record<string, unknown>): Handler {
  return (request, response) => {
    const resource = new URL(request.url ?? "/", "http://x").pathname.split("/").filter(Boolean).at(-1) ?? "";
    if (resource in bodies) sendJson(response, bodies[resource]);
    else sendJson(response, { data: null, error: { status: 404, name: "NotFoundError" } }, 404);
  };
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    seen.push({
      method: request.method ?? "",
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
    });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let warnings: string[];

beforeEach(() => {
  seen.length = 0;
  warnings = [];
  handler = answering({});
});

function client(
  options: { cacheMs?: number; headers?: Record<string, string>; timeoutMs?: number } = {},
): ContentClient {
  return createContentClient({
    source: httpSource({ baseUrl, headers: options.headers, timeoutMs: options.timeoutMs }),
    cacheMs: options.cacheMs ?? 0,
    warn: (message) => warnings.push(message),
  });
}

describe("a good answer", () => {
  it("GETs {CONTENT_API_URL}/page-banner/?populate=* and reads data.attributes", async () => {
    handler = answering({ "page-banner": banner });
    const result = await client().pageBanner();
    expect(result).toEqual({
      enabled: true,
      title: "Winter deals on 4WDs",
      url: "/deals/",
      // Relative media of the service are made absolute on the service's origin.
      icon: { url: `${new URL(baseUrl).origin}/uploads/snow_icon.svg`, alternativeText: "Snowflake" },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe("GET");
    expect(seen[0].path).toBe("/api/page-banner/");
    expect(seen[0].query.get("populate")).toBe("*");
    expect(warnings).toEqual([]);
  });

  it("accepts the flat (Strapi 5) shape too", async () => {
    handler = answering({
      "page-banner": { data: { id: 1, enabled: false, title: "Off", url: null, icon: null } },
    });
    expect(await client().pageBanner()).toEqual({ enabled: false, title: "Off", url: null, icon: null });
  });

  it("reads a page header with its five images, filtered by page", async () => {
    handler = answering({ "page-header": header });
    const result = await client().pageHeader("/about-us/");
    expect(seen[0].path).toBe("/api/page-header/");
    expect(seen[0].query.get("filters[page][$eq]")).toBe("/about-us/");
    expect(result?.title).toBe("Kiwi owned");
    expect(result?.headline).toBe("Meet the team");
    expect(result?.headlineUrl).toBe("/about-us/our-team/");
    expect(Object.keys(result?.images ?? {})).toEqual(HEADER_IMAGE_SIZES.map((size) => size.key));
    expect(result?.images.mobile?.url).toBe(`${new URL(baseUrl).origin}/uploads/h_375.jpg`);
    expect(result?.images.wideDesktop?.url).toBe("https://cdn.example.com/h_1864.jpg");
    // A page the service has no header for.
    expect(await client().pageHeader("/deals/")).toBeNull();
  });

  it("asks for company reviews by brand and platforms, GO by default", async () => {
    handler = answering({
      "company-reviews": {
        data: [review("google"), review("tripadvisor"), review("google", { brand: "ET" })],
      },
    });
    const result = await client().companyReviews({ platforms: ["Google"] });
    expect(DEFAULT_REVIEW_BRAND).toBe("GO");
    expect(seen[0].path).toBe("/api/company-reviews/");
    expect(seen[0].query.get("filters[brand][$eq]")).toBe("GO");
    expect(seen[0].query.get("filters[platform][$in][0]")).toBe("google");
    // Whatever the service answers, only what was asked for is used.
    expect(result.map((item) => [item.platform, item.brand])).toEqual([["google", "GO"]]);
    expect(result[0].quotes[0]).toEqual({
      author: "Aroha P.",
      rating: 5,
      title: "Easy",
      text: "Quick pick-up.",
      date: "2026-10-18",
    });
  });

  it("asks for branch reviews by brand and branch code, or by slug", async () => {
    handler = answering({
      "branch-reviews": {
        data: [
          review("google", { branchCode: "zqn", slug: "go-zqn" }),
          review("google", { branchCode: "AKL", slug: "go-akl" }),
        ],
      },
    });
    const result = await client().branchReviews({ branchCode: "ZQN", slug: "go-zqn", brand: "go" });
    expect(seen[0].query.get("filters[brand][$eq]")).toBe("GO");
    expect(seen[0].query.get("filters[branchCode][$eq]")).toBe("ZQN");
    expect(seen[0].query.get("filters[slug][$eq]")).toBe("go-zqn");
    expect(result.map((item) => item.branchCode)).toEqual(["ZQN"]);
  });
});

describe("reviews lookups need platforms or a slug (spec section 5)", () => {
  it("fails with a typed error, before any request", async () => {
    const contentClient = client();
    await expect(contentClient.companyReviews({})).rejects.toBeInstanceOf(ReviewsLookupError);
    await expect(contentClient.companyReviews({ platforms: [" "] })).rejects.toThrow(
      REVIEWS_LOOKUP_NEEDS_PLATFORMS_OR_SLUG,
    );
    await expect(contentClient.branchReviews({ branchCode: "AKL", slug: "" })).rejects.toBeInstanceOf(
      ReviewsLookupError,
    );
    expect(seen).toHaveLength(0);
  });
});

describe("a slow answer", () => {
  it(`gives no banner after ${CONTENT_TIMEOUT_MS} ms, silently but with a warning`, async () => {
    handler = (_request, response) => {
      setTimeout(() => sendJson(response, banner), CONTENT_TIMEOUT_MS + 1500).unref();
    };
    const started = Date.now();
    const result = await client().pageBanner();
    const elapsed = Date.now() - started;
    expect(result).toBeNull();
    expect(elapsed).toBeGreaterThanOrEqual(CONTENT_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(CONTENT_TIMEOUT_MS + 1000);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`no answer within ${CONTENT_TIMEOUT_MS} ms`);
  });

  it("also when the headers come at once but the body stalls", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.write('{"data": [');
    };
    expect(await client({ timeoutMs: 300 }).companyReviews({ platforms: ["google"] })).toEqual([]);
    expect(warnings[0]).toContain("no answer within 300 ms");
  });
});

describe("a failing answer gives empty data", () => {
  it.each([
    ["a 500", (response: http.ServerResponse) => sendJson(response, { error: "boom" }, 500), "status 500"],
    ["a 404", (response: http.ServerResponse) => sendJson(response, { data: null }, 404), "status 404"],
    ["a 204", (response: http.ServerResponse) => response.writeHead(204).end(), "status 204"],
    [
      "a body that is not JSON",
      (response: http.ServerResponse) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end("<html>Bad gateway</html>");
      },
      "not JSON",
    ],
    [
      "JSON of the wrong shape",
      (response: http.ServerResponse) => sendJson(response, { data: { attributes: { enabled: "yes" } } }),
      "unexpected shape",
    ],
    [
      "a banner linking to javascript:",
      (response: http.ServerResponse) =>
        sendJson(response, {
          data: { attributes: { ...banner.data.attributes, url: "javascript:alert(1)" } },
        }),
      "unexpected shape",
    ],
  ])("%s", async (_name, answer, reason) => {
    handler = (_request, response) => answer(response);
    const contentClient = client();
    expect(await contentClient.pageBanner()).toBeNull();
    expect(await contentClient.pageHeader("/")).toBeNull();
    expect(await contentClient.companyReviews({ platforms: ["google"] })).toEqual([]);
    expect(await contentClient.branchReviews({ branchCode: "AKL", platforms: ["google"] })).toEqual([]);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toContain(reason);
  });

  it("a service that is not there", async () => {
    const contentClient = createContentClient({
      source: httpSource({ baseUrl: "http://127.0.0.1:9/api" }),
      cacheMs: 0,
      warn: (message) => warnings.push(message),
    });
    expect(await contentClient.pageBanner()).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it("`data: null` is simply no banner, without a warning", async () => {
    handler = answering({ "page-banner": { data: null, meta: {} } });
    expect(await client().pageBanner()).toBeNull();
    expect(warnings).toEqual([]);
  });
});

describe("no authorisation reaches the content service", () => {
  it("strips any Authorization (and cookie) header it is given", async () => {
    handler = answering({ "page-banner": banner, "company-reviews": { data: [] } });
    const contentClient = client({
      headers: {
        Authorization: "Bearer app-login-token",
        "proxy-authorization": "Basic eA==",
        Cookie: "__session=abc",
        "X-Request-Id": "req-1",
      },
    });
    await contentClient.pageBanner();
    await contentClient.companyReviews({ slug: "go-rentals" });
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers["proxy-authorization"]).toBeUndefined();
      expect(request.headers.cookie).toBeUndefined();
      expect(request.headers["x-request-id"]).toBe("req-1");
      expect(request.headers.accept).toBe("application/json");
    }
  });

  it("withoutAuthorisation drops the header whatever its case", () => {
    expect(withoutAuthorisation({ AUTHORIZATION: "x", authorization: "y", Accept: "a" })).toEqual({
      Accept: "a",
    });
  });
});

describe("the in-process cache", () => {
  it("asks the service once while an answer is fresh, and shares a request in flight", async () => {
    handler = answering({ "page-banner": banner });
    const contentClient = client({ cacheMs: 60_000 });
    const [first, second] = await Promise.all([contentClient.pageBanner(), contentClient.pageBanner()]);
    await contentClient.pageBanner();
    expect(first).toEqual(second);
    expect(seen).toHaveLength(1);
    contentClient.clearCache();
    await contentClient.pageBanner();
    expect(seen).toHaveLength(2);
  });

  it("keeps a failure for a shorter time", async () => {
    handler = (_request, response) => sendJson(response, {}, 503);
    const contentClient = createContentClient({
      source: httpSource({ baseUrl }),
      cacheMs: 60_000,
      failureCacheMs: 50,
      warn: (message) => warnings.push(message),
    });
    await contentClient.pageBanner();
    await contentClient.pageBanner();
    expect(seen).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    handler = answering({ "page-banner": banner });
    expect((await contentClient.pageBanner())?.title).toBe("Winter deals on 4WDs");
    expect(seen).toHaveLength(2);
  });
});

describe("the local content store (no CONTENT_API_URL)", () => {
  const local = () =>
    createContentClient({ source: localSource(), cacheMs: 0, warn: (message) => warnings.push(message) });

  it("has an enabled page banner", async () => {
    const result = await local().pageBanner();
    expect(result?.enabled).toBe(true);
    expect(result?.url).toBe("/deals/");
    expect(warnings).toEqual([]);
  });

  it("has page headers whose five images exist in public/", async () => {
    for (const page of ["/", "/about-us/", "/deals/", "/services/", "/services/ski-car-rental/"]) {
      const result = await local().pageHeader(page);
      expect(result, page).not.toBeNull();
      expect(Object.keys(result!.images)).toHaveLength(HEADER_IMAGE_SIZES.length);
      for (const size of HEADER_IMAGE_SIZES) {
        const image = result!.images[size.key]!;
        expect(image.url).toContain(`${size.width}x${size.height}`);
        expect(image.alternativeText.length).toBeGreaterThan(10);
        expect(fs.existsSync(path.join("public", image.url)), image.url).toBe(true);
      }
    }
    expect(await local().pageHeader("/terms/")).toBeNull();
    expect(warnings).toEqual([]);
  });

  it("has company reviews on every platform the site asks for, and branch reviews for every branch", async () => {
    const company = await local().companyReviews({ platforms: REVIEW_PLATFORMS });
    expect(company.map((item) => item.platform).sort()).toEqual([...REVIEW_PLATFORMS].sort());
    expect(await local().companyReviews({ platforms: ["google"], brand: "ET" })).toEqual([]);
    for (const branch of BRANCHES) {
      const reviews = await local().branchReviews({ branchCode: branch.code!, platforms: REVIEW_PLATFORMS });
      expect(reviews.length, branch.code).toBeGreaterThan(0);
      expect(reviews.every((item) => item.quotes.length > 0)).toBe(true);
    }
    expect(warnings).toEqual([]);
  });

  it("still fails a reviews lookup without platforms or slug", async () => {
    await expect(local().companyReviews({ brand: "GO" })).rejects.toBeInstanceOf(ReviewsLookupError);
  });

  it("gives empty data, with a warning, when a file is missing", async () => {
    const missing = createContentClient({
      source: localSource("/nonexistent"),
      cacheMs: 0,
      warn: (message) => warnings.push(message),
    });
    expect(await missing.pageBanner()).toBeNull();
    expect(warnings[0]).toContain("no local file");
  });
});

describe("a page header's picture (resolved on the server for PageHeaderBanner)", () => {
  const images = {
    mobile: { url: "/uploads/h_375.jpg", alternativeText: "A road by the lake" },
    tablet: { url: "/uploads/h_720.jpg", alternativeText: "A road by the lake, wider" },
    desktop: { url: "/images/headers/home-1384x618.svg", alternativeText: "Drawing" },
    wideDesktop: { url: "https://cdn.example.com/h_1864.jpg", alternativeText: "Remote" },
  };

  it("has one source per image, widest first, each from its breakpoint, and the smallest as the img", () => {
    const picture = pageHeaderPicture(images, "/img")!;
    expect(picture.sources).toEqual([
      {
        key: "wideDesktop",
        media: "(min-width: 1600px)",
        srcSet: "https://cdn.example.com/h_1864.jpg",
        width: 1864,
        height: 618,
      },
      {
        key: "desktop",
        media: "(min-width: 1280px)",
        srcSet: "/images/headers/home-1384x618.svg",
        width: 1384,
        height: 618,
      },
      {
        key: "tablet",
        media: "(min-width: 700px)",
        srcSet: "/img/width=720,format=auto/uploads/h_720.jpg",
        width: 720,
        height: 720,
      },
      {
        key: "mobile",
        media: null,
        srcSet: "/img/width=375,format=auto/uploads/h_375.jpg",
        width: 375,
        height: 495,
      },
    ]);
    expect(picture.fallback).toEqual({
      src: "/img/width=375,format=auto/uploads/h_375.jpg",
      alt: "A road by the lake",
      width: 375,
      height: 495,
    });
  });

  it("uses the original images without a resizer, the smallest there is as the img, and none without images", () => {
    const picture = pageHeaderPicture({ desktop: images.desktop, tablet: images.tablet }, null)!;
    expect(picture.sources.map((source) => source.srcSet)).toEqual([
      "/images/headers/home-1384x618.svg",
      "/uploads/h_720.jpg",
    ]);
    expect(picture.fallback).toEqual({
      src: "/uploads/h_720.jpg",
      alt: "A road by the lake, wider",
      width: 720,
      height: 720,
    });
    expect(pageHeaderPicture({}, "/img")).toBeNull();
  });
});
