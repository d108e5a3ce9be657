import { z } from "zod";
import { HEADER_IMAGE_SIZES, type HeaderImageSize } from "../../platform/images/options";
import { isSafeLink } from "../../platform/routing";
import type { PageBanner, PageHeader, ReviewSummary } from "./shapes";

/**
 * The zod schemas of the content service's answers: Strapi v4 `{ data: { id, attributes } }`, v5's flat
 * entries accepted too. Each turns an answer into the shapes of shapes.ts.
 */

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
