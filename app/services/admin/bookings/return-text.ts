/** The texts of the return at the counter's branch, one-way fee and time (issue 32 item 4). */

export const RETURN_TEXT = {
  returnBranchLabel: "Where the car came back",
  /** An option of the return branch: the branch, and what a return there adds. */
  returnBranchOption: (branch: string, extraFee: string | null, booked: boolean) =>
    booked ? `${branch} (as booked)` : extraFee ? `${branch} (one-way fee ${extraFee} more)` : branch,
  returnTimeHint: (pickedUpAt: string, minutes: number) =>
    `New Zealand time, from the pick-up (${pickedUpAt}) to at most ${minutes} minutes from now.`,
  waiveLabel: "Waive the one-way fee",
  waiverReasonLabel: "Reason for waiving the one-way fee",
  returnedTo: "Returned to",
  /** The charge line of a return to another branch than booked. */
  oneWayChargeLabel: (actual: string, booked: string) =>
    `One-way fee: returned to ${actual}, booked to ${booked}`,
} as const;

export const RETURN_MESSAGES = {
  returnBranchRequired: "Choose where the car came back.",
  returnBranchNotAllowed: "Choose one of your branches.",
  waiverReasonRequired: "Say why the one-way fee is waived.",
  returnBeforePickup: "The return can't be before the pick-up.",
  returnInFuture: (minutes: number) => `The return can't be more than ${minutes} minutes from now.`,
} as const;
