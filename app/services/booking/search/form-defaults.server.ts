import { listBranches } from "~/models/catalog/branches.server";
import { getItinerary, getStoredPromo } from "../session.server";
import { nowInNewZealand } from "../../platform/dates";
import type { SearchFormDefaults } from "./form";
import { addDays } from "./links";
import type { AppSession } from "../../platform/session.server";

export type SearchBranchOption = { id: number; name: string; city: string };

export type SearchFormData = {
  branches: SearchBranchOption[];
  defaults: SearchFormDefaults;
  /** Today in New Zealand: the earliest date the date inputs offer. */
  minDate: string;
  promoCode: string | null;
};

/** Default times: mid-morning, when every branch is open. */
const DEFAULT_TIME = "10:00";

/** Whether the visitor has a search (its results are at /vehicles/); the form then starts from it. */
export function hasSearch(session: AppSession): boolean {
  return getItinerary(session) !== null;
}

/** The promo code the visitor has applied: their search's, else the one kept for their next search. */
export function appliedPromoCode(session: AppSession): string | null {
  return getItinerary(session)?.promoCode || getStoredPromo(session)?.promoCode || null;
}

/**
 * What the search form needs: the branches shown on the web and the values to start from (the
 * current itinerary, else tomorrow for a week).
 */
export async function loadSearchForm(session: AppSession, now: Date = new Date()): Promise<SearchFormData> {
  const branches = await listBranches({ showOnWebOnly: true });
  const itinerary = getItinerary(session);
  const today = nowInNewZealand(now).date;
  const tomorrow = addDays(today, 1);
  const weekLater = addDays(today, 8);
  const defaults: SearchFormDefaults = itinerary
    ? {
        pickupBranch: String(itinerary.pickupBranchId),
        dropOffBranch:
          itinerary.dropOffBranchId === itinerary.pickupBranchId ? "" : String(itinerary.dropOffBranchId),
        pickupDate: itinerary.pickupDate,
        pickupTime: itinerary.pickupTime,
        dropOffDate: itinerary.dropOffDate,
        dropOffTime: itinerary.dropOffTime,
      }
    : {
        pickupBranch: "",
        dropOffBranch: "",
        pickupDate: tomorrow,
        pickupTime: DEFAULT_TIME,
        dropOffDate: weekLater,
        dropOffTime: DEFAULT_TIME,
      };
  return {
    branches: branches.map((branch) => ({ id: branch.id, name: branch.name, city: branch.city })),
    defaults,
    minDate: today,
    promoCode: appliedPromoCode(session),
  };
}
