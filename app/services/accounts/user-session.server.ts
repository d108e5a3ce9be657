import { redirect } from "@remix-run/node";
import { releaseHold } from "~/models/reservations/reservations.server";
import type { SiteUserType } from "~/models/schema";
import {
  renewAccessToken,
  findUserByToken,
  issueAccessToken,
  revokeToken,
  type AccessToken,
  type AccountUser,
} from "./auth.server";
import {
  getConfirmedReservationId,
  getItinerary,
  getReservation,
  getStoredPromo,
  setConfirmedReservationId,
  setItinerary,
  setReservation,
  setStoredPromo,
} from "../booking/session.server";
import { ACCESS_TOKEN_RENEW_WHEN_LEFT_SECONDS, ACCOUNT_PATHS } from "./constants";
import { pageLocationOf } from "../platform/data-request.server";
import { inNewZealand } from "../platform/dates";
import {
  commitSession,
  destroySession,
  getSession,
  getSessionStorage,
  type AppSession,
} from "../platform/session.server";

/**
 * The signed-in user in the server session (spec sections 3 and 4).
 *
 * Session keys:
 * - `user`: the SessionUser below (read it with getSessionUser).
 * - `userId`, `userType`, `firstName`, `isAppLogin`: copies at the top level, which the shell
 *   (shell.server.ts), the booking guard and the itinerary read. Written and cleared together
 *   with `user`, never alone.
 *
 * The user lasts as long as its access token: `expiresAt` = `tokenExpiresAt` (1800 s). The token
 * is renewed by activity: with JavaScript the page calls renewUserSession 30 s before expiry
 * (spec section 4; a failure signs out), and every guarded page (roles.server.ts) renews it once
 * less than half of its life is left. The session row itself slides by activity too
 * (session.server.ts).
 */
export type SessionUser = {
  /** The customer profile id: the user id (one profile per user). */
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** ISO country code ("NZ"). */
  country: string;
  phone: string;
  phoneCountryCode: string;
  userType: SiteUserType;
  /** ISO instant the signed-in session ends unless renewed (= tokenExpiresAt). */
  expiresAt: string;
  /** Pacific/Auckland's offset from UTC in minutes at sign-in (720 or 780). */
  timeZoneOffset: number;
  street: string;
  town: string;
  city: string;
  postCode: string;
  /** Signed in from the mobile app through a bearer token: header and footer hidden. */
  isAppLogin: boolean;
  /** The access token (Token info of spec section 3) and its expiry (ISO). */
  token: string;
  tokenExpiresAt: string;
};

export const SESSION_USER_KEY = "user";
/** Top-level copies other modules read (see above). */
const MIRROR_KEYS = ["userId", "userType", "firstName", "isAppLogin"] as const;

function readUser(session: AppSession): SessionUser | null {
  const value = session.get(SESSION_USER_KEY) as SessionUser | undefined;
  return value && typeof value === "object" && typeof value.userId === "string" ? value : null;
}

function writeUser(session: AppSession, user: SessionUser): void {
  session.set(SESSION_USER_KEY, user);
  session.set("userId", user.userId);
  session.set("userType", user.userType);
  session.set("firstName", user.firstName);
  session.set("isAppLogin", user.isAppLogin);
}

/** Removes the user and its top-level copies from the session (the caller commits). */
export function clearSessionUser(session: AppSession): void {
  session.unset(SESSION_USER_KEY);
  for (const key of MIRROR_KEYS) session.unset(key);
}

/** The signed-in user, or null for a guest or when the signed-in session has expired. */
export function getSessionUser(session: AppSession, now: Date = new Date()): SessionUser | null {
  const user = readUser(session);
  if (!user) return null;
  return new Date(user.expiresAt).getTime() > now.getTime() ? user : null;
}

