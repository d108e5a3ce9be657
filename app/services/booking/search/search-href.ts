import type { SessionItinerary } from "~/models/reservations/session-booking";
import { SEARCH_FIELDS } from "./fields";

/**
 * A link that runs a whole search (links.ts), every value given. Apart from links.ts so that a page
 * builds these links in the browser without dayjs (the flexible-dates row: FlexibleDates.tsx).
 */
export function itinerarySearchHref(
  search: Pick<
    SessionItinerary,
    "pickupBranchId" | "dropOffBranchId" | "pickupDate" | "pickupTime" | "dropOffDate" | "dropOffTime"
  >,
): string {
  const params = new URLSearchParams({
    [SEARCH_FIELDS.pickupBranch]: String(search.pickupBranchId),
    [SEARCH_FIELDS.dropOffBranch]: String(search.dropOffBranchId),
    [SEARCH_FIELDS.pickupDate]: search.pickupDate,
    [SEARCH_FIELDS.pickupTime]: search.pickupTime,
    [SEARCH_FIELDS.dropOffDate]: search.dropOffDate,
    [SEARCH_FIELDS.dropOffTime]: search.dropOffTime,
  });
  return `/search-vehicles/?${params.toString()}`;
}
