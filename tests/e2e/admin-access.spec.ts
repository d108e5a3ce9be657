import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { ADMIN_ACCESS_MESSAGES, ADMIN_ACCESS_TEXT } from "~/services/admin/access/text";
import { ACCOUNT_MESSAGES } from "~/services/accounts/text";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";
import {
  ADMIN_ACCOUNT,
  enterAdminCode,
  OTHER_BRANCH_STAFF,
  signInToBackOffice,
  STAFF_ACCOUNT,
} from "./support/admin";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

const CUSTOMER = DEMO_ACCOUNTS.find((account) => account.userType === "Customer")!;

test.describe("back-office sign-in (issue 21)", () => {
  test("a guest is sent to sign in and comes back to the page asked for @no-js", async ({ page }) => {
    await openPage(page, ADMIN_PATHS.secondStep);
    await expect(page).toHaveURL(/\/admin\/sign-in\/\?redirectTo=%2Fadmin%2Faccount%2Fsecond-step%2F$/);
    await expect(page.getByRole("heading", { name: ADMIN_ACCESS_TEXT.signInTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Email", { exact: true }).fill(STAFF_ACCOUNT.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ACCOUNT_PASSWORD);
    await expectSettled(page);
    await page.getByRole("button", { name: ADMIN_ACCESS_TEXT.signInButton }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_PATHS.secondStep}$`));
    await expect(page.getByRole("heading", { name: ADMIN_ACCESS_TEXT.secondStepTitle })).toBeVisible();
    await expect(page.getByText(ADMIN_ACCESS_TEXT.secondStepOff)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Signing out ends the back-office session.
    await page.getByRole("button", { name: ADMIN_ACCESS_TEXT.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_PATHS.signIn}$`));
    await openPage(page, ADMIN_PATHS.secondStep);
    await expect(page).toHaveURL(/\/admin\/sign-in\/\?redirectTo=/);
  });

  test("a wrong password and a customer's account get the same refusal, the address kept", async ({
    page,
  }) => {
    for (const [email, password] of [
      [OTHER_BRANCH_STAFF.email, "not the password"],
      [CUSTOMER.email, DEMO_ACCOUNT_PASSWORD],
    ]) {
      await openPage(page, ADMIN_PATHS.signIn);
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await expectSettled(page);
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: ADMIN_ACCESS_TEXT.signInButton }).click();
      expect((await answer).status()).toBe(401);
      await expect(page.getByRole("alert")).toHaveText(ADMIN_ACCESS_MESSAGES.signInFailed);
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    }
  });

  test("an empty form is refused beside the fields @no-js", async ({ page }) => {
    await openPage(page, ADMIN_PATHS.signIn);
    await expectSettled(page);
    await page.getByRole("button", { name: ADMIN_ACCESS_TEXT.signInButton }).click();
    await expect(page.locator("#field-email-error")).toHaveText(ACCOUNT_MESSAGES.emailRequired);
    await expect(page.locator("#field-password-error")).toHaveText(ACCOUNT_MESSAGES.passwordRequired);
  });

  test("the Admin needs the code from the authenticator app; a wrong one is refused @no-js", async ({
    page,
  }) => {
    test.slow();
    await openPage(page, ADMIN_PATHS.signIn);
    await page.getByLabel("Email", { exact: true }).fill(ADMIN_ACCOUNT.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ACCOUNT_PASSWORD);
    await expectSettled(page);
    await page.getByRole("button", { name: ADMIN_ACCESS_TEXT.signInButton }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_PATHS.signInCode}$`));
    await expectNoAxeViolations(page);
    await page.getByLabel(ADMIN_ACCESS_TEXT.codeLabel).fill("000000");
    await expectSettled(page);
    await page.getByRole("button", { name: ADMIN_ACCESS_TEXT.codeButton }).click();
    await expect(page.locator("#field-code-error")).toHaveText(ADMIN_ACCESS_MESSAGES.codeInvalid);
    await enterAdminCode(page);
    await expect(page).toHaveURL(new RegExp(`${ADMIN_PATHS.home}$`));
    await openPage(page, ADMIN_PATHS.secondStep);
    await expect(page.getByText(ADMIN_ACCESS_TEXT.secondStepAdminRequired)).toBeVisible();
  });

  test("customers get the site's 404 in the back office, and staff cannot sign in on the site @no-js", async ({
    page,
  }) => {
    await openPage(page, "/sign-in/");
    await page.getByLabel("Email", { exact: true }).fill(CUSTOMER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ACCOUNT_PASSWORD);
    await expectSettled(page);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/my-account\/$/);
    const response = await page.goto(ADMIN_PATHS.secondStep);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(NOT_FOUND_TITLE);

    await page.context().clearCookies();
    await openPage(page, "/sign-in/");
    await page.getByLabel("Email", { exact: true }).fill(OTHER_BRANCH_STAFF.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ACCOUNT_PASSWORD);
    await expectSettled(page);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/sign-in\//);
  });

  test("a staff member's session is the staff page's, not a visitor's", async ({ page }) => {
    await signInToBackOffice(page, "staff", ADMIN_PATHS.signIn);
    await expect(page).toHaveURL(new RegExp(`${ADMIN_PATHS.home}$`));
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "__session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
  });
});