/** Token info of spec section 3. */
export function tokenInfo(
  session: AppSession,
  now: Date = new Date(),
): { isAuthenticated: boolean; token: string | null; tokenExpiresAt: string | null } {
  const user = getSessionUser(session, now);
  return {
    isAuthenticated: user !== null,
    token: user?.token ?? null,
    tokenExpiresAt: user?.tokenExpiresAt ?? null,
  };
}

function sessionUserFrom(user: AccountUser, token: AccessToken, isAppLogin: boolean, now: Date): SessionUser {
  // Back-office accounts never get a site session (auth.server.ts signIn refuses them there).
  if (user.userType === "Staff" || user.userType === "Admin")
    throw new Error("A staff account cannot sign in to the site");
  const expiresAt = token.tokenExpiresAt.toISOString();
  return {
    profileId: user.id,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    country: user.country,
    phone: user.phone,
    phoneCountryCode: user.phoneCountryCode,
    userType: user.userType as SiteUserType,
    expiresAt,
    timeZoneOffset: inNewZealand(now).utcOffset(),
    street: user.street,
    town: user.town,
    city: user.city,
    postCode: user.postCode,
    isAppLogin,
    token: token.token,
    tokenExpiresAt: expiresAt,
  };
}

export type StartUserSessionOptions = {
  /** Mark the session as an app login (header and footer hidden). */
  isAppLogin?: boolean;
  /** Use this token (app login) instead of issuing a new one. */
  accessToken?: AccessToken;
  now?: Date;
};

/**
 * Signs a user in: ROTATES the session (the old row is deleted, so the old cookie stops working;
 * a new id is issued), carrying over the brand code and the booking in progress (itinerary,
 * reservation, stored promo, confirmed reservation) unless the old session belonged to another
 * user. An itinerary searched as a guest becomes this user's (same browser, same person), so the
 * booking guard keeps it. Issues an access token unless one is given.
 *
 * Returns the Set-Cookie header for the response. Do not commit the old session object after
 * this (that would write the old row back).
 */
export async function startUserSession(
  request: Request,
  user: AccountUser,
  options: StartUserSessionOptions = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const old = await getSession(request);
  const fresh = await getSessionStorage().getSession();

  const brandCode = old.get("brandCode");
  if (typeof brandCode === "string") fresh.set("brandCode", brandCode);
  const previousUserId = old.get("userId");
  if (previousUserId === undefined || previousUserId === user.id) {
    const itinerary = getItinerary(old);
    if (itinerary) {
      setItinerary(
        fresh,
        itinerary.searchedByUserId === null ? { ...itinerary, searchedByUserId: user.id } : itinerary,
      );
    }
    setReservation(fresh, getReservation(old));
    setStoredPromo(fresh, getStoredPromo(old));
    const confirmed = getConfirmedReservationId(old);
    if (confirmed) setConfirmedReservationId(fresh, confirmed);
  }

  const token = options.accessToken ?? (await issueAccessToken(user.id, now));
  writeUser(fresh, sessionUserFrom(user, token, options.isAppLogin ?? false, now));
  if (old.id) await destroySession(old);
  return commitSession(fresh);
}

/**
 * Renews the session user's token for another 1800 s and moves expiresAt with it. When the token
 * cannot be renewed (revoked, expired) the user is signed out of the session. The caller commits
 * the session. For the page's renewal call (30 s before tokenExpiresAt) and the guards.
 */
export async function renewUserSession(
  session: AppSession,
  now: Date = new Date(),
): Promise<SessionUser | null> {
  const user = readUser(session);
  if (!user) return null;
  const tokenExpiresAt = await renewAccessToken(user.token, now);
  if (!tokenExpiresAt) {
    clearSessionUser(session);
    return null;
  }
  const renewed: SessionUser = {
    ...user,
    expiresAt: tokenExpiresAt.toISOString(),
    tokenExpiresAt: tokenExpiresAt.toISOString(),
  };
  writeUser(session, renewed);
  return renewed;
}

