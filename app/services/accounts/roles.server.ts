import { redirect } from "@remix-run/node";
import { ACCOUNT_PATHS, REDIRECT_TO_PARAM } from "./constants";
import type { UserType } from "../platform/constants";
import { UNAUTHORIZED } from "../platform/error-text";
import { safeRedirectPath } from "../platform/routing";
import { getSession, type AppSession } from "../platform/session.server";
import { refreshSessionUser, type SessionUser } from "./user-session.server";

/**
 * The role rules of spec section 6: one pure decision (decideAccess) over role × kind of route,
 * and the loader helpers that apply it (they throw the redirect or the 404 'Unauthorized').
 *
 * | route kind          | Guest                          | Customer                | Agent / Corporate            | other type   |
 * |---------------------|--------------------------------|-------------------------|------------------------------|--------------|
 * | my-account          | /sign-in/?redirectTo=…         | allow                   | 404 Unauthorized             | 404          |
 * | business            | /business/sign-in/?redirectTo=…| 404 Unauthorized        | allow                        | 404          |
 * | business-public     | allow                          | allow                   | allow                        | allow        |
 * | business-book-now   | /book-now/                     | /book-now/              | allow                        | 404          |
 * | book-now            | allow                          | allow                   | /business/book-now/          | 404          |
 *
 * business-public is /business/sign-in/ and /business/forgot-password/ (a customer may open them
 * to sign in with a business account). booking-flow.server.ts's guardBookingStep sends Agent and
 * Corporate from the booking steps to /business/book-now/ as well: the two agree.
 */

