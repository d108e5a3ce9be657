import { z } from "zod";
import { getConfig } from "~/config.server";
import { CONTENT_CACHE_SECONDS, CONTENT_FAILURE_CACHE_SECONDS, DEFAULT_REVIEW_BRAND } from "./constants";
import { pageHeaderPicture } from "./content-service/page-header-picture";
import { pageBannerResponseSchema, pageHeaderResponseSchema, reviewsResponseSchema } from "./content-service/schemas";
import {
  ReviewsLookupError,
  type BranchReviewsLookup,
  type PageBanner,
  type PageHeader,
  type ReviewsLookup,
  type ReviewSummary,
  type ShownPageHeader,
} from "./content-service/shapes";
import { httpSource, localSource, type ContentResource, type ContentSource } from "./content-service/sources.server";
import { log } from "~/log.server";

export type { ReviewSummary, ShownPageHeader } from "./content-service/shapes";

/**
 * The client of the Strapi-style content service (spec section 7): the page banner (the promo
 * bar's content), page headers, company reviews and branch reviews.
 *
 * - With CONTENT_API_URL it GETs `{CONTENT_API_URL}/page-banner/?populate=*` and friends, with a
 *   CONTENT_TIMEOUT_MS (3000 ms) limit on the whole exchange, no authorisation header (any given
 *   is stripped) and no cookie.
 * - Without it the same Strapi-shaped answers are read from content/content-service/*.json.
 * - Every answer is checked with zod. A timeout, a status other than 200, a body that is not JSON
 *   or not of the expected shape gives empty data (no banner, no header, no reviews) and one
 *   warning in the log: a page never fails because of its banner.
 * - Answers (and failures, for a shorter time) are kept in this instance's memory for
 *   CONTENT_CACHE_SECONDS; nothing else is kept. See docs/decisions/0035-content-service-client.md.
 *
 * Its parts are in content-service/: the shapes it answers (shapes.ts), the schemas that check
 * the answers (schemas.ts), the sources (sources.server.ts) and a page header's picture
 * (page-header-picture.ts).
 */

export type ContentClient = {
  /** The promo bar's content; null when there is none or the service failed. */
  pageBanner(): Promise<PageBanner | null>;
  /** The header of one page (a path with trailing slash); null when it has none. */
  pageHeader(page: string): Promise<PageHeader | null>;
  /** Company reviews of a brand (default GO); throws ReviewsLookupError without platforms or slug. */
  companyReviews(lookup: ReviewsLookup): Promise<ReviewSummary[]>;
  /** One branch's reviews; throws ReviewsLookupError without platforms or slug. */
  branchReviews(lookup: BranchReviewsLookup): Promise<ReviewSummary[]>;
  /** Forgets every kept answer. */
  clearCache(): void;
};

export type ContentClientOptions = {
  source: ContentSource;
  /** How long answers are kept in memory; 0 keeps nothing. */
  cacheMs?: number;
  failureCacheMs?: number;
  /** Where failures are reported (the app's log by default). */
  warn?: (message: string) => void;
};

const MAX_CACHE_ENTRIES = 500;

function reviewPlatforms(lookup: ReviewsLookup): string[] {
  return [...new Set((lookup.platforms ?? []).map((platform) => platform.trim().toLowerCase()).filter(Boolean))];
}

function checkReviewsLookup(lookup: ReviewsLookup): { brand: string; platforms: string[]; slug: string | null } {
  const platforms = reviewPlatforms(lookup);
  const slug = lookup.slug?.trim() || null;
  if (platforms.length === 0 && !slug) throw new ReviewsLookupError();
  return { brand: (lookup.brand?.trim() || DEFAULT_REVIEW_BRAND).toUpperCase(), platforms, slug };
}

function reviewsQuery(brand: string, platforms: string[], slug: string | null, branchCode?: string): URLSearchParams {
  const query = new URLSearchParams({ "filters[brand][$eq]": brand });
  if (branchCode) query.set("filters[branchCode][$eq]", branchCode);
  platforms.forEach((platform, index) => query.set(`filters[platform][$in][${index}]`, platform));
  if (slug) query.set("filters[slug][$eq]", slug);
  query.set("populate", "*");
  return query;
}

