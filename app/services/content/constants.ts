/** Constants of the content pages and the content service (issue 6). */
import { DEFAULT_BRAND_CODE } from "~/models/constants";

export const CONTENT_TIMEOUT_MS = 3000;

/** Defined on the ground floor, where the booking's emails link to it too (ADR 0091). */
export { UNSUBSCRIBE_PATH } from "../platform/unsubscribe";

/**
 * The content service's answers may be kept this long in each instance's memory (per instance,
 * nothing shared; see docs/decisions/0035-content-service-client.md). Failures are kept for
 * CONTENT_FAILURE_CACHE_SECONDS so a service that is down costs one timeout, not one per page.
 */
export const CONTENT_CACHE_SECONDS = 60;
export const CONTENT_FAILURE_CACHE_SECONDS = 15;
/** "Default review brand is the product's own brand" (spec section 9). */
export const DEFAULT_REVIEW_BRAND = DEFAULT_BRAND_CODE;
/** The review platforms the site asks for when a page does not name its own. */
export const REVIEW_PLATFORMS = ["google", "tripadvisor", "rankers"] as const;
export type ReviewPlatform = (typeof REVIEW_PLATFORMS)[number];

/** Snow report location keys (spec section 1). */
export const SNOW_REPORT_LOCATIONS = ["ALL", "CHC", "ZQN"] as const;
export type SnowReportLocation = (typeof SNOW_REPORT_LOCATIONS)[number];
