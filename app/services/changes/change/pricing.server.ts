/**
 * The price of a booking with other extras, cover or flight number (docs/changes.md, "Change a
 * booking"), with the booking's own pricing rules (priceReservation):
 * - The itinerary doesn't move, so the vehicle charge (rate per day, days, season) and the
 *   one-way fee stay as booked, and so do the carbon offset and the shuttle.
 * - Extras and cover are priced at today's rates for the booking's days, as the booking would
 *   be now.
 * - The promo code stays when it is still valid for the pick-up date (findActivePromo, this
 *   booking's own use not counted), with the percent it was booked with; otherwise it falls away
 *   and the page says why.
 * - The card processing fee is the percent the booking was paid with (none for a bank transfer).
 */
import {
  listExtras,
  listInsuranceOptions,
  type Extra,
  type InsuranceOption,
} from "~/models/catalog/booking-options.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import { lookupPromo } from "../../booking/promo/codes.server";
import { priceReservation, rentalPeriod, type PriceBreakdown } from "../../booking/pricing/rules";
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

/** The booking priced with the choice (see the file comment); null when it has no price to start from. */
export async function priceChoice(
  reservation: Reservation,
  choice: ChangeChoice,
  catalog: ChangeCatalog,
): Promise<PricedChange | null> {
  const old = reservation.priceBreakdown;
  if (!old) return null;
  const extras = new Map(catalog.extraRows.map((extra) => [extra.code, extra]));
  const insurance = catalog.insuranceRows.find((option) => option.code === choice.insuranceCode) ?? null;

  let promo: { code: string; discountPercent: number } | null = null;
  let promoDropped: PricedChange["promoDropped"] = null;
  if (old.discount) {
    const lookup = await lookupPromo(old.discount.code, reservation.pickupAt, {
      exceptReservationId: reservation.id,
    });
    if (lookup.status === "active")
      promo = { code: old.discount.code, discountPercent: old.discount.percent };
    else promoDropped = { code: old.discount.code, note: promoFellAway(old.discount.code, lookup.status) };
  }

  // Branch ids only tell a one-way rental from a return one; the fee is the one booked.
  const fee = old.oneWayFee;
  const breakdown = priceReservation({
    period: rentalPeriod(reservation.pickupAt, reservation.dropOffAt),
    pickupBranch: { id: reservation.pickupBranchId, code: "", city: "pickup" },
    dropOffBranch: { id: reservation.dropOffBranchId, code: "", city: "drop-off" },
    oneWayFees: { sameCity: fee, sameIsland: fee, interIsland: fee },
    carClass: { classCode: old.vehicle.classCode, dailyRate: old.vehicle.dailyRate },
    seasons: [],
    extras: choice.extras.flatMap(({ code, quantity }) => {
      const extra = extras.get(code);
      return extra ? [{ extra, quantity }] : [];
    }),
    insurance,
    isCarbonOffset: reservation.isCarbonOffset,
    shuttle: old.shuttle
      ? { code: old.shuttle.code, name: old.shuttle.name, price: old.shuttle.amount }
      : null,
    promo,
    processingFee: old.processingFee
      ? { cardType: old.processingFee.cardType, percent: old.processingFee.percent }
      : null,
  });
  return {
    // The vehicle as booked (its season and the class's own rate), only the rest priced anew.
    breakdown: {
      ...breakdown,
      season: old.season,
      vehicle: { ...breakdown.vehicle, baseDailyRate: old.vehicle.baseDailyRate },
    },
    promoDropped,
  };
}
