/**
 * Texts of the pick-up's checks at the counter (issue 32 item 5): the drivers' licences and the
 * bond. Plain module: the page, the server and the tests import it.
 */
export const PICKUP_CHECKS_TEXT = {
  driversLegend: "Drivers' licences",
  driversHint: (age: number, dropOff: string) =>
    `Every driver shows their licence: at least ${age} on the pick-up day, the licence valid until the drop-off (${dropOff}).`,
  hirer: "Hirer (main driver)",
  additionalDriver: (n: number) => `Additional driver ${n}`,
  name: "Name on licence",
  dateOfBirth: "Date of birth (DD-MM-YYYY)",
  licenceNumber: "Licence number",
  licenceCountry: "Country of issue",
  licenceExpiry: "Licence expiry (DD-MM-YYYY)",
  prefilledFromCheckIn: "Filled in from the customer's online check-in: check each licence against it.",
  prefilledFromAccount: "Filled in from the licence in the customer's account: check it against the licence.",
  // The bond
  bondTitle: "Bond",
  bondHeld: (amount: string, last4: string | null) =>
    `${amount} held on the card${last4 ? ` ending ${last4}` : ""}.`,
  bondToHold: (amount: string) =>
    `Hold the bond of ${amount} on the renter's card (the cover's bond) before handing the car over.`,
  bondHoldButton: "Hold the bond on the card",
  bondWaive: "Waive the bond (Admin)",
  bondWaiverReason: "Reason for waiving the bond",
  bondOnRental: "Bond",
  bondWaivedOnRental: (amount: string, reason: string) => `${amount} waived: ${reason}`,
  licencesOnRental: "Licences",
  licenceLine: (name: string, number: string, country: string, expiry: string, dateOfBirth: string) =>
    `${name}, born ${dateOfBirth}: licence ${number} (${country}), expires ${expiry}`,
} as const;

export const PICKUP_CHECKS_MESSAGES = {
  required: "This field is required.",
  tooLong: "That is too long.",
  expiresBeforeDropOff: (dropOff: string) =>
    `The licence expires before the drop-off (${dropOff}): it must be valid for the whole rental.`,
  driversMissing: "Enter every driver's licence.",
  bondRequired: "Hold the bond on the card first (or an Admin waives it with a reason).",
  bondWaiveAdminOnly: "Only an Admin can waive the bond.",
  bondWaiverReasonRequired: "Enter the reason for waiving the bond.",
} as const;
