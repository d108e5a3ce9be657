import type { VehicleState } from "./rules";

/** Texts of the fleet pages (issue 21). */
export const FLEET_TEXT = {
  title: "Fleet",
  filterBranch: "Branch",
  filterClass: "Class",
  filterStatus: "Status",
  filterAll: "All",
  filterButton: "Show cars",
  count: (n: number) => (n === 1 ? "1 car" : `${n} cars`),
  none: "No car matches.",
  registration: "Registration",
  className: "Class",
  branch: "Branch",
  status: "Status",
  odometer: "Odometer (km)",
  carTitle: (registration: string) => `Car ${registration}`,
  backToFleet: "Back to the fleet",
  downtimeTitle: "Downtime",
  noDowntime: "This car has had no downtime.",
  rentalsTitle: "Rentals",
  noRentals: "This car has not been rented through the counter yet.",
  movesTitle: "Moves between branches",
  noMoves: "This car has not moved since it joined the fleet here.",
  movedAt: "When",
  movedTo: "To",
  moveWhy: "Why",
  movedBy: "By",
  kind: "Kind",
  action: "Action",
  from: "From",
  until: "Until",
  reason: "Reason",
  untilOpen: "until further notice",
  period: (from: string, until: string | null) =>
    `from ${from} ${until ? `until ${until}` : "until further notice"}`,
  pickedUp: "Picked up",
  returned: "Returned",
  booking: "Booking",
  notReturned: "Not returned",
  takeOutTitle: "Take out of service or into maintenance",
  fromLabel: "From (date)",
  untilLabel: "Back in service on (date, optional)",
  reasonLabel: "Reason",
  takeOutButton: "Take off the road",
  endButton: "Back in service",
  cancelButton: "Call off",
  moveTitle: "Move to another branch",
  moveLabel: "New branch",
  moveButton: "Move the car",
  retiredNote: "This car has left the fleet for good; it cannot be booked or changed here.",
  takenOut: "The car is off the road for that period. New searches no longer count it.",
  ended: "The car is back in service.",
  calledOff: "The planned downtime was called off.",
  moved: "The car was moved.",
  clashWarning: (n: number) =>
    `Clash: ${n === 1 ? "1 booking" : `${n} bookings`} promised a car of this class can no longer all get one. Find them another car or class; the board lists the clash until it is solved.`,
  clashesTitle: "Clashes for this class at this branch (next 30 days)",
} as const;

export const VEHICLE_STATE_LABELS: Record<VehicleState, string> = {
  ready: "Ready",
  "on-rent": "On rent",
  maintenance: "Maintenance",
  "out-of-service": "Out of service",
  retired: "Retired",
};

export const DOWNTIME_KIND_LABELS = {
  out_of_service: "Out of service",
  maintenance: "Maintenance",
} as const;

export const FLEET_MESSAGES = {
  kindRequired: "Choose maintenance or out of service.",
  fromRequired: "Enter the first day the car is off the road.",
  dateInvalid: "Enter a date like 24-12-2026.",
  untilBeforeFrom: "The day back in service must be after the first day off the road.",
  reasonRequired: "Say why the car is off the road.",
  reasonTooLong: "Keep the reason under 500 characters.",
  overlaps: "This car already has downtime in that period: end or change that one first.",
  branchRequired: "Choose the branch the car moves to.",
  branchNotAllowed: "You cannot move a car to that branch.",
  alreadyThere: "The car is already at that branch.",
  stale: "The car changed meanwhile: look at it again.",
} as const;

/** Why a car changed branch, on its page. */
export const VEHICLE_MOVE_KIND_LABELS = {
  return: "Returned there",
  transfer: "Moved by staff",
  swap: "Left there at a car swap",
} as const;
