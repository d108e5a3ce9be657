/**
 * Loaders of the pages built from live data: vehicle category, seat and accessories pages,
 * branch and region pages, and the deals list. Slug resolution is pure (tested); the data comes
 * from the models; the prose from place-content.ts.
 */
import { listHotDeals } from "../../booking/pricing/rates.server";
import { listExtras, listInsuranceOptions, listShuttlesForBranch, type HotDeal } from "~/models/catalog/booking-options.server";
import { getBranchBySlug, listBranches, type Branch } from "~/models/catalog/branches.server";
import { formatBranchHours } from "../../platform/time-slots";
import { MARKETING_CATEGORY_SLUGS, type MarketingCategory } from "~/models/schema/catalog";
import { BRANCHES } from "./branch-links";
import {
  ACCESSORIES_COPY,
  BRANCH_CONTENT,
  CATEGORY_COPY,
  REGION_COPY,
  SEAT_COPY,
  SEAT_COUNTS,
  isRegionSlug,
  type BranchContent,
  type FaqEntry,
  type PageCopy,
  type RegionSlug,
  type SeatCount,
} from "./content";
import { toFleetCard, unquotedVehicles, type UnquotedVehicle } from "../../booking/search/results.server";
import type { SearchFormData } from "../../booking/search/form-defaults.server";
import { dealSearchHref } from "../../booking/search/links";
import { directionsUrl, mapPins, type MapPin } from "./map";
import { nowInNewZealand } from "../../platform/dates";

export const NOT_FOUND_STATUS = 404;

export type VehiclePageKind =
  | { kind: "category"; category: MarketingCategory }
  | { kind: "seats"; seats: SeatCount }
  | { kind: "accessories" };

/** /vehicles/{slug}/: a marketing category, "{N}-seater-car-rental" or the accessories page. */
export const ACCESSORIES_SLUG = "car-rental-accessories";
/** "7-seater-car-rental": the slug of the page of vehicles with at least that many seats. */
export const seatPageSlug = (seats: SeatCount) => `${seats}-seater-car-rental`;

export function resolveVehiclePage(slug: string): VehiclePageKind | null {
  if ((MARKETING_CATEGORY_SLUGS as string[]).includes(slug)) return { kind: "category", category: slug as MarketingCategory };
  if (slug === ACCESSORIES_SLUG) return { kind: "accessories" };
  const match = /^(\d+)-seater-car-rental$/.exec(slug);
  if (match) {
    const seats = Number(match[1]);
    if ((SEAT_COUNTS as readonly number[]).includes(seats)) return { kind: "seats", seats: seats as SeatCount };
  }
  return null;
}

export function vehiclePageCopy(page: VehiclePageKind): PageCopy {
  switch (page.kind) {
    case "category":
      return CATEGORY_COPY[page.category];
    case "seats":
      return SEAT_COPY[page.seats];
    case "accessories":
      return ACCESSORIES_COPY;
  }
}

export function filterVehiclesForPage<T extends Pick<UnquotedVehicle, "marketingCategory" | "seats">>(
  vehicles: readonly T[],
  page: Exclude<VehiclePageKind, { kind: "accessories" }>,
): T[] {
  return page.kind === "category"
    ? vehicles.filter((vehicle) => vehicle.marketingCategory === page.category)
    : vehicles.filter((vehicle) => vehicle.seats >= page.seats);
}

/** The page's classes as fleet cards (what the cards show, no more). */
export async function loadVehicleListing(page: Exclude<VehiclePageKind, { kind: "accessories" }>, now: Date = new Date()) {
  return filterVehiclesForPage(await unquotedVehicles(now), page).map(toFleetCard);
}

