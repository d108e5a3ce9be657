import { test as base, expect, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET } from "~/models/seed/accounts";
import { ADMIN_PATHS, TOTP_PERIOD_SECONDS } from "~/services/admin/access/constants";
import { ADMIN_ACCESS_TEXT } from "~/services/admin/access/text";
import { FLEET_TEXT } from "~/services/admin/fleet/text";
import { PICKUP_DRIVER_FIELDS } from "~/services/admin/bookings/pickup-checks";
import { PICKUP_CHECKS_TEXT as PT } from "~/services/admin/bookings/pickup-checks-text";
import { COUNTER_DONE, COUNTER_TEXT } from "~/services/admin/bookings/text";
import { SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import { totpCode } from "~/services/admin/access/totp.server";
import { E2E_BASE_URL } from "../../../playwright.config";
import { expectInteractive, expectSettled, openPage, pagePathOf } from "./page-checks";

/**
 * The back office in end-to-end tests (issue 21): the demo Staff (Auckland Airport) and Admin
 * accounts, signed in through the real pages, TOTP code included.
 *
 * A TOTP code signs in once, so two tests signing the Admin in within the same 30 seconds would
 * refuse each other: tests take a page signed in once per worker (`staffPage`, `adminPage`), and
 * only tests about signing in itself call signInToBackOffice on their own page.
 */
export const STAFF_ACCOUNT = DEMO_ACCOUNTS.find((account) => account.userType === "Staff")!;
/**
 * The second demo Staff account (Christchurch Airport), for the sign-ins refused on purpose: each
 * counts towards that address's sign-in limit, which STAFF_ACCOUNT's worker sessions must not reach.
 */
export const OTHER_BRANCH_STAFF = DEMO_ACCOUNTS.find(
  (account) => account.userType === "Staff" && account !== STAFF_ACCOUNT,
)!;
export const ADMIN_ACCOUNT = DEMO_ACCOUNTS.find((account) => account.userType === "Admin")!;

/** The code the demo Admin's authenticator app would show now (or at `when`). */
export function adminCode(when: Date = new Date()): string {
  return totpCode(DEMO_ADMIN_TOTP_SECRET, when);
}

async function waitForNextTotpStep(): Promise<void> {
  const periodMs = TOTP_PERIOD_SECONDS * 1000;
  await new Promise((resolve) => setTimeout(resolve, periodMs - (Date.now() % periodMs) + 250));
}

/** Signs in at /admin/sign-in/ as the demo Staff or Admin account; ends on the page it was sent to. */
export async function signInToBackOffice(
  page: Page,
  who: "staff" | "admin",
  path: string = ADMIN_PATHS.signIn,
) {
  const account = who === "staff" ? STAFF_ACCOUNT : ADMIN_ACCOUNT;
  await openPage(page, path);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ACCOUNT_PASSWORD);
  await expectSettled(page);
  await page.getByRole("button", { name: ADMIN_ACCESS_TEXT.signInButton }).click();
  if (who === "staff") return;
  await enterAdminCode(page);
}

/** On /admin/sign-in/code/: enters the Admin's current code (the next one if another worker just used it). */
export async function enterAdminCode(page: Page) {
  await expect(page.getByRole("heading", { name: ADMIN_ACCESS_TEXT.codeTitle })).toBeVisible();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByLabel(ADMIN_ACCESS_TEXT.codeLabel).fill(adminCode());
    await expectSettled(page);
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && pagePathOf(response.url()).includes(ADMIN_PATHS.signInCode),
    );
    await page.getByRole("button", { name: ADMIN_ACCESS_TEXT.codeButton }).click();
    // A refused code answers 401; an accepted one redirects (303 without JavaScript, 204 with it).
    if ((await answer).status() < 400) {
      await page.waitForURL((url) => !url.pathname.startsWith(ADMIN_PATHS.signIn));
      return;
    }
    await waitForNextTotpStep();
  }
  throw new Error("The admin's TOTP code was refused three times");
}

type Workers = { staffState: string; adminState: string };
type Tests = { staffPage: Page; adminPage: Page };

/**
 * `test` with two more fixtures: `staffPage` (signed in as counter.akl, Auckland Airport) and
 * `adminPage` (signed in as the Admin). Each worker signs each account in once and every test
 * gets a fresh browser context with that session; a test must not sign these pages out.
 */
