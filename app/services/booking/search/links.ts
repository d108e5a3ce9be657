import dayjs from "dayjs";
import { SEARCH_FIELDS } from "./fields";

/**
 * Links that carry a whole vehicle search (`/search-vehicles/?pickupBranch=…`): following one runs
 * the search and lands on /vehicles/ with prices (search-vehicles.tsx). Used by the relocation
 * deals and the trip planner. Times are mid-morning, when every branch is open.
 */

export const SEARCH_LINK_TIME = "10:00";

export type SearchLinkInput = {
  pickupBranchId: number;
  dropOffBranchId: number;
  /** YYYY-MM-DD (New Zealand date). */
  pickupDate: string;
  /** Rental days: the drop-off is this many days after the pick-up, at the same time. */
  days: number;
};

export function addDays(isoDate: string, days: number): string {
  return dayjs(isoDate).add(days, "day").format("YYYY-MM-DD");
}

export function searchHref({ pickupBranchId, dropOffBranchId, pickupDate, days }: SearchLinkInput): string {
  const params = new URLSearchParams({
    [SEARCH_FIELDS.pickupBranch]: String(pickupBranchId),
    [SEARCH_FIELDS.dropOffBranch]: String(dropOffBranchId),
    [SEARCH_FIELDS.pickupDate]: pickupDate,
    [SEARCH_FIELDS.pickupTime]: SEARCH_LINK_TIME,
    [SEARCH_FIELDS.dropOffDate]: addDays(pickupDate, Math.max(1, Math.round(days))),
    [SEARCH_FIELDS.dropOffTime]: SEARCH_LINK_TIME,
  });
  return `/search-vehicles/?${params.toString()}`;
}

export type RelocationWindow = {
  validFrom: string;
  validTo: string;
  minDays: number | null;
  maxDays: number | null;
};

/**
 * The search that books a relocation: pick up on the first day of its window that is still
 * bookable (tomorrow at the earliest, as the search form starts), for the longest rental it
 * allows (its maximum, else its minimum, else 3 days). Null when the window has no bookable day.
 */
export function relocationSearch(
  deal: RelocationWindow & { pickupBranchId: number; dropOffBranchId: number },
  todayInNewZealand: string,
): SearchLinkInput | null {
  const tomorrow = addDays(todayInNewZealand, 1);
  const pickupDate = deal.validFrom > tomorrow ? deal.validFrom : tomorrow;
  if (pickupDate > deal.validTo) return null;
  const days = deal.maxDays ?? deal.minDays ?? 3;
  return { pickupBranchId: deal.pickupBranchId, dropOffBranchId: deal.dropOffBranchId, pickupDate, days };
}
