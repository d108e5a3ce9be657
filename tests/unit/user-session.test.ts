import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { sessions } from "~/models/schema";
import { DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { findUserRowByEmail, withoutPassword, type AccountUser } from "~/models/accounts/users.server";
import { loader as rootLoader } from "~/root";
import { findUserByToken, issueAccessToken, revokeToken } from "~/services/accounts/auth.server";
import {
  getItinerary,
  getReservation,
  resetReservation,
  setItinerary,
  setReservation,
  type SessionItinerary,
} from "~/services/booking/session.server";
import { SESSION_MAX_AGE_SECONDS } from "~/services/platform/constants";
import { commitSession, getSession, SESSION_COOKIE_NAME } from "~/services/platform/session.server";
import { loadShell } from "~/services/shell/shell.server";
import {
  appLoginFromBearer,
  appLoginRedirect,
  endUserSession,
  getSessionUser,
  refreshSessionUser,
  renewUserSession,
  startUserSession,
  tokenInfo,
} from "~/services/accounts/user-session.server";
import { routeResponse } from "./support/route-response";

const cookieOf = (setCookie: string) => setCookie.split(";")[0];
const requestWith = (cookie: string, path = "/", headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });

async function demoUser(userType: "Customer" | "Agent" | "Corporate"): Promise<AccountUser> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.userType === userType)!;
  return withoutPassword((await findUserRowByEmail(account.email))!);
}

const ITINERARY: SessionItinerary = {
  pickupBranchId: 2,
  dropOffBranchId: 2,
  pickupDate: "2028-03-10",
  pickupTime: "10:00",
  dropOffDate: "2028-03-14",
  dropOffTime: "10:00",
  promoCode: "",
  aaNumber: null,
  agentId: null,
  clientReferenceNumber: null,
  lastQueryDateTime: new Date().toISOString(),
  searchedByUserId: null,
};

/** A guest's session with a brand and a booking in progress. */
async function guestCookie(): Promise<string> {
  const session = await getSession(requestWith(""));
  session.set("brandCode", "ET");
  setItinerary(session, ITINERARY);
  setReservation(session, { ...resetReservation(), carClassId: 7, stepComplete: 2 });
  return cookieOf(await commitSession(session));
}