export const test = base.extend<Tests, Workers>({
  staffState: [
    async ({ browser }, use, workerInfo) => use(await signedInState(browser, "staff", workerInfo)),
    { scope: "worker", timeout: 120_000 },
  ],
  adminState: [
    async ({ browser }, use, workerInfo) => use(await signedInState(browser, "admin", workerInfo)),
    { scope: "worker", timeout: 120_000 },
  ],
  staffPage: async ({ browser, javaScriptEnabled, extraHTTPHeaders, staffState }, use) => {
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      javaScriptEnabled,
      extraHTTPHeaders,
      storageState: staffState,
    });
    await use(await context.newPage());
    await context.close();
  },
  adminPage: async ({ browser, javaScriptEnabled, extraHTTPHeaders, adminState }, use) => {
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      javaScriptEnabled,
      extraHTTPHeaders,
      storageState: adminState,
    });
    await use(await context.newPage());
    await context.close();
  },
});

async function signedInState(
  browser: import("@playwright/test").Browser,
  who: "staff" | "admin",
  workerInfo: import("@playwright/test").WorkerInfo,
): Promise<string> {
  const use = workerInfo.project.use;
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    javaScriptEnabled: use.javaScriptEnabled,
    extraHTTPHeaders: use.extraHTTPHeaders,
  });
  const page = await context.newPage();
  await signInToBackOffice(page, who);
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATHS.home}$`));
  mkdirSync("tests/.tmp", { recursive: true });
  const file = `tests/.tmp/${who}-state-${workerInfo.project.name}-${workerInfo.workerIndex}.json`;
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/** Puts cars back on the road (calls off every planned downtime on each car's fleet page). */
export async function putCarsBack(staffPage: Page, registrations: readonly string[]) {
  for (const registration of registrations) {
    await openPage(staffPage, `${ADMIN_PATHS.fleet}${registration}/`);
    const callOff = staffPage.getByRole("button", { name: FLEET_TEXT.cancelButton });
    while ((await callOff.count()) > 0) {
      await expectSettled(staffPage);
      await callOff.first().click();
      await expect(staffPage.getByText(FLEET_TEXT.calledOff)).toBeVisible();
    }
  }
}

/** A licence that passes the pick-up's checks (valid for years, a driver well over 21), as typed. */
export const E2E_LICENCE = {
  name: "Aroha Ngata",
  dateOfBirth: "14-03-1988",
  licenceNumber: "DL123456",
  licenceCountry: "New Zealand",
  licenceExpiry: "01-01-2040",
};

/** On the sandbox gateway's hosted page: a hold (or a payment) with `card`, back to where it came from. */
export async function authoriseOnGateway(page: Page, card: string = SANDBOX_CARDS.approve) {
  await page.waitForURL(/\/sandbox-gateway\//);
  await expectInteractive(page);
  await page.getByLabel("Name on card").fill("Aroha Ngata");
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await expectSettled(page);
  await page.getByRole("button", { name: /^(Pay|Authorise) / }).click();
}

/**
 * The pick-up's checks on a booking's counter page (issue 32): holds the bond on the gateway's
 * hosted page when the page asks for it (an approved sandbox card), then fills in each driver's
 * licence left empty. Call it before the rest of the pick-up form: holding the bond reloads the page.
 */
export async function pickupChecks(page: Page, licence: typeof E2E_LICENCE = E2E_LICENCE) {
  const hold = page.getByRole("button", { name: PT.bondHoldButton });
  if ((await hold.count()) > 0) {
    await expectSettled(page);
    await hold.click();
    await authoriseOnGateway(page);
    await expect(page.getByRole("status").filter({ hasText: COUNTER_DONE["bond-held"] })).toBeVisible();
    await expectInteractive(page);
  }
  const pickup = page.getByRole("region", { name: COUNTER_TEXT.pickupTitle, exact: true });
  const drivers = await pickup.getByLabel(PT.licenceNumber).count();
  for (let index = 0; index < drivers; index += 1)
    for (const field of PICKUP_DRIVER_FIELDS) {
      const input = pickup.locator(`#pickup-driver-${index}-${field}`);
      if (!(await input.inputValue())) await input.fill(licence[field]);
    }
}

export { expect };
