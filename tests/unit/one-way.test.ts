import { describe, expect, it } from "vitest";
import { listBranches } from "~/models/branches.server";
import { ONE_WAY_FEE_INTER_ISLAND, ONE_WAY_FEE_SAME_CITY, ONE_WAY_FEE_SAME_ISLAND } from "~/services/constants";
import { findOneWayRoute, listOneWayRoutes } from "~/services/one-way.server";

describe("one-way routes", () => {
  it("offers every ordered pair of different branches", async () => {
    const branches = await listBranches({ showOnWebOnly: true });
    const groups = await listOneWayRoutes();
    expect(groups).toHaveLength(branches.length);
    for (const group of groups) expect(group.routes).toHaveLength(branches.length - 1);
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
