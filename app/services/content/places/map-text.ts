import { t } from "~/services/platform/i18n/translate";

/** Texts of the branch map (map.ts, components/places/BranchMap.tsx). */
export const BRANCH_MAP_TEXT = {
  title: "Map of GO Rentals branches in New Zealand",
  description: "Each pin is a branch: choose one to open its page.",
  heading: "Our branches on the map",
  currentBranch: (name: string) => t("{{name}} (this branch)", { name }),
  directions: "Directions",
  directionsHint: " to this branch in Google Maps (opens in a new tab)",
} as const;
