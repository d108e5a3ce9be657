import { describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import type { CarClassStatus } from "~/models/schema";
import { setItinerary } from "~/services/booking/session.server";
import {
  applyVehicleFilters,
  describeFilter,
  hasFilters,
  loosenAdvice,
  NO_FILTERS,
  readVehicleFilters,
  tidyVehicleListUrl,
  vehicleCount,
  vehicleListHref,
  type VehicleFilters,
} from "~/services/booking/vehicles/filters";
import { loadVehiclesPage } from "~/services/booking/vehicles/page.server";
import { readVehicleSort, sortVehicles } from "~/services/booking/vehicles/sorting";
import { VEHICLE_LIST_TEXT } from "~/services/booking/vehicles/text";
import { getSession } from "~/services/platform/session.server";

const params = (query: string) => new URLSearchParams(query);
const filters = (some: Partial<VehicleFilters>): VehicleFilters => ({ ...NO_FILTERS, ...some });

type V = {
  id: string;
  marketingCategory: string | null;
  seats: number;
  transmission: "Automatic" | "Manual" | null;
  fuelType: string;
  largeBags: number;
  carClassStatus: CarClassStatus;
  total: number;
};

const v = (id: string, some: Partial<V> = {}): V => ({
  id,
  marketingCategory: "small-cars",
  seats: 5,
  transmission: "Automatic",
  fuelType: "unleaded 91",
  largeBags: 1,
  carClassStatus: "Available",
  total: 100,
  ...some,
});

const FLEET: V[] = [
  v("yaris", { total: 245 }),
  v("swift-manual", { transmission: "Manual", total: 235 }),
  v("corolla", { fuelType: "unleaded", largeBags: 2, total: 295 }),
  v("leaf", { marketingCategory: "electric-vehicles", fuelType: "electric", total: 345 }),
  v("prius", { marketingCategory: "hybrid-cars", fuelType: "hybrid", largeBags: 2, total: 325 }),
  v("hiace", {
    marketingCategory: "van-or-people-carriers",
    seats: 10,
    fuelType: "diesel",
    largeBags: 6,
    total: 845,
  }),
  v("trailer", {
    marketingCategory: null,
    seats: 0,
    transmission: null,
    fuelType: "none",
    largeBags: 6,
    total: 125,
  }),
];
const ids = (list: readonly { id: string }[]) => list.map((vehicle) => vehicle.id);

describe("vehicle filters read from the URL", () => {
  it("reads every filter the list offers", () => {
    expect(
      readVehicleFilters(params("category=small-cars&seats=7&transmission=manual&fuel=electric&luggage=4")),
    ).toEqual({
      category: "small-cars",
      minSeats: 7,
      transmission: "manual",
      fuel: "electric",
      minLargeBags: 4,
    });
  });

  it("takes values whatever their case", () => {
    expect(readVehicleFilters(params("transmission=Manual&fuel=ELECTRIC"))).toMatchObject({
      transmission: "manual",
      fuel: "electric",
    });
  });

  it("ignores unknown, empty and malformed values instead of failing", () => {
    const read = readVehicleFilters(
      params("category=<script>&seats=999&transmission=cvt&fuel=unleaded&luggage=-1&toString=1&fuel=diesel"),
    );
    expect(read).toEqual(NO_FILTERS);
    expect(hasFilters(read)).toBe(false);
    expect(readVehicleFilters(params("category=&seats=&transmission=&fuel=&luggage=abc"))).toEqual(
      NO_FILTERS,
    );
    expect(readVehicleFilters(params("fuel=constructor&category=__proto__&luggage=1e1"))).toEqual(NO_FILTERS);
  });
});

describe("each filter", () => {
  it("category keeps the vehicles of that marketing group", () => {
    expect(ids(applyVehicleFilters(FLEET, filters({ category: "hybrid-cars" })))).toEqual(["prius"]);
  });

  it("seats keeps vehicles with at least that many seats", () => {
    expect(ids(applyVehicleFilters(FLEET, filters({ minSeats: 8 })))).toEqual(["hiace"]);
  });

  it("transmission keeps manual or automatic cars, never the trailer", () => {
    expect(ids(applyVehicleFilters(FLEET, filters({ transmission: "manual" })))).toEqual(["swift-manual"]);
    expect(ids(applyVehicleFilters(FLEET, filters({ transmission: "automatic" })))).not.toContain("trailer");
  });

  it("fuel petrol takes both unleaded grades; electric only electric cars", () => {
    expect(ids(applyVehicleFilters(FLEET, filters({ fuel: "petrol" })))).toEqual([
      "yaris",
      "swift-manual",
      "corolla",
    ]);
    expect(ids(applyVehicleFilters(FLEET, filters({ fuel: "electric" })))).toEqual(["leaf"]);
    expect(ids(applyVehicleFilters(FLEET, filters({ fuel: "diesel" })))).toEqual(["hiace"]);
  });

  it("luggage keeps vehicles that fit at least that many large bags", () => {
    expect(ids(applyVehicleFilters(FLEET, filters({ minLargeBags: 2 })))).toEqual([
      "corolla",
      "prius",
      "hiace",
      "trailer",
    ]);
  });

  it("filters add up", () => {
    expect(ids(applyVehicleFilters(FLEET, filters({ fuel: "petrol", minLargeBags: 2 })))).toEqual([
      "corolla",
    ]);
    expect(applyVehicleFilters(FLEET, NO_FILTERS)).toEqual(FLEET);
  });
});

describe("sorting", () => {
  it("reads the sort order, recommended by default and for anything unknown", () => {
    expect(readVehicleSort(params("sort=price"))).toBe("price");
    expect(readVehicleSort(params("sort=PRICE-DESC"))).toBe("price-desc");
    expect(readVehicleSort(params(""))).toBe("recommended");
    expect(readVehicleSort(params("sort=cheapest"))).toBe("recommended");
  });

  it("recommended keeps the spec's order", () => {
    expect(ids(sortVehicles(FLEET, "recommended", (x) => x.total))).toEqual(ids(FLEET));
  });

  it("price puts the lowest total first, price-desc the highest", () => {
    expect(ids(sortVehicles(FLEET, "price", (x) => x.total))).toEqual([
      "trailer",
      "swift-manual",
      "yaris",
      "corolla",
      "prius",
      "leaf",
      "hiace",
    ]);
    expect(ids(sortVehicles(FLEET, "price-desc", (x) => x.total))).toEqual([
      "hiace",
      "leaf",
      "prius",
      "corolla",
      "yaris",
      "swift-manual",
      "trailer",
    ]);
  });

  it("keeps the recommended order between equal prices and puts sold-out classes last", () => {
    const list = [
      v("a", { total: 200 }),
      v("sold", { total: 50, carClassStatus: "Soldout" }),
      v("b", { total: 100 }),
      v("c", { total: 100 }),
    ];
    expect(ids(sortVehicles(list, "price", (x) => x.total))).toEqual(["b", "c", "a", "sold"]);
    expect(ids(sortVehicles(list, "price-desc", (x) => x.total))).toEqual(["a", "b", "c", "sold"]);
    expect(ids(list)).toEqual(["a", "sold", "b", "c"]);
  });
});

describe("the count and the links", () => {
  it("says how many of how many vehicles are shown once a filter is on", () => {
    expect(vehicleCount(34, 34, NO_FILTERS)).toBe("34 vehicles");
    expect(vehicleCount(5, 34, filters({ fuel: "electric" }))).toBe("5 of 34 vehicles");
    expect(vehicleCount(0, 1, filters({ fuel: "electric" }))).toBe("0 of 1 vehicle");
  });

  it("links keep only what is chosen, the sort order included", () => {
    expect(vehicleListHref(NO_FILTERS)).toBe("/vehicles/");
    expect(vehicleListHref(NO_FILTERS, "price")).toBe("/vehicles/?sort=price");
    expect(vehicleListHref(filters({ fuel: "electric", minSeats: 7 }), "price-desc")).toBe(
      "/vehicles/?sort=price-desc&seats=7&fuel=electric",
    );
  });
});

describe("tidy list addresses", () => {
  const tidy = (query: string) => tidyVehicleListUrl(new URL(`http://localhost/vehicles/${query}`));

  it("leaves a tidy address alone, whatever the order of its parameters", () => {
    expect(tidy("")).toBeNull();
    expect(tidy("?fuel=electric&sort=price")).toBeNull();
    expect(tidy("?expired=1")).toBeNull();
  });

  it("drops the empty fields and the default sort a form sent without JavaScript names", () => {
    expect(tidy("?sort=recommended&category=&seats=&transmission=manual&fuel=&luggage=")).toBe(
      "/vehicles/?transmission=manual",
    );
    expect(tidy("?sort=price&category=&seats=&transmission=&fuel=&luggage=")).toBe("/vehicles/?sort=price");
  });

  it("drops values the list ignores and repeated parameters, and keeps other parameters", () => {
    expect(tidy("?expired=1&fuel=coal&seats=7&seats=8")).toBe("/vehicles/?expired=1&seats=7");
    expect(tidy("?transmission=Manual")).toBe("/vehicles/?transmission=manual");
  });
});

describe("an empty result says which filter to loosen", () => {
  it("names the filter whose removal shows the most vehicles, with a link for each that helps", () => {
    const chosen = filters({ fuel: "electric", transmission: "manual", minSeats: 7 });
    const advice = loosenAdvice(FLEET, chosen, "price");
    // Without the seats: still no manual EV. Without the gearbox: none with 7 seats. Only two at once help.
    expect(advice).toEqual({
      message: `${VEHICLE_LIST_TEXT.noMatch} ${VEHICLE_LIST_TEXT.loosenAll(FLEET.length)}`,
      options: [],
    });

    const twoFilters = filters({ fuel: "electric", transmission: "manual" });
    const loosened = loosenAdvice(FLEET, twoFilters, "price")!;
    expect(loosened.message).toBe(
      `${VEHICLE_LIST_TEXT.noMatch} ${VEHICLE_LIST_TEXT.loosenOne(describeFilter(twoFilters, "transmission"), 1)}`,
    );
    // Equal counts: the filters in the form's order.
    expect(loosened.message).toBe(
      "No vehicles match all of your filters. Remove “Gearbox: Manual” to see 1 vehicle.",
    );
    expect(loosened.options).toEqual([
      {
        filter: "transmission",
        label: "Gearbox: Manual",
        href: "/vehicles/?sort=price&fuel=electric",
        matches: 1,
      },
      {
        filter: "fuel",
        label: "Fuel: Electric",
        href: "/vehicles/?sort=price&transmission=manual",
        matches: 1,
      },
    ]);
  });

  it("puts the filter that frees more vehicles first", () => {
    const advice = loosenAdvice(FLEET, filters({ category: "hybrid-cars", minLargeBags: 6 }))!;
    expect(advice.options.map((option) => [option.filter, option.matches])).toEqual([
      ["category", 2],
      ["minLargeBags", 1],
    ]);
    expect(advice.message).toContain("Remove “Vehicle type: Hybrid cars” to see 2 vehicles.");
  });

  it("has nothing to say when something matches, no filter is on, or there are no vehicles at all", () => {
    expect(loosenAdvice(FLEET, filters({ fuel: "electric" }))).toBeNull();
    expect(loosenAdvice(FLEET, NO_FILTERS)).toBeNull();
    expect(loosenAdvice([], filters({ fuel: "electric" }))).toBeNull();
  });
});

describe("/vehicles/ after a search, sorted and filtered from the URL", () => {
  const now = new Date("2027-03-01T00:00:00Z");

  async function page(query: string) {
    const akl = await getBranchByCode("AKL");
    const session = await getSession(new Request("http://localhost/"));
    setItinerary(session, {
      pickupBranchId: akl!.id,
      dropOffBranchId: akl!.id,
      pickupDate: "2027-05-10",
      pickupTime: "10:00",
      dropOffDate: "2027-05-14",
      dropOffTime: "12:00",
      promoCode: "",
      aaNumber: null,
      agentId: null,
      clientReferenceNumber: null,
      lastQueryDateTime: "2027-02-28T22:00:00.000Z",
      searchedByUserId: null,
    });
    const result = await loadVehiclesPage(session, new URL(`http://localhost/vehicles/${query}`), now);
    if (!result.quoted) throw new Error("expected search results");
    return result;
  }

  it("lists totals lowest first with ?sort=price and highest first with ?sort=price-desc", async () => {
    const ascending = (await page("?sort=price")).vehicles.map((vehicle) => vehicle.shown.total);
    expect(ascending.length).toBeGreaterThan(10);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await page("?sort=price-desc")).vehicles.map((vehicle) => vehicle.shown.total);
    expect(descending).toEqual([...ascending].reverse());
  });

  it("shows only manual cars with ?transmission=manual and only electric ones with ?fuel=electric", async () => {
    const manual = await page("?transmission=manual");
    expect(manual.vehicles.length).toBeGreaterThan(0);
    expect(manual.vehicles.every((vehicle) => vehicle.transmission === "Manual")).toBe(true);
    expect(manual.total).toBeGreaterThan(manual.vehicles.length);
    const electric = await page("?fuel=electric");
    expect(electric.vehicles.length).toBeGreaterThan(0);
    expect(electric.vehicles.every((vehicle) => vehicle.fuelLabel === "Electric")).toBe(true);
  });

  it("ignores garbage and says which filter to loosen when nothing is left", async () => {
    const garbage = await page("?sort=%00&fuel=coal&seats=-3&luggage=NaN&transmission[]=x");
    expect(garbage.vehicles).toHaveLength(garbage.total);
    const none = await page("?fuel=electric&transmission=manual");
    expect(none.vehicles).toHaveLength(0);
    expect(none.loosen?.message).toContain(VEHICLE_LIST_TEXT.noMatch);
    expect(none.loosen?.options.map((option) => option.filter).sort()).toEqual(["fuel", "transmission"]);
  });
});
