import { getBranchById, type Branch } from "~/models/catalog/branches.server";
import { releaseHold } from "~/models/reservations/reservations.server";
import {
  getItinerary,
  getReservation,
  getStoredPromo,
  resetReservation,
  setItinerary,
  setReservation,
  setStoredPromo,
  type SessionItinerary,
} from "../session.server";
import { needsWaihekeCarFerry } from "./ferry-rules";
import { validateItinerary, type ItineraryErrors } from "./itinerary";
import { checkRentalLimits } from "./limits";
import { SEARCH_FORM_MESSAGES } from "./text";
import type { SearchFormInput } from "./form";
import type { AppSession } from "../../platform/session.server";

export type SearchFieldErrors = ItineraryErrors & { pickupBranch?: string; dropOffBranch?: string };

export type SearchOutcome =
  { ok: true; itinerary: SessionItinerary } | { ok: false; fieldErrors: SearchFieldErrors };

export type CheckedSearch =
  { ok: true; pickupBranch: Branch; dropOffBranch: Branch } | { ok: false; fieldErrors: SearchFieldErrors };

/**
 * The rules of a search without the session (the web search below and the API's booking/search):
 * both branches bookable on the web and on the same side of the Waiheke car ferry (our cars may not
 * take it), then the itinerary rules of spec section 5 (dates, times,
 * branch hours) against them.
 */
export async function checkSearch(input: SearchFormInput, now: Date = new Date()): Promise<CheckedSearch> {
  const [pickupBranch, dropOffBranch] = await Promise.all([
    getBranchById(input.pickupBranch),
    getBranchById(input.dropOffBranch ?? input.pickupBranch),
  ]);
  const fieldErrors: SearchFieldErrors = {};
  if (!isBookable(pickupBranch)) fieldErrors.pickupBranch = SEARCH_FORM_MESSAGES.branchUnknown;
  if (!isBookable(dropOffBranch)) fieldErrors.dropOffBranch = SEARCH_FORM_MESSAGES.branchUnknown;
  if (!pickupBranch || !dropOffBranch || Object.keys(fieldErrors).length > 0)
    return { ok: false, fieldErrors };
  if (needsWaihekeCarFerry(pickupBranch.code, dropOffBranch.code)) {
    return { ok: false, fieldErrors: { dropOffBranch: SEARCH_FORM_MESSAGES.waihekeCarFerry } };
  }

  // The rules of spec section 5 first; our rental limits (ADR 0072) where those pass.
  const itineraryErrors = {
    ...checkRentalLimits(input, now),
    ...validateItinerary(input, { pickup: pickupBranch, dropOff: dropOffBranch }, now),
  };
  if (Object.keys(itineraryErrors).length > 0) return { ok: false, fieldErrors: itineraryErrors };
  return { ok: true, pickupBranch, dropOffBranch };
}

/**
 * Runs a vehicle search for the visitor: checks the itinerary rules of spec section 5 against
 * the chosen branches, then stores the new itinerary in the session. A new vehicle list resets
 * the reservation (spec section 4), so any car held for the previous search is given back.
 * The promo code already applied (or stored before there was an itinerary) carries over.
 */
export async function runSearch(
  session: AppSession,
  input: SearchFormInput,
  options: { now?: Date; campaignName?: string | null } = {},
): Promise<SearchOutcome> {
  const now = options.now ?? new Date();
  const checked = await checkSearch(input, now);
  if (!checked.ok) return checked;
  const { pickupBranch, dropOffBranch } = checked;

  const previous = getItinerary(session);
  const storedPromo = getStoredPromo(session);
  const itinerary: SessionItinerary = {
    pickupBranchId: pickupBranch.id,
    dropOffBranchId: dropOffBranch.id,
    pickupDate: input.pickupDate,
    pickupTime: input.pickupTime,
    dropOffDate: input.dropOffDate,
    dropOffTime: input.dropOffTime,
    promoCode: previous?.promoCode || storedPromo?.promoCode || "",
    aaNumber: previous?.promoCode ? previous.aaNumber : (storedPromo?.aaNumber ?? null),
    agentId: previous?.agentId ?? null,
    clientReferenceNumber: previous?.clientReferenceNumber ?? null,
    lastQueryDateTime: now.toISOString(),
    searchedByUserId: (session.get("userId") as string | undefined) ?? null,
  };
  await startNewVehicleList(session, options.campaignName ?? null);
  setItinerary(session, itinerary);
  setStoredPromo(session, null);
  return { ok: true, itinerary };
}

/**
 * A new vehicle list or a change of vehicle: the held car goes back to the fleet and the
 * reservation returns to step index 1 (spec section 4).
 */
export async function startNewVehicleList(session: AppSession, campaignName: string | null): Promise<void> {
  const reservation = getReservation(session);
  if (reservation?.reservationId) await releaseHold(reservation.reservationId);
  setReservation(session, resetReservation(campaignName ?? reservation?.campaignName ?? null));
}

function isBookable(branch: Branch | null): branch is Branch {
  return branch !== null && branch.showOnWeb;
}
