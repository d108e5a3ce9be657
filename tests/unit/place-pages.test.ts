import { telHref } from "~/services/shell/phone-links";
import { describe, expect, it } from "vitest";
import { listBranches } from "~/models/catalog/branches.server";
import { listCarClasses } from "~/models/catalog/car-classes.server";
import { MARKETING_CATEGORY_SLUGS } from "~/models/schema/catalog";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";
import { SUB_MENUS } from "~/services/shell/menus";
import { BRANCHES } from "~/services/content/places/branch-links";
import {
  BRANCH_CONTENT,
  CATEGORY_COPY,
  PARTNER_OFFERS,
  REGION_COPY,
  REGION_SLUGS,
  SEAT_COPY,
  SEAT_COUNTS,
} from "~/services/content/places/content";
import {
  afterHoursRules,
  filterVehiclesForPage,
  loadAccessories,
  loadBranchPage,
  loadDeals,
  loadRegionPage,
  loadVehicleListing,
  mapUrl,
  resolveLocationSlug,
  resolveVehiclePage,
} from "~/services/content/places/pages.server";
import { loader as vehicleLoader } from "~/routes/_booking+/vehicles+/$category";
import { loader as locationLoader } from "~/routes/_content+/rental-car-locations+/$slug._index";
import { loader as faqLoader } from "~/routes/_content+/rental-car-locations+/$slug.faq";
import { loader as destinationsLoader } from "~/routes/_content+/rental-car-locations+/$slug.popular-destinations";
import { routeResponse } from "./support/route-response";

const NOW = new Date("2026-11-21T00:00:00Z");
const args = (path: string, params: Record<string, string>) =>
  ({ request: new Request(`http://localhost${path}`), params, context: {} }) as Parameters<
    typeof vehicleLoader
  >[0];

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    return (await routeResponse(promise)).status;
  } catch (thrown) {
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    if (response.status === 404) expect(await response.text()).toBe(NOT_FOUND_TITLE);
    return response.status;
  }
}