describe("startUserSession", () => {
  it("rotates the session: the old cookie stops working, the new one carries brand and booking", async () => {
    const oldCookie = await guestCookie();
    const customer = await demoUser("Customer");
    const setCookie = await startUserSession(requestWith(oldCookie), customer);
    expect(setCookie).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS}`);
    expect(setCookie).toContain("HttpOnly");
    const newCookie = cookieOf(setCookie);
    expect(newCookie).not.toBe(oldCookie);

    const old = await getSession(requestWith(oldCookie));
    expect(old.get("brandCode")).toBeUndefined();
    expect(getItinerary(old)).toBeNull();

    const fresh = await getSession(requestWith(newCookie));
    expect(fresh.get("brandCode")).toBe("ET");
    expect(getReservation(fresh)).toMatchObject({ carClassId: 7, stepComplete: 2 });
    // The guest's search is now the signed-in user's, so the booking guard keeps it.
    expect(getItinerary(fresh)).toEqual({ ...ITINERARY, searchedByUserId: customer.id });
  });

  it("stores the user of spec section 3 with a token, and the top-level copies other modules read", async () => {
    const customer = await demoUser("Customer");
    const now = new Date("2026-07-01T00:00:00Z");
    const cookie = cookieOf(await startUserSession(requestWith(""), customer, { now }));
    const session = await getSession(requestWith(cookie));
    const user = getSessionUser(session, now);
    expect(user).toEqual({
      profileId: customer.id,
      userId: customer.id,
      firstName: "Aroha",
      lastName: "Te Rangi",
      email: "aroha.customer@example.co.nz",
      country: "NZ",
      phone: "21 555 0142",
      phoneCountryCode: "+64",
      userType: "Customer",
      expiresAt: "2026-07-01T00:30:00.000Z",
      timeZoneOffset: 720,
      street: "12 Ponsonby Road",
      town: "Ponsonby",
      city: "Auckland",
      postCode: "1011",
      isAppLogin: false,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      tokenExpiresAt: "2026-07-01T00:30:00.000Z",
    });
    expect((await findUserByToken(user!.token, now))?.id).toBe(customer.id);
    expect(session.get("userId")).toBe(customer.id);
    expect(session.get("userType")).toBe("Customer");
    expect(session.get("firstName")).toBe("Aroha");
    expect(session.get("isAppLogin")).toBe(false);
    expect(tokenInfo(session, now)).toEqual({
      isAuthenticated: true,
      token: user!.token,
      tokenExpiresAt: user!.tokenExpiresAt,
    });
    // New Zealand daylight time: +13 h.
    const summer = cookieOf(
      await startUserSession(requestWith(""), customer, { now: new Date("2026-12-01T00:00:00Z") }),
    );
    expect(
      getSessionUser(await getSession(requestWith(summer)), new Date("2026-12-01T00:00:00Z"))?.timeZoneOffset,
    ).toBe(780);
  });

  it("does not hand another user's booking to the next user", async () => {
    const customer = await demoUser("Customer");
    const agent = await demoUser("Agent");
    const asCustomer = cookieOf(await startUserSession(requestWith(await guestCookie()), customer));
    const asAgent = await getSession(
      requestWith(cookieOf(await startUserSession(requestWith(asCustomer), agent))),
    );
    expect(getItinerary(asAgent)).toBeNull();
    expect(getReservation(asAgent)).toBeNull();
    expect(asAgent.get("brandCode")).toBe("ET");
    expect(getSessionUser(asAgent)?.userType).toBe("Agent");
  });
});

describe("expiry and renewal", () => {
  it("has no user once expiresAt has passed", async () => {
    const now = new Date();
    const cookie = cookieOf(await startUserSession(requestWith(""), await demoUser("Customer"), { now }));
    const session = await getSession(requestWith(cookie));
    expect(getSessionUser(session, new Date(now.getTime() + 1799 * 1000))).not.toBeNull();
    expect(getSessionUser(session, new Date(now.getTime() + 1800 * 1000))).toBeNull();
    expect(tokenInfo(session, new Date(now.getTime() + 1800 * 1000)).isAuthenticated).toBe(false);
  });

  it("renewUserSession moves token and session expiry together; a dead token signs out", async () => {
    const now = new Date();
    const cookie = cookieOf(await startUserSession(requestWith(""), await demoUser("Customer"), { now }));
    const session = await getSession(requestWith(cookie));
    const later = new Date(now.getTime() + 1770 * 1000);
    const renewed = await renewUserSession(session, later);
    expect(renewed?.expiresAt).toBe(new Date(later.getTime() + 1800 * 1000).toISOString());
    expect(renewed?.tokenExpiresAt).toBe(renewed?.expiresAt);

    await revokeToken(renewed!.token);
    expect(await renewUserSession(session, later)).toBeNull();
    expect(getSessionUser(session, later)).toBeNull();
    expect(session.get("userType")).toBeUndefined();
  });

  it("refreshSessionUser renews once half the lifetime has gone, and writes the session row", async () => {
    const now = new Date();
    const cookie = cookieOf(await startUserSession(requestWith(""), await demoUser("Customer"), { now }));
    const early = await refreshSessionUser(
      await getSession(requestWith(cookie)),
      new Date(now.getTime() + 600 * 1000),
    );
    expect(early?.expiresAt).toBe(new Date(now.getTime() + 1800 * 1000).toISOString());
    const late = new Date(now.getTime() + 1000 * 1000);
    await refreshSessionUser(await getSession(requestWith(cookie)), late);
    const stored = getSessionUser(await getSession(requestWith(cookie)), late);
    expect(stored?.expiresAt).toBe(new Date(late.getTime() + 1800 * 1000).toISOString());
  });
});

describe("endUserSession (logout)", () => {
  it("clears the session and the token; customers go to /", async () => {
    const cookie = cookieOf(
      await startUserSession(requestWith(await guestCookie()), await demoUser("Customer")),
    );
    const session = await getSession(requestWith(cookie));
    const token = getSessionUser(session)!.token;
    session.set("dashboard", { profileModel: {} });
    await commitSession(session);

    const { setCookie, redirectTo } = await endUserSession(requestWith(cookie));
    expect(redirectTo).toBe("/");
    expect(await findUserByToken(token)).toBeNull();
    const old = await getSession(requestWith(cookie));
    expect(old.data).toEqual({});
    // Only the brand stays, in a new session.
    const after = await getSession(requestWith(cookieOf(setCookie)));
    expect(after.data).toEqual({ brandCode: "ET" });
  });

  it("sends agents and corporate users to /business/sign-in/", async () => {
    for (const userType of ["Agent", "Corporate"] as const) {
      const cookie = cookieOf(await startUserSession(requestWith(""), await demoUser(userType)));
      const { setCookie, redirectTo } = await endUserSession(requestWith(cookie));
      expect(redirectTo).toBe("/business/sign-in/");
      // No brand to keep: the cookie is expired.
      expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;`));
      expect(setCookie).toContain("Expires=Thu, 01 Jan 1970");
    }
  });

  it("sends a guest to /", async () => {
    expect((await endUserSession(requestWith(""))).redirectTo).toBe("/");
  });
});

