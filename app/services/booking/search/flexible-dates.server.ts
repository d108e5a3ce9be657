/**
 * Flexible dates (issue 23 item 6): for the same rental, the cheapest total when the pick-up moves
 * up to FLEXIBLE_DAYS_EACH_SIDE days earlier or later, each day a link that runs that search. The
 * availability of the seven periods comes from one count of the fleet and one of the bookings
 * (availabilityByPeriods), which the results page shares with its own search (the middle day);
 * seasons, deals and prices come from the catalogue and the pricing rules.
 */
import dayjs from "dayjs";
import { localDateFormat } from "../../platform/i18n/formats";
import { inEnglish } from "../../platform/i18n/translate";
import { listActiveDeals, listRateSeasons } from "~/models/catalog/booking-options.server";
import { listCarClasses } from "~/models/catalog/car-classes.server";
import {
  availabilityByPeriods,
  isBookable,
  type ClassAvailability,
} from "../availability/availability.server";
import { dealsForItinerary } from "../pricing/rates.server";
import { priceReservation, rentalDays, rentalPeriod } from "../pricing/rules";
import type { SessionItinerary } from "../session.server";
import { fromNewZealand } from "../../platform/dates";
import { cardPrice } from "./card-price";
import { lastPickupDate } from "./limits";
import { addDays } from "./links";
import { loadBookingContext, type BookingContext } from "./results.server";
import { FLEXIBLE_DAYS_EACH_SIDE } from "./text";

/**
 * One day of the row: its dates and the cheapest total (null: "—", no link). The day's link is the
 * row's search with the day's dates (itinerarySearchHref), built where it is shown: seven links of
 * 150 characters need not travel in the page's data as well as in its HTML (ADR 0080).
 */
export type FlexibleDay = {
  pickupDate: string;
  dropOffDate: string;
  /** "Mon 7 Dec": the pick-up day. */
  label: string;
  current: boolean;
  /**
   * The cheapest card total of a bookable class that drives itself (not a trailer or the glamper);
   * null when past, beyond the horizon or sold out.
   */
  total: number | null;
};

/** What every day of the row searches besides its dates: the search's branches and times. */
export type FlexibleSearch = Pick<
  SessionItinerary,
  "pickupBranchId" | "dropOffBranchId" | "pickupTime" | "dropOffTime"
>;

export type FlexibleDates = { days: number; search: FlexibleSearch; row: FlexibleDay[] };

/** The seven pick-up dates around a search, the same rental length and times each. */
export function flexibleDayDates(
  itinerary: Pick<SessionItinerary, "pickupDate" | "dropOffDate">,
): { offset: number; pickupDate: string; dropOffDate: string }[] {
  const row = [];
  for (let offset = -FLEXIBLE_DAYS_EACH_SIDE; offset <= FLEXIBLE_DAYS_EACH_SIDE; offset += 1) {
    row.push({
      offset,
      pickupDate: addDays(itinerary.pickupDate, offset),
      dropOffDate: addDays(itinerary.dropOffDate, offset),
    });
  }
  return row;
}

/** The seven periods of the row, with their instants: the middle one is the itinerary's own. */
export function flexiblePeriods(itinerary: SessionItinerary) {
  return flexibleDayDates(itinerary).map((day) => ({
    ...day,
    pickupAt: fromNewZealand(day.pickupDate, itinerary.pickupTime),
    dropOffAt: fromNewZealand(day.dropOffDate, itinerary.dropOffTime),
  }));
}

/**
 * The row for an itinerary; null when its branches are unknown. `availability` is that of
 * flexiblePeriods(itinerary), when the caller has it already (the results page).
 */
export async function flexibleDates(
  itinerary: SessionItinerary,
  now: Date = new Date(),
  loaded: { context?: BookingContext | null; availability?: Map<number, ClassAvailability>[] } = {},
): Promise<FlexibleDates | null> {
  const context = loaded.context ?? (await loadBookingContext(itinerary));
  if (!context) return null;
  const { pickupBranch, dropOffBranch, promo, oneWayFees } = context;
  const dates = flexiblePeriods(itinerary);
  const first = dates[0];
  const last = dates[dates.length - 1];
  const [classes, availabilityByDay, seasons, deals] = await Promise.all([
    listCarClasses(),
    loaded.availability ?? availabilityByPeriods({ pickupBranchId: pickupBranch.id, periods: dates, now }),
    listRateSeasons({ from: first.pickupDate, to: last.pickupDate }),
    listActiveDeals(),
  ]);
  const horizon = lastPickupDate(now);
  const row = dates.map((day): FlexibleDay => {
    const offered = day.pickupAt > now && day.pickupDate <= horizon;
    const index = day.offset + FLEXIBLE_DAYS_EACH_SIDE;
    const total = offered ? cheapestTotal(day, availabilityByDay[index]) : null;
    return {
      pickupDate: day.pickupDate,
      dropOffDate: day.dropOffDate,
      label: dayLabel(day.pickupDate),
      current: day.offset === 0,
      total,
    };
  });
  const search = {
    pickupBranchId: pickupBranch.id,
    dropOffBranchId: dropOffBranch.id,
    pickupTime: itinerary.pickupTime,
    dropOffTime: itinerary.dropOffTime,
  };
  return { days: rentalDays(context.pickupAt, context.dropOffAt), search, row };

  function cheapestTotal(
    day: (typeof dates)[number],
    availability: Map<number, ClassAvailability>,
  ): number | null {
    const dealIndex = new Map(
      dealsForItinerary(deals, {
        pickupBranchId: pickupBranch.id,
        dropOffBranchId: dropOffBranch.id,
        pickupAt: day.pickupAt,
        dropOffAt: day.dropOffAt,
      }).map((deal) => [deal.carClassId, deal]),
    );
    let cheapest: number | null = null;
    const period = rentalPeriod(day.pickupAt, day.dropOffAt);
    for (const carClass of classes) {
      // A trailer or the glamper needs a car to tow it: it is no trip on its own.
      if (carClass.towedSpecs !== null) continue;
      const status = availability.get(carClass.carClassId)?.status;
      if (!status || !isBookable(status)) continue;
      const deal = dealIndex.get(carClass.carClassId) ?? null;
      const price = priceReservation({
        period,
        pickupBranch,
        dropOffBranch,
        oneWayFees,
        carClass,
        seasons,
        hotDeal: deal
          ? { id: deal.id, dealType: deal.dealType, dailyRate: deal.dailyRate, freeDays: deal.freeDays }
          : null,
        promo,
      });
      const total = cardPrice(price).total;
      if (cheapest === null || total < cheapest) cheapest = total;
    }
    return cheapest;
  }
}

/** "Thu 24 Dec" in English (as before), the page's locale's short form otherwise ("Do., 24. Dez."). */
function dayLabel(isoDate: string): string {
  if (inEnglish()) return dayjs(isoDate).format("ddd D MMM");
  return localDateFormat("flexible-day:utc", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
