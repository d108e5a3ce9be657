import {
  getItinerary,
  itineraryExpiry,
  ITINERARY_EXPIRED_PARAM,
  type SessionItinerary,
} from "../session.server";
import { takeVehiclesNotice, takeVehiclesRetryAfter } from "../steps/flow.server";
import { viewItinerary, type ItineraryView } from "../search/itinerary-view.server";
import { flexibleDates, flexiblePeriods, type FlexibleDates } from "../search/flexible-dates.server";
import { availabilityByPeriods } from "../availability/availability.server";
import { appliedPromoCode, loadSearchForm, type SearchFormData } from "../search/form-defaults.server";
import {
  loadBookingContext,
  searchVehicles,
  toFleetCard,
  toQuotedCard,
  unquotedVehicles,
  type FleetVehicleCard,
  type QuotedVehicleCard,
} from "../search/results.server";
import type { AppSession } from "../../platform/session.server";
import {
  applyVehicleFilters,
  loosenAdvice,
  readVehicleFilters,
  type LoosenOption,
  type VehicleFilters,
} from "./filters";
import { readVehicleSort, sortVehicles, type VehicleSort } from "./sorting";
import { classRatings, type ClassRatings } from "../reviews/reviews.server";

export type VehiclesPage = {
  /** The applied promo code (the "Have a promo code?" entry shows it), or null. */
  promoCode: string | null;
  filters: VehicleFilters;
  sort: VehicleSort;
  /** When the filters leave nothing: which filter to loosen (null otherwise). */
  loosen: { message: string; options: LoosenOption[] } | null;
  expired: boolean;
  notice: string | null;
  /** With a notice refusing a hold over the holds cap: the seconds to wait (the page answers 429). */
  retryAfterSeconds: number | null;
  /** Verified renters' average per class (one query per visit; absent below the minimum). */
  ratings: ClassRatings;
} & (
  | {
      quoted: true;
      itinerary: ItineraryView;
      vehicles: QuotedVehicleCard[];
      total: number;
      /** The cheapest total starting up to 3 days earlier or later (flexible-dates.server.ts). */
      flexible: FlexibleDates | null;
    }
  | {
      quoted: false;
      /**
       * The search form, open above the fleet. A page of results has none: its "Change pick-up,
       * drop-off or dates" link opens /search-vehicles/, prefilled from the session (ADR 0080).
       */
      form: SearchFormData;
      vehicles: FleetVehicleCard[];
      total: number;
    }
);

/**
 * The itinerary's results and its flexible-dates row: the availability of the seven periods of
 * the row (the middle one is the search's own) is counted once for both (ADR 0078).
 */
async function searchWithFlexibleDates(itinerary: SessionItinerary, now: Date) {
  const [view, context] = await Promise.all([viewItinerary(itinerary), loadBookingContext(itinerary)]);
  if (!context) return [view, [], null] as const;
  const periods = flexiblePeriods(itinerary);
  const availability = await availabilityByPeriods({
    pickupBranchId: context.pickupBranch.id,
    periods,
    now,
  });
  const middle = availability[periods.findIndex((period) => period.offset === 0)];
  const [results, flexible] = await Promise.all([
    searchVehicles(itinerary, now, { context, availability: middle }),
    flexibleDates(itinerary, now, { context, availability }),
  ]);
  return [view, results, flexible] as const;
}

/**
 * /vehicles/: with a live itinerary, the search results (re-run on every visit, so prices and
 * availability are current and a promo change shows at once); without one, or once it has
 * expired, the fleet with 'from' prices and the search form. Either list is filtered and sorted as
 * the URL asks (filters.ts, sorting.ts): by the total shown after a search, by the 'from' price
 * before one.
 */
export async function loadVehiclesPage(
  session: AppSession,
  url: URL,
  now: Date = new Date(),
): Promise<VehiclesPage> {
  const filters = readVehicleFilters(url.searchParams);
  const sort = readVehicleSort(url.searchParams);
  const notice = takeVehiclesNotice(session);
  const retryAfterSeconds = notice ? takeVehiclesRetryAfter(session) : null;
  const itinerary = getItinerary(session);
  const user = {
    userId: (session.get("userId") as string | undefined) ?? null,
    isAppLogin: session.get("isAppLogin") === true,
  };
  const expiry = itinerary ? itineraryExpiry(itinerary, user, now) : null;
  const expired =
    url.searchParams.get(ITINERARY_EXPIRED_PARAM) === "1" || expiry === "expired" || expiry === "other-user";
  const ratings = await classRatings(now);
  const promoCode = appliedPromoCode(session);

  if (itinerary && !expiry) {
    const [view, results, flexible] = await searchWithFlexibleDates(itinerary, now);
    if (view) {
      const cards = applyVehicleFilters(results, filters).map((vehicle) => toQuotedCard(vehicle));
      const vehicles = sortVehicles(cards, sort, (card) => card.shown.total);
      const loosen = loosenAdvice(results, filters, sort);
      return {
        promoCode,
        filters,
        sort,
        loosen,
        expired,
        notice,
        retryAfterSeconds,
        ratings,
        quoted: true,
        itinerary: view,
        vehicles,
        total: results.length,
        flexible,
      };
    }
  }
  const [fleet, form] = await Promise.all([unquotedVehicles(now), loadSearchForm(session, now)]);
  const vehicles = sortVehicles(
    applyVehicleFilters(fleet, filters),
    sort,
    (vehicle) => vehicle.fromDailyRate,
  ).map(toFleetCard);
  const loosen = loosenAdvice(fleet, filters, sort);
  return {
    promoCode,
    filters,
    sort,
    loosen,
    expired,
    notice,
    retryAfterSeconds,
    ratings,
    quoted: false,
    form,
    vehicles,
    total: fleet.length,
  };
}
