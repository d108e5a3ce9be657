import { getBranchById } from "~/models/catalog/branches.server";
import type { SessionItinerary } from "../session.server";
import { formatLongDate } from "../../platform/dates";
import { rentalDays } from "../pricing/rules";
import { itineraryInstants } from "./results.server";
import { findTimeSlot } from "../../platform/time-slots";
import { inEnglish } from "../../platform/i18n/translate";

/** An itinerary as the pages show it: branch names and readable dates. */
export type ItineraryView = {
  pickup: { branchName: string; date: string; time: string };
  dropOff: { branchName: string; date: string; time: string };
  days: number;
  promoCode: string | null;
};

/** "10:00 AM" in English (the spec's form), "10:00" in the other languages (New Zealand time). */
const timeText = (text24: string) => (inEnglish() ? (findTimeSlot(text24)?.text12 ?? text24) : text24);

export async function viewItinerary(itinerary: SessionItinerary): Promise<ItineraryView | null> {
  const [pickup, dropOff] = await Promise.all([
    getBranchById(itinerary.pickupBranchId),
    getBranchById(itinerary.dropOffBranchId),
  ]);
  if (!pickup || !dropOff) return null;
  const { pickupAt, dropOffAt } = itineraryInstants(itinerary);
  return {
    pickup: {
      branchName: pickup.name,
      date: formatLongDate(itinerary.pickupDate),
      time: timeText(itinerary.pickupTime),
    },
    dropOff: {
      branchName: dropOff.name,
      date: formatLongDate(itinerary.dropOffDate),
      time: timeText(itinerary.dropOffTime),
    },
    days: rentalDays(pickupAt, dropOffAt),
    promoCode: itinerary.promoCode || null,
  };
}
