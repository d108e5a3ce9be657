import { getSeasonForPickup, hotDealsForItinerary } from "../pricing/rates.server";
import { listRateSeasons, type HotDeal } from "~/models/catalog/booking-options.server";
import { getBranchById, type Branch } from "~/models/catalog/branches.server";
import { fuelTypeLabel, listCarClasses, type CarClass } from "~/models/catalog/car-classes.server";
import { findActivePromo } from "../promo/codes.server";
import type { OneWayFees } from "../constants";
import { loadOneWayFees } from "../pricing/one-way-fees.server";
import type { CarClassStatus, TowedSpecs } from "~/models/schema";
import { availabilityByClass, type ClassAvailability } from "../availability/availability.server";
import type { SessionItinerary } from "../session.server";
import { fromNewZealand, nowInNewZealand } from "../../platform/dates";
import { roundMoney } from "../../platform/money";
import {
  priceReservation,
  rentalPeriod,
  seasonalDailyRate,
  type PriceBreakdown,
  type PricingPromo,
  type RateSeason,
} from "../pricing/rules";
import { orderVehicles } from "../vehicles/ordering";
import { cardPrice, type CardPrice } from "./card-price";
import type { SpecVehicle } from "../vehicles/specs";

/** What every vehicle card shows of a class (spec section 3 field names where it names them). */
export type VehicleSummary = {
  carClassId: number;
  classCode: string;
  name: string;
  vehicleType: { name: string; vehicleOrder: number };
  fuelType: string;
  /** unleaded and unleaded 91 show as Petrol (spec section 3). */
  fuelLabel: string;
  seats: number;
  doors: number;
  transmission: string | null;
  largeBags: number;
  smallBags: number;
  marketingCategory: string | null;
  images: { path: string; alt: string }[];
  /** The glamper and trailers: size, load, sleeping places, tow requirements; null otherwise. */
  towedSpecs: TowedSpecs | null;
};

/** A vehicle of the results list of a search. */
export type VehicleResult = VehicleSummary & {
  carClassStatus: CarClassStatus;
  available: number;
  hotDealInfo: {
    id: number;
    dealType: HotDeal["dealType"];
    puBranchName: string;
    doBranchName: string;
    description: string;
  } | null;
  /** Vehicle, one-way fee and promo only: extras and insurance come in the booking steps. */
  price: PriceBreakdown;
};

export type ItineraryInstants = { pickupAt: Date; dropOffAt: Date };

export function itineraryInstants(
  itinerary: Pick<SessionItinerary, "pickupDate" | "pickupTime" | "dropOffDate" | "dropOffTime">,
): ItineraryInstants {
  return {
    pickupAt: fromNewZealand(itinerary.pickupDate, itinerary.pickupTime),
    dropOffAt: fromNewZealand(itinerary.dropOffDate, itinerary.dropOffTime),
  };
}

export type BookingContext = {
  pickupBranch: Branch;
  dropOffBranch: Branch;
  pickupAt: Date;
  dropOffAt: Date;
  seasons: RateSeason[];
  promo: PricingPromo | null;
  oneWayFees: OneWayFees;
};

/** Branches, instants, season and promo of an itinerary: what every price of it needs. */
export async function loadBookingContext(
  itinerary: SessionItinerary,
  options: { reservationId?: string | null } = {},
): Promise<BookingContext | null> {
  const { pickupAt, dropOffAt } = itineraryInstants(itinerary);
  const [pickupBranch, dropOffBranch] = await Promise.all([
    getBranchById(itinerary.pickupBranchId),
    getBranchById(itinerary.dropOffBranchId),
  ]);
  if (!pickupBranch || !dropOffBranch) return null;
  const [season, promoRow, oneWayFees] = await Promise.all([
    getSeasonForPickup(pickupBranch.code, pickupAt),
    itinerary.promoCode
      ? findActivePromo(itinerary.promoCode, pickupAt, { exceptReservationId: options.reservationId })
      : Promise.resolve(null),
    loadOneWayFees(),
  ]);
  return {
    pickupBranch,
    dropOffBranch,
    pickupAt,
    dropOffAt,
    seasons: season ? [season] : [],
    promo: promoRow ? { code: promoRow.code, discountPercent: promoRow.discountPercent } : null,
    oneWayFees,
  };
}

