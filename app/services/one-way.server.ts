import { listBranches, type Branch } from "~/models/branches.server";
import { BRANCH_ISLANDS, oneWayFee } from "./pricing";

/** A pick-up and drop-off branch pair of /services/one-way-car-rental/{from}-to-{to}/. */
export type OneWayRoute = {
  slug: string;
  from: Pick<Branch, "id" | "name" | "slug" | "address" | "phone">;
  to: Pick<Branch, "id" | "name" | "slug" | "address" | "phone">;
  fee: number;
  /** The trip crosses Cook Strait (or the Hauraki Gulf to or from Waiheke): the car goes on a ferry. */
  crossesWater: boolean;
};

const SEPARATOR = "-to-";

const summary = (branch: Branch) => ({
  id: branch.id,
  name: branch.name,
  slug: branch.slug,
  address: branch.address,
  phone: branch.phone,
});

function toRoute(from: Branch, to: Branch): OneWayRoute {
  return {
    slug: `${from.slug}${SEPARATOR}${to.slug}`,
    from: summary(from),
    to: summary(to),
    fee: oneWayFee(from, to),
    crossesWater: BRANCH_ISLANDS[from.code] !== BRANCH_ISLANDS[to.code],
  };
}

/** Every one-way pair of the branches shown on the web, grouped by pick-up branch in branch order. */
export async function listOneWayRoutes(): Promise<{ from: Branch["name"]; routes: OneWayRoute[] }[]> {
  const branches = await listBranches({ showOnWebOnly: true });
  return branches.map((from) => ({
    from: from.name,
    routes: branches.filter((to) => to.id !== from.id).map((to) => toRoute(from, to)),
  }));
}

/** The pair a slug names ("auckland-airport-to-christchurch-airport"), or null. */
export async function findOneWayRoute(slug: string): Promise<OneWayRoute | null> {
  const branches = await listBranches({ showOnWebOnly: true });
  for (const from of branches) {
    if (!slug.startsWith(`${from.slug}${SEPARATOR}`)) continue;
    const to = branches.find((candidate) => candidate.slug === slug.slice(from.slug.length + SEPARATOR.length));
    if (to && to.id !== from.id) return toRoute(from, to);
  }
  return null;
}
