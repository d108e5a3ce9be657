import { getInsuranceOption } from "~/models/catalog/booking-options.server";
import { getBusinessAccount } from "~/models/accounts/users.server";
import {
  getItinerary,
  itineraryExpiry,
  setItinerary,
  type SessionItinerary,
} from "../booking/session.server";
import { ALL_INCLUSIVE_INSURANCE_CODE } from "./constants";
import { runSearch } from "../booking/search/itinerary-search.server";
import {
  searchVehicles,
  toQuotedCard,
  type QuotedVehicleCard,
  type VehicleResult,
} from "../booking/search/results.server";
import { cardPrice, withDailyCover, type CardPrice } from "../booking/search/card-price";
import type { SearchFormInput } from "../booking/search/form";
import type { AppSession } from "../platform/session.server";
import { type SessionUser } from "../accounts/user-session.server";

/** A new booking for a client: the business search, the prices the account sees, the cover it starts with. */

/**
 * Runs the search of /business/my-account/new-booking/ and records the business account on the
 * itinerary: its agent id goes onto the reservation when a vehicle is chosen; the client
 * reference of an earlier client is cleared (step 3 asks for the new one).
 */
export async function runBusinessSearch(
  session: AppSession,
  input: SearchFormInput,
  context: { agentId: string | null; campaignName: string | null; now?: Date },
) {
  const outcome = await runSearch(session, input, { campaignName: context.campaignName, now: context.now });
  if (!outcome.ok) return outcome;
  const itinerary: SessionItinerary = {
    ...outcome.itinerary,
    agentId: context.agentId,
    clientReferenceNumber: null,
  };
  setItinerary(session, itinerary);
  return { ok: true as const, itinerary };
}

export type BusinessVehicle = VehicleResult & {
  /** What the agent sees: the vehicle price, plus standard cover for all-inclusive agents. */
  shownTotal: number;
  shownDailyRate: number;
  shownPrice: CardPrice;
};

/**
 * All-inclusive prices (our decision, docs/business.md): for an all-inclusive agent the
 * rate shown includes standard cover (ALL_INCLUSIVE_INSURANCE_CODE) for every rental day, and
 * unlimited kilometres (every GO rental has them). The booking then starts with that cover.
 * The card's per-day price includes the cover, so per day × days still adds up to the total.
 */
export function allInclusivePrice(
  vehicle: Pick<VehicleResult, "price">,
  insuranceDailyPrice: number,
): CardPrice {
  return withDailyCover(cardPrice(vehicle.price), insuranceDailyPrice);
}

/** The itinerary the new-booking page shows results for: live, searched by this user for this account. */
export function businessItinerary(
  session: AppSession,
  user: SessionUser,
  agentId: string | null,
  now: Date = new Date(),
): SessionItinerary | null {
  const itinerary = getItinerary(session);
  if (!itinerary || itinerary.agentId !== agentId) return null;
  if (itineraryExpiry(itinerary, { userId: user.userId, isAppLogin: user.isAppLogin }, now)) return null;
  return itinerary;
}

/** The new-booking page's result cards: the account's own prices are the ones shown. */
export function businessVehicleCards(vehicles: BusinessVehicle[]): QuotedVehicleCard[] {
  return vehicles.map((vehicle) => toQuotedCard(vehicle, vehicle.shownPrice));
}

export async function businessVehicles(
  itinerary: SessionItinerary,
  isAllInclusive: boolean,
  now: Date = new Date(),
): Promise<BusinessVehicle[]> {
  const [vehicles, cover] = await Promise.all([
    searchVehicles(itinerary, now),
    isAllInclusive ? getInsuranceOption(ALL_INCLUSIVE_INSURANCE_CODE) : Promise.resolve(null),
  ]);
  return vehicles.map((vehicle) => {
    const price = cover ? allInclusivePrice(vehicle, cover.dailyPrice) : cardPrice(vehicle.price);
    return { ...vehicle, shownTotal: price.total, shownDailyRate: price.dailyRate, shownPrice: price };
  });
}

/** The insurance an account's bookings start with: standard cover for all-inclusive agents. */
export function startingInsurance(isAllInclusive: boolean): string | null {
  return isAllInclusive ? ALL_INCLUSIVE_INSURANCE_CODE : null;
}

/** The insurance the bookings of this user's business account start with. */
export async function accountStartingInsurance(userId: string): Promise<string | null> {
  const account = await getBusinessAccount(userId);
  return startingInsurance(account?.isAllInclusive ?? false);
}
