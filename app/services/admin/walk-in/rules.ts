/**
 * The rules of a walk-in booking (issue 32) that are the counter's own: it starts now at the staff
 * member's branch, and comes back no sooner than WALK_IN_MIN_HOURS later. Everything else (what is
 * free, the price, the hold, the payment) is the website's booking services.
 */
import { inNewZealand } from "../../platform/dates";
import { checkRentalLimits } from "../../booking/search/limits";
import { canSeeBranch, type BranchScope } from "../access/rules";
import { WALK_IN_MESSAGES as M } from "./text";

/** The shortest walk-in rental, in hours from now. */
export const WALK_IN_MIN_HOURS = 1;
/** Customers shown by a search at the counter (of each kind: accounts, earlier bookings). */
export const WALK_IN_CUSTOMERS_LIMIT = 10;
/** An EFTPOS receipt number as terminals print it. */
export const RECEIPT_PATTERN = /^[A-Za-z0-9-]{4,20}$/;

/** A walk-in picks up now: the New Zealand date and time, to the minute. */
export function walkInPickup(now: Date): { date: string; time: string } {
  const at = inNewZealand(now);
  return { date: at.format("YYYY-MM-DD"), time: at.format("HH:mm") };
}

/** The branch a walk-in leaves from: the one asked for when the staff member works there, else their first. */
export function walkInBranch(
  scope: BranchScope,
  requested: number | null,
  allBranchIds: readonly number[],
): number | null {
  if (requested !== null && canSeeBranch(scope, requested) && allBranchIds.includes(requested))
    return requested;
  if (requested !== null) return null;
  const own = scope.role === "Admin" ? allBranchIds : scope.branchIds;
  return own.find((id) => allBranchIds.includes(id)) ?? null;
}

export type WalkInTripErrors = Partial<Record<"returnDate" | "returnTime", string>>;

/** The return against now: at least WALK_IN_MIN_HOURS away, and within the website's rental limits. */
export function walkInTripRefusals(
  trip: { pickupDate: string; pickupTime: string; dropOffDate: string; dropOffTime: string },
  dropOffAt: Date,
  now: Date,
): WalkInTripErrors {
  if (dropOffAt.getTime() < now.getTime() + WALK_IN_MIN_HOURS * 3_600_000)
    return { returnTime: M.returnTooSoon(WALK_IN_MIN_HOURS) };
  const limits = checkRentalLimits(trip, now);
  return limits.dropOffDate ? { returnDate: limits.dropOffDate } : {};
}

/** What a customer search's text asks for; null below 2 characters. */
export function parseCustomerQuery(raw: string | null | undefined): { text: string; digits: string } | null {
  const text = (raw ?? "").trim().slice(0, 100);
  if (text.length < 2) return null;
  return { text, digits: text.replace(/\D/g, "") };
}
