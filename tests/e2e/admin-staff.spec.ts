import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { ADMIN_ACCESS_TEXT } from "~/services/admin/access/text";
import { AUDIT_TEXT } from "~/services/admin/audit/text";
import { STAFF_MESSAGES, STAFF_TEXT } from "~/services/admin/staff/text";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";
import { E2E_BASE_URL } from "../../playwright.config";
import { ADMIN_ACCOUNT, expect, STAFF_ACCOUNT, test } from "./support/admin";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

const PASSWORD = "Counter!2026x";

test.describe("staff accounts and the audit log (issue 21 item 9)", () => {
  test("an admin creates a Staff account, it signs in, the audit log shows it, disabling signs it out @no-js", async ({
    adminPage: page,
    browser,
    javaScriptEnabled,
    extraHTTPHeaders,
  }, testInfo) => {
    const email = `e2e.${testInfo.project.name}.${Date.now()}@gorentals.example.co.nz`;
    await openPage(page, ADMIN_PATHS.staff);
    await expect(page.getByRole("heading", { level: 1, name: STAFF_TEXT.title })).toBeVisible();
    await expect(page.getByRole("cell", { name: STAFF_ACCOUNT.email })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: STAFF_TEXT.addLink }).click();
    await expect(page.getByRole("heading", { level: 1, name: STAFF_TEXT.newTitle })).toBeVisible();
    await expectSettled(page);

    // A Staff account needs a branch; an address with an account is refused beside the field.
    await page.getByLabel(STAFF_TEXT.firstNameLabel).fill("Kiri");
    await page.getByLabel(STAFF_TEXT.lastNameLabel).fill("Ngata");
    await page.getByLabel(STAFF_TEXT.emailLabel).fill(STAFF_ACCOUNT.email);
    await page.getByLabel(STAFF_TEXT.roleLabel).selectOption("Staff");
    await page.getByLabel(STAFF_TEXT.passwordLabel).fill(PASSWORD);
    await page.getByRole("button", { name: STAFF_TEXT.createButton }).click();
    await expect(page.locator("#field-branchIds-error")).toHaveText(STAFF_MESSAGES.branchesRequired);
    await page.getByLabel("Queenstown Airport").check();
    if (!javaScriptEnabled) await page.getByLabel(STAFF_TEXT.passwordLabel).fill(PASSWORD);
    await expectSettled(page);
    await page.getByRole("button", { name: STAFF_TEXT.createButton }).click();
    await expect(page.locator("#field-email-error")).toHaveText(STAFF_MESSAGES.emailTaken);
    await expect(page.getByLabel(STAFF_TEXT.firstNameLabel)).toHaveValue("Kiri");
    await expectNoAxeViolations(page);

    await page.getByLabel(STAFF_TEXT.emailLabel).fill(email);
    await page.getByLabel(STAFF_TEXT.passwordLabel).fill(PASSWORD);
    await expectSettled(page);
    await page.getByRole("button", { name: STAFF_TEXT.createButton }).click();
    await expect(page.getByRole("status").filter({ hasText: STAFF_TEXT.created(email) })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/staff\/[0-9a-f-]{36}\/\?done=created$/);
    const accountUrl = page.url().replace(/\?.*$/, "");
    await expectNoAxeViolations(page);

    // The new account signs in on a page of its own.
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled, extraHTTPHeaders });
    const fresh = await context.newPage();
    await openPage(fresh, ADMIN_PATHS.signIn);
    await fresh.getByLabel("Email", { exact: true }).fill(email);
    await fresh.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await expectSettled(fresh);
    await fresh.getByRole("button", { name: ADMIN_ACCESS_TEXT.signInButton }).click();
    await expect(fresh).toHaveURL(new RegExp(`${ADMIN_PATHS.home}$`));
    await expect(fresh.getByText(ADMIN_ACCESS_TEXT.signedInAs("Kiri Ngata", "Staff"))).toBeVisible();

    // The audit log shows the creation, filtered by its action.
    await openPage(page, `${ADMIN_PATHS.audit}?action=staff.create`);
    await expect(page.getByRole("heading", { level: 1, name: AUDIT_TEXT.title })).toBeVisible();
    const line = page.getByRole("listitem").filter({ hasText: email }).first();
    await expect(line).toBeVisible();
    await expect(line.getByRole("row").filter({ hasText: "branches" })).toContainText("Queenstown Airport");
    await expectNoAxeViolations(page);

    // Disabling the account signs it out at once.
    await openPage(page, accountUrl);
    await expectSettled(page);
    await page.getByRole("button", { name: STAFF_TEXT.disableButton }).click();
    await expect(page.getByRole("status").filter({ hasText: STAFF_TEXT.accountDisabled })).toBeVisible();
    await openPage(fresh, ADMIN_PATHS.home);
    await expect(fresh).toHaveURL(/\/admin\/sign-in\/\?redirectTo=/);
    await context.close();
  });

  test("an admin cannot disable their own account", async ({ adminPage: page }) => {
    await openPage(page, ADMIN_PATHS.staff);
    const own = page.getByRole("row").filter({ hasText: ADMIN_ACCOUNT.email });
    await own.getByRole("link").click();
    await expect(page.getByText(STAFF_TEXT.selfDisableHint)).toBeVisible();
    await expect(page.getByRole("button", { name: STAFF_TEXT.disableButton })).toHaveCount(0);
  });

  test("Staff get the site's 404 on the audit log and the staff accounts", async ({ staffPage: page }) => {
    for (const path of [ADMIN_PATHS.audit, ADMIN_PATHS.staff, `${ADMIN_PATHS.staff}new/`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(NOT_FOUND_TITLE);
    }
  });
});