/**
 * For loaders and guards: the user, after clearing an expired one from the session and renewing
 * the token once less than ACCESS_TOKEN_RENEW_WHEN_LEFT_SECONDS is left. Writes the session row
 * when it changed (the cookie holds only the id, so no Set-Cookie is needed).
 */
export async function refreshSessionUser(
  session: AppSession,
  now: Date = new Date(),
): Promise<SessionUser | null> {
  const stored = readUser(session);
  const hadMirror = session.has("userType") || session.has("userId");
  if (!stored) {
    if (hadMirror) {
      clearSessionUser(session);
      await commitSession(session);
    }
    return null;
  }
  const user = getSessionUser(session, now);
  if (!user) {
    clearSessionUser(session);
    await commitSession(session);
    return null;
  }
  const left = new Date(user.tokenExpiresAt).getTime() - now.getTime();
  if (left > ACCESS_TOKEN_RENEW_WHEN_LEFT_SECONDS * 1000) return user;
  const renewed = await renewUserSession(session, now);
  await commitSession(session);
  return renewed;
}

/** Where a user type goes after signing out (spec section 4). */
export function signOutDestination(userType: unknown): string {
  return userType === "Agent" || userType === "Corporate" ? ACCOUNT_PATHS.businessSignIn : ACCOUNT_PATHS.home;
}

/**
 * Signs out (spec section 4 Logout): revokes the token, gives back a held car and clears the
 * whole session (user, dashboard, agent details, reservation, itinerary); only the brand code is
 * kept, in a new session. Agent and Corporate go to /business/sign-in/, everyone else to /.
 */
export async function endUserSession(
  request: Request,
  now: Date = new Date(),
): Promise<{ setCookie: string; redirectTo: string }> {
  const session = await getSession(request);
  const user = readUser(session);
  const redirectTo = signOutDestination(user?.userType ?? session.get("userType"));
  if (user) await revokeToken(user.token, now);
  const reservation = getReservation(session);
  if (reservation?.reservationId) await releaseHold(reservation.reservationId, { now });

  const brandCode = session.get("brandCode");
  const cleared = await destroySession(session);
  if (typeof brandCode !== "string") return { setCookie: cleared, redirectTo };
  const fresh = await getSessionStorage().getSession();
  fresh.set("brandCode", brandCode);
  return { setCookie: await commitSession(fresh), redirectTo };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  return match ? match[1] : null;
}

/**
 * App login (spec section 4): a request with `Authorization: Bearer <token>` whose token is live
 * renews the token and becomes a web session marked isAppLogin (header and footer hidden).
 * Returns the Set-Cookie of the new session, or null when there is nothing to do: no header, a
 * token that is not live (ignored: the request goes on as it was), or a session already signed
 * in with this token (renewed when due, no new cookie).
 */
export async function appLoginFromBearer(request: Request, now: Date = new Date()): Promise<string | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const session = await getSession(request);
  const current = readUser(session);
  if (current && current.token === token && current.isAppLogin) {
    await refreshSessionUser(session, now);
    return null;
  }
  const tokenExpiresAt = await renewAccessToken(token, now);
  if (!tokenExpiresAt) return null;
  const user = await findUserByToken(token, now);
  if (!user) return null;
  return startUserSession(request, user, { isAppLogin: true, accessToken: { token, tokenExpiresAt }, now });
}

/**
 * The root loader's app-login step: when the bearer token signs the request in, a redirect to
 * the same URL with the new session cookie, so that every loader of the page (they run in
 * parallel with the root's) sees the signed-in session. Null otherwise.
 */
export async function appLoginRedirect(request: Request, now: Date = new Date()): Promise<Response | null> {
  const setCookie = await appLoginFromBearer(request, now);
  if (!setCookie) return null;
  // A client-side data request (`/page.data`) redirects the browser to the page itself.
  return redirect(pageLocationOf(request.url), { status: 303, headers: { "Set-Cookie": setCookie } });
}
