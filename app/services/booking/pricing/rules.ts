/**
 * Prices of a rental (issue 3): seasonal daily rate × rental days (or a hot-deal rate), one-way
 * fee, extras, insurance, carbon offset, shuttle, promo discount and card processing fee. Pure:
 * the caller loads the options from the database and passes them in.
 */
import { CURRENCY } from "~/models/constants";
import type {
  CardType,
  DealType,
  ExtraPricing,
  PriceBreakdown,
  PricedExtra,
  PriceLine,
  RateSeason,
} from "../../../models/schema/booking";
import { CARBON_OFFSET_PER_DAY, type OneWayFees } from "../constants";
import { newZealandWallClockMinutes, nowInNewZealand } from "~/models/nz-clock";
import { roundMoney } from "../../platform/money";
import { englishPriceLineLabel } from "./line-label";

export type {
  PriceBreakdown,
  PricedExtra,
  PriceLine,
  PriceLineKind,
  RateSeason,
} from "../../../models/schema/booking";

const MINUTES_PER_DAY = 1440;

/* ------------------------------------------------------------------------------------------------
 * Rental days
 * ---------------------------------------------------------------------------------------------- */

/**
 * Rental days: 24-hour periods from pick-up to drop-off, any part period counting as a whole day,
 * at least 1. Periods are measured on the New Zealand wall clock, so 10:00 to 10:00 a week later
 * is 7 days even when daylight saving starts or ends in between.
 */
export function rentalDays(pickupAt: Date, dropOffAt: Date): number {
  const minutes = newZealandWallClockMinutes(dropOffAt) - newZealandWallClockMinutes(pickupAt);
  return Math.max(1, Math.ceil(minutes / MINUTES_PER_DAY));
}

/** The New Zealand calendar date ("YYYY-MM-DD") of an instant, on the kept clock of models/nz-clock.ts. */
export function nzDate(at: Date): string {
  return nowInNewZealand(at).date;
}

/** A rental's period as pricing reads it: its rental days and the New Zealand date of its pick-up. */
export type RentalPeriod = { days: number; pickupDate: string };

/**
 * Measures a period once: a search prices every class over the same period, and its
 * flexible-dates row every class over each of seven, so each asks the wall clock once, not per
 * class (issue 22).
 */
export function rentalPeriod(pickupAt: Date, dropOffAt: Date): RentalPeriod {
  return { days: rentalDays(pickupAt, dropOffAt), pickupDate: nzDate(pickupAt) };
}

/* ------------------------------------------------------------------------------------------------
 * Seasons
 * ---------------------------------------------------------------------------------------------- */

/**
 * The season of a pick-up date at a branch: among the seasons covering the date (and the branch),
 * the highest priority; at equal priority a branch-specific season beats a general one, then the
 * later start. Null when none covers the date (the class rate then applies unchanged).
 */
export function findSeason(
  seasons: readonly RateSeason[],
  pickupDate: string,
  branchCode: string,
): RateSeason | null {
  const matching = seasons.filter(
    (season) =>
      season.startsOn <= pickupDate &&
      pickupDate <= season.endsOn &&
      (season.branchCodes === null || season.branchCodes.includes(branchCode)),
  );
  matching.sort(
    (a, b) =>
      b.priority - a.priority ||
      Number(b.branchCodes !== null) - Number(a.branchCodes !== null) ||
      b.startsOn.localeCompare(a.startsOn),
  );
  return matching[0] ?? null;
}

/** Class daily rate × season multiplier, rounded to cents. */
export function seasonalDailyRate(
  classDailyRate: number,
  season: Pick<RateSeason, "multiplier"> | null,
): number {
  return roundMoney(classDailyRate * (season?.multiplier ?? 1));
}

/* ------------------------------------------------------------------------------------------------
 * One-way fee
 * ---------------------------------------------------------------------------------------------- */

export type Island = "north" | "south" | "waiheke";

/**
 * The island of each branch code. Waiheke counts as an island of its own: our cars may not go on
 * the Waiheke car ferry (see ferry-rules.ts), so its cars stay on the island.
 */
export const BRANCH_ISLANDS: Readonly<Record<string, Island>> = {
  AKC: "north",
  AKL: "north",
  WHK: "waiheke",
  WLG: "north",
  NSN: "south",
  CHC: "south",
  ZQN: "south",
  DUD: "south",
  IVC: "south",
};

export type PricingBranch = { id: number; code: string; city: string };

