import { listBranches } from "~/models/catalog/branches.server";
import { contentPageData, type ContentPageData } from "../pages/store.server";
import { notFound } from "../../platform/http-status";
import { nowInNewZealand } from "../../platform/dates";
import { loadDeals, type DealListing } from "./pages.server";
import { relocationSearch, searchHref } from "../../booking/search/links";

/**
 * /rental-car-relocation/: the page content/pages/rental-car-relocation.md and the live relocation
 * deals (the same listing as /deals/, loadDeals), each with a link that runs the search for it.
 */

export type RelocationListing = DealListing & {
  pickupBranchSlug: string | null;
  dropOffBranchSlug: string | null;
  /** Phone of the pick-up branch, for a deal with no bookable day left online. */
  pickupPhone: string | null;
  /** /search-vehicles/?… for the deal's first bookable day and longest rental; null when none is left. */
  searchHref: string | null;
};

export type RelocationPageData = ContentPageData & { relocations: RelocationListing[] };

export async function loadRelocationPage(now: Date = new Date()): Promise<RelocationPageData> {
  const data = contentPageData("pages", "rental-car-relocation");
  if (!data) throw notFound();
  const [{ relocations }, branches] = await Promise.all([loadDeals(now), listBranches()]);
  const byId = new Map(branches.map((branch) => [branch.id, branch]));
  const today = nowInNewZealand(now).date;
  return {
    ...data,
    relocations: relocations.map((deal) => {
      const search = relocationSearch(deal, today);
      return {
        ...deal,
        pickupBranchSlug: byId.get(deal.pickupBranchId)?.slug ?? null,
        dropOffBranchSlug: byId.get(deal.dropOffBranchId)?.slug ?? null,
        pickupPhone: byId.get(deal.pickupBranchId)?.phone ?? null,
        searchHref: search ? searchHref(search) : null,
      };
    }),
  };
}
