/** The counter's car swap (issue 32): every text of its form and its refusals. */
export const SWAP_TEXT = {
  title: "Swap the car",
  intro:
    "The car is not ready, or broke down: record the car coming back, then the one going out. " +
    "The rental runs on the replacement from now, and the return is measured from its readings.",
  outgoingLegend: (registration: string) => `The car coming back (${registration})`,
  branchLabel: "Where the swap is made",
  branchOption: (name: string, current: boolean) => (current ? `${name} (where the car is based)` : name),
  fromOdometerLabel: "Its odometer, km",
  fromFuelLabel: "Its fuel or charge, %",
  outgoingLabel: "What becomes of it",
  outgoingReady: "Ready to rent again",
  outgoingOut: "Out of service",
  outOfServiceReasonLabel: "Why it is out of service",
  replacementLegend: "The replacement",
  replacementLabel: "Replacement car",
  replacementPlaceholder: "Choose a ready car",
  replacementOption: (registration: string, className: string, km: number, branch: string, note: string) =>
    `${registration}, ${className}, ${km} km, ${branch}${note ? ` (${note})` : ""}`,
  sameClass: "",
  upgradeNote: "free upgrade",
  downgradeNote: "smaller: only with a reason",
  toOdometerLabel: "Its odometer, km",
  toFuelLabel: "Its fuel or charge, %",
  downgradeReasonLabel: "Why the customer takes a smaller car (a downgrade only)",
  downgradeHint: "Only when no car of the booked class or better is ready here.",
  noReadyCars: "No car is ready at your branches to replace it.",
  button: "Swap the car",
  // The booking page's rental section
  swapsTitle: "Car swaps",
} as const;

export const SWAP_MESSAGES = {
  done: "The car is swapped: the rental runs on the replacement.",
  notOnTheRoad: "Only a car on a rental that has not come back can be swapped.",
  stale: "The rental's car has changed since this page was opened: look again and try again.",
  branchNotAllowed: "Choose one of your branches.",
  branchRequired: "Choose where the swap is made.",
  replacementRequired: "Choose the replacement car.",
  replacementSameCar: "Choose another car than the one coming back.",
  replacementOut: "That car is out of service or off the road: choose another.",
  replacementTaken: "That car is on another rental: choose another.",
  replacementElsewhere: "That car is at another branch: choose a car ready where the swap is made.",
  replacementUnfit: "That car can't replace this one (a trailer for a car, or a car for a trailer).",
  downgradeWhileBetterReady:
    "A car of the booked class or better is ready here: choose it. A smaller car only when none is.",
  downgradeReasonRequired: "Enter why the customer takes a smaller car.",
  outOfServiceReasonRequired: "Enter why the car is out of service.",
  outgoingRequired: "Choose what becomes of the car coming back.",
  fromOdometerBelow: (km: number) => `The odometer can't be lower than when this car went out (${km} km).`,
  toOdometerBelow: (km: number) => `The odometer can't be lower than the car's last reading (${km} km).`,
  returnOdometerBelowSwap: (km: number) =>
    `The odometer can't be lower than when this car went out at the swap (${km} km).`,
} as const;
