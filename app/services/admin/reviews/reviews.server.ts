import { getDb } from "~/models/db.server";
import {
  findFeedbackWithBranches,
  listFeedbackForStaff,
  setFeedbackHidden,
  type AdminReviewRow,
} from "~/models/feedback/reviews.server";
import { reviewerName } from "../../booking/reviews/rules";
import { recordAudit } from "../audit/audit.server";
import { assertBooking, type SignedInStaff } from "../access/guard.server";
import { visibleBranchIds } from "../access/rules";
import type { ReviewVisibilityForm } from "./forms";

/**
 * /admin/reviews/ (issue 23 item 8): Staff see the feedback of rentals picked up or dropped off at
 * their branches, Admin all of it; either hides a review from the site or shows it again. A review
 * of another branch's rental answers the site's 404. Hiding and showing are conditional updates,
 * audited in the same transaction only when they change something, so a refresh or a second
 * click changes nothing and logs nothing.
 */
export const ADMIN_REVIEWS_LIMIT = 100;

export type AdminReview = Omit<AdminReviewRow, "firstName" | "lastName" | "hiddenAt" | "createdAt"> & {
  author: string;
  hidden: boolean;
  createdAt: string;
};

export async function listReviewsForStaff(
  staff: SignedInStaff,
  now: Date = new Date(),
): Promise<AdminReview[]> {
  const rows = await listFeedbackForStaff({
    branchIds: visibleBranchIds(staff),
    now,
    limit: ADMIN_REVIEWS_LIMIT,
  });
  return rows.map(({ firstName, lastName, hiddenAt, createdAt, ...row }) => ({
    ...row,
    author: reviewerName(firstName, lastName),
    hidden: hiddenAt !== null,
    createdAt: createdAt.toISOString(),
  }));
}

export type VisibilityOutcome = "hidden" | "shown";

/** Hides or shows one review; throws the site's 404 for an unknown review or another branch's. */
export async function changeReviewVisibility(
  staff: SignedInStaff,
  input: ReviewVisibilityForm,
  now: Date = new Date(),
): Promise<{ outcome: VisibilityOutcome; changed: boolean }> {
  const found = await findFeedbackWithBranches(input.feedbackId);
  assertBooking(staff, found);
  const review = found as NonNullable<typeof found>;
  const hide = input.intent === "hide";
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const count = await setFeedbackHidden(
      review.id,
      hide ? { hidden: true, userId: staff.id, now } : { hidden: false, now },
      tx,
    );
    if (count === 0) return false;
    await recordAudit(
      staff,
      {
        action: hide ? "review.hide" : "review.show",
        entityType: "feedback",
        entityId: review.id,
        branchId: review.pickupBranchId,
        before: { hiddenAt: review.hiddenAt?.toISOString() ?? null },
        after: { hiddenAt: hide ? now.toISOString() : null },
      },
      tx,
    );
    return true;
  });
  return { outcome: hide ? "hidden" : "shown", changed };
}
