import type { ReviewSummary } from "~/services/content/content-service.server";
import { REVIEWS_TEXT as T } from "~/services/shell/text";
import * as styles from "~/styles/reviews.css";
import { Stars } from "~/components/reviews/Stars";
import { formatIsoDateLong } from "~/services/platform/date-text";

function platformName(platform: string): string {
  return T.platformNames[platform] ?? platform.charAt(0).toUpperCase() + platform.slice(1);
}

/**
 * Company or branch reviews from the content service: per platform the average rating, the
 * number of reviews, a few recent quotes and a link to read them all there. Nothing at all when
 * the service gave none (a failed lookup is silent, spec section 7).
 */
export function Reviews({
  reviews,
  title,
  intro,
  headingId,
}: {
  reviews: ReviewSummary[];
  title: string;
  intro?: string;
  headingId: string;
}) {
  if (reviews.length === 0) return null;
  return (
    <section className={styles.reviews} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {intro ? <p className={styles.reviewsIntro}>{intro}</p> : null}
      <ul className={styles.reviewPlatforms}>
        {reviews.map((summary) => {
          const name = platformName(summary.platform);
          return (
            <li key={`${summary.platform}-${summary.slug}`} className={styles.reviewCard}>
              <h3 className={styles.reviewPlatform}>{name}</h3>
              <p className={styles.ratingLine}>
                <Stars rating={summary.rating} />
                <span>{T.ratingLine(summary.rating.toFixed(1), summary.reviewCount, name)}</span>
              </p>
              <ul className={styles.quoteList}>
                {summary.quotes.slice(0, 3).map((quote) => (
                  <li key={`${quote.author}-${quote.date}`}>
                    <figure className={styles.quote}>
                      <blockquote lang="en">
                        {quote.title ? <p className={styles.quoteTitle}>{quote.title}</p> : null}
                        <p className={styles.quoteText}>{quote.text}</p>
                      </blockquote>
                      <figcaption className={styles.quoteMeta}>
                        {T.starsLabel(quote.rating)} · {quote.author} ·{" "}
                        <time dateTime={quote.date}>{formatIsoDateLong(quote.date)}</time>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
              {summary.url ? (
                <p>
                  <a href={summary.url} rel="noopener noreferrer" target="_blank">
                    {T.readMore(name)}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
