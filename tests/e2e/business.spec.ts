import { expect, test, type Page } from "@playwright/test";
import { BUSINESS_MESSAGES } from "../../app/services/business/text";
import { UNAUTHORIZED } from "../../app/services/platform/error-text";
import { searchTrip, tripDates } from "./support/booking";
import { expectNoAxeViolations, watchConsole } from "./support/page-checks";

/**
 * The business area (issue 4): an agent books for a client charged to the agency account, finds
 * the booking, opens its invoice, downloads the report and signs out (with JavaScript on and
 * off); a customer gets 404 Unauthorized and a guest the business sign-in. Trips at Wellington
 * Airport, 45 days after booking.spec.ts's first trip, so they never compete for its cars.
 */
const AGENT = { email: "agent@kiwitravel.example.co.nz", password: "GoRentals!2026" };
const CUSTOMER = { email: "aroha.customer@example.co.nz", password: "GoRentals!2026" };

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("an agent books for a client on account, finds it, opens the invoice, downloads the report and signs out @no-js", async ({
  page,
}) => {
  // A whole booking and four account pages, each checked with axe: longer than the default.
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const clientReference = `KT-${test.info().project.name}-${Date.now() % 100000}`;

  // A guest is sent to the business sign-in, and back after signing in.
  await page.goto("/business/my-account/");
  await expect(page).toHaveURL(/\/business\/sign-in\/\?redirectTo=%2Fbusiness%2Fmy-account%2F$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(BUSINESS_MESSAGES.signInTitle);
  await expectNoAxeViolations(page);
  await signIn(page, AGENT);
  await expect(page).toHaveURL(/\/business\/my-account\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(BUSINESS_MESSAGES.dashboardTitle);
  await expect(page.getByText("AG1001").first()).toBeVisible();
  // The reduced header: the business logo leads to the new booking, no main menu, no manage booking.
  await expect(page.getByRole("link", { name: "GO Business: new booking" })).toHaveAttribute(
    "href",
    "/business/my-account/new-booking/",
  );
  await expect(page.getByRole("link", { name: "Manage booking", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // New booking for a client.
  await page.getByRole("link", { name: "New booking for a client" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(BUSINESS_MESSAGES.newBookingTitle);
  await searchTrip(page, { branch: "Wellington Airport", ...tripDates(45) });
  await expect(page.getByText(BUSINESS_MESSAGES.allInclusiveNote)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Choose" }).first().click();

  await expect(page).toHaveURL(/\/business\/book-now\/\?step=2/);
  await expect(page.getByRole("radio", { name: /Standard cover/ })).toBeChecked();
  await page.getByRole("button", { name: "Continue to your details" }).click();

  await expect(page).toHaveURL(/\/business\/book-now\/\?step=3/);
  // Bad input: the message beside the field, the values kept.
  await page.getByLabel("First name").fill("Mere");
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expect(page.getByText(BUSINESS_MESSAGES.clientReferenceRequired)).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Mere");
  await page.getByLabel("Client reference number").fill(clientReference);
  await page.getByLabel("Last name").fill("Tipene");
  await page.getByLabel("Email").fill("mere.tipene@example.co.nz");
  await page.getByLabel("Phone").fill("+64 21 555 0199");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue to review and pay" }).click();

  await expect(page).toHaveURL(/\/business\/book-now\/\?step=4/);
  await expect(page.getByRole("radio", { name: new RegExp(BUSINESS_MESSAGES.onAccountLabel) })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();

  await expect(page).toHaveURL(/\/business\/confirmation\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(BUSINESS_MESSAGES.confirmationTitle);
  await expect(page.getByText(`Client reference: ${clientReference}.`)).toBeVisible();
  const invoiceHref = await page.getByRole("link", { name: "View the invoice" }).getAttribute("href");
  const reference = /invoice=(GO\d{7})/.exec(invoiceHref ?? "")?.[1];
  expect(reference).toBeTruthy();
  await expectNoAxeViolations(page);

  // Manage bookings: search by the client reference.
  await page.goto("/business/my-account/manage-booking/");
  await page.getByLabel(BUSINESS_MESSAGES.searchLabel).fill(clientReference);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole("row").filter({ hasText: clientReference });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Its invoice.
  await row.getByRole("link", { name: `${reference}: open the invoice` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Invoice INV-${reference}`);
  await expect(page.getByRole("heading", { name: `Tax invoice INV-${reference}` })).toBeVisible();
  await expect(page.getByText(`${BUSINESS_MESSAGES.onAccountLabel} (Due)`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Reports and the CSV download.
  await page.goto("/business/my-account/reports/");
  await expect(page.getByRole("img", { name: "Revenue per month" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Bookings and revenue per month" })).toBeVisible();
  await expectNoAxeViolations(page);
  const href = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
  const csv = await page.context().request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toMatch(
    /^attachment; filename="go-rentals-report-AG1001-\d{4}-\d{2}\.csv"$/,
  );
  expect((await csv.text()).split("\r\n")[0]).toBe("Month,Bookings,Revenue (NZD)");

  // Sign out: back to the business sign-in, and the business pages are closed again.
  // The header has a sign-out button too; use the business navigation's.
  await page
    .getByRole("navigation", { name: "Business account" })
    .getByRole("button", { name: BUSINESS_MESSAGES.signOut })
    .click();
  await expect(page).toHaveURL(/\/business\/sign-in\/$/);
  await page.goto("/business/my-account/");
  await expect(page).toHaveURL(/\/business\/sign-in\//);
  // Without JavaScript the browser logs the 422 of the form sent with errors on purpose above.
  expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
});

test("a customer opening the business area gets 404 Unauthorized", async ({ page }) => {
  await page.goto("/sign-in/");
  await signIn(page, CUSTOMER);
  await expect(page).not.toHaveURL(/\/sign-in\//);
  const response = await page.goto("/business/my-account/");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(UNAUTHORIZED).first()).toBeVisible();
});

test("a customer at the business sign-in is pointed to /sign-in/ @no-js", async ({ page }) => {
  await page.goto("/business/sign-in/");
  await signIn(page, CUSTOMER);
  await expect(page.getByRole("alert")).toContainText(BUSINESS_MESSAGES.customerAccount);
  await expect(page.getByRole("link", { name: BUSINESS_MESSAGES.customerSignInLink })).toHaveAttribute(
    "href",
    "/sign-in/",
  );
});

test("a guest opening /business/my-account/ goes to /business/sign-in/", async ({ page }) => {
  await page.goto("/business/my-account/invoices/");
  await expect(page).toHaveURL(/\/business\/sign-in\/\?redirectTo=%2Fbusiness%2Fmy-account%2Finvoices%2F$/);
  await page.goto("/business/book-now/?step=1");
  await expect(page).toHaveURL(/\/book-now\/|\/vehicles\//);
});
