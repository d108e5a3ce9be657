/** The texts of /admin/reviews/ (issue 23 item 8), defined once; tests import them. */
export const ADMIN_REVIEWS_TEXT = {
  title: "Reviews",
  intro:
    "Feedback from customers after their rental, most recent first. A review is quoted on the branch page when its author allowed it; hide one that should not be shown (it then counts in no average either).",
  staffScope: "Reviews of rentals picked up or dropped off at your branches.",
  none: "No feedback yet.",
  limitNote: (limit: number) => `The ${limit} most recent reviews.`,
  hide: "Hide",
  show: "Show",
  hideLabel: (reference: string) => `Hide the review of ${reference}`,
  showLabel: (reference: string) => `Show the review of ${reference}`,
  pending: "Saving…",
  hidden: "Hidden",
  shown: "Shown on the site",
  notQuotable: "Counts in averages, not quoted (no permission to quote)",
  noComments: "No comments",
  notCompleted: "Rental not completed: counts nowhere yet",
  done: { hidden: "The review is hidden.", shown: "The review is shown again." } as Record<string, string>,
  rating: (rating: number) => `Rated ${rating} out of 5`,
  badRequest: "Choose a review to hide or show.",
  labels: {
    booking: "Booking",
    branches: "Branches",
    received: "Received",
    status: "On the site",
    quotable: "Quoting allowed",
  },
} as const;
