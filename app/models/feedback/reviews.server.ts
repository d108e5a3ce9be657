import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../catalog/car-classes.server";
import { getDb, prepared } from "../db.server";
import { branches, feedback, rentals, reservations } from "../schema";

/**
 * Verified reviews (issue 23 item 8): the feedback of completed rentals (/your-feedback/), shown
 * on the branch pages and, as an average per class, on the results cards of /vehicles/; staff hide
 * one from the back office (/admin/reviews/).
 *
 * A completed rental is a confirmed reservation whose drop-off time has passed, or which has a
 * recorded return (rentals.returned_at). The pure twin of this condition is
 * `isCompletedRental` in services/booking/reviews/rules.ts; a unit test holds them together.
 * Every query here joins `rentals` (left join) so that the condition can read the return.
 */
export function completedRentalCondition(now: Date): SQL {
  return and(
    eq(reservations.status, "confirmed"),
    or(lte(reservations.dropOffAt, now), isNotNull(rentals.returnedAt)),
  ) as SQL;
}

/** Feedback that counts in an average: of a completed rental, and not hidden by staff. */
function countedFeedback(now: Date): SQL {
  return and(completedRentalCondition(now), isNull(feedback.hiddenAt)) as SQL;
}

/** The branches a rental belongs to: picked up, booked to be dropped off, or returned at. */
function atBranch(branchId: number): SQL {
  return or(
    eq(reservations.pickupBranchId, branchId),
    eq(reservations.dropOffBranchId, branchId),
    eq(rentals.returnBranchId, branchId),
  ) as SQL;
}

export type RatingTotals = { count: number; sum: number };

/**
 * Every class's counted feedback (count and sum of ratings), in one query: the results page calls
 * it once per visit, whatever the number of cards.
 */
export async function ratingTotalsByClass(now: Date): Promise<Map<number, RatingTotals>> {
  const db = await getDb();
  const rows = await prepared(
    db
      .select({
        carClassId: reservations.carClassId,
        count: sql<number>`count(*)::int`,
        sum: sql<number>`coalesce(sum(${feedback.rating}), 0)::int`,
      })
      .from(feedback)
      .innerJoin(reservations, eq(reservations.id, feedback.reservationId))
      .leftJoin(rentals, eq(rentals.reservationId, reservations.id))
      .where(countedFeedback(now))
      .groupBy(reservations.carClassId),
  ).execute();
  return new Map(rows.map((row) => [row.carClassId, { count: Number(row.count), sum: Number(row.sum) }]));
}

