import { htmlToText } from "../../platform/html-text";
import { SITE_NAME, absoluteUrl } from "./seo";

/**
 * schema.org JSON-LD of the pages that have a rich result (issue 6): a branch is an AutoRental,
 * a blog post a BlogPosting, a page of questions and answers an FAQPage. Pure builders; the
 * <JsonLd> component (app/components/JsonLd.tsx) writes them with serializeJsonLd.
 */

export type JsonLdObject = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

const CONTEXT = "https://schema.org" as const;
const ALL_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` are written as \u escapes (still
 * the same JSON), so no value can close the script tag or open a comment.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export type BranchForLd = {
  name: string;
  address: string;
  city: string;
  phone: string;
  email?: string | null;
  /** "07:00" */
  openingTime: string;
  /** "17:00"; earlier than opens when the branch closes after midnight. */
  closingTime: string;
  lat?: number | null;
  lng?: number | null;
};

/** Review totals of a branch (content service): only real ones make an aggregateRating. */
export type RatingForLd = { rating: number; reviewCount: number };

/** The average of several platforms' ratings weighted by their review counts; null without reviews. */
export function aggregateRating(ratings: readonly RatingForLd[]) {
  const counted = ratings.filter((entry) => entry.reviewCount > 0 && entry.rating > 0);
  const reviewCount = counted.reduce((sum, entry) => sum + entry.reviewCount, 0);
  if (reviewCount === 0) return null;
  const average = counted.reduce((sum, entry) => sum + entry.rating * entry.reviewCount, 0) / reviewCount;
  return { "@type": "AggregateRating", ratingValue: Math.round(average * 10) / 10, bestRating: 5, reviewCount };
}

/** A branch page: schema.org AutoRental with address, phone, daily hours, map point and ratings. */
export function autoRentalLd(branch: BranchForLd, url: string, ratings: readonly RatingForLd[] = []): JsonLdObject {
  const rating = aggregateRating(ratings);
  const hasGeo = typeof branch.lat === "number" && typeof branch.lng === "number";
  return {
    "@context": CONTEXT,
    "@type": "AutoRental",
    name: `${SITE_NAME} ${branch.name}`,
    url,
    telephone: branch.phone,
    ...(branch.email ? { email: branch.email } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: branch.address,
      addressLocality: branch.city,
      addressCountry: "NZ",
    },
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: ALL_DAYS, opens: branch.openingTime, closes: branch.closingTime },
    ],
    ...(hasGeo ? { geo: { "@type": "GeoCoordinates", latitude: branch.lat, longitude: branch.lng } } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

export type PostForLd = {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  published: string;
  updated?: string;
  author: string;
  /** Site path or absolute URL. */
  image: string;
};

/** A blog post: schema.org BlogPosting. `origin` makes the image absolute. */
export function blogPostingLd(post: PostForLd, url: string, origin: string): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.published,
    ...(post.updated ? { dateModified: post.updated } : {}),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: SITE_NAME },
    image: absoluteUrl(origin, post.image),
    url,
    mainEntityOfPage: url,
  };
}

export type QuestionAnswer = { question: string; answer: string };

/** Questions and answers: schema.org FAQPage (answers as plain text). */
export function faqPageLd(entries: readonly QuestionAnswer[], url: string): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    url,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/**
 * The questions of a page written as "## Question?" headings each followed by its answer
 * (the Tesla FAQ, help articles). Only a page whose every h2 is a question, at least two of them,
 * counts as an FAQ; any other page gives [].
 */
export function faqFromHtml(html: string): QuestionAnswer[] {
  const parts = html.split(/<h2[^>]*>/i).slice(1);
  const entries = parts.map((part) => {
    const close = part.search(/<\/h2>/i);
    if (close < 0) return null;
    const question = htmlToText(part.slice(0, close));
    const answer = htmlToText(part.slice(close + 5));
    return question.endsWith("?") && answer ? { question, answer } : null;
  });
  if (entries.length < 2 || entries.some((entry) => entry === null)) return [];
  return entries as QuestionAnswer[];
}
