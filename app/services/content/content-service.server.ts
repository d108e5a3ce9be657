import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { CONTENT_CACHE_SECONDS, CONTENT_FAILURE_CACHE_SECONDS, CONTENT_TIMEOUT_MS, DEFAULT_REVIEW_BRAND } from "./constants";
import { HEADER_IMAGE_SIZES, type HeaderImageSize, imageUrl } from "../platform/images/options";
import { contentDir } from "./pages/store.server";
import { REVIEWS_LOOKUP_NEEDS_PLATFORMS_OR_SLUG } from "./text";
import { isSafeLink } from "../platform/routing";

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
 */

/* ------------------------------------------------------------------------------------------------
 * Shapes
 * ---------------------------------------------------------------------------------------------- */

export type ContentImage = { url: string; alternativeText: string };

export type PageBanner = {
  enabled: boolean;
  title: string;
  /** Where the bar leads: a path of this site or an http(s) URL; null when it is text only. */
  url: string | null;
  icon: ContentImage | null;
};

export type PageHeader = {
  /** The page it belongs to, as a path with trailing slash ("/about-us/"). */
  page: string;
  enabled: boolean;
  title: string;
  headline: string | null;
  headlineUrl: string | null;
  /** One image per size of spec section 2; a missing size is left out. */
  images: Partial<Record<HeaderImageSize, ContentImage>>;
};

/**
 * A page header's picture as the page shows it (PageHeaderBanner): one <source> per size, widest
 * first (the browser takes the first whose media query matches), and the smallest image as the
 * <img>. Image URLs go through the image helper (IMAGE_RESIZER_PATH) here, on the server, so the
 * browser ships neither the helper nor the sizes.
 */
export type PageHeaderPicture = {
  sources: { key: HeaderImageSize; media: string | null; srcSet: string; width: number; height: number }[];
  fallback: { src: string; alt: string; width: number; height: number };
};

/** A page header as pages receive it: its images resolved into the picture to show. */
export type ShownPageHeader = Omit<PageHeader, "images"> & { picture: PageHeaderPicture | null };

export type ReviewQuote = { author: string; rating: number; title: string | null; text: string; date: string };

export type ReviewSummary = {
  platform: string;
  slug: string;
  brand: string;
  branchCode: string | null;
  /** Average rating out of 5. */
  rating: number;
  reviewCount: number;
  /** The reviews' page on the platform. */
  url: string | null;
  quotes: ReviewQuote[];
};

/** A reviews lookup names platforms or a slug (spec section 5); the brand defaults to GO. */
export type ReviewsLookup = { brand?: string; platforms?: readonly string[]; slug?: string };
export type BranchReviewsLookup = ReviewsLookup & { branchCode: string };

/** "Reviews lookups need platforms or a slug, otherwise they fail" (spec section 5). */
export class ReviewsLookupError extends Error {
  constructor() {
    super(REVIEWS_LOOKUP_NEEDS_PLATFORMS_OR_SLUG);
    this.name = "ReviewsLookupError";
  }
}

/* ------------------------------------------------------------------------------------------------
 * Validation (Strapi v4 `{ data: { id, attributes } }`; v5's flat entries are accepted too)
 * ---------------------------------------------------------------------------------------------- */

const href = z.string().trim().min(1).max(2000).refine(isSafeLink, "must be a site path or an https URL");
const optionalHref = z.preprocess((value) => (value === "" ? null : value), href.nullable().optional());
const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), z.string().trim().max(max).nullable().optional());

/** Strapi media: `{ data: { attributes: { url, alternativeText } } }` (v4) or `{ url, alternativeText }`. */
function unwrapMedia(value: unknown): unknown {
  if (value && typeof value === "object" && "data" in value) {
    const data = (value as { data: unknown }).data;
    if (data && typeof data === "object" && "attributes" in data) return (data as { attributes: unknown }).attributes;
    return data ?? null;
  }
  return value ?? null;
}

const mediaSchema = z.preprocess(
  unwrapMedia,
  z
    .object({ url: href, alternativeText: z.string().trim().max(300).nullable().optional() })
    .transform((media) => ({ url: media.url, alternativeText: media.alternativeText ?? "" }))
    .nullable(),
);

/** An entry: v4 `{ id, attributes: {...} }` or v5 `{ id, ... }`. */
function entry<T extends z.ZodTypeAny>(attributes: T) {
  return z.preprocess(
    (value) => (value && typeof value === "object" && "attributes" in value ? (value as { attributes: unknown }).attributes : value),
    attributes,
  );
}

