import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS } from "../../app/models/seed/accounts";
import { UNAUTHORIZED } from "../../app/services/platform/error-text";
import { E2E_BASE_URL } from "../../playwright.config";

/**
 * The role rules of spec section 6, walked over the real routes: every role (Guest, Customer,
 * Agent, Corporate) opens every guarded route, and the answer must be the one the table says.
 * Requests only, so it runs once (the js-on project).
 */
type Role = "Guest" | "Customer" | "Agent" | "Corporate";
type Expected = { status: 200 } | { status: 404 } | { redirectTo: RegExp };

const OK = { status: 200 } as const;
const UNAUTHORIZED_404 = { status: 404 } as const;
const to = (pattern: RegExp) => ({ redirectTo: pattern });

const MY_ACCOUNT = [
  "/my-account/",
  "/my-account/address-phone/",
  "/my-account/driver-licence/",
  "/my-account/my-bookings/",
  "/my-account/profile/",
  "/my-account/profile/change-password/",
];
const BUSINESS = [
  "/business/my-account/",
  "/business/my-account/invoices/",
  "/business/my-account/manage-booking/",
  "/business/my-account/new-booking/",
  "/business/my-account/profile/",
  "/business/my-account/reports/",
  "/business/my-account/profile/change-password/",
  "/business/cancel-booking/",
  "/business/cancel-booking/contact-support/",
];

const TABLE: { routes: string[]; expected: Record<Role, Expected> }[] = [
  {
    routes: MY_ACCOUNT,
    expected: {
      Guest: to(/^\/sign-in\/\?redirectTo=/),
      Customer: OK,
      Agent: UNAUTHORIZED_404,
      Corporate: UNAUTHORIZED_404,
    },
  },
  {
    routes: BUSINESS,
    expected: { Guest: to(/^\/business\/sign-in\//), Customer: UNAUTHORIZED_404, Agent: OK, Corporate: OK },
  },
  {
    // Open to everyone; a business user already signed in goes on to the dashboard.
    routes: ["/business/sign-in/"],
    expected: {
      Guest: OK,
      Customer: OK,
      Agent: to(/^\/business\/my-account\//),
      Corporate: to(/^\/business\/my-account\//),
    },
  },
  {
    routes: ["/business/forgot-password/"],
    expected: { Guest: OK, Customer: OK, Agent: OK, Corporate: OK },
  },
  {
    routes: ["/business/book-now/"],
    expected: {
      Guest: to(/^\/book-now\//),
      Customer: to(/^\/book-now\//),
      Agent: to(/^\/business\//),
      Corporate: to(/^\/business\//),
    },
  },
  {
    routes: ["/book-now/"],
    expected: {
      Guest: to(/^\/vehicles\//),
      Customer: to(/^\/vehicles\//),
      Agent: to(/^\/business\/book-now\//),
      Corporate: to(/^\/business\/book-now\//),
    },
  },
];

async function contextFor(role: Role): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  if (role === "Guest") return context;
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.userType === role)!;
  const signInPath = role === "Customer" ? "/sign-in/" : "/business/sign-in/";
  const response = await context.post(signInPath, {
    form: { email: account.email, password: DEMO_ACCOUNT_PASSWORD },
    maxRedirects: 0,
  });
  expect([302, 303], `${role} signs in`).toContain(response.status());
  return context;
}

for (const role of ["Guest", "Customer", "Agent", "Corporate"] as const) {
  test(`${role}: every guarded route answers as spec section 6 says`, async () => {
    const context = await contextFor(role);
    for (const { routes, expected } of TABLE) {
      for (const route of routes) {
        const response = await context.get(route, { maxRedirects: 0 });
        const want = expected[role];
        const where = `${role} GET ${route}`;
        if ("redirectTo" in want) {
          expect([302, 303], where).toContain(response.status());
          expect(response.headers()["location"], where).toMatch(want.redirectTo);
        } else {
          expect(response.status(), where).toBe(want.status);
          if (want.status === 404) expect(await response.text(), where).toContain(UNAUTHORIZED);
        }
      }
    }
    await context.dispose();
  });
}
