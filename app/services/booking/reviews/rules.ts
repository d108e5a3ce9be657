import { TIME_ZONE } from "~/models/constants";

/**
 * Verified reviews (issue 23 item 8): the pure rules. The queries that apply them live in
 * models/feedback/reviews.server.ts (completedRentalCondition is the SQL twin of isCompletedRental).
 *
 * - Only feedback of a completed rental counts: a confirmed (not cancelled) reservation whose
 *   drop-off time has passed, or which has a recorded return.
 * - A review hidden by staff counts nowhere.
 * - The average rating (per class on the results cards, per branch on the branch page) uses every
 *   counted feedback, quotable or not; the quotes on the branch page only feedback whose author
 *   allowed quoting and that has comments.
 * - Fewer than MIN_REVIEWS counted reviews: nothing is shown at all.
 */
export const MIN_REVIEWS = 3;
/** The branch page quotes at most this many reviews, most recent first. */
export const BRANCH_QUOTES_LIMIT = 6;

export type CompletedRentalInput = {
  status: string;
  dropOffAt: Date;
  /** The recorded return (rentals.returned_at), if any. */
  returnedAt?: Date | null;
};

export function isCompletedRental(rental: CompletedRentalInput, now: Date): boolean {
  if (rental.status !== "confirmed") return false;
  return rental.dropOffAt.getTime() <= now.getTime() || Boolean(rental.returnedAt);
}

/** A review counts in averages when its rental is completed and staff have not hidden it. */
export function countsAsReview(review: CompletedRentalInput & { hiddenAt: Date | null }, now: Date): boolean {
  return review.hiddenAt === null && isCompletedRental(review, now);
}

/** Rounded to one decimal, halves up (4.65 -> 4.7), from integer totals so no float drift. */
export function averageRating(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((sum * 10) / count) / 10;
}

export type ShownRating = { average: number; count: number };

/** What is shown for a count and sum of ratings: nothing below MIN_REVIEWS. */
export function shownRating(totals: { count: number; sum: number } | undefined): ShownRating | null {
  if (!totals || totals.count < MIN_REVIEWS) return null;
  return { average: averageRating(totals.sum, totals.count), count: totals.count };
}

/** "Aroha N.": the first name and the initial of the last (a review never shows a full name). */
export function reviewerName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const first = (firstName ?? "").trim();
  const initial = (lastName ?? "").trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : "A verified renter";
  return initial ? `${first} ${initial}.` : first;
}

const MONTH_YEAR = new Intl.DateTimeFormat("en-NZ", { month: "long", year: "numeric", timeZone: TIME_ZONE });

/** "March 2026", in New Zealand time. */
export function reviewMonth(date: Date): string {
  return MONTH_YEAR.format(date);
}