describe("vehicle page slugs", () => {
  it("maps every marketing category, the seat pages and accessories, and nothing else", () => {
    for (const category of MARKETING_CATEGORY_SLUGS) {
      expect(resolveVehiclePage(category)).toEqual({ kind: "category", category });
      expect(CATEGORY_COPY[category].intro.length).toBeGreaterThan(80);
    }
    for (const seats of SEAT_COUNTS) {
      expect(resolveVehiclePage(`${seats}-seater-car-rental`)).toEqual({ kind: "seats", seats });
      expect(SEAT_COPY[seats].title).toContain(String(seats));
    }
    expect(resolveVehiclePage("car-rental-accessories")).toEqual({ kind: "accessories" });
    for (const unknown of [
      "9-seater-car-rental",
      "5-seater-car-rental",
      "trucks",
      "",
      "small-cars-x",
      "SMALL-CARS",
    ]) {
      expect(resolveVehiclePage(unknown)).toBeNull();
    }
  });

  it("every vehicles menu link (but /vehicles/ itself) resolves", () => {
    for (const link of SUB_MENUS.vehicles.filter((item) => item.href !== "/vehicles/")) {
      const slug = link.href.split("/")[2];
      expect(resolveVehiclePage(slug), link.href).not.toBeNull();
    }
  });

  it("filters by category or by at least N seats", () => {
    const vehicles = [
      { marketingCategory: "small-cars", seats: 5 },
      { marketingCategory: "van-or-people-carriers", seats: 8 },
      { marketingCategory: "large-cars-suvs", seats: 7 },
      { marketingCategory: "van-or-people-carriers", seats: 12 },
    ];
    expect(filterVehiclesForPage(vehicles, { kind: "seats", seats: 7 })).toHaveLength(3);
    expect(filterVehiclesForPage(vehicles, { kind: "seats", seats: 10 })).toEqual([vehicles[3]]);
    expect(filterVehiclesForPage(vehicles, { kind: "category", category: "small-cars" })).toEqual([
      vehicles[0],
    ]);
  });

  it("lists the real classes of each category with a 'from' price", async () => {
    const classes = (await listCarClasses()).filter((carClass) => carClass.carClassStatus !== "Invisible");
    for (const category of MARKETING_CATEGORY_SLUGS) {
      const listed = await loadVehicleListing({ kind: "category", category }, NOW);
      const expected = classes
        .filter((carClass) => carClass.marketingCategory === category)
        .map((carClass) => carClass.classCode);
      expect(listed.map((vehicle) => vehicle.classCode).sort()).toEqual([...expected].sort());
      for (const vehicle of listed) expect(vehicle.fromDailyRate).toBeGreaterThan(0);
    }
    const tenSeaters = await loadVehicleListing({ kind: "seats", seats: 10 }, NOW);
    expect(tenSeaters.length).toBeGreaterThan(0);
    expect(tenSeaters.every((vehicle) => vehicle.seats >= 10)).toBe(true);
  });

  it("accessories come from the extras and insurance tables", async () => {
    const { extras, insurance } = await loadAccessories();
    expect(extras.length).toBeGreaterThan(0);
    expect(insurance.length).toBeGreaterThan(0);
    for (const option of insurance) expect(option.excess).toBeGreaterThanOrEqual(0);
  });

  it("the route answers 200 for known slugs and the site's 404 otherwise", async () => {
    expect(await statusOf(vehicleLoader(args("/vehicles/small-cars/", { category: "small-cars" })))).toBe(
      200,
    );
    expect(
      await statusOf(
        vehicleLoader(args("/vehicles/car-rental-accessories/", { category: "car-rental-accessories" })),
      ),
    ).toBe(200);
    expect(await statusOf(vehicleLoader(args("/vehicles/flying-cars/", { category: "flying-cars" })))).toBe(
      404,
    );
  });
});

