/**
 * A confirmed booking's new itinerary (pick-up and drop-off date, time and branch, vehicle class):
 * checked with the search's own rules and messages (checkSearch), priced at today's rates as a new
 * search would (priceReservation with the new branches, season and class), and a car of the new
 * class held for the review (hold.server.ts) without giving up the booking's own car, which it keeps
 * until the change commits (docs/changes.md, "Change the itinerary").
 *
 * The change in progress is the booking's `booking_changes` row of kind "change", as for extras and
 * cover; the itinerary's part of its detail is under the key "itinerary" (ItineraryChangeDetail).
 */
import {
  getExtrasByCodes,
  getInsuranceOption,
  getShuttleOption,
} from "~/models/catalog/booking-options.server";
import type { Branch } from "~/models/catalog/branches.server";
import { getCarClassById, type CarClass } from "~/models/catalog/car-classes.server";
import {
  abandonChange,
  getChangeInProgress,
  openChange,
  updateChange,
  type BookingChange,
} from "~/models/reservations/booking-changes.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { availabilityOfClass } from "../../booking/availability/availability.server";
import { loadOneWayFees } from "../../booking/pricing/one-way-fees.server";
import { getSeasonForPickup } from "../../booking/pricing/rates.server";
import { priceReservation, rentalPeriod, type PriceBreakdown } from "../../booking/pricing/rules";
import { lookupPromo } from "../../booking/promo/codes.server";
import { holdLimitMessage } from "../../booking/text";
import type { SearchFormInput } from "../../booking/search/form";
import { checkSearch, type SearchFieldErrors } from "../../booking/search/itinerary-search.server";
import { itineraryInstants } from "../../booking/search/results.server";
import { roundMoney } from "../../platform/money";
import { blockOf } from "./change.server";
import { holdForChange } from "./hold.server";
import { itineraryOf, sameItinerary, type ItineraryChangeDetail, type ItineraryOf } from "./itinerary-rules";
import { changeDifference, isMysteryClass } from "./rules";
import { ITINERARY_CHANGE_MESSAGES, promoFellAway, type ChangeBlockReason } from "./text";

/** The new itinerary as posted: the search form's fields and the vehicle class. */
export type ItineraryChangeInput = SearchFormInput & { carClassId: number };

/** Messages beside the fields: the search's own, the vehicle's, or the form's. */
export type ItineraryChangeErrors = SearchFieldErrors & { carClassId?: string; form?: string };

export type PricedItinerary = {
  breakdown: PriceBreakdown;
  promoDropped: { code: string; note: string } | null;
};

/**
 * The booking priced for a new itinerary at today's rates, as a new search would price it: the new
 * class's rate and the season of the new pick-up date and branch, the one-way fee between the new
 * branches, the booking's extras, cover, carbon offset and shuttle at today's prices for the new
 * days. The promo code stays, with the percent it was booked with, when it is still valid for the
 * new pick-up date (this booking's own use not counted); otherwise it falls away, with the reason.
 * The card fee is the percent the booking was paid with (none for a bank transfer), as for a
 * change of extras. Null when the booking has no price to start from.
 */
export async function priceItinerary(
  reservation: Reservation,
  to: { pickupBranch: Branch; dropOffBranch: Branch; carClass: CarClass; pickupAt: Date; dropOffAt: Date },
): Promise<PricedItinerary | null> {
  const old = reservation.priceBreakdown;
  if (!old) return null;
  const [season, extras, insurance, shuttle, oneWayFees, promoLookup] = await Promise.all([
    getSeasonForPickup(to.pickupBranch.code, to.pickupAt),
    getExtrasByCodes(reservation.extras.map((extra) => extra.code)),
    reservation.insuranceCode ? getInsuranceOption(reservation.insuranceCode) : Promise.resolve(null),
    reservation.shuttleCode ? getShuttleOption(reservation.shuttleCode) : Promise.resolve(null),
    loadOneWayFees(),
    old.discount
      ? lookupPromo(old.discount.code, to.pickupAt, { exceptReservationId: reservation.id })
      : Promise.resolve(null),
  ]);
  const keepPromo = old.discount && promoLookup?.status === "active";
  const quantities = new Map(reservation.extras.map((extra) => [extra.code, extra.quantity]));
  const breakdown = priceReservation({
    period: rentalPeriod(to.pickupAt, to.dropOffAt),
    pickupBranch: to.pickupBranch,
    dropOffBranch: to.dropOffBranch,
    oneWayFees,
    carClass: to.carClass,
    seasons: season ? [season] : [],
    extras: extras.map((extra) => ({ extra, quantity: quantities.get(extra.code) ?? 0 })),
    insurance,
    isCarbonOffset: reservation.isCarbonOffset,
    shuttle,
    promo:
      keepPromo && old.discount ? { code: old.discount.code, discountPercent: old.discount.percent } : null,
    processingFee: old.processingFee
      ? { cardType: old.processingFee.cardType, percent: old.processingFee.percent }
      : null,
  });
  const promoDropped =
    old.discount && !keepPromo
      ? {
          code: old.discount.code,
          note: promoFellAway(old.discount.code, promoLookup?.status ?? "unknown"),
        }
      : null;
  return { breakdown, promoDropped };
}

