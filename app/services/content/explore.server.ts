import { listBranches, type Branch } from "~/models/catalog/branches.server";
import { contentPageData, sectionEntries, type ContentPage, type ContentPageData } from "./pages/store.server";
import { notFound } from "../platform/http-status";
import { nowInNewZealand } from "../platform/dates";
import { oneWayFee } from "../booking/pricing/rules";
import { loadOneWayFees } from "../booking/pricing/one-way-fees.server";
import { addDays, searchHref } from "../booking/search/links";

/**
 * Travel guides (content/travel-guides/) and trip planner itineraries (content/trip-planner/).
 * A guide names its nearest branch (`branch`, a branch slug) and its `island`; an itinerary its
 * pick-up and drop-off branches (`pickup`, `dropoff`), `days`, `distance` (km) and `bestTime`,
 * and its body has one `## Day N: …` heading per day. Branch facts come from the database.
 */

export type ExploreBranch = { id: number; slug: string; name: string; href: string };

const toExploreBranch = (branch: Branch): ExploreBranch => ({
  id: branch.id,
  slug: branch.slug,
  name: branch.name,
  href: `/rental-car-locations/${branch.slug}/`,
});

export type GuideSummary = { slug: string; path: string; title: string; description: string; island: string; order: number };

export type TripSummary = {
  slug: string;
  path: string;
  title: string;
  description: string;
  days: number;
  distanceKm: number;
  pickup: string;
  dropoff: string;
  order: number;
};

function requiredField(page: ContentPage, key: string): string {
  const value = page.fields[key];
  if (!value) throw new Error(`content/${page.section}/${page.slug}.md: frontmatter "${key}" is missing`);
  return value;
}

function positiveInteger(page: ContentPage, key: string): number {
  const value = Number(requiredField(page, key).replace(/,/g, ""));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`content/${page.section}/${page.slug}.md: "${key}" must be a positive whole number`);
  return value;
}

export const ISLANDS = ["North Island", "South Island"] as const;

export function toGuideSummary(page: ContentPage): GuideSummary {
  const island = requiredField(page, "island");
  if (!(ISLANDS as readonly string[]).includes(island)) throw new Error(`content/travel-guides/${page.slug}.md: "island" must be North Island or South Island`);
  requiredField(page, "branch");
  return { slug: page.slug, path: page.path, title: page.title, description: page.description, island, order: page.order };
}

export function toTripSummary(page: ContentPage): TripSummary {
  return {
    slug: page.slug,
    path: page.path,
    title: page.title,
    description: page.description,
    days: positiveInteger(page, "days"),
    distanceKm: positiveInteger(page, "distance"),
    pickup: requiredField(page, "pickup"),
    dropoff: requiredField(page, "dropoff"),
    order: page.order,
  };
}

const byOrder = <T extends { order: number; title: string }>(a: T, b: T) => a.order - b.order || a.title.localeCompare(b.title);

export function listGuides(): GuideSummary[] {
  return sectionEntries("travel-guides").map(toGuideSummary).sort(byOrder);
}

export function listTrips(): TripSummary[] {
  return sectionEntries("trip-planner").map(toTripSummary).sort(byOrder);
}

/** The `## Day N: …` headings of an itinerary's body, in order (the unit tests check 1…days). */
export function dayHeadings(html: string): { day: number; title: string }[] {
  return [...html.matchAll(/<h2>Day (\d+)[:.]? ([^<]*)<\/h2>/g)].map((match) => ({ day: Number(match[1]), title: match[2].trim() }));
}

function indexData(section: "travel-guides" | "trip-planner"): ContentPageData {
  const data = contentPageData(section, "index");
  if (!data) throw notFound();
  return data;
}

export function loadGuideIndex() {
  const guides = listGuides();
  return {
    index: indexData("travel-guides"),
    islands: ISLANDS.map((island) => ({ island, guides: guides.filter((guide) => guide.island === island) })).filter((group) => group.guides.length > 0),
  };
}

export function loadTripIndex() {
  return { index: indexData("trip-planner"), trips: listTrips() };
}

async function branchesBySlug(): Promise<Map<string, Branch>> {
  return new Map((await listBranches({ showOnWebOnly: true })).map((branch) => [branch.slug, branch]));
}

function pageOf(section: "travel-guides" | "trip-planner", slug: string): ContentPageData {
  if (!slug || slug === "index") throw notFound();
  const data = contentPageData(section, slug);
  if (!data || slug.includes("/")) throw notFound();
  return data;
}

export async function loadGuide(slug: string) {
  const data = pageOf("travel-guides", slug);
  const summary = listGuides().find((guide) => guide.slug === slug);
  const page = sectionEntries("travel-guides").find((entry) => entry.slug === slug);
  if (!summary || !page) throw notFound();
  const branch = (await branchesBySlug()).get(page.fields.branch);
  const others = listGuides().filter((guide) => guide.slug !== slug);
  return {
    ...data,
    island: summary.island,
    branch: branch ? toExploreBranch(branch) : null,
    others: [...others.filter((guide) => guide.island === summary.island), ...others.filter((guide) => guide.island !== summary.island)].slice(0, 3),
  };
}

export async function loadTrip(slug: string, now: Date = new Date()) {
  const data = pageOf("trip-planner", slug);
  const trip = listTrips().find((candidate) => candidate.slug === slug);
  if (!trip) throw notFound();
  const [branches, fees] = await Promise.all([branchesBySlug(), loadOneWayFees()]);
  const pickup = branches.get(trip.pickup);
  const dropoff = branches.get(trip.dropoff);
  // A trip's branches are checked by the unit tests; a branch taken off the web hides the search.
  const search =
    pickup && dropoff
      ? searchHref({ pickupBranchId: pickup.id, dropOffBranchId: dropoff.id, pickupDate: addDays(nowInNewZealand(now).date, 1), days: trip.days })
      : null;
  return {
    ...data,
    trip,
    pickup: pickup ? toExploreBranch(pickup) : null,
    dropoff: dropoff ? toExploreBranch(dropoff) : null,
    oneWayFee: pickup && dropoff ? oneWayFee(pickup, dropoff, fees) : 0,
    oneWayPath: pickup && dropoff && pickup.id !== dropoff.id ? `/services/one-way-car-rental/${pickup.slug}-to-${dropoff.slug}/` : null,
    searchHref: search,
    days: dayHeadings(data.page.html),
    others: listTrips().filter((candidate) => candidate.slug !== slug),
  };
}