export function toVehicleSummary(carClass: CarClass): VehicleSummary {
  return {
    carClassId: carClass.carClassId,
    classCode: carClass.classCode,
    name: carClass.name,
    vehicleType: { name: carClass.vehicleTypeName, vehicleOrder: carClass.vehicleOrder },
    fuelType: carClass.fuelType,
    fuelLabel: fuelTypeLabel(carClass.fuelType),
    seats: carClass.seats,
    doors: carClass.doors,
    transmission: carClass.transmission,
    largeBags: carClass.largeBags,
    smallBags: carClass.smallBags,
    marketingCategory: carClass.marketingCategory,
    images: carClass.images,
    towedSpecs: carClass.towedSpecs,
  };
}

function toResult(
  carClass: CarClass,
  status: CarClassStatus,
  available: number,
  deal: HotDeal | null,
  price: PriceBreakdown,
): VehicleResult {
  return {
    ...toVehicleSummary(carClass),
    carClassStatus: status,
    available,
    hotDealInfo: deal
      ? {
          id: deal.id,
          dealType: deal.dealType,
          puBranchName: deal.puBranchName,
          doBranchName: deal.doBranchName,
          description: deal.description,
        }
      : null,
    price,
  };
}

/**
 * What a vehicle card reads of a class, and all the list pages' loader data carries of it: the
 * name, type, specs (specs.ts), the first photo and how many there are. The other photos load on
 * demand from the class's photo page (docs/decisions/0076-results-cards-one-image.md).
 */
export type CardVehicle = SpecVehicle & {
  carClassId: number;
  classCode: string;
  name: string;
  vehicleTypeName: string;
  /** The card's photo (the first of the class's); null when the class has none. */
  photo: { path: string; alt: string } | null;
  photoCount: number;
};

export function toCardVehicle(vehicle: VehicleSummary): CardVehicle {
  return {
    carClassId: vehicle.carClassId,
    classCode: vehicle.classCode,
    name: vehicle.name,
    vehicleTypeName: vehicle.vehicleType.name,
    seats: vehicle.seats,
    doors: vehicle.doors,
    largeBags: vehicle.largeBags,
    smallBags: vehicle.smallBags,
    transmission: vehicle.transmission,
    fuelLabel: vehicle.fuelLabel,
    // Absent rather than null: every byte of a card is repeated 20-odd times on a results page.
    ...(vehicle.towedSpecs ? { towedSpecs: vehicle.towedSpecs } : {}),
    photo: vehicle.images[0] ?? null,
    photoCount: vehicle.images.length,
  };
}

/**
 * What a results card shows of a search result: the class, its status and deal, and the prices
 * shown. The page's loader data carries this rather than the whole result (a third of the
 * results page's HTML was the price breakdown, serialised for the browser and never read there).
 */
export type QuotedVehicleCard = CardVehicle & {
  carClassStatus: CarClassStatus;
  /** The deal or relocation, absent without one. */
  hotDealInfo?: Omit<NonNullable<VehicleResult["hotDealInfo"]>, "id">;
  /** The prices shown, adding up: the price's own, or a business account's (cover included). */
  shown: ShownCardPrice;
};

/**
 * A card's price as the page's data carries it: free days and the named lines (a one-way fee,
 * cover on free days) are absent when there are none, as on most cards (ADR 0080).
 */
export type ShownCardPrice = Pick<CardPrice, "dailyRate" | "days" | "total"> &
  Partial<Pick<CardPrice, "freeDays" | "lines">>;

export function toQuotedCard(
  vehicle: VehicleResult,
  shown: CardPrice = cardPrice(vehicle.price),
): QuotedVehicleCard {
  const deal = vehicle.hotDealInfo;
  const { dailyRate, days, freeDays, lines, total } = shown;
  return {
    ...toCardVehicle(vehicle),
    carClassStatus: vehicle.carClassStatus,
    ...(deal
      ? {
          hotDealInfo: {
            dealType: deal.dealType,
            puBranchName: deal.puBranchName,
            doBranchName: deal.doBranchName,
            description: deal.description,
          },
        }
      : {}),
    shown: {
      dailyRate,
      days,
      total,
      ...(freeDays > 0 ? { freeDays } : {}),
      ...(lines.length > 0 ? { lines } : {}),
    },
  };
}

