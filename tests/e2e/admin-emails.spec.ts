import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { EMAIL_STATUS_TEXT, EMAILS_TEXT } from "~/services/admin/emails/text";
import { JOBS_TEXT } from "~/services/admin/jobs/text";
import { ACCOUNT_EMAIL_TEXT, ACCOUNT_PAGE_TEXT } from "~/services/accounts/text";
import { expect, test } from "./support/admin";
import { latestMailTo } from "./support/mail";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

test.describe("the back office's emails and jobs (issue 33)", () => {
  test("Admin finds a customer's email by address and opens it @no-js", async ({
    page,
    adminPage,
  }, testInfo) => {
    test.slow();
    // A guest signs up: the site writes the verification email to the outbox.
    const email = `e2e-outbox-${testInfo.project.name}-${Date.now()}@example.co.nz`;
    await openPage(page, "/sign-up/");
    await page.getByLabel("First name").fill("Aroha");
    await page.getByLabel("Last name").fill("Tane");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone number").fill("21 555 0188");
    await page.getByLabel("Password", { exact: true }).fill("Kiwi roads 2027");
    await page.getByLabel("Confirm password").fill("Kiwi roads 2027");
    await expectSettled(page);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: ACCOUNT_PAGE_TEXT.checkEmailTitle }),
    ).toBeVisible();
    await latestMailTo(email, "/verify-account/");

    await openPage(adminPage, ADMIN_PATHS.home);
    await adminPage.getByRole("link", { name: EMAILS_TEXT.title, exact: true }).click();
    await expect(adminPage.getByRole("heading", { level: 1, name: EMAILS_TEXT.title })).toBeVisible();
    await expectSettled(adminPage);
    await adminPage.getByLabel(EMAILS_TEXT.toLabel).fill(email.toUpperCase());
    await adminPage.getByRole("button", { name: EMAILS_TEXT.filterButton }).click();
    await expect(adminPage).toHaveURL(/\/admin\/emails\/\?.*\bto=/);
    const row = adminPage.getByRole("row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(ACCOUNT_EMAIL_TEXT.verifySubject);
    // Kept without a mail server (the embedded run), sent or on its way through the worker on PostgreSQL.
    const states = [EMAIL_STATUS_TEXT.kept, EMAIL_STATUS_TEXT.sent, EMAIL_STATUS_TEXT.pending];
    await expect(row.getByRole("cell").first()).toHaveText(
      new RegExp(states.map((s) => s.replace(/[()]/g, "\\$&")).join("|")),
    );
    await expectNoAxeViolations(adminPage);

    await row.getByRole("link", { name: ACCOUNT_EMAIL_TEXT.verifySubject }).click();
    await expect(
      adminPage.getByRole("heading", { level: 1, name: ACCOUNT_EMAIL_TEXT.verifySubject }),
    ).toBeVisible();
    await expect(adminPage.locator("pre")).toContainText("/verify-account/");
    await expect(adminPage.getByText(email, { exact: true })).toBeVisible();
    await expectNoAxeViolations(adminPage);

    await adminPage.getByRole("link", { name: EMAILS_TEXT.back }).click();
    await expect(adminPage.getByRole("heading", { level: 1, name: EMAILS_TEXT.title })).toBeVisible();
    await openPage(adminPage, ADMIN_PATHS.jobs);
    await expect(adminPage.getByRole("heading", { level: 1, name: JOBS_TEXT.title })).toBeVisible();
    await expectNoAxeViolations(adminPage);
  });
});
