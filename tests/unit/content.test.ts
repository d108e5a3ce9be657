import fs from "node:fs";
import path from "node:path";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { isUnsubscribed } from "~/models/accounts/unsubscribes.server";
import { unsubscribe } from "~/services/platform/unsubscribe.server";
import { loader as aboutUsPageLoader } from "~/routes/_content+/about-us+/$slug";
import { loader as servicesPageLoader } from "~/routes/_content+/services+/$";
import { action as unsubscribeAction } from "~/routes/_site+/unsubscribe";
import {
  contentDir,
  contentPageData,
  getContentPage,
  listChildren,
  loadSection,
  parseContentFile,
  parseFrontmatter,
  renderMarkdown,
  type ContentSection,
} from "~/services/content/pages/store.server";
import { UNSUBSCRIBE_RATE_LIMIT } from "~/services/platform/unsubscribe";
import { UNSUBSCRIBE_TEXT } from "~/services/platform/unsubscribe";
import { CONTENT_PATHS } from "../content-paths";
import { freshSession } from "./support/after-rental";
import { routeResponse } from "./support/route-response";

const SECTIONS: ContentSection[] = ["about-us", "services", "pages"];

/** Pages of the app (not content) that content may link to. */
const APP_PATHS = [
  "/",
  "/search-vehicles/",
  "/vehicles/",
  "/manage-booking/",
  "/shuttle-request/",
  "/sign-up/",
  "/your-feedback/",
];

const allPages = () => SECTIONS.flatMap((section) => [...loadSection(section).values()]);

async function status(run: () => unknown): Promise<number> {
  try {
    const answer = await run();
    return answer instanceof Response ? answer.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("frontmatter and markdown", () => {
  it("parses key: value lines, strips quotes and returns the body", () => {
    const { data, body } = parseFrontmatter(
      '---\ntitle: "GO Zero: carbon offset"\ndescription: It\'s $0.95 a day\norder: 3\n---\n# Hello\n',
    );
    expect(data).toEqual({ title: "GO Zero: carbon offset", description: "It's $0.95 a day", order: "3" });
    expect(body).toBe("# Hello\n");
  });

  it("treats a file without a block as all body, and refuses a line without a colon", () => {
    expect(parseFrontmatter("Just text")).toEqual({ data: {}, body: "Just text" });
    expect(() => parseFrontmatter("---\ntitle\n---\n")).toThrow(/key: value/);
  });

  it("builds a page and requires title, description and a YYYY-MM-DD updated date", () => {
    const page = parseContentFile(
      "services",
      "weekend",
      "---\ntitle: Weekend\ndescription: Short trips\nupdated: 2026-01-02\n---\nBody",
    );
    expect(page).toMatchObject({
      title: "Weekend",
      description: "Short trips",
      headline: "Short trips",
      order: 100,
      path: "/services/weekend/",
    });
    expect(() => parseContentFile("services", "x", "---\ntitle: X\nupdated: 2026-01-02\n---\n")).toThrow(
      /description/,
    );
    expect(() =>
      parseContentFile("services", "x", "---\ntitle: X\ndescription: Y\nupdated: 2 Jan\n---\n"),
    ).toThrow(/updated/);
  });

  it("renders headings, links, lists and tables", () => {
    const html = renderMarkdown(
      "## Cover\n\nSee [terms](/terms/).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(html).toContain("<h2>Cover</h2>");
    expect(html).toContain('<a href="/terms/">terms</a>');
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<table>");
  });
});

describe("the content store", () => {
  it("serves exactly the expected pages, each with a title, description, headline and body", () => {
    const pages = allPages();
    expect(pages.map((page) => page.path).sort()).toEqual([...CONTENT_PATHS].sort());
    for (const page of pages) {
      expect(page.title.length, page.path).toBeGreaterThan(3);
      expect(page.description.length, page.path).toBeGreaterThan(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
      expect(page.headline.length, page.path).toBeGreaterThan(10);
      expect(page.html, page.path).toContain("<p>");
    }
  });

  it("keeps every page between 120 and 450 words, with no placeholder text", () => {
    for (const page of allPages()) {
      const words = page.html
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, page.path).toBeGreaterThanOrEqual(120);
      expect(words, page.path).toBeLessThanOrEqual(450);
      expect(page.html, page.path).not.toMatch(/lorem ipsum|coming soon|TODO/i);
      expect(page.html, `${page.path}: the h1 is the title`).not.toContain("<h1");
    }
  });

  it("links only to pages that exist", () => {
    // The blog, guides, trip planner and help centre (tests/unit/explore-content.test.ts checks their own links).
    const collections = (["blog", "travel-guides", "trip-planner", "help"] as const).flatMap((section) =>
      [...loadSection(section).values()].map((page) => page.path),
    );
    const known = new Set([...CONTENT_PATHS, ...APP_PATHS, ...collections]);
    for (const page of allPages()) {
      for (const [, href] of page.html.matchAll(/href="([^"]+)"/g)) {
        if (href.startsWith("mailto:")) continue;
        expect(known.has(href), `${page.path} links to ${href}`).toBe(true);
      }
    }
  });

  it("lists every file of a section on its index, ordered, and sub-pages on their parent", () => {
    for (const section of ["about-us", "services"] as const) {
      const dir = path.join(contentDir(), section);
      const files = fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".md") && name !== "index.md")
        .map((name) => name.slice(0, -3));
      const listed = contentPageData(section, "index")!.children.map((link) => link.path);
      expect([...listed].sort()).toEqual(files.map((slug) => `/${section}/${slug}/`).sort());
    }
    expect(listChildren("about-us", "index")[0].slug).toBe("why-choose-go");
    expect(contentPageData("services", "ski-car-rental")!.children.map((link) => link.path)).toEqual([
      "/services/ski-car-rental/queenstown/",
      "/services/ski-car-rental/christchurch/",
    ]);
    expect(contentPageData("pages", "tesla-rental-nz")!.children.map((link) => link.title)).toEqual([
      "Tesla rental FAQ",
    ]);
  });

  it("answers null for unknown or malformed slugs", () => {
    expect(getContentPage("about-us", "no-such-page")).toBeNull();
    expect(getContentPage("pages", "../package")).toBeNull();
    expect(getContentPage("services", "Ski-Car-Rental")).toBeNull();
    expect(getContentPage("services", "ski-car-rental/queenstown/")).not.toBeNull();
  });

  it("routes answer 404 for unknown slugs and for the index under a slug URL", async () => {
    const args = (params: Record<string, string>) =>
      ({ params, request: new Request("http://localhost/x/"), context: {} }) as LoaderFunctionArgs;
    expect(await status(() => routeResponse(aboutUsPageLoader(args({ slug: "our-team" }))))).toBe(200);
    expect(await status(() => routeResponse(aboutUsPageLoader(args({ slug: "nope" }))))).toBe(404);
    expect(await status(() => routeResponse(aboutUsPageLoader(args({ slug: "index" }))))).toBe(404);
    expect(
      await status(() => routeResponse(servicesPageLoader(args({ "*": "ski-car-rental/queenstown/" })))),
    ).toBe(200);
    expect(await status(() => routeResponse(servicesPageLoader(args({ "*": "one-way-car-rental/" }))))).toBe(
      404,
    );
  });
});

