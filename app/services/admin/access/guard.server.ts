import { notFound } from "../../platform/http-status";
import { redirect } from "@remix-run/node";
import { findStaffAccount, type StaffAccount } from "~/models/accounts/staff.server";
import type { StaffUserType } from "~/models/schema";
import { getSessionUser } from "../../accounts/user-session.server";
import { withRedirectTo } from "../../accounts/roles.server";
import { pageLocationOf } from "../../platform/data-request.server";
import { commitSession, getSession, type AppSession } from "../../platform/session.server";
import { ADMIN_PATHS } from "./constants";
import { canSeeBooking, canSeeBranch, decideAdminAccess, type BranchScope } from "./rules";
import { clearStaffSession, readStaffSession } from "./session.server";

/**
 * The back office's guard, for every /admin/ loader and action (issue 21): a guest goes to
 * /admin/sign-in/?redirectTo=…, a customer, agent or corporate user gets the site's 404, and so
 * does Staff on an Admin page. The account is read again on every request, so a disabled account
 * or changed branches take effect at once. The 404 is the site's normal one (`notFound`): the back
 * office gives nothing away to whoever may not see a page or a record.
 */
export type SignedInStaff = StaffAccount & BranchScope;

/** The signed-in staff member of the session, or null (clears an ended shift or a disabled account). */
export async function currentStaff(
  session: AppSession,
  now: Date = new Date(),
): Promise<SignedInStaff | null> {
  const stored = readStaffSession(session, now);
  if (!stored) {
    if (session.has("staff")) {
      clearStaffSession(session);
      await commitSession(session);
    }
    return null;
  }
  const account = await findStaffAccount(stored.userId);
  if (!account || account.disabled) {
    clearStaffSession(session);
    await commitSession(session);
    return null;
  }
  return account;
}

export type StaffGuardOptions = { needs?: StaffUserType; now?: Date };

/** For every /admin/ loader and action but sign-in: the signed-in staff member, or it throws. */
export async function requireStaff(
  request: Request,
  options: StaffGuardOptions = {},
): Promise<SignedInStaff> {
  const now = options.now ?? new Date();
  const session = await getSession(request);
  const staff = await currentStaff(session, now);
  const role = staff?.role ?? getSessionUser(session, now)?.userType ?? "Guest";
  const decision = decideAdminAccess(role, options.needs ?? "Staff");
  if (decision === "sign-in") {
    throw redirect(withRedirectTo(ADMIN_PATHS.signIn, pageLocationOf(request.url)), 303);
  }
  if (decision === "not-found" || !staff) throw notFound();
  return staff;
}

/** Admin pages (rates, deals, promo codes, branches, audit, staff accounts). */
export function requireAdmin(request: Request, options: Omit<StaffGuardOptions, "needs"> = {}) {
  return requireStaff(request, { ...options, needs: "Admin" });
}

/** Throws the site's 404 unless the staff member may see the branch. */
export function assertBranch(staff: BranchScope, branchId: number | null | undefined): void {
  if (!canSeeBranch(staff, branchId)) throw notFound();
}

/** Throws the site's 404 unless the booking leaves from or returns to one of the staff member's branches. */
export function assertBooking(
  staff: BranchScope,
  booking: { pickupBranchId: number; dropOffBranchId: number } | null | undefined,
): asserts booking is { pickupBranchId: number; dropOffBranchId: number } {
  if (!booking || !canSeeBooking(staff, booking)) throw notFound();
}
