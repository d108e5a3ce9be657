/**
 * Return anywhere (issue 32 item 4): pure rules of the return at the counter. Where the car may
 * be recorded as back (the staff member's branches), the one-way fee a return to another branch
 * than booked costs (the rates in force, less what was booked), and the return time's bounds.
 * return.server.ts applies them.
 */
import type { OneWayFees } from "../../booking/constants";
import { oneWayFee, type PricingBranch } from "../../booking/pricing/rules";
import { roundMoney } from "../../platform/money";
import type { BranchScope } from "../access/rules";
import { canSeeBranch } from "../access/rules";
import { RETURN_MESSAGES as M } from "./return-text";

/** A return time may be this far ahead of the server's clock (a tablet's clock, typing), no more. */
export const RETURN_FUTURE_GRACE_MINUTES = 5;

/** The code of the return's charge line for a return to another branch than booked. */
export const ONE_WAY_CHARGE_CODE = "one-way";

const MINUTE = 60 * 1000;

/* ------------------------------------------------------------------------------------------------
 * Where the car came back
 * ---------------------------------------------------------------------------------------------- */

/** The branches a staff member may record a return at: Admin any, Staff their own. */
export function returnBranchChoices<T extends { id: number }>(
  scope: BranchScope,
  branches: readonly T[],
): T[] {
  return branches.filter((branch) => canSeeBranch(scope, branch.id));
}

/** The branch the form starts with: the booked drop-off when it is a choice, else the first choice. */
export function defaultReturnBranchId(
  choices: readonly { id: number }[],
  bookedDropOffBranchId: number,
): number | null {
  if (choices.some((branch) => branch.id === bookedDropOffBranchId)) return bookedDropOffBranchId;
  return choices[0]?.id ?? null;
}

/* ------------------------------------------------------------------------------------------------
 * The one-way fee
 * ---------------------------------------------------------------------------------------------- */

export type ReturnOneWayFee = {
  /** The fee from the booked pick-up to where the car came back, at the rates in force. */
  due: number;
  /** The one-way fee the booking was priced with (0 for a relocation deal or a round trip). */
  booked: number;
  /** What the return adds: due less booked, never below 0; 0 when the car came back as booked. */
  difference: number;
};

/**
 * The one-way fee of a return. Back at the booked drop-off: nothing more, whatever the rates say
 * now. Elsewhere: the fee the rates set between the booked pick-up and the actual return branch,
 * less what the booking already paid as its one-way fee; a return closer than booked gives
 * nothing back (the customer chose and paid for the drop-off).
 */
export function returnOneWayFee(input: {
  pickup: PricingBranch;
  bookedDropOff: PricingBranch;
  actual: PricingBranch;
  bookedFee: number;
  fees: OneWayFees;
}): ReturnOneWayFee {
  const booked = roundMoney(input.bookedFee);
  if (input.actual.id === input.bookedDropOff.id) return { due: booked, booked, difference: 0 };
  const due = roundMoney(oneWayFee(input.pickup, input.actual, input.fees));
  return { due, booked, difference: roundMoney(Math.max(0, due - booked)) };
}

/* ------------------------------------------------------------------------------------------------
 * The return time
 * ---------------------------------------------------------------------------------------------- */

export type ReturnTimeDecision = { ok: true; returnedAt: Date } | { ok: false; message: string };

/**
 * The return time staff enter (to the minute, New Zealand time) against the pick-up and the clock:
 * - not before the pick-up's minute; a time within the pick-up's own minute (a car handed back
 *   at once, or the form's default a moment after the pick-up) is recorded a second after it;
 * - not more than RETURN_FUTURE_GRACE_MINUTES ahead of now.
 * Any time in between is fine: a car that came back an hour ago is recorded as it came back.
 */
export function returnTimeDecision(entered: Date, pickedUpAt: Date, now: Date): ReturnTimeDecision {
  const pickupMinute = Math.floor(pickedUpAt.getTime() / MINUTE) * MINUTE;
  if (entered.getTime() < pickupMinute) return { ok: false, message: M.returnBeforePickup };
  if (entered.getTime() > now.getTime() + RETURN_FUTURE_GRACE_MINUTES * MINUTE)
    return { ok: false, message: M.returnInFuture(RETURN_FUTURE_GRACE_MINUTES) };
  const earliest = pickedUpAt.getTime() + 1000;
  return { ok: true, returnedAt: new Date(Math.max(entered.getTime(), earliest)) };
}
