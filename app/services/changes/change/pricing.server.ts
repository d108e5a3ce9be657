/**
 * The price of a booking with other extras, cover or flight number, and with new dates, branches
 * or class (docs/changes.md, "Change a booking"), with the booking's own pricing rules
 * (priceReservation):
 * - When the itinerary stays, the vehicle charge (rate per day, days, season) and the one-way fee
 *   stay as booked, and so do the carbon offset and the shuttle.
 * - A new itinerary is priced at today's rates, as a new search would price it: the new class's
 *   rate with the season of the new pick-up date and branch, the one-way fee between the new
 *   branches. A shuttle priced with the booking stays as booked while the pick-up branch stays;
 *   one at another branch can't run, so it falls away (apply.server.ts drops its request).
 * - Extras and cover are priced at today's rates for the booking's (new) days.
 * - The promo code (promoForChange): the percent it was booked with stays while the pick-up date
 *   stays; a change that moves the pick-up date checks the code on the new date as a new search
 *   would (this booking's own use not counted), and it falls away with the reason when it fails.
 * - The extend flow prices a new drop-off with this same function (extend/pricing.server.ts).
 * - The card processing fee is the percent the booking was paid with (none for a bank transfer).
 */
import {
  listExtras,
  listInsuranceOptions,
  type Extra,
  type InsuranceOption,
} from "~/models/catalog/booking-options.server";
import type { Branch } from "~/models/catalog/branches.server";
import type { CarClass } from "~/models/catalog/car-classes.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { loadOneWayFees } from "../../booking/pricing/one-way-fees.server";
import { getSeasonForPickup } from "../../booking/pricing/rates.server";
import { lookupPromo } from "../../booking/promo/codes.server";
import {
  priceReservation,
  rentalPeriod,
  type PriceBreakdown,
  type PriceInput,
  nzDate,
  type PricingPromo,
} from "../../booking/pricing/rules";
import type { ChangeChoice, ChangeOptions } from "./rules";
import { promoFellAway } from "./text";

export type ChangeCatalog = ChangeOptions & {
  extraRows: Extra[];
  insuranceRows: InsuranceOption[];
};

/** The extras and cover on offer, as the booking's extras step offers them. */
export async function loadChangeCatalog(): Promise<ChangeCatalog> {
  const [extraRows, insuranceRows] = await Promise.all([listExtras(), listInsuranceOptions()]);
  return {
    extraRows,
    insuranceRows,
    extras: extraRows.map((extra) => ({
      code: extra.code,
      name: extra.name,
      maxQuantity: extra.maxQuantity,
    })),
    insuranceCodes: insuranceRows.map((option) => option.code),
  };
}

/** The booking's extras, cover and flight number as a choice. */
export function currentChoice(
  reservation: Pick<Reservation, "extras" | "insuranceCode" | "customerDetails">,
) {
  return {
    extras: reservation.extras
      .filter((extra) => extra.quantity > 0)
      .map((extra) => ({ code: extra.code, quantity: extra.quantity })),
    insuranceCode: reservation.insuranceCode ?? "",
    flightNumber: reservation.customerDetails?.flightNumber ?? null,
  } satisfies ChangeChoice;
}

export type PricedChange = {
  breakdown: PriceBreakdown;
  /** The promo code that fell away (and why), when one did. */
  promoDropped: { code: string; note: string } | null;
};

/**
 * The promo code of a changed booking (see the file comment): kept, with the percent it was
 * booked with, while the pick-up stays on the same New Zealand day; else checked on the new day.
 */
export async function promoForChange(
  reservation: Pick<Reservation, "id" | "pickupAt">,
  old: Pick<PriceBreakdown, "discount">,
  pickupAt: Date,
): Promise<{ promo: PricingPromo | null; promoDropped: PricedChange["promoDropped"] }> {
  if (!old.discount) return { promo: null, promoDropped: null };
  const kept = { code: old.discount.code, discountPercent: old.discount.percent };
  if (nzDate(pickupAt) === nzDate(reservation.pickupAt)) return { promo: kept, promoDropped: null };
  const lookup = await lookupPromo(old.discount.code, pickupAt, { exceptReservationId: reservation.id });
  if (lookup.status === "active") return { promo: kept, promoDropped: null };
  return {
    promo: null,
    promoDropped: { code: old.discount.code, note: promoFellAway(old.discount.code, lookup.status) },
  };
}

