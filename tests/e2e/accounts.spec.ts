import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS } from "../../app/models/seed/accounts";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  RATE_LIMITS,
  SESSION_RENEW_PATH,
  TOKEN_RENEWAL_BEFORE_EXPIRY_MS,
} from "../../app/services/accounts/constants";
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_TEXT, SIGN_IN_FAILED } from "../../app/services/accounts/text";
import { rateLimitedMessage } from "~/services/platform/text";
import { INVALID_PHONE, VALIDATOR_MESSAGES } from "../../app/services/platform/text";
import { latestMailTo, linkIn } from "./support/mail";
import {
  expectNoAxeViolations,
  expectSettled,
  openPage,
  watchConsole,
  pagePathOf,
} from "./support/page-checks";

/**
 * Customer accounts (issue 4), the forms with JavaScript on and off. Both projects run at once
 * against one server, so the account flows use the seeded demo customer and only save values that
 * leave it as it was (the password is "changed" to itself); sign-up uses a new address per project and run.
 * Emails are read from the server's file outbox (MAIL_DIR), so sign-up is verified through its link.
 */

const customer = DEMO_ACCOUNTS.find((account) => account.userType === "Customer")!;

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await expectSettled(page);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signInAsCustomer(page: Page, path = "/sign-in/") {
  await openPage(page, path);
  await signIn(page, customer.email, DEMO_ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(/\/my-account\/$/);
}

const main = (page: Page) => page.getByRole("main");

test.describe("customer accounts", () => {
  test("sign-up asks to check the email, and signing in before verifying says to verify first @no-js", async ({
    page,
  }, testInfo) => {
    // A flow over several pages (password hashing, axe checks): more than 30 s on a loaded machine.
    test.slow();
    const errors = watchConsole(page);
    const email = `e2e-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.nz`;
    const password = "Kiwi roads 2027";
    await openPage(page, "/sign-up/");
    await expect(page.getByRole("heading", { level: 1, name: ACCOUNT_PAGE_TEXT.signUpTitle })).toBeVisible();
    await expect(page.getByLabel("Country of residence")).toHaveValue("NZ");
    await expect(page.getByLabel("Country code")).toHaveValue("+64");
    await expectNoAxeViolations(page);

    await page.getByLabel("First name").fill("Hemi");
    await page.getByLabel("Last name").fill("Parata");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone number").fill("21 555 0177");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(`${password}!`);
    await expectSettled(page);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.locator("#field-confirmPassword-error")).toHaveText(
      VALIDATOR_MESSAGES.passwordsDoNotMatch,
    );
    await expect(page.getByLabel("First name")).toHaveValue("Hemi");

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await expectSettled(page);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: ACCOUNT_PAGE_TEXT.checkEmailTitle }),
    ).toBeVisible();
    await expect(page.getByText(ACCOUNT_MESSAGES.signUpDone)).toBeVisible();

    await openPage(page, "/sign-in/");
    await signIn(page, email, password);
    await expect(page.getByText(ACCOUNT_MESSAGES.verifyFirst)).toBeVisible();
    await expect(page.getByRole("button", { name: ACCOUNT_MESSAGES.resendVerification })).toBeVisible();

    // The link in the email verifies the account; then the customer signs in and out.
    await openPage(page, linkIn(await latestMailTo(email, "/verify-account/"), "/verify-account/"));
    await expect(page.getByRole("link", { name: "Sign in" }).last()).toBeVisible();
    await openPage(page, "/sign-in/");
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(main(page)).toContainText("Hemi");
    await expectSettled(page);
    await main(page).getByRole("button", { name: "Sign out" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await openPage(page, "/my-account/");
    await expect(page).toHaveURL(/\/sign-in\/\?redirectTo=/);
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  });

  test("a forgotten password is reset through the emailed link, once @no-js", async ({ page }, testInfo) => {
    // A flow over several pages (password hashing, axe checks): more than 30 s on a loaded machine.
    test.slow();
    const email = `reset-${testInfo.project.name}-${Date.now()}@example.co.nz`;
    const first = "Kiwi roads 2027";
    const second = "Southern Alps 2028";
    await openPage(page, "/sign-up/");
    await page.getByLabel("First name").fill("Mere");
    await page.getByLabel("Last name").fill("Tait");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone number").fill("21 555 0188");
    await page.getByLabel("Password", { exact: true }).fill(first);
    await page.getByLabel("Confirm password").fill(first);
    await expectSettled(page);
    await page.getByRole("button", { name: "Create account" }).click();
    await openPage(page, linkIn(await latestMailTo(email, "/verify-account/"), "/verify-account/"));

    await openPage(page, "/forgot-password/");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await expectSettled(page);
    await page.getByRole("button", { name: "Email me a link" }).click();
    const resetLink = linkIn(await latestMailTo(email, "/reset-password/"), "/reset-password/");
    await openPage(page, resetLink);
    await page.getByLabel("New password", { exact: true }).fill(second);
    await page.getByLabel("Confirm new password").fill(second);
    await expectSettled(page);
    await page.getByRole("button", { name: "Save new password" }).click();
    // The answer, not the header's own "Sign in" link, says the link has been used up.
    await expect(page.getByText(ACCOUNT_MESSAGES.passwordReset)).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" }).last()).toBeVisible();

    // The link works once.
    const again = await openPage(page, resetLink);
    expect(again?.status()).toBeGreaterThanOrEqual(400);
    await openPage(page, "/sign-in/");
    await signIn(page, email, second);
    await expect(page).toHaveURL(/\/my-account\/$/);
  });

  test("too many reset links for one address: the page says when to try again, and so does Retry-After @no-js", async ({
    page,
  }, testInfo) => {
    const email = `flood-${testInfo.project.name}-${Date.now()}@example.co.nz`;
    const ask = async () => {
      await openPage(page, "/forgot-password/");
      await page.getByLabel("Email", { exact: true }).fill(email);
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && pagePathOf(response.url()) === "/forgot-password/",
      );
      await expectSettled(page);
      await page.getByRole("button", { name: "Email me a link" }).click();
      return answer;
    };
    for (let sent = 0; sent < RATE_LIMITS.passwordResetPerEmail.limit; sent += 1) {
      await ask();
      // The answer itself, not the loading overlay's status (outside the main content).
      await expect(main(page).getByRole("status")).toHaveText(ACCOUNT_MESSAGES.resetRequested);
    }
    const refused = await ask();
    expect(refused.status()).toBe(429);
    // Without JavaScript the answer is the page itself: it carries the header too (entry.server.tsx).
    const retryAfterSeconds = Number(refused.headers()["retry-after"]);
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS.passwordResetPerEmail.windowSeconds);
    await expect(main(page).getByText(rateLimitedMessage(retryAfterSeconds))).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  });

  test("a wrong email or password gets the one sign-in failure message @no-js", async ({
    page,
  }, testInfo) => {
    // An address without an account: failures count towards its rate limit, never the demo customer's.
    const email = `nobody-${testInfo.project.name}@example.co.nz`;
    await openPage(page, "/sign-in/");
    await signIn(page, email, "not the password");
    await expect(main(page).getByRole("alert")).toContainText(SIGN_IN_FAILED);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  });

  test("a bad verification link answers 400 with a form to ask for a new one", async ({ page }) => {
    const response = await openPage(page, "/verify-account/?token=not-a-token");
    expect(response?.status()).toBe(400);
    await expect(page.getByText(ACCOUNT_MESSAGES.verifyLinkInvalid)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send me a new link" })).toBeVisible();
  });

  test("guests are sent to sign in, and come back to the page they asked for @no-js", async ({ page }) => {
    await openPage(page, "/my-account/");
    await expect(page).toHaveURL(/\/sign-in\/\?redirectTo=%2Fmy-account%2F$/);
    await signIn(page, customer.email, DEMO_ACCOUNT_PASSWORD);
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(
      page.getByRole("heading", { level: 1, name: ACCOUNT_PAGE_TEXT.dashboardTitle }),
    ).toBeVisible();
    await expect(main(page).getByText(`${customer.firstName} ${customer.lastName}`).first()).toBeVisible();
    await expect(main(page).getByText(customer.email)).toBeVisible();
    await expect(main(page).getByText(ACCOUNT_PAGE_TEXT.memberSince)).toBeVisible();
    await expect(
      page.getByRole("link", { name: `My account: ${customer.firstName}` }).first(),
    ).toBeAttached();
    await expectNoAxeViolations(page);
  });

  test("edits every account page: errors beside the field with values kept, then a successful save @no-js", async ({
    page,
  }) => {
    // A flow over several pages (password hashing, axe checks): more than 30 s on a loaded machine.
    test.slow();
    const errors = watchConsole(page);
    await signInAsCustomer(page);

    // Profile: a bad phone, then saved.
    await openPage(page, "/my-account/profile/");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(customer.email);
    await page.getByLabel("First name").fill(customer.firstName);
    await page.getByLabel("Phone number").fill("abc");
    await expectSettled(page);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.locator("#field-phone-error")).toHaveText(INVALID_PHONE);
    await expect(page.getByLabel("First name")).toHaveValue(customer.firstName);
    await expect(page.getByLabel("Phone number")).toHaveValue("abc");
    await page.getByLabel("Phone number").fill(customer.phone);
    await expectSettled(page);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText(ACCOUNT_PAGE_TEXT.profileSaved)).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveValue(customer.phone);
    await expectNoAxeViolations(page);

    // Change password: mismatched confirmation, then "changed" to the same password.
    await openPage(page, "/my-account/profile/change-password/");
    await page.getByLabel("Current password").fill(DEMO_ACCOUNT_PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(DEMO_ACCOUNT_PASSWORD);
    await page.getByLabel("Confirm new password").fill(`${DEMO_ACCOUNT_PASSWORD}x`);
    await expectSettled(page);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.locator("#field-confirmPassword-error")).toHaveText(
      VALIDATOR_MESSAGES.passwordsDoNotMatch,
    );
    await page.getByLabel("Current password").fill(DEMO_ACCOUNT_PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(DEMO_ACCOUNT_PASSWORD);
    await page.getByLabel("Confirm new password").fill(DEMO_ACCOUNT_PASSWORD);
    await expectSettled(page);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(main(page).getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();

    // Address and phone: a bad phone, then saved.
    await openPage(page, "/my-account/address-phone/");
    await expect(page.getByLabel("Street")).toHaveValue(customer.street);
    await page.getByLabel("City").fill(customer.city);
    await page.getByLabel("Phone number").fill("12");
    await expectSettled(page);
    await page.getByRole("button", { name: "Save address and phone" }).click();
    await expect(page.locator("#field-phone-error")).toHaveText(INVALID_PHONE);
    await expect(page.getByLabel("City")).toHaveValue(customer.city);
    await page.getByLabel("Phone number").fill(customer.phone);
    await expectSettled(page);
    await page.getByRole("button", { name: "Save address and phone" }).click();
    await expect(page.getByText(ACCOUNT_PAGE_TEXT.addressSaved)).toBeVisible();

    // Driver licence: an expired licence, then saved.
    await openPage(page, "/my-account/driver-licence/");
    await expect(page.getByLabel("Licence number")).toHaveValue("DL482913");
    await page.getByLabel("Expiry date").fill("01-01-2020");
    await expectSettled(page);
    await page.getByRole("button", { name: "Save licence" }).click();
    await expect(page.locator("#field-expiryDate-error")).toHaveText(VALIDATOR_MESSAGES.licenceExpired);
    await expect(page.getByLabel("Licence number")).toHaveValue("DL482913");
    await page.getByLabel("Expiry date").fill("14-05-2031");
    await page.getByLabel("Date of birth").fill("14-05-1990");
    await expectSettled(page);
    await page.getByRole("button", { name: "Save licence" }).click();
    await expect(page.getByText(ACCOUNT_PAGE_TEXT.licenceSaved)).toBeVisible();
    await expect(page.getByLabel("Expiry date")).toHaveValue("14-05-2031");
    await expectNoAxeViolations(page);

    // My bookings: both lists.
    await openPage(page, "/my-account/my-bookings/");
    await expect(
      page.getByRole("heading", { level: 2, name: ACCOUNT_PAGE_TEXT.upcomingTitle }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: ACCOUNT_PAGE_TEXT.pastTitle })).toBeVisible();
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  });

  test("signing out ends the session and lands on the home page @no-js", async ({ page }) => {
    await signInAsCustomer(page);
    await expectSettled(page);
    await main(page).getByRole("button", { name: ACCOUNT_PAGE_TEXT.signOut }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeAttached();
    await openPage(page, "/my-account/");
    await expect(page).toHaveURL(/\/sign-in\/\?redirectTo=/);
  });

  test("/logout answers GET with a redirect home, never signing out", async ({ page }) => {
    await signInAsCustomer(page);
    await openPage(page, "/logout");
    await expect(page).toHaveURL("/");
    await openPage(page, "/my-account/");
    await expect(page).toHaveURL(/\/my-account\/$/);
  });

  // The renewal's code loads once a signed-in page has hydrated (ADR 0060); the page's clock is
  // moved on to 30 s before the token ends. Without JavaScript there is no renewal.
  test.describe("access token renewal", () => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "renewal runs with JavaScript");
    const renewalDue = ACCESS_TOKEN_TTL_SECONDS * 1000 - TOKEN_RENEWAL_BEFORE_EXPIRY_MS;

    test("a signed-in page renews the access token 30 s before it ends, and stays signed in", async ({
      page,
    }) => {
      const errors = watchConsole(page);
      await page.clock.install();
      await signInAsCustomer(page);
      await openPage(page, "/");
      await expect(page.getByRole("link", { name: /My account/ }).first()).toBeAttached();
      const renewal = page.waitForResponse((response) => pagePathOf(response.url()) === SESSION_RENEW_PATH);
      await page.clock.fastForward(renewalDue + 1000);
      const response = await renewal;
      expect(response.request().method()).toBe("POST");
      expect(await response.json()).toMatchObject({ ok: true });
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("link", { name: /My account/ }).first()).toBeAttached();
      expect(errors).toEqual([]);
    });

    test("when the server refuses the renewal, the page signs out", async ({ page }) => {
      await page.clock.install();
      await signInAsCustomer(page);
      await openPage(page, "/");
      await page.context().clearCookies();
      const renewal = page.waitForResponse((response) => pagePathOf(response.url()) === SESSION_RENEW_PATH);
      await page.clock.fastForward(renewalDue + 1000);
      expect((await renewal).status()).toBe(401);
      await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeAttached();
      await openPage(page, "/my-account/");
      await expect(page).toHaveURL(/\/sign-in\/\?redirectTo=/);
    });
  });
});
