/** The texts of verified reviews on the site (issue 23 item 8), defined once; tests import them. */
export const VERIFIED_REVIEWS_TEXT = {
  /** The results card: "4.6 from 23 verified renters". */
  cardRating: (average: number, count: number) => `${average.toFixed(1)} from ${count} verified renters`,
  /** Read out before the card's rating (visually hidden). */
  cardRatingPrefix: "Average rating out of 5: ",
  branchTitle: (branchName: string) => `What renters say about ${branchName}`,
  branchSummary: (average: number, count: number) =>
    `${average.toFixed(1)} out of 5 from ${count} verified renters`,
  branchIntro: "Reviews from customers who completed a rental with us, quoted with their permission.",
  stars: (rating: number) => `Rated ${rating} out of 5`,
} as const;
