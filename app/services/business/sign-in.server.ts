import { signIn, type AccountUser, type AuthOptions, type RateLimitedFailure } from "../accounts/auth.server";
import { REDIRECT_TO_PARAM } from "../accounts/constants";
import { BUSINESS_PATHS } from "./constants";
import { SIGN_IN_FAILED } from "../accounts/text";
import { BUSINESS_MESSAGES } from "./text";
import { safeRedirectPath } from "../platform/routing";

/** /business/sign-in/: who may sign in to the business area, and where a sign-in goes. */

export type BusinessSignInResult =
  | { ok: true; user: AccountUser }
  | { ok: false; reason: "customer" | "invalid-credentials" | "unverified"; message: string }
  | RateLimitedFailure;

/**
 * /business/sign-in/: the customer sign-in's checks (rate limits, one message for any failure),
 * then only Agent and Corporate accounts get in; a customer is sent to /sign-in/.
 */
export async function businessSignIn(
  email: string,
  password: string,
  options: AuthOptions = {},
): Promise<BusinessSignInResult> {
  const result = await signIn(email, password, options);
  if (!result.ok) return result;
  if (result.user.userType === "Customer")
    return { ok: false, reason: "customer", message: BUSINESS_MESSAGES.customerAccount };
  if (result.user.userType !== "Agent" && result.user.userType !== "Corporate") {
    return { ok: false, reason: "invalid-credentials", message: SIGN_IN_FAILED };
  }
  return { ok: true, user: result.user };
}

/** Where a business sign-in goes: a same-site ?redirectTo under /business, else the dashboard. */
export function businessSignInDestination(url: URL | string): string {
  const value = new URL(url, "http://localhost").searchParams.get(REDIRECT_TO_PARAM);
  const safe = safeRedirectPath(value, BUSINESS_PATHS.myAccount);
  return safe.startsWith("/business/") ? safe : BUSINESS_PATHS.myAccount;
}