const bannerAttributes = z.object({
  enabled: z.boolean(),
  title: z.string().trim().min(1).max(200),
  url: optionalHref,
  icon: mediaSchema.optional(),
});

/** `data: null` is a banner not set up yet: no banner, and nothing to warn about. */
export const pageBannerResponseSchema = z.object({ data: entry(bannerAttributes).nullable() }).transform(
  ({ data }): PageBanner | null =>
    data ? { enabled: data.enabled, title: data.title, url: data.url ?? null, icon: data.icon ?? null } : null,
);

const IMAGE_FIELDS = Object.fromEntries(HEADER_IMAGE_SIZES.map((size) => [`${size.key}Image`, mediaSchema.optional()])) as Record<
  `${HeaderImageSize}Image`,
  z.ZodOptional<typeof mediaSchema>
>;

const headerAttributes = z.object({
  page: z.string().trim().regex(/^\/([a-z0-9-]+\/)*$/, "must be a page path with a trailing slash"),
  enabled: z.boolean(),
  title: z.string().trim().min(1).max(200),
  headline: optionalText(300),
  headlineUrl: optionalHref,
  ...IMAGE_FIELDS,
});

function toPageHeader(data: z.infer<typeof headerAttributes>): PageHeader {
  const images: PageHeader["images"] = {};
  for (const size of HEADER_IMAGE_SIZES) {
    const image = data[`${size.key}Image`];
    if (image) images[size.key] = image;
  }
  return {
    page: data.page,
    enabled: data.enabled,
    title: data.title,
    headline: data.headline ?? null,
    headlineUrl: data.headlineUrl ?? null,
    images,
  };
}

/** A collection answers `data: [...]`; a single entry is taken as a list of one. */
function collection<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.preprocess((value) => (Array.isArray(value) || value === null ? value ?? [] : [value]), z.array(item).max(500)),
  });
}

export const pageHeaderResponseSchema = collection(entry(headerAttributes)).transform(({ data }) => data.map(toPageHeader));

const quoteSchema = z.object({
  author: z.string().trim().min(1).max(100),
  rating: z.number().int().min(1).max(5),
  title: optionalText(200),
  text: z.string().trim().min(1).max(2000),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD"),
});

const reviewAttributes = z.object({
  platform: z.string().trim().min(1).max(50),
  slug: z.string().trim().min(1).max(200),
  brand: z.string().trim().min(1).max(10),
  branchCode: optionalText(10),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  url: optionalHref,
  quotes: z.array(quoteSchema).max(50).nullable().optional(),
});

export const reviewsResponseSchema = collection(entry(reviewAttributes)).transform(({ data }) =>
  data.map(
    (review): ReviewSummary => ({
      platform: review.platform.toLowerCase(),
      slug: review.slug,
      brand: review.brand.toUpperCase(),
      branchCode: review.branchCode ? review.branchCode.toUpperCase() : null,
      rating: review.rating,
      reviewCount: review.reviewCount,
      url: review.url ?? null,
      quotes: (review.quotes ?? []).map((quote) => ({ ...quote, title: quote.title ?? null })),
    }),
  ),
);

/* ------------------------------------------------------------------------------------------------
 * Sources: the HTTP service, or the local store
 * ---------------------------------------------------------------------------------------------- */

export type ContentResource = "page-banner" | "page-header" | "company-reviews" | "branch-reviews";

/** What a source answers: the parsed JSON body, or why there is none. */
export type SourceAnswer = { ok: true; body: unknown } | { ok: false; reason: string };

export type ContentSource = {
  /** Where answers come from, for the log. */
  name: string;
  get(resource: ContentResource, query: URLSearchParams): Promise<SourceAnswer>;
  /** Turns an image URL of an answer into one the browser can load (relative media of a remote service). */
  imageUrl(url: string): string;
};

/** Largest answer read from the service. */
const MAX_BODY_BYTES = 1024 * 1024;
const STRIPPED_HEADERS = new Set(["authorization", "proxy-authorization", "cookie"]);

/** Request headers without any authorisation (or cookie): the content is public. */
export function withoutAuthorisation(headers: Record<string, string> = {}): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!STRIPPED_HEADERS.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}

class ContentTimeoutError extends Error {}

