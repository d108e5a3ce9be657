import type { BranchVerifiedReviews } from "~/services/booking/reviews/reviews.server";
import { VERIFIED_REVIEWS_TEXT as T } from "~/services/booking/reviews/text";
import * as styles from "~/styles/reviews.css";
import { Stars } from "~/components/reviews/Stars";
import { t } from "~/services/platform/i18n/translate";

/**
 * A branch's verified reviews (issue 23 item 8): the average of its completed rentals' feedback
 * and the most recent reviews whose authors allowed quoting. Nothing at all below the minimum
 * (the service then gives null).
 */
export function VerifiedReviews({
  reviews,
  branchName,
  headingId,
}: {
  reviews: BranchVerifiedReviews | null;
  branchName: string;
  headingId: string;
}) {
  if (!reviews) return null;
  return (
    <section className={styles.reviews} aria-labelledby={headingId}>
      <h2 id={headingId}>{T.branchTitle(branchName)}</h2>
      <p className={styles.reviewsIntro}>{t(T.branchIntro)}</p>
      <p className={styles.ratingLine}>
        <Stars rating={reviews.average} />
        <span>{T.branchSummary(reviews.average, reviews.count)}</span>
      </p>
      {reviews.quotes.length > 0 ? (
        <ul className={styles.verifiedQuotes}>
          {reviews.quotes.map((quote) => (
            <li key={quote.id} className={styles.reviewCard}>
              <figure className={styles.quote}>
                <p className={styles.ratingLine}>
                  <Stars rating={quote.rating} />
                  <span className="visually-hidden">{T.stars(quote.rating)}</span>
                </p>
                <blockquote lang="en">
                  <p className={styles.quoteText}>{quote.comments}</p>
                </blockquote>
                <figcaption className={styles.quoteMeta}>
                  {quote.author} · {quote.month}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
