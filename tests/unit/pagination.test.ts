import { describe, expect, it } from "vitest";
import {
  BLOG_PAGE_SIZE,
  pageCountOf,
  pageHref,
  pageLinks,
  paginate,
  parsePageParam,
} from "~/services/platform/pagination";
import { requestedPage } from "~/services/platform/pagination.server";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";

const items = Array.from({ length: 13 }, (_, index) => index + 1);

function thrown(run: () => unknown): Response {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("parsePageParam", () => {
  it("reads no parameter as page 1 and a plain positive integer as that page", () => {
    expect(parsePageParam(null)).toEqual({ kind: "page", page: 1 });
    expect(parsePageParam("2")).toEqual({ kind: "page", page: 2 });
    expect(parsePageParam(" 12 ")).toEqual({ kind: "page", page: 12 });
  });

  it("sends ?page=1 and an empty ?page= to the bare URL", () => {
    expect(parsePageParam("1")).toEqual({ kind: "first" });
    expect(parsePageParam("")).toEqual({ kind: "first" });
  });

  it("refuses anything that is not a page number", () => {
    for (const raw of ["0", "-1", "02", "1.5", "abc", "2a", "1e3", "9999999", "２"]) {
      expect(parsePageParam(raw), raw).toEqual({ kind: "invalid" });
    }
  });
});

describe("paginate", () => {
  it("cuts a list into pages of the given size", () => {
    expect(paginate(items, 1, 6)).toEqual({
      items: [1, 2, 3, 4, 5, 6],
      page: 1,
      pageCount: 3,
      pageSize: 6,
      total: 13,
    });
    expect(paginate(items, 3, 6)?.items).toEqual([13]);
  });

  it("answers null past the last page, and for page 0 or a fraction", () => {
    expect(paginate(items, 4, 6)).toBeNull();
    expect(paginate(items, 0, 6)).toBeNull();
    expect(paginate(items, 1.5, 6)).toBeNull();
  });

  it("gives an empty list one (empty) page, and an exact multiple no extra page", () => {
    expect(paginate([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1, pageSize: 6, total: 0 });
    expect(pageCountOf(12, 6)).toBe(2);
    expect(() => pageCountOf(3, 0)).toThrow();
  });

  it("uses six posts a page on the blog", () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
  });
});

describe("page links", () => {
  it("puts page 1 at the bare path and later pages at ?page=N", () => {
    expect(pageHref("/explore/blog/", 1)).toBe("/explore/blog/");
    expect(pageHref("/explore/blog/", 3)).toBe("/explore/blog/?page=3");
  });

  it("offers previous and next only where they exist, and marks the current page", () => {
    const first = pageLinks("/b/", { page: 1, pageCount: 3 });
    expect(first.previous).toBeNull();
    expect(first.next).toBe("/b/?page=2");
    expect(first.pages.map((link) => [link.page, link.current])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    const last = pageLinks("/b/", { page: 3, pageCount: 3 });
    expect(last.previous).toBe("/b/?page=2");
    expect(last.next).toBeNull();
    expect(pageLinks("/b/", { page: 2, pageCount: 3 }).previous).toBe("/b/");
  });
});

describe("requestedPage (loaders)", () => {
  const request = (query: string) => new Request(`http://localhost/explore/blog/${query}`);

  it("returns the page asked for", () => {
    expect(requestedPage(request(""), items, 6).page).toBe(1);
    expect(requestedPage(request("?page=2"), items, 6).items).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it("redirects ?page=1 permanently to the bare URL", () => {
    const response = thrown(() => requestedPage(request("?page=1"), items, 6));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/explore/blog/");
  });

  it("answers the site's 404 for a page past the end or a malformed page", async () => {
    for (const query of ["?page=4", "?page=0", "?page=abc", "?page=2.0"]) {
      const response = thrown(() => requestedPage(request(query), items, 6));
      expect(response.status, query).toBe(404);
      expect(await response.text()).toBe(NOT_FOUND_TITLE);
    }
  });
});