export type HttpSourceOptions = {
  baseUrl: string;
  timeoutMs?: number;
  /** Extra request headers; authorisation and cookies among them are dropped. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
};

/** GETs `{baseUrl}/{resource}/?{query}` within the time limit (connection, headers and body together). */
export function httpSource({ baseUrl, timeoutMs = CONTENT_TIMEOUT_MS, headers, fetch: fetchImpl = fetch }: HttpSourceOptions): ContentSource {
  const base = baseUrl.replace(/\/+$/, "");
  const origin = new URL(base).origin;
  const requestHeaders = { ...withoutAuthorisation(headers), Accept: "application/json" };
  return {
    name: base,
    imageUrl: (url) => (url.startsWith("/") ? `${origin}${url}` : url),
    async get(resource, query) {
      const url = `${base}/${resource}/?${query.toString()}`;
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new ContentTimeoutError());
        }, timeoutMs);
      });
      const exchange = (async (): Promise<SourceAnswer> => {
        const response = await fetchImpl(url, { method: "GET", headers: requestHeaders, signal: controller.signal });
        if (response.status !== 200) {
          controller.abort();
          return { ok: false, reason: `status ${response.status}` };
        }
        const length = Number(response.headers.get("content-length") ?? 0);
        if (length > MAX_BODY_BYTES) {
          controller.abort();
          return { ok: false, reason: "answer too large" };
        }
        const text = await response.text();
        if (text.length > MAX_BODY_BYTES) return { ok: false, reason: "answer too large" };
        try {
          return { ok: true, body: JSON.parse(text) as unknown };
        } catch {
          return { ok: false, reason: "answer is not JSON" };
        }
      })();
      // The losing side of the race must not end as an unhandled rejection.
      exchange.catch(() => undefined);
      try {
        return await Promise.race([exchange, timeout]);
      } catch (error) {
        if (error instanceof ContentTimeoutError || controller.signal.aborted) return { ok: false, reason: `no answer within ${timeoutMs} ms` };
        return { ok: false, reason: error instanceof Error ? error.message : "request failed" };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The folder of the local store's answers: content/content-service/{resource}.json. */
export function localContentServiceDir(): string {
  return path.join(contentDir(), "content-service");
}

/**
 * The local store: each resource's whole answer from one JSON file in the service's own shape
 * (read once per process; filters are applied by the client as for the service).
 */
export function localSource(dir: string = localContentServiceDir()): ContentSource {
  const files = new Map<ContentResource, SourceAnswer>();
  return {
    name: dir,
    imageUrl: (url) => url,
    async get(resource) {
      const cached = files.get(resource);
      if (cached) return cached;
      let answer: SourceAnswer;
      try {
        answer = { ok: true, body: JSON.parse(await fs.promises.readFile(path.join(dir, `${resource}.json`), "utf8")) as unknown };
      } catch (error) {
        const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
        answer = { ok: false, reason: missing ? "no local file" : `local file unreadable: ${(error as Error).message}` };
      }
      files.set(resource, answer);
      return answer;
    },
  };
}

/* ------------------------------------------------------------------------------------------------
 * The client
 * ---------------------------------------------------------------------------------------------- */

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
  /** Where failures are reported (console.warn by default). */
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
  warn = (message) => console.warn(message),
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

/** The picture of a header's images: each size from its breakpoint, through the image helper. */
export function pageHeaderPicture(images: PageHeader["images"], resizerPath: string | null): PageHeaderPicture | null {
  const smallest = HEADER_IMAGE_SIZES.find((size) => images[size.key]);
  if (!smallest) return null;
  const fallbackImage = images[smallest.key]!;
  return {
    sources: [...HEADER_IMAGE_SIZES].reverse().flatMap((size) => {
      const image = images[size.key];
      if (!image) return [];
      const media = size.minWidth > 0 ? `(min-width: ${size.minWidth}px)` : null;
      return [{ key: size.key, media, srcSet: imageUrl(image.url, { width: size.width }, resizerPath), width: size.width, height: size.height }];
    }),
    fallback: {
      src: imageUrl(fallbackImage.url, { width: smallest.width }, resizerPath),
      alt: fallbackImage.alternativeText,
      width: smallest.width,
      height: smallest.height,
    },
  };
}

/** A page's header when the content defines an enabled one, with its picture; else null. */
export async function pageHeaderFor(page: string): Promise<ShownPageHeader | null> {
  const header = await getContentClient().pageHeader(page);
  if (!header || !header.enabled) return null;
  const { images, ...shown } = header;
  return { ...shown, picture: pageHeaderPicture(images, getConfig().imageResizerPath) };
}
