import {
  quotableReviewsForBranch,
  ratingTotalsByClass,
  ratingTotalsForBranch,
} from "~/models/feedback/reviews.server";
import { BRANCH_QUOTES_LIMIT, reviewerName, reviewMonth, shownRating, type ShownRating } from "./rules";

/** A class's rating on the results cards, by car class id (classes below the minimum are absent). */
export type ClassRatings = Record<number, ShownRating>;

/** Every class's shown rating, in one query (rules.ts: the minimum, the rounding). */
export async function classRatings(now: Date = new Date()): Promise<ClassRatings> {
  const totals = await ratingTotalsByClass(now);
  const ratings: ClassRatings = {};
  for (const [carClassId, classTotals] of totals) {
    const shown = shownRating(classTotals);
    if (shown) ratings[carClassId] = shown;
  }
  return ratings;
}

export type BranchReviewQuote = {
  id: string;
  rating: number;
  comments: string;
  author: string;
  month: string;
};
export type BranchVerifiedReviews = ShownRating & { quotes: BranchReviewQuote[] };

/**
 * The branch page's verified reviews: the average over its rentals' counted feedback and the most
 * recent quotable ones; null below the minimum (no section at all).
 */
export async function branchVerifiedReviews(
  branchId: number,
  now: Date = new Date(),
): Promise<BranchVerifiedReviews | null> {
  const totals = await ratingTotalsForBranch(branchId, now);
  const shown = shownRating(totals);
  if (!shown) return null;
  const rows = await quotableReviewsForBranch(branchId, now, BRANCH_QUOTES_LIMIT);
  return {
    ...shown,
    quotes: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comments: row.comments.trim(),
      author: reviewerName(row.firstName, row.lastName),
      month: reviewMonth(row.createdAt),
    })),
  };
}
