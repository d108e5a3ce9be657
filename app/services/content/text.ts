/**
 * Texts of the content pages (issue 6): explore, help centre, drive-safe quiz, relocation, snow
 * report.
 */

export const CONTENT_TEXT = {
  updated: "Last updated",
  sectionPages: "In this section",
  subPages: "More on this topic",
} as const;

/** Blog, travel guides, trip planner (issue 6). */
export const EXPLORE_TEXT = {
  pageLabel: (page: number) => `Page ${page}`,
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  categories: "Categories",
  tags: "Tags",
  readMore: "Read more",
  by: "By",
  published: "Published",
  minutesToRead: (minutes: number) => `${minutes} min read`,
  related: "More from the blog",
  allPosts: "All posts",
  pickup: "Pick up",
  dropoff: "Drop off",
  days: (days: number) => `${days} ${days === 1 ? "day" : "days"}`,
  distance: (km: number) => `about ${km.toLocaleString("en-NZ")} km`,
  searchTrip: "Search vehicles for this trip",
  otherTrips: "More itineraries",
  otherGuides: "More travel guides",
  nearestBranch: "Nearest GO Rentals branch",
} as const;

/** The help centre and its search (issue 6). */
export const HELP_TEXT = {
  searchLabel: "Search help articles",
  searchHint: "For example: bond, after-hours pick-up, ferry, cancel",
  searchButton: "Search",
  resultsHeading: (count: number, query: string) => `${count} ${count === 1 ? "article matches" : "articles match"} “${query}”`,
  noResultsHeading: (query: string) => `No help articles match “${query}”`,
  noResultsText:
    "Try a shorter search or a different word, such as “licence”, “bond” or “ferry”, or browse the topics below. Our team is happy to help on the phone, every day:",
  clearSearch: "Show all topics",
  topicsHeading: "Browse help topics",
  stillNeedHelp: "Still need help?",
  stillNeedHelpText: "Call our reservations team, or email us and we'll reply within one working day.",
  moreInTopic: (topic: string) => `More in ${topic}`,
  backToHelp: "Back to the help centre",
} as const;

/** The drive-safe quiz (issue 6). */
export const DRIVE_SAFE_TEXT = {
  quizHeading: "Test your knowledge of New Zealand road rules",
  questionLabel: (position: number, total: number) => `Question ${position} of ${total}`,
  submit: "Check my answers",
  unanswered: "Please choose an answer to this question.",
  missingSummary: (count: number) =>
    count === 1 ? "One question has no answer yet. Choose an answer and check again." : `${count} questions have no answer yet. Choose an answer for each and check again.`,
  noQuestions: "The quiz is not available right now. Please try again later.",
  scoreHeading: (score: number, total: number) => `You scored ${score} out of ${total}`,
  verdictPerfect: "Perfect score. You know the rules: enjoy the drive and take breaks every two hours.",
  verdictGood: "Well done. Read the explanations for the ones you missed before you set off.",
  verdictRevise: "Read the explanations below before you drive: New Zealand's rules may differ from home.",
  correct: "Correct",
  incorrect: "Not quite",
  yourAnswer: "Your answer",
  correctAnswer: "Correct answer",
  tryAgain: "Take the quiz again",
} as const;

/** /rental-car-relocation/ (issue 6). */
export const RELOCATION_TEXT = {
  listHeading: "Relocation deals available now",
  empty: "No relocations are available right now. New ones are added as our fleet moves around the country: check back in a few days, or call us.",
  vehicle: "Vehicle",
  pickupWindow: "Pick up between",
  rate: "Rate",
  rentalLength: "Rental length",
  oneWayFee: "One-way fee",
  noOneWayFee: "None on a relocation",
  search: (from: string, to: string) => `Search this relocation from ${from} to ${to}`,
  /** A relocation whose last pick-up day is today (its link searches today at 10:00). */
  callToBook: "Today is the last pick-up day of this deal: search it for a time later today, or call the branch on",
} as const;

/** Spec section 5: "Reviews lookups need platforms or a slug, otherwise they fail". */
export const REVIEWS_LOOKUP_NEEDS_PLATFORMS_OR_SLUG = "A reviews lookup needs platforms or a slug";

export const SNOW_REPORT_TEXT = {
  title: "Snow report",
  titleFor: { ALL: "Snow report: South Island ski areas", CHC: "Snow report: Canterbury ski areas", ZQN: "Snow report: Queenstown and Wānaka ski areas" },
  updated: "Last updated",
  skiArea: "Ski area",
  status: "Status",
  base: "Base depth",
  newSnow: "New snow (24 h)",
  lifts: "Lifts open",
  road: "Access road",
  statuses: { open: "Open", closed: "Closed", hold: "On hold", "season-ended": "Season ended" } as Record<string, string>,
  roads: { open: "Open", chains: "Chains to carry", "4wd-chains": "4WD or chains required", closed: "Closed" } as Record<string, string>,
  cm: (value: number) => `${value} cm`,
  lifts_of: (open: number, total: number) => `${open} of ${total}`,
  unavailable: "The snow report isn't available right now. Check the ski area's own website before you drive up.",
  source: "Conditions change quickly in the mountains: check the ski area's website and the NZTA road conditions before you leave.",
} as const;