/** What an unpriced booking brings to a new price: no promo, no card fee, no shuttle. */
const NOTHING_BOOKED: Pick<PriceBreakdown, "discount" | "processingFee" | "shuttle"> = {
  discount: null,
  processingFee: null,
  shuttle: null,
};

/** A new itinerary to price: the branches and class as read, the instants in New Zealand time. */
export type NewItinerary = {
  pickupBranch: Branch;
  dropOffBranch: Branch;
  carClass: CarClass;
  pickupAt: Date;
  dropOffAt: Date;
};

type ItineraryPricing = Pick<
  PriceInput,
  "period" | "pickupBranch" | "dropOffBranch" | "oneWayFees" | "carClass" | "seasons" | "shuttle"
>;

/** The itinerary's part of the price as booked: the vehicle charge and the one-way fee as they were. */
function bookedItinerary(reservation: Reservation, old: PriceBreakdown): ItineraryPricing {
  // Branch ids only tell a one-way rental from a return one; the fee is the one booked.
  const fee = old.oneWayFee;
  return {
    period: rentalPeriod(reservation.pickupAt, reservation.dropOffAt),
    pickupBranch: { id: reservation.pickupBranchId, code: "", city: "pickup" },
    dropOffBranch: { id: reservation.dropOffBranchId, code: "", city: "drop-off" },
    oneWayFees: { sameCity: fee, sameIsland: fee, interIsland: fee },
    carClass: { classCode: old.vehicle.classCode, dailyRate: old.vehicle.dailyRate },
    seasons: [],
    shuttle: old.shuttle
      ? { code: old.shuttle.code, name: old.shuttle.name, price: old.shuttle.amount }
      : null,
  };
}

/** The itinerary's part of the price of a new itinerary, at today's rates (as a new search). */
async function newItinerary(
  reservation: Reservation,
  old: Pick<PriceBreakdown, "shuttle">,
  to: NewItinerary,
): Promise<ItineraryPricing> {
  const [season, oneWayFees] = await Promise.all([
    getSeasonForPickup(to.pickupBranch.code, to.pickupAt),
    loadOneWayFees(),
  ]);
  const shuttle =
    old.shuttle && to.pickupBranch.id === reservation.pickupBranchId
      ? { code: old.shuttle.code, name: old.shuttle.name, price: old.shuttle.amount }
      : null;
  return {
    period: rentalPeriod(to.pickupAt, to.dropOffAt),
    pickupBranch: to.pickupBranch,
    dropOffBranch: to.dropOffBranch,
    oneWayFees,
    carClass: to.carClass,
    seasons: season ? [season] : [],
    shuttle,
  };
}

/**
 * The booking priced with the choice and, when given, a new itinerary (see the file comment); null
 * when it has no price to start from.
 */
export async function priceChoice(
  reservation: Reservation,
  choice: ChangeChoice,
  catalog: ChangeCatalog,
  itinerary: NewItinerary | null = null,
): Promise<PricedChange | null> {
  // Without a price to start from, only a new itinerary can be priced (as a new search would).
  const old = reservation.priceBreakdown ?? (itinerary ? NOTHING_BOOKED : null);
  if (!old) return null;
  const extras = new Map(catalog.extraRows.map((extra) => [extra.code, extra]));
  const insurance = catalog.insuranceRows.find((option) => option.code === choice.insuranceCode) ?? null;

  const { promo, promoDropped } = await promoForChange(
    reservation,
    old,
    itinerary?.pickupAt ?? reservation.pickupAt,
  );

  const booked = old as PriceBreakdown;
  const breakdown = priceReservation({
    ...(itinerary ? await newItinerary(reservation, old, itinerary) : bookedItinerary(reservation, booked)),
    extras: choice.extras.flatMap(({ code, quantity }) => {
      const extra = extras.get(code);
      return extra ? [{ extra, quantity }] : [];
    }),
    insurance,
    isCarbonOffset: reservation.isCarbonOffset,
    promo,
    processingFee: old.processingFee
      ? { cardType: old.processingFee.cardType, percent: old.processingFee.percent }
      : null,
  });
  if (itinerary) return { breakdown, promoDropped };
  return {
    // The vehicle as booked (its season and the class's own rate), only the rest priced anew.
    breakdown: {
      ...breakdown,
      season: booked.season,
      vehicle: { ...breakdown.vehicle, baseDailyRate: booked.vehicle.baseDailyRate },
    },
    promoDropped,
  };
}
