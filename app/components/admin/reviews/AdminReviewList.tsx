import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { SubmitButton } from "~/components/form/SubmitButton";
import { reviewVisibilitySchema } from "~/services/admin/reviews/forms";
import type { AdminReview } from "~/services/admin/reviews/reviews.server";
import { ADMIN_REVIEWS_TEXT as T } from "~/services/admin/reviews/text";
import { reviewMonth } from "~/services/booking/reviews/rules";
import * as styles from "~/styles/admin.css";
import * as reviewStyles from "~/styles/reviews.css";

const validator = withZod(reviewVisibilitySchema);

function ReviewStatus({ review }: { review: AdminReview }) {
  if (review.hidden) return <span className={styles.status.warn}>{T.hidden}</span>;
  if (!review.completed) return <span className={styles.status.neutral}>{T.notCompleted}</span>;
  if (!review.publicPermission || review.comments.trim() === "")
    return <span className={styles.status.neutral}>{T.notQuotable}</span>;
  return <span className={styles.status.ok}>{T.shown}</span>;
}

/** The reviews of /admin/reviews/ as cards (they read at 768 px), each with its Hide or Show form. */
export function AdminReviewList({ reviews }: { reviews: AdminReview[] }) {
  return (
    <ul className={reviewStyles.adminReviewList}>
      {reviews.map((review) => {
        const formId = `review-form-${review.id}`;
        const headingId = `review-${review.id}-title`;
        return (
          <li key={review.id} id={`review-${review.id}`} className={styles.card} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.sectionTitle}>
              {review.reference} · {review.author}
            </h2>
            <p>
              <strong>{T.rating(review.rating)}</strong>
            </p>
            {review.comments.trim() ? (
              <blockquote>
                <p>{review.comments}</p>
              </blockquote>
            ) : (
              <p className={styles.muted}>{T.noComments}</p>
            )}
            <dl className={reviewStyles.adminReviewFacts}>
              <dt>{T.labels.branches}</dt>
              <dd>
                {review.pickupBranchName === review.dropOffBranchName
                  ? review.pickupBranchName
                  : `${review.pickupBranchName} → ${review.dropOffBranchName}`}
              </dd>
              <dt>{T.labels.received}</dt>
              <dd>
                <time dateTime={review.createdAt}>{reviewMonth(new Date(review.createdAt))}</time>
              </dd>
              <dt>{T.labels.quotable}</dt>
              <dd>{review.publicPermission ? "Yes" : "No"}</dd>
              <dt>{T.labels.status}</dt>
              <dd>
                <ReviewStatus review={review} />
              </dd>
            </dl>
            <ValidatedForm id={formId} validator={validator} method="post" className={styles.inlineForm}>
              <input type="hidden" name="feedbackId" value={review.id} />
              <SubmitButton
                formId={formId}
                name="intent"
                value={review.hidden ? "show" : "hide"}
                pendingText={T.pending}
                variant="secondary"
              >
                {review.hidden ? T.show : T.hide}
                <span className="visually-hidden">
                  {" "}
                  ({review.hidden ? T.showLabel(review.reference) : T.hideLabel(review.reference)})
                </span>
              </SubmitButton>
            </ValidatedForm>
          </li>
        );
      })}
    </ul>
  );
}