export async function loadAccessories() {
  const [extras, insurance] = await Promise.all([listExtras(), listInsuranceOptions()]);
  return {
    extras: extras.map(({ code, name, description, pricing, price, cap, maxQuantity }) => ({ code, name, description, pricing, price, cap, maxQuantity })),
    insurance: insurance.map(({ code, name, description, dailyPrice, excess, bond, isDefault }) => ({ code, name, description, dailyPrice, excess, bond, isDefault })),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Branches and regions
 * ---------------------------------------------------------------------------------------------- */

export type BranchCard = {
  slug: string;
  name: string;
  address: string;
  city: string;
  island: string;
  hours: string;
  phone: string;
  href: string;
  lat: number;
  lng: number;
};

function islandOf(slug: string): string {
  return BRANCHES.find((branch) => branch.slug === slug)?.island ?? "";
}

export function toBranchCard(branch: Branch): BranchCard {
  return {
    slug: branch.slug,
    name: branch.name,
    address: branch.address,
    city: branch.city,
    island: islandOf(branch.slug),
    hours: formatBranchHours(branch),
    phone: branch.phone,
    href: `/rental-car-locations/${branch.slug}/`,
    lat: branch.lat,
    lng: branch.lng,
  };
}

export function mapUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}


/** The branch map's pins: every branch on the web, the one whose page this is marked. */
export async function branchMapPins(currentSlug: string | null = null): Promise<MapPin[]> {
  return mapPins(await listBranchCards(), currentSlug);
}

export async function listBranchCards(): Promise<BranchCard[]> {
  return (await listBranches({ showOnWebOnly: true })).map(toBranchCard);
}

/** What /rental-car-locations/{slug}/ is: a branch first (branch slugs win), then a region. */
export type LocationSlug = { kind: "branch"; slug: string } | { kind: "region"; slug: RegionSlug };

export async function resolveLocationSlug(slug: string): Promise<LocationSlug | null> {
  const branch = await getBranchBySlug(slug);
  if (branch && branch.showOnWeb) return { kind: "branch", slug };
  if (isRegionSlug(slug)) return { kind: "region", slug };
  return null;
}

export function afterHoursRules(branch: Pick<Branch, "isAllowedAfterHoursPickups" | "isAllowedAfterHoursDroppedOff">): { pickup: string; dropOff: string } {
  return {
    pickup: branch.isAllowedAfterHoursPickups
      ? "After-hours pick-up is available: tell us your flight or arrival time when you book and we'll arrange your key."
      : "Pick-ups are during opening hours only.",
    dropOff: branch.isAllowedAfterHoursDroppedOff
      ? "After-hours drop-off is available: park in the marked bays and leave the key in the secure key drop."
      : "Drop-offs are during opening hours only.",
  };
}

/** The branch's written FAQ with the live hours answer first. */
export function branchFaq(branch: Branch, content: BranchContent): FaqEntry[] {
  const rules = afterHoursRules(branch);
  return [
    {
      question: `What are the opening hours of ${branch.name}?`,
      answer: `We're open ${formatBranchHours(branch)} every day. ${rules.pickup} ${rules.dropOff}`,
    },
    ...content.faq,
  ];
}

export async function loadBranchPage(slug: string) {
  const branch = await getBranchBySlug(slug);
  const content = BRANCH_CONTENT[slug];
  if (!branch || !branch.showOnWeb || !content) return null;
  const shuttles = await listShuttlesForBranch(branch.code);
  return {
    branch: {
      id: branch.id,
      code: branch.code,
      slug: branch.slug,
      name: branch.name,
      address: branch.address,
      city: branch.city,
      island: islandOf(branch.slug),
      phone: branch.phone,
      freePhone: branch.freePhone,
      email: branch.email,
      hours: formatBranchHours(branch),
      openingTime: branch.openingTime,
      closingTime: branch.closingTime,
      lat: branch.lat,
      lng: branch.lng,
      mapUrl: mapUrl(branch.lat, branch.lng),
      directionsUrl: directionsUrl(branch.lat, branch.lng),
      afterHours: afterHoursRules(branch),
      minutesFromPickupToBranch: branch.minutesFromPickupToBranch,
    },
    shuttles: shuttles.map(({ code, name, description, price }) => ({ code, name, description, price })),
    intro: content.intro,
    faq: branchFaq(branch, content),
    destinations: content.destinations,
  };
}

export async function loadRegionPage(slug: RegionSlug) {
  const copy = REGION_COPY[slug];
  const branches = await listBranchCards();
  const filter = copy.filter;
  const inRegion = branches.filter((branch) => ("island" in filter ? branch.island === filter.island : branch.city === filter.city));
  return { slug, copy, branches: inRegion };
}

/** The search form with a branch chosen as pick-up (the itinerary's own branch is kept). */
export function withPickupBranch(form: SearchFormData, branchId: number): SearchFormData {
  return form.defaults.pickupBranch ? form : { ...form, defaults: { ...form.defaults, pickupBranch: String(branchId) } };
}

/* ------------------------------------------------------------------------------------------------
 * Deals
 * ---------------------------------------------------------------------------------------------- */

export type DealListing = Pick<
  HotDeal,
  "id" | "dealType" | "classCode" | "pickupBranchId" | "dropOffBranchId" | "puBranchName" | "doBranchName" | "validFrom" | "validTo" | "dailyRate" | "freeDays" | "minDays" | "maxDays" | "description"
> & {
  vehicleName: string | null;
  /** /search-vehicles/?… for the deal's branches and window (dealSearchHref): the card's booking link. */
  bookHref: string;
};

export async function loadDeals(now: Date = new Date()) {
  const today = nowInNewZealand(now).date;
  const [deals, vehicles] = await Promise.all([listHotDeals({ onDate: today }), unquotedVehicles(now)]);
  const names = new Map(vehicles.map((vehicle) => [vehicle.classCode, vehicle.name]));
  const listing = (deal: HotDeal): DealListing => ({
    id: deal.id,
    dealType: deal.dealType,
    classCode: deal.classCode,
    pickupBranchId: deal.pickupBranchId,
    dropOffBranchId: deal.dropOffBranchId,
    puBranchName: deal.puBranchName,
    doBranchName: deal.doBranchName,
    validFrom: deal.validFrom,
    validTo: deal.validTo,
    dailyRate: deal.dailyRate,
    freeDays: deal.freeDays,
    minDays: deal.minDays,
    maxDays: deal.maxDays,
    description: deal.description,
    vehicleName: names.get(deal.classCode) ?? null,
    bookHref: dealSearchHref(deal, today),
  });
  return {
    hotDeals: deals.filter((deal) => deal.dealType === "HotDeal").map(listing),
    relocations: deals.filter((deal) => deal.dealType === "Relocation").map(listing),
  };
}
