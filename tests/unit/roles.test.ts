import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { findUserRowByEmail, withoutPassword } from "~/models/accounts/users.server";
import { guardBookingStep } from "~/services/booking/steps/flow.server";
import { USER_TYPES } from "~/services/platform/constants";
import { UNAUTHORIZED } from "~/services/platform/error-text";
import {
  apiUnauthorizedRedirect,
  bookNowAccess,
  businessBookNowAccess,
  canLoadDashboard,
  decideAccess,
  homePathFor,
  requireBusinessUser,
  requireCustomer,
  routeKindFor,
  type AccessDecision,
  type RouteKind,
} from "~/services/accounts/roles.server";
import { commitSession, getSession } from "~/services/platform/session.server";
import { getSessionUser, startUserSession, type SessionUser } from "~/services/accounts/user-session.server";

/**
 * Spec section 6, written out by hand: role × route kind → answer. `R` is the page asked for,
 * which the sign-in redirects carry back.
 */
type Expected = "allow" | "404" | string;
const SPEC: Record<RouteKind, Record<string, Expected>> = {
  "my-account": {
    Guest: "/sign-in/?redirectTo=R",
    Customer: "allow",
    Agent: "404",
    Corporate: "404",
    Other: "404",
  },
  business: {
    Guest: "/business/sign-in/?redirectTo=R",
    Customer: "404",
    Agent: "allow",
    Corporate: "allow",
    Other: "404",
  },
  "business-public": {
    Guest: "allow",
    Customer: "allow",
    Agent: "allow",
    Corporate: "allow",
    Other: "allow",
  },
  "business-book-now": {
    Guest: "/book-now/",
    Customer: "/book-now/",
    Agent: "allow",
    Corporate: "allow",
    Other: "404",
  },
  "book-now": {
    Guest: "allow",
    Customer: "allow",
    Agent: "/business/book-now/",
    Corporate: "/business/book-now/",
    Other: "404",
  },
};
const ROLES = [...USER_TYPES, "Other"] as const;

function expectedDecision(expected: Expected, route: string): AccessDecision {
  if (expected === "allow") return { kind: "allow" };
  if (expected === "404") return { kind: "unauthorized" };
  return { kind: "redirect", location: expected.replace("R", encodeURIComponent(route)) };
}

/** Every account, business and booking page of the spec's route list. */
const GUARDED_ROUTES = fs
  .readFileSync(path.resolve(__dirname, "../routes.txt"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line.startsWith("/") && routeKindFor(line) !== null);

describe("route kinds", () => {
  it("cover every account, business and booking page of the route list", () => {
    expect(GUARDED_ROUTES.length).toBeGreaterThanOrEqual(21);
    expect(
      GUARDED_ROUTES.filter((route) => route.startsWith("/my-account")).every(
        (route) => routeKindFor(route) === "my-account",
      ),
    ).toBe(true);
    expect(routeKindFor("/business/sign-in/")).toBe("business-public");
    expect(routeKindFor("/business/forgot-password")).toBe("business-public");
    expect(routeKindFor("/business/book-now/")).toBe("business-book-now");
    expect(routeKindFor("/business/my-account/reports/")).toBe("business");
    expect(routeKindFor("/business/cancel-booking/confirmation/")).toBe("business");
    expect(routeKindFor("/business/")).toBe("business");
    expect(routeKindFor("/book-now/")).toBe("book-now");
    expect(routeKindFor("/sign-in/")).toBeNull();
    expect(routeKindFor("/my-accountant/")).toBeNull();
    expect(routeKindFor("/business-travel/")).toBeNull();
  });
});

describe("decideAccess: every role on every guarded route (spec section 6)", () => {
  const cases = GUARDED_ROUTES.flatMap((route) => ROLES.map((role) => [role, route] as const));
  it.each(cases)("%s on %s", (role, route) => {
    const kind = routeKindFor(route)!;
    expect(decideAccess(role, kind, route)).toEqual(expectedDecision(SPEC[kind][role], route));
  });

  it("keeps the query of the page asked for in redirectTo, and drops unsafe ones", () => {
    expect(decideAccess("Guest", "my-account", "/my-account/my-bookings/?page=2")).toEqual({
      kind: "redirect",
      location: "/sign-in/?redirectTo=%2Fmy-account%2Fmy-bookings%2F%3Fpage%3D2",
    });
    expect(decideAccess("Guest", "my-account", "//evil.example/")).toEqual({
      kind: "redirect",
      location: "/sign-in/",
    });
  });
});

describe("other role rules", () => {
  it("only customers load the dashboard", () => {
    expect(ROLES.filter((role) => canLoadDashboard(role))).toEqual(["Customer"]);
  });

  it("an API 401 goes to the business sign-in under /business, otherwise to /sign-in/", () => {
    expect(apiUnauthorizedRedirect("/business/my-account/invoices/")).toBe("/business/sign-in/");
    expect(apiUnauthorizedRedirect("/business")).toBe("/business/sign-in/");
    expect(apiUnauthorizedRedirect("/my-account/")).toBe("/sign-in/");
    expect(apiUnauthorizedRedirect("/book-now/")).toBe("/sign-in/");
    expect(apiUnauthorizedRedirect("/business-travel/")).toBe("/sign-in/");
  });

  it("sends users home to their own area", () => {
    expect(homePathFor("Customer")).toBe("/my-account/");
    expect(homePathFor("Agent")).toBe("/business/my-account/");
    expect(homePathFor("Corporate")).toBe("/business/my-account/");
  });
});

/* The loader helpers, on real sessions. */

async function cookieFor(role: (typeof ROLES)[number]): Promise<string> {
  if (role === "Guest") return "";
  if (role === "Other") {
    const session = await getSession(new Request("http://localhost/"));
    const user: Partial<SessionUser> = {
      userId: "someone",
      userType: "Admin" as SessionUser["userType"],
      expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
      tokenExpiresAt: new Date(Date.now() + 1_800_000).toISOString(),
      token: "x",
    };
    session.set("user", user);
    session.set("userId", "someone");
    session.set("userType", "Reseller" as SessionUser["userType"]);
    return (await commitSession(session)).split(";")[0];
  }
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.userType === role)!;
  const row = await findUserRowByEmail(account.email);
  return (await startUserSession(new Request("http://localhost/"), withoutPassword(row!))).split(";")[0];
}

