/**
 * Pagination of the content lists (/explore/blog/, its category and tag pages) with `?page=N`.
 * Page 1 is the bare URL; `?page=1` redirects there (one URL per page). A page number that is not
 * a plain positive integer, or past the last page, is not a page: the site's 404 (ADR 0030).
 */

/** Posts per page of the blog lists. */
export const BLOG_PAGE_SIZE = 6;

/** The largest page number we read (longer strings are not page numbers). */
const PAGE_PATTERN = /^[1-9]\d{0,5}$/;

export type PageRequest =
  /** A page to show. */
  | { kind: "page"; page: number }
  /** `?page=1` (or an empty `?page=`): the same list lives at the bare URL. */
  | { kind: "first" }
  /** Not a page number: 404. */
  | { kind: "invalid" };

/** Reads the `page` query parameter: absent is page 1. */
export function parsePageParam(raw: string | null): PageRequest {
  if (raw === null) return { kind: "page", page: 1 };
  const value = raw.trim();
  if (value === "" || value === "1") return { kind: "first" };
  return PAGE_PATTERN.test(value) ? { kind: "page", page: Number(value) } : { kind: "invalid" };
}

export type Paged<T> = {
  items: T[];
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
};

/** The number of pages a list fills: at least 1, so an empty list still has its first page. */
export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error("pageSize must be a positive integer");
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One page of a list, or null when the page is past the last one. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Paged<T> | null {
  const pageCount = pageCountOf(items.length, pageSize);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page, pageCount, pageSize, total: items.length };
}

/** The URL of a page of a list: the bare path for page 1, `?page=N` after that. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}

export type PageLink = { page: number; href: string; current: boolean };

/** The links of the pagination bar: previous, every page, next. */
export function pageLinks(
  basePath: string,
  paged: Pick<Paged<unknown>, "page" | "pageCount">,
): {
  previous: string | null;
  next: string | null;
  pages: PageLink[];
} {
  const pages = Array.from({ length: paged.pageCount }, (_, index) => ({
    page: index + 1,
    href: pageHref(basePath, index + 1),
    current: index + 1 === paged.page,
  }));
  return {
    previous: paged.page > 1 ? pageHref(basePath, paged.page - 1) : null,
    next: paged.page < paged.pageCount ? pageHref(basePath, paged.page + 1) : null,
    pages,
  };
}