export function createContentClient({
  source,
  cacheMs = CONTENT_CACHE_SECONDS * 1000,
  failureCacheMs = CONTENT_FAILURE_CACHE_SECONDS * 1000,
  warn = (message) => log.warn({}, message),
}: ContentClientOptions): ContentClient {
  const cache = new Map<string, { expires: number; value: Promise<unknown> }>();

  /** One GET, checked with `schema`; any failure is `empty`. Concurrent callers share one request. */
  function load<T>(resource: ContentResource, query: URLSearchParams, schema: z.ZodType<T, z.ZodTypeDef, unknown>, empty: T): Promise<T> {
    const key = `${resource}?${query.toString()}`;
    const now = Date.now();
    const kept = cache.get(key);
    if (kept && kept.expires > now) return kept.value as Promise<T>;
    const value = (async (): Promise<{ value: T; failed: boolean }> => {
      const answer = await source.get(resource, query);
      if (!answer.ok) {
        warn(`Content service (${source.name}): ${resource} gave no content: ${answer.reason}`);
        return { value: empty, failed: true };
      }
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        warn(`Content service (${source.name}): ${resource} has an unexpected shape: ${issue?.path.join(".") || "answer"} ${issue?.message ?? ""}`.trim());
        return { value: empty, failed: true };
      }
      return { value: parsed.data, failed: false };
    })();
    const result = value.then(({ value: data }) => data);
    if (cacheMs > 0) {
      if (cache.size >= MAX_CACHE_ENTRIES) cache.clear();
      cache.set(key, { expires: now + cacheMs, value: result });
      void value.then(({ failed }) => {
        if (failed && cache.get(key)?.value === result) cache.set(key, { expires: now + Math.min(cacheMs, failureCacheMs), value: result });
      });
    }
    return result;
  }

  const withImages = (header: PageHeader): PageHeader => ({
    ...header,
    images: Object.fromEntries(
      Object.entries(header.images).map(([size, image]) => [size, { ...image, url: source.imageUrl(image.url) }]),
    ),
  });

  return {
    async pageBanner() {
      const banner = await load("page-banner", new URLSearchParams({ populate: "*" }), pageBannerResponseSchema, null);
      return banner && banner.icon ? { ...banner, icon: { ...banner.icon, url: source.imageUrl(banner.icon.url) } } : banner;
    },

    async pageHeader(page) {
      const query = new URLSearchParams({ "filters[page][$eq]": page, populate: "*" });
      const headers = await load("page-header", query, pageHeaderResponseSchema, []);
      const header = headers.find((candidate) => candidate.page === page);
      return header ? withImages(header) : null;
    },

    async companyReviews(lookup) {
      const { brand, platforms, slug } = checkReviewsLookup(lookup);
      const reviews = await load("company-reviews", reviewsQuery(brand, platforms, slug), reviewsResponseSchema, []);
      return reviews.filter(
        (review) => review.brand === brand && (platforms.length === 0 || platforms.includes(review.platform)) && (!slug || review.slug === slug),
      );
    },

    async branchReviews(lookup) {
      const { brand, platforms, slug } = checkReviewsLookup(lookup);
      const branchCode = lookup.branchCode.trim().toUpperCase();
      const reviews = await load("branch-reviews", reviewsQuery(brand, platforms, slug, branchCode), reviewsResponseSchema, []);
      return reviews.filter(
        (review) =>
          review.brand === brand &&
          review.branchCode === branchCode &&
          (platforms.length === 0 || platforms.includes(review.platform)) &&
          (!slug || review.slug === slug),
      );
    },

    clearCache() {
      cache.clear();
    },
  };
}

let client: ContentClient | undefined;

/** The process's client: the service at CONTENT_API_URL, or the local store. */
export function getContentClient(): ContentClient {
  if (!client) {
    const { contentApiUrl } = getConfig();
    client = createContentClient({ source: contentApiUrl ? httpSource({ baseUrl: contentApiUrl }) : localSource() });
  }
  return client;
}

/** Tests: forget the process's client (and so its cache). */
export function resetContentClient(): void {
  client = undefined;
}

/** A page's header when the content defines an enabled one, with its picture; else null. */
export async function pageHeaderFor(page: string): Promise<ShownPageHeader | null> {
  const header = await getContentClient().pageHeader(page);
  if (!header || !header.enabled) return null;
  const { images, ...shown } = header;
  return { ...shown, picture: pageHeaderPicture(images, getConfig().imageResizerPath) };
}