describe("unsubscribe", () => {
  it("stores the address once, lower-case, and answers the same for any valid address", async () => {
    const session = await freshSession();
    const first = await unsubscribe(session, "  Kiri.Walker@Example.co.nz ");
    const again = await unsubscribe(session, "kiri.walker@example.co.nz");
    const stranger = await unsubscribe(session, "never-subscribed@example.com");
    expect(first).toEqual({ ok: true, email: "kiri.walker@example.co.nz" });
    expect(again).toEqual(first);
    expect(stranger.ok).toBe(true);
    expect(await isUnsubscribed("KIRI.WALKER@example.co.nz")).toBe(true);
  });

  it("refuses a bad address with a field message", async () => {
    const session = await freshSession();
    expect(await unsubscribe(session, "")).toEqual({
      ok: false,
      status: 400,
      fieldError: UNSUBSCRIBE_TEXT.emailRequired,
    });
    expect(await unsubscribe(session, "kiri@")).toEqual({
      ok: false,
      status: 400,
      fieldError: UNSUBSCRIBE_TEXT.emailInvalid,
    });
  });

  it("limits a session to 10 requests an hour", async () => {
    const session = await freshSession();
    const now = new Date("2026-11-21T10:05:00Z");
    for (let i = 0; i < UNSUBSCRIBE_RATE_LIMIT.limit; i += 1) {
      expect((await unsubscribe(session, `person${i}@example.com`, now)).ok).toBe(true);
    }
    const refused = await unsubscribe(session, "one-more@example.com", now);
    expect(refused).toMatchObject({ ok: false, status: 429 });
  });

  it("the route answers 400 with the value kept, and 200 with the confirmation", async () => {
    const post = (email: string) =>
      ({
        request: new Request("http://localhost/unsubscribe/", {
          method: "POST",
          body: new URLSearchParams({ email }),
        }),
        params: {},
        context: {},
      }) as ActionFunctionArgs;
    const bad = await routeResponse(unsubscribeAction(post("not-an-address")));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      fieldErrors: { email: UNSUBSCRIBE_TEXT.emailInvalid },
      repopulateFields: { email: "not-an-address" },
    });
    const good = await routeResponse(unsubscribeAction(post("Aroha@example.co.nz")));
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ done: UNSUBSCRIBE_TEXT.done("aroha@example.co.nz") });
  });
});
