import type { HeaderImageSize } from "../../platform/images/options";
import { REVIEWS_LOOKUP_NEEDS_PLATFORMS_OR_SLUG } from "../text";

/** What the content service client answers: the banner, page headers and reviews, and how reviews are asked for. */

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
