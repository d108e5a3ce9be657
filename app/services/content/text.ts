import { formatNumber } from "~/services/platform/i18n/formats";
import { plural, t, tPlural } from "~/services/platform/i18n/translate";

/**
 * Texts of the content pages (issue 6): explore, help centre, drive-safe quiz, relocation, snow
 * report.
 */

export const CONTENT_TEXT = {
  updated: "Last updated",
  sectionPages: "In this section",
  subPages: "More on this topic",
  /** Above editorial content (markdown bodies), which stays English on every page (issue 34). */
  inEnglish: "This article is in English.",
  /** Breadcrumbs' labels (translated where the crumbs are shown). */
  blog: "Blog",
  travelGuides: "Travel guides",
  tripPlanner: "Trip planner",
  helpCentre: "Help centre",
  /** The islands, as travel guides and branches name them (data, translated where shown). */
  northIsland: "North Island",
  southIsland: "South Island",
} as const;

const TRIP_DAYS = plural("{{count}} day", "{{count}} days");
const HELP_RESULTS = plural("{{count}} article matches “{{query}}”", "{{count}} articles match “{{query}}”");
// prettier-ignore
const QUIZ_MISSING = plural("One question has no answer yet. Choose an answer and check again.", "{{count}} questions have no answer yet. Choose an answer for each and check again.");

/** Blog, travel guides, trip planner (issue 6). */
export const EXPLORE_TEXT = {
  pageLabel: (page: number) => t("Page {{page}}", { page }),
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, pageCount: number) => t("Page {{page}} of {{pageCount}}", { page, pageCount }),
  categories: "Categories",
  tags: "Tags",
  readMore: "Read more",
  by: "By",
  published: "Published",
  minutesToRead: (minutes: number) => t("{{minutes}} min read", { minutes }),
  related: "More from the blog",
  allPosts: "All posts",
  pickup: "Pick up",
  dropoff: "Drop off",
  days: (days: number) => tPlural(TRIP_DAYS, days),
  distance: (km: number) => t("about {{distance}} km", { distance: formatNumber(km) }),
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
  resultsHeading: (count: number, query: string) => tPlural(HELP_RESULTS, count, { query }),
  noResultsHeading: (query: string) => t("No help articles match “{{query}}”", { query }),
  noResultsText:
    "Try a shorter search or a different word, such as “licence”, “bond” or “ferry”, or browse the topics below. Our team is happy to help on the phone, every day:",
  clearSearch: "Show all topics",
  topicsHeading: "Browse help topics",
  stillNeedHelp: "Still need help?",
  stillNeedHelpText: "Call our reservations team, or email us and we'll reply within one working day.",
  moreInTopic: (topic: string) => t("More in {{topic}}", { topic }),
  backToHelp: "Back to the help centre",
} as const;

/** The drive-safe quiz (issue 6). */
export const DRIVE_SAFE_TEXT = {
  quizHeading: "Test your knowledge of New Zealand road rules",
  questionLabel: (position: number, total: number) => t("Question {{position}} of {{total}}", { position, total }),
  submit: "Check my answers",
  unanswered: "Please choose an answer to this question.",
  missingSummary: (count: number) => tPlural(QUIZ_MISSING, count),
  noQuestions: "The quiz is not available right now. Please try again later.",
  scoreHeading: (score: number, total: number) => t("You scored {{score}} out of {{total}}", { score, total }),
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
  search: (from: string, to: string) => t("Search this relocation from {{from}} to {{to}}", { from, to }),
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
  cm: (value: number) => t("{{value}} cm", { value: formatNumber(value) }),
  lifts_of: (open: number, total: number) => t("{{open}} of {{total}}", { open, total }),
  unavailable: "The snow report isn't available right now. Check the ski area's own website before you drive up.",
  source: "Conditions change quickly in the mountains: check the ski area's website and the NZTA road conditions before you leave.",
} as const;