describe("location slugs", () => {
  it("branch slugs win over regions; region slugs are not branches; unknown is null", async () => {
    expect(await resolveLocationSlug("auckland-city-branch")).toEqual({
      kind: "branch",
      slug: "auckland-city-branch",
    });
    expect(await resolveLocationSlug("waiheke")).toEqual({ kind: "branch", slug: "waiheke" });
    for (const region of REGION_SLUGS)
      expect(await resolveLocationSlug(region)).toEqual({ kind: "region", slug: region });
    expect(await resolveLocationSlug("mordor")).toBeNull();
  });

  it("every seeded branch has written FAQ (4–6) and destinations (4–6) and a full page", async () => {
    const branches = await listBranches({ showOnWebOnly: true });
    expect(branches.map((branch) => branch.slug).sort()).toEqual(
      BRANCHES.map((branch) => branch.slug).sort(),
    );
    for (const branch of branches) {
      const content = BRANCH_CONTENT[branch.slug];
      expect(content, branch.slug).toBeDefined();
      expect(content.faq.length).toBeGreaterThanOrEqual(4);
      expect(content.faq.length).toBeLessThanOrEqual(6);
      expect(content.destinations.length).toBeGreaterThanOrEqual(4);
      expect(content.destinations.length).toBeLessThanOrEqual(6);
      const page = await loadBranchPage(branch.slug);
      expect(page?.branch.mapUrl).toBe(
        `https://www.google.com/maps/search/?api=1&query=${branch.lat},${branch.lng}`,
      );
      expect(page?.faq[0].answer).toContain(page?.branch.hours);
    }
  });

  it("after-hours rules follow the branch flags", () => {
    const open = afterHoursRules({ isAllowedAfterHoursPickups: true, isAllowedAfterHoursDroppedOff: true });
    const closed = afterHoursRules({
      isAllowedAfterHoursPickups: false,
      isAllowedAfterHoursDroppedOff: false,
    });
    expect(open.pickup).toMatch(/available/);
    expect(closed.pickup).toMatch(/opening hours only/);
    expect(closed.dropOff).toMatch(/opening hours only/);
  });

  it("region pages hold their branches", async () => {
    const north = await loadRegionPage("north-island-new-zealand");
    const south = await loadRegionPage("south-island-new-zealand");
    const auckland = await loadRegionPage("car-rental-auckland");
    expect(north.branches.map((b) => b.slug)).toEqual([
      "auckland-city-branch",
      "auckland-airport",
      "waiheke",
      "wellington-airport",
    ]);
    expect(south.branches).toHaveLength(5);
    expect(auckland.branches.map((b) => b.slug).sort()).toEqual(["auckland-airport", "auckland-city-branch"]);
    for (const slug of REGION_SLUGS) expect(REGION_COPY[slug].guide.length).toBeGreaterThanOrEqual(3);
  });

  it("routes: branch and region pages 200, sub-pages of regions and unknown slugs 404", async () => {
    expect(await statusOf(locationLoader(args("/rental-car-locations/waiheke/", { slug: "waiheke" })))).toBe(
      200,
    );
    expect(
      await statusOf(
        locationLoader(args("/rental-car-locations/car-rental-auckland/", { slug: "car-rental-auckland" })),
      ),
    ).toBe(200);
    expect(await statusOf(locationLoader(args("/rental-car-locations/mordor/", { slug: "mordor" })))).toBe(
      404,
    );
    expect(
      await statusOf(
        faqLoader(args("/rental-car-locations/nelson-airport/faq/", { slug: "nelson-airport" })),
      ),
    ).toBe(200);
    expect(
      await statusOf(
        faqLoader(args("/rental-car-locations/car-rental-auckland/faq/", { slug: "car-rental-auckland" })),
      ),
    ).toBe(404);
    expect(
      await statusOf(
        destinationsLoader(args("/rental-car-locations/waiheke/popular-destinations/", { slug: "waiheke" })),
      ),
    ).toBe(200);
    expect(
      await statusOf(
        destinationsLoader(args("/rental-car-locations/x/popular-destinations/", { slug: "x" })),
      ),
    ).toBe(404);
  });

  it("the branch page preselects the branch in the search form", async () => {
    const response = await routeResponse(
      locationLoader(args("/rental-car-locations/queenstown-airport/", { slug: "queenstown-airport" })),
    );
    const data = await response.json();
    const branch = (await listBranches()).find((b) => b.slug === "queenstown-airport")!;
    expect(data.form.defaults.pickupBranch).toBe(String(branch.id));
  });

  it("formats map and phone links", () => {
    expect(mapUrl(-36.8478, 174.7764)).toBe(
      "https://www.google.com/maps/search/?api=1&query=-36.8478,174.7764",
    );
    expect(telHref("09 974 1590")).toBe("tel:+6499741590");
    expect(telHref("0800 467 368")).toBe("tel:0800467368");
  });
});

describe("deals", () => {
  it("lists the active hot deals and relocations with branches, dates and vehicle", async () => {
    const { hotDeals, relocations } = await loadDeals(NOW);
    expect(hotDeals.length + relocations.length).toBeGreaterThan(0);
    for (const deal of hotDeals) expect(deal.dealType).toBe("HotDeal");
    for (const deal of relocations) expect(deal.dealType).toBe("Relocation");
    for (const deal of [...hotDeals, ...relocations]) {
      expect(deal.puBranchName).toBeTruthy();
      expect(deal.doBranchName).toBeTruthy();
      expect(deal.validFrom <= deal.validTo).toBe(true);
      expect(deal.vehicleName).toBeTruthy();
    }
  });

  it("partner offers are the seeded 10% codes", () => {
    expect(PARTNER_OFFERS.realnz.code).toBe("realnz");
    expect(PARTNER_OFFERS.sudima.code).toBe("sudima");
  });
});
