import type { StaffUserType } from "~/models/schema";

/**
 * Who may open what in the back office (issue 21). Pure decisions; guard.server.ts applies them
 * in every loader and action.
 *
 * | who                               | any /admin/ page (but sign-in) | an Admin page  |
 * |-----------------------------------|--------------------------------|----------------|
 * | guest                             | → /admin/sign-in/?redirectTo=… | → sign-in      |
 * | customer, agent, corporate        | the site's 404                 | the site's 404 |
 * | Staff                             | allow (their branches only)    | the site's 404 |
 * | Admin                             | allow (every branch)           | allow          |
 */
export type AdminAccessDecision = "allow" | "sign-in" | "not-found";

/** `role` is the signed-in staff role, or the site user's type ("Customer", …), or "Guest". */
export function decideAdminAccess(role: string, needs: StaffUserType): AdminAccessDecision {
  if (role === "Guest") return "sign-in";
  if (role === "Admin") return "allow";
  if (role === "Staff") return needs === "Staff" ? "allow" : "not-found";
  return "not-found";
}

/** The part of a signed-in staff member the branch rules need. */
export type BranchScope = { role: StaffUserType; branchIds: readonly number[] };

/** Admin sees every branch; Staff only the branches they work at. */
export function canSeeBranch(scope: BranchScope, branchId: number | null | undefined): boolean {
  if (scope.role === "Admin") return true;
  return branchId !== null && branchId !== undefined && scope.branchIds.includes(branchId);
}

export type ScopedBooking = { pickupBranchId: number; dropOffBranchId: number };
/**
 * The part of a booking's rental the branch rule needs (none before the hand-over); on the road,
 * the branch of the car it runs on (`vehicles.branch_id`: the pick-up branch, or the branch the
 * car of a swap came from).
 */
export type ScopedRental = {
  returnedAt: Date | null;
  returnBranchId: number | null;
  vehicleBranchId?: number | null;
} | null;

/**
 * What a staff member may do with a booking (issue 32 item 8): see it, and hand its car over.
 * `handOver` is the counter's "act on the car" (the pick-up form, its list of ready cars, the
 * hand-over itself); `swap` is the same for a car on the road (issue 32: swapping it for another);
 * the booking's other actions (return, cancel, refund, notes, resend) need `see`.
 */
export type BookingScope = { see: boolean; handOver: boolean; swap: boolean };

/**
 * The back office's one branch rule for a booking and its car. Staff act only on cars of their own
 * branches, and see a booking's car only where it is:
 * - a booking belongs to its pick-up and its drop-off branch (and, once back, to the branch its car
 *   came back to): staff of any of them see it (the page, the list, the board);
 * - until it is handed over, the car waits at the pick-up branch: only that branch's staff are
 *   offered its cars and may hand one over. On a one-way Queenstown → Auckland booking, Auckland
 *   staff see the booking, never Queenstown's cars;
 * - on the road it is no branch's car; it comes back where the return is recorded. Only the staff of
 *   the branch the car on the road belongs to (its `branch_id`) may swap it for another.
 * Admin sees and acts at every branch. Loaders and actions apply it through
 * `counterReservation` (admin/bookings/reservation.server.ts): what `see` refuses is the site's
 * 404, and so is a hand-over `handOver` refuses.
 */
export function bookingScope(scope: BranchScope, booking: ScopedBooking, rental: ScopedRental): BookingScope {
  const cameBackTo = rental?.returnedAt ? rental.returnBranchId : null;
  const see =
    canSeeBranch(scope, booking.pickupBranchId) ||
    canSeeBranch(scope, booking.dropOffBranchId) ||
    canSeeBranch(scope, cameBackTo);
  const onTheRoad = rental !== null && !rental.returnedAt;
  return {
    see,
    handOver: canSeeBranch(scope, booking.pickupBranchId),
    swap: see && onTheRoad && canSeeBranch(scope, rental.vehicleBranchId),
  };
}

/** `bookingScope(…).see` of a booking whatever its rental: its pick-up or its drop-off branch. */
export function canSeeBooking(scope: BranchScope, booking: ScopedBooking): boolean {
  return bookingScope(scope, booking, null).see;
}

/** The branches a list should show: null = every branch (Admin). */
export function visibleBranchIds(scope: BranchScope): number[] | null {
  return scope.role === "Admin" ? null : [...scope.branchIds];
}

/** Admin accounts must use the second step; Staff may. */
export function mustUseSecondStep(role: StaffUserType): boolean {
  return role === "Admin";
}

/** The shift is over: the signed-in back-office session has ended. */
export function shiftEnded(expiresAt: string, now: Date): boolean {
  const end = new Date(expiresAt).getTime();
  return !Number.isFinite(end) || end <= now.getTime();
}