export type ItineraryProposal =
  | { kind: "invalid"; errors: ItineraryChangeErrors }
  | { kind: "blocked"; reason: ChangeBlockReason }
  /** No car of the class is free for the new itinerary (the booking's own counted as free to it). */
  | { kind: "soldout"; message: string }
  /** The holds cap of the visitor's address (docs/booking.md). */
  | { kind: "hold_limit"; message: string; retryAfterSeconds: number }
  | { kind: "held"; change: BookingChange; detail: ItineraryChangeDetail };

/**
 * Checks a new itinerary for a confirmed booking, prices it and holds a car of its class for the
 * review, then saves it on the booking's change in progress (a new change when a card payment for
 * other choices was under way). `clientAddress` is the visitor's (clientAddress(context)): the
 * change's hold counts in its holds cap like any other.
 */
export async function proposeItineraryChange(
  reservation: Reservation,
  input: ItineraryChangeInput,
  options: { clientAddress?: string | null; now?: Date } = {},
): Promise<ItineraryProposal> {
  const now = options.now ?? new Date();
  const blocked = await blockOf(reservation, now);
  if (blocked) return { kind: "blocked", reason: blocked };
  const checked = await checkSearch(input, now);
  if (!checked.ok) return { kind: "invalid", errors: checked.fieldErrors };
  const { pickupAt, dropOffAt } = itineraryInstants(input);
  const from = itineraryOf(reservation);
  const to: ItineraryOf = {
    carClassId: input.carClassId,
    pickupBranchId: checked.pickupBranch.id,
    dropOffBranchId: checked.dropOffBranch.id,
    pickupAt: pickupAt.toISOString(),
    dropOffAt: dropOffAt.toISOString(),
  };
  if (sameItinerary(from, to))
    return { kind: "invalid", errors: { form: ITINERARY_CHANGE_MESSAGES.nothingChanged } };

  // The classes a new search would list: kept at the branch, and never a mystery class. Whether a
  // car is free is the hold's to say (under the class lock; the booking's earlier hold for this
  // change is given back first).
  const carClass = await getCarClassById(input.carClassId);
  const availability = carClass
    ? await availabilityOfClass({
        pickupBranchId: to.pickupBranchId,
        carClassId: to.carClassId,
        pickupAt,
        dropOffAt,
        now,
        excludeReservationId: reservation.id,
      })
    : null;
  if (!carClass || !availability || availability.status === "Invisible" || isMysteryClass(carClass))
    return { kind: "invalid", errors: { carClassId: ITINERARY_CHANGE_MESSAGES.classNotOffered } };

  const priced = await priceItinerary(reservation, {
    pickupBranch: checked.pickupBranch,
    dropOffBranch: checked.dropOffBranch,
    carClass,
    pickupAt,
    dropOffAt,
  });
  if (!priced) return { kind: "blocked", reason: "unpriced" };

  const held = await holdForChange(reservation, to, priced.breakdown, {
    clientAddress: options.clientAddress,
    now,
  });
  if (!held.ok && held.reason === "hold_limit")
    return { kind: "hold_limit", message: holdLimitMessage(held), retryAfterSeconds: held.retryAfterSeconds };
  if (!held.ok) return { kind: "soldout", message: ITINERARY_CHANGE_MESSAGES.soldOut };

  const oldTotal = roundMoney(reservation.total);
  const detail: ItineraryChangeDetail = {
    from,
    to,
    holdId: held.reservation.id,
    oldTotal,
    newTotal: priced.breakdown.total,
    difference: changeDifference(oldTotal, priced.breakdown.total),
    breakdown: priced.breakdown,
    promoNote: priced.promoDropped?.note ?? null,
  };
  const existing = await getChangeInProgress(reservation.id, "change");
  if (existing?.status === "awaiting-payment") await abandonChange(existing.id, now);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const change = await openChange(reservation.id, "change", { now });
    const saved = await updateChange(change.id, {
      detail: { itinerary: detail },
      amount: detail.difference,
      now,
    });
    if (saved) return { kind: "held", change: saved, detail };
  }
  throw new Error(`proposeItineraryChange: no change could be saved for ${reservation.reference}`);
}