async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "allow";
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    if (thrown.status === 404) {
      expect(await thrown.text()).toBe(UNAUTHORIZED);
      return "404";
    }
    expect(thrown.status).toBe(302);
    return thrown.headers.get("Location") ?? "";
  }
}

const HELPERS = [
  ["requireCustomer", requireCustomer, "/my-account/profile/", "my-account"],
  ["requireBusinessUser", requireBusinessUser, "/business/my-account/invoices/", "business"],
  ["businessBookNowAccess", businessBookNowAccess, "/business/book-now/", "business-book-now"],
  ["bookNowAccess", bookNowAccess, "/book-now/", "book-now"],
] as const;

describe("loader helpers enforce the same table", () => {
  const cases = HELPERS.flatMap((helper) => ROLES.map((role) => [helper[0], role, helper] as const));
  it.each(cases)("%s as %s", async (_name, role, [, helper, route, kind]) => {
    const cookie = await cookieFor(role);
    const request = new Request(`http://localhost${route}`, { headers: cookie ? { Cookie: cookie } : {} });
    const expected = SPEC[kind][role].replace("R", encodeURIComponent(route));
    expect(await outcome(helper(request))).toBe(expected);
  });

  it("return the session and the signed-in user", async () => {
    const cookie = await cookieFor("Customer");
    const { user, session } = await requireCustomer(
      new Request("http://localhost/my-account/", { headers: { Cookie: cookie } }),
    );
    expect(user.email).toBe("aroha.customer@example.co.nz");
    expect(getSessionUser(session)?.userId).toBe(user.userId);
  });

  it("treat an expired user as a guest and clear it, so the booking guard agrees (no redirect loop)", async () => {
    const cookie = await cookieFor("Agent");
    const later = new Date(Date.now() + 1801 * 1000);
    const request = (route: string) =>
      new Request(`http://localhost${route}`, { headers: { Cookie: cookie } });
    expect(await outcome(businessBookNowAccess(request("/business/book-now/"), later))).toBe("/book-now/");
    // The top-level copies are gone too: the booking steps no longer send this visitor to /business/book-now/.
    const session = await getSession(request("/book-now/"));
    expect(session.get("userType")).toBeUndefined();
    const guard = guardBookingStep(session, 2);
    expect(guard.ok ? null : guard.response.headers.get("Location")).not.toBe("/business/book-now/");
    expect(await outcome(bookNowAccess(request("/book-now/"), later))).toBe("allow");
  });

  it("agree with the booking guard for agents and corporate users", async () => {
    for (const role of ["Agent", "Corporate"] as const) {
      const cookie = await cookieFor(role);
      const session = await getSession(
        new Request("http://localhost/book-now/?step=2", { headers: { Cookie: cookie } }),
      );
      const guard = guardBookingStep(session, 2);
      expect(guard.ok ? null : guard.response.headers.get("Location")).toBe(SPEC["book-now"][role]);
    }
  });
});
