/** Texts of the branch map (map.ts, components/places/BranchMap.tsx). */
export const BRANCH_MAP_TEXT = {
  title: "Map of GO Rentals branches in New Zealand",
  description: "Each pin is a branch: choose one to open its page.",
  heading: "Our branches on the map",
  currentBranch: (name: string) => `${name} (this branch)`,
  directions: "Directions",
  directionsHint: " to this branch in Google Maps (opens in a new tab)",
} as const;