/**
 * One-way fee when the drop-off branch differs from the pick-up branch: none within the same
 * city (Auckland City ↔ Auckland Airport), a flat fee on the same island, a higher one between
 * islands (an unknown branch code counts as another island). The fees are passed in: the
 * defaults of constants.ts, or head office's (booking/pricing/one-way-fees.server.ts loads them).
 */
export function oneWayFee(pickup: PricingBranch, dropOff: PricingBranch, fees: OneWayFees): number {
  if (pickup.id === dropOff.id) return 0;
  if (pickup.city === dropOff.city) return fees.sameCity;
  const from = BRANCH_ISLANDS[pickup.code];
  const to = BRANCH_ISLANDS[dropOff.code];
  return from !== undefined && from === to ? fees.sameIsland : fees.interIsland;
}

/* ------------------------------------------------------------------------------------------------
 * The price of a reservation
 * ---------------------------------------------------------------------------------------------- */

export type PricingExtra = {
  code: string;
  name: string;
  pricing: ExtraPricing;
  price: number;
  /** Most charged per unit for a rental (per-day items); null = no cap. */
  cap: number | null;
  maxQuantity: number;
};
export type PricingInsurance = { code: string; name: string; dailyPrice: number };
export type PricingShuttle = { code: string; name: string; price: number };
export type PricingPromo = { code: string; discountPercent: number };
export type PricingHotDeal = { id?: number; dealType: DealType; dailyRate: number | null; freeDays: number };
export type PricingProcessingFee = { cardType: CardType; label?: string; percent: number };

export type PriceInput = {
  /** rentalPeriod(pickupAt, dropOffAt). */
  period: RentalPeriod;
  pickupBranch: PricingBranch;
  dropOffBranch: PricingBranch;
  /** The one-way fees in force (loadOneWayFees). */
  oneWayFees: OneWayFees;
  carClass: { classCode: string; dailyRate: number };
  /** Every season; the one of the pick-up date at the pick-up branch applies. */
  seasons?: readonly RateSeason[];
  hotDeal?: PricingHotDeal | null;
  extras?: ReadonlyArray<{ extra: PricingExtra; quantity: number }>;
  insurance?: PricingInsurance | null;
  isCarbonOffset?: boolean;
  shuttle?: PricingShuttle | null;
  promo?: PricingPromo | null;
  /** The card chosen at payment; its fee is a percent of everything else, added last. */
  processingFee?: PricingProcessingFee | null;
};

/** Charge for one extra line: per day × days (each unit capped) or per rental, × quantity. */
export function priceExtra(extra: PricingExtra, quantity: number, days: number): PricedExtra {
  const units = Math.max(0, Math.min(Math.floor(quantity), extra.maxQuantity));
  let perUnit = extra.pricing === "per_day" ? roundMoney(extra.price * days) : roundMoney(extra.price);
  let capped = false;
  if (extra.pricing === "per_day" && extra.cap !== null && perUnit > extra.cap) {
    perUnit = roundMoney(extra.cap);
    capped = true;
  }
  return {
    code: extra.code,
    name: extra.name,
    pricing: extra.pricing,
    quantity: units,
    unitPrice: roundMoney(extra.price),
    cap: extra.cap,
    capped,
    amount: roundMoney(perUnit * units),
  };
}

/** A daily rate less a percent, rounded to cents: a promo code's price per day. */
export function discountedRate(dailyRate: number, percent: number): number {
  return roundMoney((dailyRate * (100 - percent)) / 100);
}

/** A card's processing fee: a percent of everything else, rounded to cents. */
export function processingFeeAmount(subtotal: number, percent: number): number {
  return roundMoney((subtotal * percent) / 100);
}

/**
 * A line of words written where it is shown (line-label.ts): its values kept, and its English
 * words as the label readers of the row see.
 */
function labelled(line: Omit<PriceLine, "label">): PriceLine {
  return { ...line, label: englishPriceLineLabel({ ...line, label: "" }) };
}

/**
 * The full price breakdown. Every line is rounded to cents on its own, and the totals are sums
 * of the rounded lines, so the lines shown always add up to the total shown.
 */