export const ROUTE_KINDS = [
  "my-account",
  "business",
  "business-public",
  "business-book-now",
  "book-now",
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

export type AccessDecision =
  { kind: "allow" } | { kind: "redirect"; location: string } | { kind: "unauthorized" };

const ALLOW: AccessDecision = { kind: "allow" };
const UNAUTHORIZED_DECISION: AccessDecision = { kind: "unauthorized" };

/** `/sign-in/?redirectTo=%2Fmy-account%2F` (no parameter when there is nowhere to return to). */
export function withRedirectTo(path: string, returnTo: string | null | undefined): string {
  const safe = returnTo ? safeRedirectPath(returnTo, "") : "";
  return safe ? `${path}?${REDIRECT_TO_PARAM}=${encodeURIComponent(safe)}` : path;
}

/**
 * The decision of spec section 6 for a role (a user type, "Guest" when not signed in; any other
 * string is an authenticated user of another type) on a kind of route. `returnTo` (path and
 * query of the page asked for) goes into the sign-in redirects.
 */
export function decideAccess(role: UserType | string, route: RouteKind, returnTo = ""): AccessDecision {
  const business = role === "Agent" || role === "Corporate";
  if (route === "business-public") return ALLOW;
  if (role === "Guest") {
    if (route === "my-account")
      return { kind: "redirect", location: withRedirectTo(ACCOUNT_PATHS.signIn, returnTo) };
    if (route === "business")
      return { kind: "redirect", location: withRedirectTo(ACCOUNT_PATHS.businessSignIn, returnTo) };
    if (route === "business-book-now") return { kind: "redirect", location: ACCOUNT_PATHS.bookNow };
    return ALLOW;
  }
  if (role === "Customer") {
    if (route === "my-account" || route === "book-now") return ALLOW;
    if (route === "business-book-now") return { kind: "redirect", location: ACCOUNT_PATHS.bookNow };
    return UNAUTHORIZED_DECISION;
  }
  if (business) {
    if (route === "business" || route === "business-book-now") return ALLOW;
    if (route === "book-now") return { kind: "redirect", location: ACCOUNT_PATHS.businessBookNow };
    return UNAUTHORIZED_DECISION;
  }
  // An authenticated user of any other type.
  return UNAUTHORIZED_DECISION;
}

/**
 * The kind of a page path (trailing slash or not, any case), or null for pages without role
 * rules: /my-account…, /business/sign-in and /business/forgot-password, /business/book-now,
 * every other /business page, /book-now.
 */
export function routeKindFor(pathname: string): RouteKind | null {
  const path = `${pathname.toLowerCase().replace(/\/+$/, "")}/`;
  if (path === "/my-account/" || path.startsWith("/my-account/")) return "my-account";
  if (path === "/book-now/" || path.startsWith("/book-now/")) return "book-now";
  if (path === "/business/sign-in/" || path === "/business/forgot-password/") return "business-public";
  if (path === "/business/book-now/" || path.startsWith("/business/book-now/")) return "business-book-now";
  if (path === "/business/" || path.startsWith("/business/")) return "business";
  return null;
}

/** Only customers load the my-account dashboard (spec section 6). */
export function canLoadDashboard(role: UserType | string): boolean {
  return role === "Customer";
}

/** Where a signed-in user lands after signing in (when no redirectTo is given). */
export function homePathFor(userType: UserType | string): string {
  return userType === "Agent" || userType === "Corporate"
    ? ACCOUNT_PATHS.businessMyAccount
    : ACCOUNT_PATHS.myAccount;
}

/** Spec section 8: an API 401 sends the browser to /business/sign-in/ under /business, otherwise to /sign-in/. */
export function apiUnauthorizedRedirect(pathname: string): string {
  return /^\/business(\/|$)/i.test(pathname) ? ACCOUNT_PATHS.businessSignIn : ACCOUNT_PATHS.signIn;
}

/** The 404 'Unauthorized' of spec section 8 (the root error boundary shows UNAUTHORIZED's page). */
export function unauthorizedResponse(): Response {
  return new Response(UNAUTHORIZED, {
    status: 404,
    statusText: UNAUTHORIZED,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export type GuardedSession = { session: AppSession; user: SessionUser };
export type OptionalUserSession = { session: AppSession; user: SessionUser | null };

/** The role of a session user (Guest when none). */
export function roleOf(user: SessionUser | null): UserType | string {
  return user?.userType ?? "Guest";
}

async function guard(request: Request, route: RouteKind, now: Date): Promise<OptionalUserSession> {
  const session = await getSession(request);
  // Clears an expired user (so the top-level copies agree with the decision) and renews when due.
  const user = await refreshSessionUser(session, now);
  const url = new URL(request.url);
  const decision = decideAccess(roleOf(user), route, `${url.pathname}${url.search}`);
  if (decision.kind === "redirect") throw redirect(decision.location);
  if (decision.kind === "unauthorized") throw unauthorizedResponse();
  return { session, user };
}

function signedIn(result: OptionalUserSession): GuardedSession {
  // decideAccess allows these kinds only to signed-in users.
  if (!result.user) throw unauthorizedResponse();
  return { session: result.session, user: result.user };
}

/** My-account pages: customers only. Guest → /sign-in/?redirectTo=…; Agent/Corporate → 404 Unauthorized. */
export async function requireCustomer(request: Request, now: Date = new Date()): Promise<GuardedSession> {
  return signedIn(await guard(request, "my-account", now));
}

/** Business pages (not sign-in, forgot-password): Agent and Corporate. Guest → /business/sign-in/?redirectTo=…; customer → 404 Unauthorized. */
export async function requireBusinessUser(request: Request, now: Date = new Date()): Promise<GuardedSession> {
  return signedIn(await guard(request, "business", now));
}

/** /business/book-now/: Agent and Corporate. Guest and customer → /book-now/. */
export async function businessBookNowAccess(
  request: Request,
  now: Date = new Date(),
): Promise<GuardedSession> {
  return signedIn(await guard(request, "business-book-now", now));
}

/** /book-now/: guests and customers. Agent/Corporate → /business/book-now/; any other type → 404 Unauthorized. */
export async function bookNowAccess(request: Request, now: Date = new Date()): Promise<OptionalUserSession> {
  return guard(request, "book-now", now);
}
