import { redirect } from "@remix-run/node";
import { getBusinessAccount, type BusinessAccount } from "~/models/accounts/users.server";
import { findUserByToken } from "../accounts/auth.server";
import { REDIRECT_TO_PARAM } from "../accounts/constants";
import { BUSINESS_PATHS } from "./constants";
import { requireBusinessUser, type GuardedSession } from "../accounts/roles.server";
import type { AppSession } from "../platform/session.server";
import { getSessionUser, type SessionUser } from "../accounts/user-session.server";

/**
 * The signed-in business user (Agent or Corporate, spec sections 2, 4 and 6): every business
 * loader and action starts from requireBusinessContext, the role check of roles.server.ts
 * (Guest → /business/sign-in/, customer → 404 Unauthorized) and the business account; saving
 * also needs a live token.
 */

export type BusinessContext = GuardedSession & {
  account: BusinessAccount | null;
  /** The id the account's bookings carry (reservations.agent_id); null when the account has none. */
  agentId: string | null;
  /** Agency (agents) or company (corporate) name, else the user's name. */
  accountName: string;
  isAllInclusive: boolean;
};

export function accountNameOf(
  user: Pick<SessionUser, "firstName" | "lastName">,
  account: BusinessAccount | null,
): string {
  return account?.agencyName || account?.companyName || `${user.firstName} ${user.lastName}`.trim();
}

/** For every business loader and action: the role check, then the business account. */
export async function requireBusinessContext(
  request: Request,
  now: Date = new Date(),
): Promise<BusinessContext> {
  const guarded = await requireBusinessUser(request, now);
  const account = await getBusinessAccount(guarded.user.userId);
  return {
    ...guarded,
    account,
    agentId: account?.agentId ?? null,
    accountName: accountNameOf(guarded.user, account),
    isAllInclusive: account?.isAllInclusive ?? false,
  };
}

/**
 * Saving needs the signed-in token (spec: "save needs the token"): present, unexpired, and still
 * live in the token table (not revoked by a sign-out elsewhere). Otherwise back to sign-in.
 */
export async function hasLiveToken(session: AppSession, now: Date = new Date()): Promise<boolean> {
  const user = getSessionUser(session, now);
  if (!user?.token || new Date(user.tokenExpiresAt).getTime() <= now.getTime()) return false;
  const owner = await findUserByToken(user.token, now);
  return owner?.id === user.userId;
}

export function signInAgain(returnTo: string): Response {
  return redirect(`${BUSINESS_PATHS.signIn}?${REDIRECT_TO_PARAM}=${encodeURIComponent(returnTo)}`);
}
