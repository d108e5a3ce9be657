import { REVIEW_PLATFORMS } from "../constants";
import { loadContentPage, loadContentSubPage, type ContentPageData, type ContentSection } from "./store.server";
import { getContentClient, pageHeaderFor, type ReviewSummary, type ShownPageHeader } from "../content-service.server";
import { snowReport, type SnowReport } from "../snow-report.server";
import type { SnowReportLocation } from "../constants";

/**
 * What pages add from the content service: their header banner, and company or branch reviews
 * (asked for on the review platforms the site shows, brand GO by default).
 */

export function companyReviews(): Promise<ReviewSummary[]> {
  return getContentClient().companyReviews({ platforms: REVIEW_PLATFORMS });
}

export function branchReviews(branchCode: string): Promise<ReviewSummary[]> {
  return getContentClient().branchReviews({ branchCode, platforms: REVIEW_PLATFORMS });
}

export type ContentPageWithExtras = ContentPageData & {
  pageHeader: ShownPageHeader | null;
  companyReviews: ReviewSummary[];
  /** The snow report widget of the ski pages: its location key and the report (null: unavailable). */
  snow: { location: SnowReportLocation; report: SnowReport | null } | null;
};

/** Company reviews are shown on these content pages. */
const PAGES_WITH_COMPANY_REVIEWS = new Set(["/about-us/reviews/"]);

/** The ski car rental pages show the snow report of their location key. */
export const SNOW_REPORT_PAGES: Record<string, SnowReportLocation> = {
  "/services/ski-car-rental/": "ALL",
  "/services/ski-car-rental/christchurch/": "CHC",
  "/services/ski-car-rental/queenstown/": "ZQN",
};

/**
 * A content route's loader (loadContentPage / loadContentSubPage) plus the page's header banner
 * when the content defines one, and company reviews where they belong. Unknown pages still 404.
 */
export async function loadContentPageWithExtras(section: ContentSection, slug: string, options: { subPage?: boolean } = {}) {
  const content = options.subPage ? loadContentSubPage(section, slug) : loadContentPage(section, slug);
  const path = content.page.path;
  const snowLocation = SNOW_REPORT_PAGES[path];
  const [pageHeader, reviews, report] = await Promise.all([
    pageHeaderFor(path),
    PAGES_WITH_COMPANY_REVIEWS.has(path) ? companyReviews() : Promise.resolve([]),
    snowLocation ? snowReport(snowLocation) : Promise.resolve(null),
  ]);
  const snow = snowLocation ? { location: snowLocation, report } : null;
  const page: ContentPageWithExtras = { ...content, pageHeader, companyReviews: reviews, snow };
  return page;
}
