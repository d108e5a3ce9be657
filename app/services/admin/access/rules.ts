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

/** A booking belongs to its pick-up and its drop-off branch: staff of either may see it. */
export function canSeeBooking(
  scope: BranchScope,
  booking: { pickupBranchId: number; dropOffBranchId: number },
): boolean {
  return canSeeBranch(scope, booking.pickupBranchId) || canSeeBranch(scope, booking.dropOffBranchId);
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