/** A branch's counted feedback (rentals picked up, dropped off or returned there). */
export async function ratingTotalsForBranch(branchId: number, now: Date): Promise<RatingTotals> {
  const db = await getDb();
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${feedback.rating}), 0)::int`,
    })
    .from(feedback)
    .innerJoin(reservations, eq(reservations.id, feedback.reservationId))
    .leftJoin(rentals, eq(rentals.reservationId, reservations.id))
    .where(and(countedFeedback(now), atBranch(branchId)));
  return { count: Number(row?.count ?? 0), sum: Number(row?.sum ?? 0) };
}

export type QuotableReviewRow = {
  id: string;
  rating: number;
  comments: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
};

/**
 * The most recent feedback of a branch's completed rentals that may be quoted: the author allowed
 * it, it has comments, and staff have not hidden it.
 */
export async function quotableReviewsForBranch(
  branchId: number,
  now: Date,
  limit: number,
): Promise<QuotableReviewRow[]> {
  const db = await getDb();
  return db
    .select({
      id: feedback.id,
      rating: feedback.rating,
      comments: feedback.comments,
      firstName: sql<string | null>`${reservations.customerDetails} ->> 'firstName'`,
      lastName: sql<string | null>`${reservations.customerDetails} ->> 'lastName'`,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .innerJoin(reservations, eq(reservations.id, feedback.reservationId))
    .leftJoin(rentals, eq(rentals.reservationId, reservations.id))
    .where(
      and(
        countedFeedback(now),
        atBranch(branchId),
        eq(feedback.publicPermission, true),
        ne(sql`btrim(${feedback.comments})`, ""),
      ),
    )
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}

export type AdminReviewRow = {
  id: string;
  reference: string;
  rating: number;
  comments: string;
  publicPermission: boolean;
  hiddenAt: Date | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  pickupBranchName: string;
  dropOffBranchName: string;
  completed: boolean;
};

/**
 * The back office's list: the most recent feedback of the given branches' rentals (picked up or
 * dropped off there; null: every branch), hidden or not.
 */
export async function listFeedbackForStaff(options: {
  branchIds: number[] | null;
  now: Date;
  limit: number;
}): Promise<AdminReviewRow[]> {
  const db = await getDb();
  const pickupBranch = alias(branches, "pickup_branch");
  const dropOffBranch = alias(branches, "drop_off_branch");
  const scope =
    options.branchIds === null
      ? undefined
      : options.branchIds.length === 0
        ? sql`false`
        : or(
            inArray(reservations.pickupBranchId, options.branchIds),
            inArray(reservations.dropOffBranchId, options.branchIds),
          );
  const rows = await db
    .select({
      id: feedback.id,
      reference: reservations.reference,
      rating: feedback.rating,
      comments: feedback.comments,
      publicPermission: feedback.publicPermission,
      hiddenAt: feedback.hiddenAt,
      createdAt: feedback.createdAt,
      firstName: sql<string | null>`${reservations.customerDetails} ->> 'firstName'`,
      lastName: sql<string | null>`${reservations.customerDetails} ->> 'lastName'`,
      pickupBranchName: pickupBranch.name,
      dropOffBranchName: dropOffBranch.name,
      completed: sql<boolean>`(${completedRentalCondition(options.now)})`,
    })
    .from(feedback)
    .innerJoin(reservations, eq(reservations.id, feedback.reservationId))
    .leftJoin(rentals, eq(rentals.reservationId, reservations.id))
    .innerJoin(pickupBranch, eq(pickupBranch.id, reservations.pickupBranchId))
    .innerJoin(dropOffBranch, eq(dropOffBranch.id, reservations.dropOffBranchId))
    .where(scope)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, completed: row.completed === true }));
}

/** One feedback with the branches of its booking (the back office checks them), or null. */
export async function findFeedbackWithBranches(id: string): Promise<{
  id: string;
  hiddenAt: Date | null;
  hiddenByUserId: string | null;
  pickupBranchId: number;
  dropOffBranchId: number;
} | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: feedback.id,
      hiddenAt: feedback.hiddenAt,
      hiddenByUserId: feedback.hiddenByUserId,
      pickupBranchId: reservations.pickupBranchId,
      dropOffBranchId: reservations.dropOffBranchId,
    })
    .from(feedback)
    .innerJoin(reservations, eq(reservations.id, feedback.reservationId))
    .where(eq(feedback.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Hides (hidden: true) or shows a feedback, only if it is not so already: the number of rows
 * changed (0 when a refresh or a second click finds it done).
 */
export async function setFeedbackHidden(
  id: string,
  change: { hidden: true; userId: string; now: Date } | { hidden: false; now: Date },
  executor?: DbExecutor,
): Promise<number> {
  const db = executor ?? (await getDb());
  const changed = change.hidden
    ? await db
        .update(feedback)
        .set({ hiddenAt: change.now, hiddenByUserId: change.userId })
        .where(and(eq(feedback.id, id), isNull(feedback.hiddenAt)))
        .returning({ id: feedback.id })
    : await db
        .update(feedback)
        .set({ hiddenAt: null, hiddenByUserId: null })
        .where(and(eq(feedback.id, id), isNotNull(feedback.hiddenAt)))
        .returning({ id: feedback.id });
  return changed.length;
}
