import * as styles from "~/styles/reviews.css";

/** A rating as five stars, filled to the nearest whole one; hidden from screen readers, whose text says the rating. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} aria-hidden="true">
      {"★".repeat(full)}
      {"☆".repeat(5 - full)}
    </span>
  );
}
