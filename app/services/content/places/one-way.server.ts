import { listBranches, type Branch } from "~/models/catalog/branches.server";
import { crossesCookStrait, needsWaihekeCarFerry } from "../../booking/search/ferry-rules";
import type { OneWayFees } from "../../booking/constants";
import { loadOneWayFees } from "../../booking/pricing/one-way-fees.server";
import { oneWayFee } from "../../booking/pricing/rules";

/** A pick-up and drop-off branch pair of /services/one-way-car-rental/{from}-to-{to}/. */
export type OneWayRoute = {
  slug: string;
  from: Pick<Branch, "id" | "name" | "slug" | "address" | "phone">;
  to: Pick<Branch, "id" | "name" | "slug" | "address" | "phone">;
  fee: number;
  /** The trip crosses Cook Strait: the car goes on the Interislander or Bluebridge ferry. */
  crossesWater: boolean;
  /**
   * Between Waiheke and the mainland: not offered, because our cars may not go on the Waiheke car ferry.
   * Such a pair is left out of the list; its page explains the rule.
   */
  needsWaihekeCarFerry: boolean;
};

const SEPARATOR = "-to-";

const summary = (branch: Branch) => ({
  id: branch.id,
  name: branch.name,
  slug: branch.slug,
  address: branch.address,
  phone: branch.phone,
});

function toRoute(from: Branch, to: Branch, fees: OneWayFees): OneWayRoute {
  return {
    slug: `${from.slug}${SEPARATOR}${to.slug}`,
    from: summary(from),
    to: summary(to),
    fee: oneWayFee(from, to, fees),
    crossesWater: crossesCookStrait(from.code, to.code),
    needsWaihekeCarFerry: needsWaihekeCarFerry(from.code, to.code),
  };
}

/**
 * Every one-way pair of the branches shown on the web that a car can drive (none to or from Waiheke),
 * grouped by pick-up branch in branch order; a branch with no such pair has no group.
 */
export async function listOneWayRoutes(): Promise<{ from: Branch["name"]; routes: OneWayRoute[] }[]> {
  const [branches, fees] = await Promise.all([listBranches({ showOnWebOnly: true }), loadOneWayFees()]);
  return branches
    .map((from) => ({
      from: from.name,
      routes: branches
        .filter((to) => to.id !== from.id)
        .map((to) => toRoute(from, to, fees))
        .filter((route) => !route.needsWaihekeCarFerry),
    }))
    .filter((group) => group.routes.length > 0);
}

/** The pair a slug names ("auckland-airport-to-christchurch-airport"), or null. */
export async function findOneWayRoute(slug: string): Promise<OneWayRoute | null> {
  const [branches, fees] = await Promise.all([listBranches({ showOnWebOnly: true }), loadOneWayFees()]);
  for (const from of branches) {
    if (!slug.startsWith(`${from.slug}${SEPARATOR}`)) continue;
    const to = branches.find(
      (candidate) => candidate.slug === slug.slice(from.slug.length + SEPARATOR.length),
    );
    if (to && to.id !== from.id) return toRoute(from, to, fees);
  }
  return null;
}
