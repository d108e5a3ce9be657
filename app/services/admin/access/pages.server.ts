import { redirect } from "@remix-run/node";
import { findStaffAccount } from "~/models/accounts/staff.server";
import { validationError } from "remix-validated-form";
import { retryAfter } from "../../platform/rate-limit.server";
import { safeRedirectPath } from "../../platform/routing";
import { NO_STORE } from "../../platform/cache-control";
import { getSession } from "../../platform/session.server";
import { ADMIN_PATHS } from "./constants";
import { currentStaff } from "./guard.server";
import { readPendingStaff, startStaffSession } from "./session.server";
import { totpUri } from "./totp.server";

/** Where to go after signing in: a back-office path from ?redirectTo=, or the board. */
export function staffDestination(redirectTo: string | null | undefined): string {
  const safe = safeRedirectPath(redirectTo, ADMIN_PATHS.home);
  return safe.startsWith(ADMIN_PATHS.home) && !safe.startsWith(ADMIN_PATHS.signIn) ? safe : ADMIN_PATHS.home;
}

/** The sign-in pages send a signed-in staff member on to the back office. */
export async function redirectIfSignedIn(request: Request): Promise<void> {
  const staff = await currentStaff(await getSession(request));
  if (staff) {
    const url = new URL(request.url);
    throw redirect(staffDestination(url.searchParams.get("redirectTo")), 303);
  }
}

/** The second-step pages need a pending sign-in of the right kind; otherwise back to the password. */
export async function requirePending(request: Request, next: "code" | "set-up") {
  const pending = readPendingStaff(await getSession(request));
  if (!pending || pending.next !== next) throw redirect(ADMIN_PATHS.signIn, 303);
  return pending;
}

/** The set-up page's new key, and its `otpauth://` link named for the account's email. */
export async function setUpKey(pending: { userId: string; secret?: string }) {
  const account = await findStaffAccount(pending.userId);
  const secret = pending.secret ?? "";
  return { secret, uri: totpUri(secret, account?.email ?? "") };
}

/** Signed in: a new session, then on to where the staff member was going. */
export async function signedInRedirect(
  request: Request,
  account: { id: string; role: "Staff" | "Admin" },
  redirectTo: string,
): Promise<Response> {
  const setCookie = await startStaffSession(request, account);
  return redirect(staffDestination(redirectTo), {
    status: 303,
    headers: { "Set-Cookie": setCookie, ...NO_STORE },
  });
}

/** A refused code, beside the field: 429 when the wrong codes ran out, otherwise `status`. */
export function codeRefusal(
  formId: string,
  result: { reason: "invalid" | "rate-limited"; message: string; retryAfterSeconds?: number },
  status = 401,
) {
  return validationError(
    { fieldErrors: { code: result.message }, formId },
    {},
    {
      status: result.reason === "rate-limited" ? 429 : status,
      headers: { ...NO_STORE, ...retryAfter(result.retryAfterSeconds) },
    },
  );
}
