import type { StaffAccount } from "~/models/accounts/staff.server";
import type { StaffUserType } from "~/models/schema";
import {
  commitSession,
  destroySession,
  getSession,
  getSessionStorage,
  type AppSession,
} from "../../platform/session.server";
import { STAFF_PENDING_SECONDS, STAFF_SHIFT_SECONDS } from "./constants";
import { shiftEnded } from "./rules";

/**
 * The back office's keys in the server session (kept apart from the site's signed-in user):
 * - `staff`: the signed-in staff member until the end of the shift (8 hours after signing in,
 *   whatever the activity);
 * - `staffPending`: between a right password and the second step (5 minutes), with the new
 *   secret while an account sets the step up.
 */
export type StaffSession = {
  userId: string;
  role: StaffUserType;
  signedInAt: string;
  expiresAt: string;
};

export type PendingStaff = {
  userId: string;
  /** "code": the account has the second step; "set-up": an Admin account must set it up now. */
  next: "code" | "set-up";
  /** The secret being set up (never shown again once the step is on). */
  secret?: string;
  redirectTo: string;
  expiresAt: string;
};

const STAFF_KEY = "staff";
const PENDING_KEY = "staffPending";

export function readStaffSession(session: AppSession, now: Date = new Date()): StaffSession | null {
  const value = session.get(STAFF_KEY) as StaffSession | undefined;
  if (!value || typeof value !== "object" || typeof value.userId !== "string") return null;
  return shiftEnded(value.expiresAt, now) ? null : value;
}

export function readPendingStaff(session: AppSession, now: Date = new Date()): PendingStaff | null {
  const value = session.get(PENDING_KEY) as PendingStaff | undefined;
  if (!value || typeof value !== "object" || typeof value.userId !== "string") return null;
  return shiftEnded(value.expiresAt, now) ? null : value;
}

/** After a right password: remember who is signing in until the second step is done. */
export async function startPendingStaff(
  request: Request,
  pending: Omit<PendingStaff, "expiresAt">,
  now: Date = new Date(),
): Promise<string> {
  const session = await getSession(request);
  session.unset(STAFF_KEY);
  session.set(PENDING_KEY, {
    ...pending,
    expiresAt: new Date(now.getTime() + STAFF_PENDING_SECONDS * 1000).toISOString(),
  } satisfies PendingStaff);
  return commitSession(session);
}

export async function clearPendingStaff(request: Request): Promise<string> {
  const session = await getSession(request);
  session.unset(PENDING_KEY);
  return commitSession(session);
}

/**
 * Signs a staff member in: ROTATES the session (the old row is deleted, so an old cookie stops
 * working) and keeps nothing of it but the brand: a back-office session carries no booking or
 * site user. Returns the Set-Cookie header.
 */
export async function startStaffSession(
  request: Request,
  account: Pick<StaffAccount, "id" | "role">,
  now: Date = new Date(),
): Promise<string> {
  const old = await getSession(request);
  const fresh = await getSessionStorage().getSession();
  const brandCode = old.get("brandCode");
  if (typeof brandCode === "string") fresh.set("brandCode", brandCode);
  fresh.set(STAFF_KEY, {
    userId: account.id,
    role: account.role,
    signedInAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + STAFF_SHIFT_SECONDS * 1000).toISOString(),
  } satisfies StaffSession);
  if (old.id) await destroySession(old);
  return commitSession(fresh);
}

/** Signs out of the back office: the whole session row goes. */
export async function endStaffSession(request: Request): Promise<string> {
  return destroySession(await getSession(request));
}

/** Forgets the staff member (shift over, account disabled); the caller commits. */
export function clearStaffSession(session: AppSession): void {
  session.unset(STAFF_KEY);
  session.unset(PENDING_KEY);
}
