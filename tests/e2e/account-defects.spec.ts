import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS } from "../../app/models/seed/accounts";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { CONFIRMATION_TEXT } from "~/services/booking/text";
import { VALIDATOR_MESSAGES } from "~/services/platform/text";

/** Issue 24 items 14 and 15; the refused post code with JavaScript on and off. */
const customer = DEMO_ACCOUNTS.find((account) => account.userType === "Customer")!;
const agent = DEMO_ACCOUNTS.find((account) => account.userType === "Agent")!;

async function signIn(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ACCOUNT_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a signed-in customer opening /sign-up/ lands on the account (issue 24 item 15)", async ({ page }) => {
  await signIn(page, "/sign-in/", customer.email);
  await expect(page).toHaveURL(/\/my-account\/$/);
  await page.goto("/sign-up/");
  await expect(page).toHaveURL(/\/my-account\/$/);
});

test("a post code with letters is refused beside the field, values kept (issue 24 item 14) @no-js", async ({
  page,
}) => {
  await signIn(page, "/sign-in/", customer.email);
  await expect(page).toHaveURL(/\/my-account\/$/);
  await page.goto("/my-account/address-phone/");
  await page.getByLabel("Post code").fill("10a1");
  await page.getByRole("button", { name: "Save address and phone" }).click();
  await expect(page.locator("#field-postCode-error")).toHaveText(VALIDATOR_MESSAGES.numeric);
  await expect(page.getByLabel("Post code")).toHaveValue("10a1");
  await expect(page.getByLabel("Street")).toHaveValue(customer.street);
});

test("the business confirmation without a booking does not say a booking was confirmed (issue 24 item 15)", async ({
  page,
}) => {
  await signIn(page, "/business/sign-in/", agent.email);
  await expect(page).toHaveURL(/\/business\/my-account\//);
  await page.goto("/business/confirmation/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONFIRMATION_TEXT.noBookingTitle);
  await expect(page.getByText(BUSINESS_MESSAGES.noConfirmation)).toBeVisible();
  await expect(page.getByText(BUSINESS_MESSAGES.confirmationTitle)).toHaveCount(0);
});