describe("app login with Authorization: Bearer", () => {
  async function appToken() {
    const agent = await demoUser("Agent");
    return { agent, ...(await issueAccessToken(agent.id)) };
  }

  it("turns a live token into a web session marked as app login, renewing the token", async () => {
    const { agent, token, tokenExpiresAt } = await appToken();
    const later = new Date(Date.now() + 60_000);
    const setCookie = await appLoginFromBearer(
      requestWith("", "/business/my-account/", { Authorization: `Bearer ${token}` }),
      later,
    );
    expect(setCookie).not.toBeNull();
    const session = await getSession(requestWith(cookieOf(setCookie!)));
    const user = getSessionUser(session, later);
    expect(user).toMatchObject({ userId: agent.id, userType: "Agent", isAppLogin: true, token });
    expect(new Date(user!.tokenExpiresAt).getTime()).toBeGreaterThan(tokenExpiresAt.getTime());
    expect(session.get("isAppLogin")).toBe(true);
    // The shell hides header and footer for app logins.
    const { shell } = await loadShell(requestWith(cookieOf(setCookie!)));
    expect(shell.isAppLogin).toBe(true);
    expect(shell.userType).toBe("Agent");
  });

  it("does nothing more once the session is signed in with that token", async () => {
    const { token } = await appToken();
    const headers = { Authorization: `Bearer ${token}` };
    const cookie = cookieOf((await appLoginFromBearer(requestWith("", "/", headers)))!);
    expect(await appLoginFromBearer(requestWith(cookie, "/", headers))).toBeNull();
  });

  it("ignores missing, malformed, unknown and revoked tokens", async () => {
    expect(await appLoginFromBearer(requestWith(""))).toBeNull();
    expect(await appLoginFromBearer(requestWith("", "/", { Authorization: "Basic abc" }))).toBeNull();
    expect(
      await appLoginFromBearer(requestWith("", "/", { Authorization: `Bearer ${"A".repeat(43)}` })),
    ).toBeNull();
    const { token } = await appToken();
    await revokeToken(token);
    expect(await appLoginFromBearer(requestWith("", "/", { Authorization: `Bearer ${token}` }))).toBeNull();
  });

  it("redirects a data request to the page itself with the cookie, so every loader sees the user", async () => {
    const { token } = await appToken();
    // What Remix hands the loaders for single fetch's `/business/my-account.data?tab=2&_routes=root`
    // (ADR 0075), and for the older `?_data=root`.
    for (const url of ["/business/my-account?tab=2&_routes=root", "/business/my-account/?tab=2&_data=root"]) {
      const response = await appLoginRedirect(requestWith("", url, { Authorization: `Bearer ${token}` }));
      expect(response?.status, url).toBe(303);
      expect(response?.headers.get("Location"), url).toBe("/business/my-account/?tab=2");
      expect(response?.headers.get("Set-Cookie"), url).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=`));
    }
    expect(await appLoginRedirect(requestWith(""))).toBeNull();
  });

  it("is wired into the root loader: any page opened with the header is signed in", async () => {
    const { token } = await appToken();
    let thrown: unknown;
    try {
      await routeResponse(
        rootLoader({
          request: requestWith("", "/vehicles/", { Authorization: `Bearer ${token}` }),
          params: {},
          context: {},
        }),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/vehicles/");
    const cookie = cookieOf(response.headers.get("Set-Cookie")!);

    const next = await routeResponse(
      rootLoader({
        request: requestWith(cookie, "/vehicles/", { Authorization: `Bearer ${token}` }),
        params: {},
        context: {},
      }),
    );
    const shell = await next.json();
    expect(shell).toMatchObject({ isAppLogin: true, userType: "Agent", firstName: "Mere" });

    // Without the header the root loader leaves a guest alone.
    const guest = await routeResponse(
      rootLoader({ request: requestWith("", "/vehicles/"), params: {}, context: {} }),
    );
    expect(await guest.json()).toMatchObject({ isAppLogin: false, userType: "Guest" });
  });

  it("deletes the rows of sessions it rotates", async () => {
    const oldCookie = await guestCookie();
    const db = await getDb();
    const before = await db.select().from(sessions);
    await startUserSession(requestWith(oldCookie), await demoUser("Customer"));
    const after = await db.select().from(sessions);
    expect(after.length).toBe(before.length);
    expect(after.some((row) => row.data.brandCode === "ET" && row.data.userType === "Customer")).toBe(true);
  });
});