/** A card of the fleet list before any search: the class and its 'from' daily rate. */
export type FleetVehicleCard = CardVehicle & { fromDailyRate: number };

export function toFleetCard(vehicle: UnquotedVehicle): FleetVehicleCard {
  return { ...toCardVehicle(vehicle), fromDailyRate: vehicle.fromDailyRate };
}

/**
 * The vehicle search (spec section 7 /booking/search): every visible class with its
 * availability at the pick-up branch, its hot deal or relocation when one applies, and its price,
 * in the order of spec section 4.
 */
export async function searchVehicles(
  itinerary: SessionItinerary,
  now: Date = new Date(),
  loaded: { context?: BookingContext | null; availability?: Map<number, ClassAvailability> } = {},
): Promise<VehicleResult[]> {
  const context = loaded.context === undefined ? await loadBookingContext(itinerary) : loaded.context;
  if (!context) return [];
  const { pickupAt, dropOffAt, pickupBranch, dropOffBranch } = context;
  const [classes, availability, deals] = await Promise.all([
    listCarClasses(),
    loaded.availability ?? availabilityByClass({ pickupBranchId: pickupBranch.id, pickupAt, dropOffAt, now }),
    hotDealsForItinerary({
      pickupBranchId: pickupBranch.id,
      dropOffBranchId: dropOffBranch.id,
      pickupAt,
      dropOffAt,
    }),
  ]);
  const dealByClass = new Map(deals.map((deal) => [deal.carClassId, deal]));
  const period = rentalPeriod(pickupAt, dropOffAt);
  const results: VehicleResult[] = [];
  for (const carClass of classes) {
    const classAvailability = availability.get(carClass.carClassId);
    if (!classAvailability || classAvailability.status === "Invisible") continue;
    const deal = dealByClass.get(carClass.carClassId) ?? null;
    const price = priceReservation({
      period,
      pickupBranch,
      dropOffBranch,
      oneWayFees: context.oneWayFees,
      carClass,
      seasons: context.seasons,
      hotDeal: deal
        ? { id: deal.id, dealType: deal.dealType, dailyRate: deal.dailyRate, freeDays: deal.freeDays }
        : null,
      promo: context.promo,
    });
    results.push(toResult(carClass, classAvailability.status, classAvailability.available, deal, price));
  }
  return orderVehicles(results);
}

/** One class of a search, as the booking steps need it (null when it is no longer offered). */
export async function findVehicleResult(
  itinerary: SessionItinerary,
  carClassId: number,
): Promise<VehicleResult | null> {
  const results = await searchVehicles(itinerary);
  return results.find((result) => result.carClassId === carClassId) ?? null;
}

/** A vehicle of the fleet list shown before any search, with its lowest daily rate. */
export type UnquotedVehicle = VehicleSummary & { carClassStatus: CarClassStatus; fromDailyRate: number };

/**
 * The fleet with a 'from' daily price (spec section 7 /booking/unquotedSearch): the class rate in
 * the cheapest season of the coming year, so the price shown is one a visitor can really get.
 */
export async function unquotedVehicles(now: Date = new Date()): Promise<UnquotedVehicle[]> {
  const today = nowInNewZealand(now).date;
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  const [classes, seasons] = await Promise.all([
    listCarClasses(),
    listRateSeasons({ from: today, to: nextYear }),
  ]);
  const multipliers = seasons
    .filter((season) => season.branchCodes === null)
    .map((season) => season.multiplier);
  const cheapest = multipliers.length > 0 ? Math.min(1, ...multipliers) : 1;
  const vehicles = classes
    .filter((carClass) => carClass.carClassStatus !== "Invisible")
    .map((carClass) => ({
      ...toVehicleSummary(carClass),
      carClassStatus: carClass.carClassStatus,
      fromDailyRate: roundMoney(seasonalDailyRate(carClass.dailyRate, { multiplier: cheapest })),
    }));
  return orderVehicles(vehicles);
}
