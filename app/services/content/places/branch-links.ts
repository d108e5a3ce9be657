/**
 * The branch pages of /rental-car-locations/ (spec section 3's nine branches, north to south):
 * the header's Locations menu and the footer list them, so this module is shipped to every page.
 */

export type Island = "North Island" | "South Island";

export type BranchLink = { slug: string; name: string; island: Island; href: string };

function branch(slug: string, name: string, island: Island): BranchLink {
  return { slug, name, island, href: `/rental-car-locations/${slug}/` };
}

/** The nine branches of spec section 3, north to south. */
export const BRANCHES: readonly BranchLink[] = [
  branch("auckland-city-branch", "Auckland City", "North Island"),
  branch("auckland-airport", "Auckland Airport", "North Island"),
  branch("waiheke", "Waiheke Matiatia", "North Island"),
  branch("wellington-airport", "Wellington Airport", "North Island"),
  branch("nelson-airport", "Nelson Airport", "South Island"),
  branch("christchurch-airport", "Christchurch Airport", "South Island"),
  branch("queenstown-airport", "Queenstown Airport", "South Island"),
  branch("dunedin-airport", "Dunedin Airport", "South Island"),
  branch("invercargill-airport", "Invercargill Airport", "South Island"),
];
