/** Texts of the deal cards on /deals/ (issue 23 item 4: bookable deals). */
export const DEAL_CARD_TEXT = {
  book: "Search this deal",
  /** The link's accessible name: which deal it searches. */
  bookLabel: (route: string) => `Search this deal: ${route}`,
} as const;
