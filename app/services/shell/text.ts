/**
 * The messages the site shell and the home page show, and only those, so that the JavaScript
 * every page loads carries these few. Every other text lives beside its feature (ADR 0068).
 *
 * esbuild puts a module in one chunk, with every export any page uses: a text here is shipped
 * to every page, so only what the shell and the home page show belongs here (an object whose
 * other keys serve other pages is split: the rest is in the feature's module, which reuses these).
 * tests/unit/home-javascript.test.ts checks that each export is used up front.
 */

import type { Region } from "~/models/constants";
import { formatNumber } from "../platform/i18n/formats";
import { plural, t, tPlural } from "../platform/i18n/translate";

export const INVALID_FOOTER_STYLE = "Invalid footer style";

/** The call-us lines' regions (the footer and the call-us modal). */
export const REGION_LABELS: Record<Region, string> = {
  NZ: "New Zealand",
  AU: "Australia",
  US: "United States",
  UK: "United Kingdom",
  worldwide: "Rest of the world",
};

export const SEARCH_SUBMIT_LABEL = "Search vehicles";

/** The loading overlay's words (LoadingOverlay), shown while a navigation or a form's submission is under way. */
export const LOADING_OVERLAY_TEXT = "Loading…";

export const PROMO_BAR_TEXT = {
  region: "Offer",
  close: "Close this offer",
} as const;

/** "4.8 out of 5 from 1,234 reviews on Google" (the count written in the page's locale). */
export const REVIEW_COUNT_LINE = plural(
  "{{rating}} out of 5 from {{count}} review on {{platform}}",
  "{{rating}} out of 5 from {{count}} reviews on {{platform}}",
);

export const REVIEWS_TEXT = {
  companyTitle: "What our customers say",
  companyIntro: "Ratings and recent reviews from independent review sites.",
  branchTitle: (branchName: string) => t("Reviews of {{branch}}", { branch: branchName }),
  platformNames: { google: "Google", tripadvisor: "Tripadvisor", rankers: "Rankers" } as Record<
    string,
    string
  >,
  ratingLine: (rating: string, count: number, platform: string) =>
    tPlural(REVIEW_COUNT_LINE, count, { rating, platform }),
  starsLabel: (rating: number) => t("Rated {{rating}} out of 5", { rating: formatNumber(rating) }),
  readMore: (platform: string) => t("Read all reviews on {{platform}}", { platform }),
  none: "No reviews to show right now.",
} as const;

/** The language switcher and the one-line suggestion of a language the browser asks for (issue 34). */
export const LANGUAGE_TEXT = {
  switcherLabel: "Language",
  suggestion: "This page is also in {{language}}.",
  suggestionAction: "Show it in {{language}}",
  dismiss: "Stay in English",
} as const;
