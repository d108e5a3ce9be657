import { describe, expect, it } from "vitest";
import { listBranches } from "~/models/catalog/branches.server";
import {
  ONE_WAY_FEE_INTER_ISLAND,
  ONE_WAY_FEE_SAME_CITY,
  ONE_WAY_FEE_SAME_ISLAND,
} from "~/services/booking/constants";
import { findOneWayRoute, listOneWayRoutes } from "~/services/content/places/one-way.server";
import { crossesCookStrait, needsWaihekeCarFerry } from "~/services/booking/search/ferry-rules";

describe("one-way routes", () => {
  it("offers every ordered pair of different mainland branches, none to or from Waiheke", async () => {
    const mainland = (await listBranches({ showOnWebOnly: true })).filter((branch) => branch.code !== "WHK");
    const groups = await listOneWayRoutes();
    expect(groups.map((group) => group.from)).toEqual(mainland.map((branch) => branch.name));
    for (const group of groups) expect(group.routes).toHaveLength(mainland.length - 1);
    const slugs = groups.flatMap((group) => group.routes.map((route) => route.slug));
    expect(slugs.filter((slug) => slug.includes("waiheke"))).toEqual([]);
  });

  it("explains a Waiheke pair instead of offering it: our cars may not go on the Waiheke car ferry", async () => {
    const offIsland = await findOneWayRoute("waiheke-to-auckland-airport");
    expect(offIsland).toMatchObject({ needsWaihekeCarFerry: true, crossesWater: false });
    expect(await findOneWayRoute("auckland-city-branch-to-waiheke")).toMatchObject({
      needsWaihekeCarFerry: true,
    });
    expect(await findOneWayRoute("auckland-city-branch-to-auckland-airport")).toMatchObject({
      needsWaihekeCarFerry: false,
    });
  });

  it("finds a route by its slug with the fee of the one-way rule", async () => {
    const city = await findOneWayRoute("auckland-city-branch-to-auckland-airport");
    expect(city).toMatchObject({ fee: ONE_WAY_FEE_SAME_CITY, crossesWater: false });
    const northIsland = await findOneWayRoute("auckland-airport-to-wellington-airport");
    expect(northIsland?.fee).toBe(ONE_WAY_FEE_SAME_ISLAND);
    const strait = await findOneWayRoute("wellington-airport-to-christchurch-airport");
    expect(strait).toMatchObject({ fee: ONE_WAY_FEE_INTER_ISLAND, crossesWater: true });
    expect(strait?.from.name).toBe("Wellington Airport");
  });

  it("answers null for unknown slugs and a branch to itself", async () => {
    expect(await findOneWayRoute("auckland-airport-to-auckland-airport")).toBeNull();
    expect(await findOneWayRoute("auckland-airport-to-mars")).toBeNull();
    expect(await findOneWayRoute("")).toBeNull();
  });
});

describe("ferry rules", () => {
  it("needs the Waiheke car ferry only between Waiheke and the mainland", () => {
    expect(needsWaihekeCarFerry("WHK", "AKL")).toBe(true);
    expect(needsWaihekeCarFerry("CHC", "WHK")).toBe(true);
    expect(needsWaihekeCarFerry("WHK", "WHK")).toBe(false);
    expect(needsWaihekeCarFerry("AKL", "WLG")).toBe(false);
    expect(needsWaihekeCarFerry("WHK", "XXX")).toBe(false);
  });

  it("crosses Cook Strait only between the North and South Islands", () => {
    expect(crossesCookStrait("WLG", "NSN")).toBe(true);
    expect(crossesCookStrait("ZQN", "AKC")).toBe(true);
    expect(crossesCookStrait("AKL", "WLG")).toBe(false);
    expect(crossesCookStrait("WHK", "CHC")).toBe(false);
  });
});