export function priceReservation(input: PriceInput): PriceBreakdown {
  const { days, pickupDate } = input.period;
  const lines: PriceLine[] = [];

  // Vehicle: seasonal rate, or the deal's rate and free days.
  const season = findSeason(input.seasons ?? [], pickupDate, input.pickupBranch.code);
  const deal = input.hotDeal ?? null;
  const seasonalRate = seasonalDailyRate(input.carClass.dailyRate, season);
  const dailyRate = deal?.dailyRate != null ? roundMoney(deal.dailyRate) : seasonalRate;
  const freeDays = Math.min(days, Math.max(0, Math.floor(deal?.freeDays ?? 0)));
  const chargeableDays = days - freeDays;
  const vehicleAmount = roundMoney(dailyRate * chargeableDays);
  lines.push(
    labelled({
      kind: "vehicle",
      code: input.carClass.classCode,
      values: { days: chargeableDays, rate: dailyRate, ...(freeDays > 0 ? { freeDays } : {}) },
      amount: vehicleAmount,
    }),
  );

  // One-way fee; a relocation is the company moving its own car, so it has none.
  const fee =
    deal?.dealType === "Relocation"
      ? 0
      : roundMoney(oneWayFee(input.pickupBranch, input.dropOffBranch, input.oneWayFees));
  if (fee > 0) lines.push(labelled({ kind: "oneWayFee", amount: fee }));

  const extras = (input.extras ?? [])
    .map(({ extra, quantity }) => priceExtra(extra, quantity, days))
    .filter((line) => line.quantity > 0);
  for (const line of extras) {
    lines.push({
      kind: "extra",
      code: line.code,
      label: line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name,
      amount: line.amount,
    });
  }
  const extrasTotal = roundMoney(extras.reduce((sum, line) => sum + line.amount, 0));

  const insurance = input.insurance
    ? {
        code: input.insurance.code,
        name: input.insurance.name,
        dailyPrice: roundMoney(input.insurance.dailyPrice),
        days,
        amount: roundMoney(input.insurance.dailyPrice * days),
      }
    : null;
  if (insurance)
    lines.push({ kind: "insurance", code: insurance.code, label: insurance.name, amount: insurance.amount });

  const carbonOffset = input.isCarbonOffset ? roundMoney(CARBON_OFFSET_PER_DAY * days) : 0;
  if (input.isCarbonOffset) lines.push(labelled({ kind: "carbonOffset", amount: carbonOffset }));

  const shuttle = input.shuttle
    ? { code: input.shuttle.code, name: input.shuttle.name, amount: roundMoney(input.shuttle.price) }
    : null;
  if (shuttle)
    lines.push({ kind: "shuttle", code: shuttle.code, label: shuttle.name, amount: shuttle.amount });

  // Promo: percent off the vehicle charge only, and not on top of a deal rate. The percent comes
  // off the daily rate, rounded to cents per day, so that the per-day price shown times the days
  // is the vehicle charge after the discount to the cent (issue 24 item 8).
  const promoExcludedByDeal = Boolean(input.promo && deal);
  const discountedDailyRate =
    input.promo && !deal ? discountedRate(dailyRate, input.promo.discountPercent) : dailyRate;
  const discount =
    input.promo && !deal
      ? {
          code: input.promo.code,
          percent: input.promo.discountPercent,
          amount: roundMoney(vehicleAmount - discountedDailyRate * chargeableDays),
        }
      : null;
  if (discount) {
    lines.push(
      labelled({
        kind: "discount",
        code: discount.code,
        values: { percent: discount.percent },
        amount: -discount.amount,
      }),
    );
  }

  const subtotal = roundMoney(
    vehicleAmount +
      fee +
      extrasTotal +
      (insurance?.amount ?? 0) +
      carbonOffset +
      (shuttle?.amount ?? 0) -
      (discount?.amount ?? 0),
  );

  const processingFee = input.processingFee
    ? {
        cardType: input.processingFee.cardType,
        percent: input.processingFee.percent,
        amount: processingFeeAmount(subtotal, input.processingFee.percent),
      }
    : null;
  if (processingFee && processingFee.amount > 0) {
    lines.push(
      labelled({
        kind: "processingFee",
        code: processingFee.cardType,
        values: { percent: processingFee.percent },
        amount: processingFee.amount,
      }),
    );
  }

  return {
    currency: CURRENCY,
    days,
    season: season ? { code: season.code, name: season.name, multiplier: season.multiplier } : null,
    vehicle: {
      classCode: input.carClass.classCode,
      baseDailyRate: roundMoney(input.carClass.dailyRate),
      dailyRate,
      dealType: deal?.dealType ?? null,
      hotDealId: deal?.id ?? null,
      freeDays,
      chargeableDays,
      amount: vehicleAmount,
    },
    oneWayFee: fee,
    extras,
    extrasTotal,
    insurance,
    carbonOffset,
    shuttle,
    discount,
    promoExcludedByDeal,
    discountedDailyRate,
    averageDailyRate: roundMoney((vehicleAmount - (discount?.amount ?? 0)) / days),
    subtotal,
    processingFee,
    total: roundMoney(subtotal + (processingFee?.amount ?? 0)),
    lines,
  };
}
