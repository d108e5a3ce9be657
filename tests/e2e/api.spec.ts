import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS } from "../../app/models/seed/accounts";
import { DEMO_API_KEY } from "../../app/models/seed/demo-api-key";
import { API_KEY_HEADER } from "../../app/services/api/demo-key";
import { ACCOUNT_PAGE_TEXT } from "~/services/accounts/text";
import { API_MESSAGES } from "~/services/api/text";
import { expectNoAxeViolations, watchConsole } from "./support/page-checks";

/**
 * The rental API (issue 7) against the production build. The e2e server seeds the demo accounts
 * (SEED_DEMO_ACCOUNTS=true) and with them the demo API key (app/services/api/demo-key.ts), so no
 * key has to be created while the embedded database is in use by the server.
 */

const customer = DEMO_ACCOUNTS.find((account) => account.userType === "Customer")!;

/** The calls of spec section 7, as the reference page and the OpenAPI document must list them. */
const CALLS = [
  ["GET", "/api/booking/validateAAMembership"],
  ["GET", "/api/auth/renewToken"],
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/sendResetPasswordEmail"],
  ["GET", "/api/auth/logout"],
  ["POST", "/api/auth/changePassword"],
  ["GET", "/api/myAccount/getDashboard"],
  ["GET", "/api/agent/details"],
  ["POST", "/api/myAccount/saveProfile"],
  ["POST", "/api/agent/saveProfile"],
  ["POST", "/api/myAccount/saveDriverLicence"],
  ["GET", "/api/payment/getProcessingFees"],
  ["POST", "/api/booking/search"],
  ["POST", "/api/booking/dealsSearch"],
  ["GET", "/api/booking/unquotedSearch"],
  ["GET", "/api/booking/unquotedDealsSearch"],
  ["GET", "/api/Lookup"],
  ["GET", "/api/lookup/getDriverQuestions"],
] as const;

test.describe("rental API", () => {
  test("a token from auth/login opens /my-account/ as an app login, without header and footer", async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    const noKey = await request.post("/api/auth/login", {
      data: { userName: customer.email, password: DEMO_ACCOUNT_PASSWORD },
    });
    expect(noKey.status()).toBe(401);
    expect((await noKey.json()).errors).toEqual([{ errorMessage: API_MESSAGES.apiKeyRequired }]);

    const login = await request.post("/api/auth/login", {
      headers: { [API_KEY_HEADER]: DEMO_API_KEY },
      data: { userName: customer.email, password: DEMO_ACCOUNT_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const answer = await login.json();
    expect(answer).toEqual(expect.objectContaining({ hasError: false, statusCode: 200, errors: [] }));
    expect(answer.result.user.email).toBe(customer.email);
    const token: string = answer.result.token;

    await page.setExtraHTTPHeaders({ Authorization: `Bearer ${token}` });
    await page.goto("/my-account/");
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(
      page.getByRole("heading", { level: 1, name: ACCOUNT_PAGE_TEXT.dashboardTitle }),
    ).toBeVisible();
    await expect(page.getByText(customer.email).first()).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    const dashboard = await request.get("/api/myAccount/getDashboard", {
      headers: { [API_KEY_HEADER]: DEMO_API_KEY, Authorization: `Bearer ${token}` },
    });
    expect((await dashboard.json()).result.profileModel.email).toBe(customer.email);
    expect(errors).toEqual([]);
  });

  test("the reference page lists every call and has no axe violations", async ({ page }) => {
    // A long page: axe takes a while on it on a busy machine.
    test.setTimeout(150_000);
    const errors = watchConsole(page);
    await page.goto("/api/");
    await expect(page.getByRole("heading", { level: 1, name: "GO Rentals API" })).toBeVisible();
    for (const [method, path] of CALLS) {
      await expect(
        page.getByRole("heading", { level: 3, name: `${method} ${path}`, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "OpenAPI 3.1 document" })).toHaveAttribute(
      "href",
      "/api/openapi.json",
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("the OpenAPI document lists every call", async ({ request }) => {
    const response = await request.get("/api/openapi.json");
    expect(response.status()).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe("3.1.0");
    for (const [method, path] of CALLS)
      expect(document.paths[path]?.[method.toLowerCase()], path).toBeDefined();
  });

  test("lookups are cacheable and the partner origin gets CORS headers", async ({ request }) => {
    const headers = { [API_KEY_HEADER]: DEMO_API_KEY, Origin: "https://partner.example" };
    const first = await request.get("/api/Lookup?types=brand,country", { headers });
    expect(first.status()).toBe(200);
    expect(first.headers()["access-control-allow-origin"]).toBe("https://partner.example");
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get("/api/Lookup?types=brand,country", {
      headers: { ...headers, "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);
    const other = await request.get("/api/Lookup?types=brand", {
      headers: { [API_KEY_HEADER]: DEMO_API_KEY, Origin: "https://elsewhere.example" },
    });
    expect(other.headers()["access-control-allow-origin"]).toBeUndefined();
  });
});
