import dayjs from "dayjs";
import { itinerarySearchHref } from "./search-href";

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
  return itinerarySearchHref({
    pickupBranchId,
    dropOffBranchId,
    pickupDate,
    pickupTime: SEARCH_LINK_TIME,
    dropOffDate: addDays(pickupDate, Math.max(1, Math.round(days))),
    dropOffTime: SEARCH_LINK_TIME,
  });
}

export type RelocationWindow = {
  validFrom: string;
  validTo: string;
  minDays: number | null;
  maxDays: number | null;
};

/** Rental days a deal's link searches when the deal sets neither a minimum nor a maximum. */
export const DEAL_SEARCH_DEFAULT_DAYS = 3;

export type DealKind = "HotDeal" | "Relocation";

/**
 * Rental days a deal's link searches. A relocation: the longest it allows (its maximum, else its
 * minimum, else the default), to make the most of the drive. A hot deal: the default, raised to
 * its minimum and capped at its maximum, so the search qualifies for the deal.
 */
export function dealRentalDays(deal: Pick<RelocationWindow, "minDays" | "maxDays">, kind: DealKind): number {
  if (kind === "Relocation") return deal.maxDays ?? deal.minDays ?? DEAL_SEARCH_DEFAULT_DAYS;
  let days = DEAL_SEARCH_DEFAULT_DAYS;
  if (deal.minDays !== null && days < deal.minDays) days = deal.minDays;
  if (deal.maxDays !== null && days > deal.maxDays) days = deal.maxDays;
  return Math.max(1, days);
}

/**
 * The search that books a relocation: pick up on the first day of its window that is still
 * bookable (tomorrow at the earliest, as the search form starts), for the longest rental it
 * allows (its maximum, else its minimum, else 3 days). Null when the window has no bookable day.
 */
export function relocationSearch(
  deal: RelocationWindow & { pickupBranchId: number; dropOffBranchId: number },
  todayInNewZealand: string,
): SearchLinkInput | null {
  return bookableDealSearch(deal, "Relocation", todayInNewZealand);
}

/** A deal's search from the first bookable day of its window; null when no day is left. */
export function bookableDealSearch(
  deal: RelocationWindow & { pickupBranchId: number; dropOffBranchId: number },
  kind: DealKind,
  todayInNewZealand: string,
): SearchLinkInput | null {
  const tomorrow = addDays(todayInNewZealand, 1);
  const pickupDate = deal.validFrom > tomorrow ? deal.validFrom : tomorrow;
  if (pickupDate > deal.validTo) return null;
  return {
    pickupBranchId: deal.pickupBranchId,
    dropOffBranchId: deal.dropOffBranchId,
    pickupDate,
    days: dealRentalDays(deal, kind),
  };
}

/**
 * The link on a deal card (/deals/): the search for its branches from the first bookable day of its
 * window. A deal with no bookable day left still links to its search, on the window's last day: the
 * search form then opens with the deal's values kept and says why it cannot run (search-vehicles.tsx).
 */
export function dealSearchHref(
  deal: RelocationWindow & { pickupBranchId: number; dropOffBranchId: number; dealType: DealKind },
  todayInNewZealand: string,
): string {
  const search = bookableDealSearch(deal, deal.dealType, todayInNewZealand) ?? {
    pickupBranchId: deal.pickupBranchId,
    dropOffBranchId: deal.dropOffBranchId,
    pickupDate: deal.validTo,
    days: dealRentalDays(deal, deal.dealType),
  };
  return searchHref(search);
}
