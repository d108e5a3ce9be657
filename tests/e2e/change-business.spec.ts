import { expect as baseExpect, test, type Page } from "@playwright/test";
import { BUSINESS_MESSAGES } from "../../app/services/business/text";
import {
  CHANGE_ON_ACCOUNT_TEXT,
  CHANGE_PATHS,
  CHANGE_TEXT as T,
} from "../../app/services/changes/change/text";
import { searchTrip, tripDates } from "./support/booking";
import { expectNoAxeViolations } from "./support/page-checks";

/**
 * An agent changes a booking charged to the agency's account from the business area's list:
 * an extra added, the difference charged to the account (no card), and the invoice's new total.
 * JavaScript on only: the change flow without JavaScript is change-booking.spec.ts's; here the
 * forms are only the way to the account's money and the invoice. A trip at Wellington Airport,
 * 55 days ahead (business.spec.ts books 45).
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const AGENT = { email: "agent@kiwitravel.example.co.nz", password: "GoRentals!2026" };
const P = BUSINESS_MESSAGES.invoicePayment;

async function bookOnAccount(page: Page, clientReference: string): Promise<string> {
  await page.goto("/business/sign-in/");
  await page.getByLabel("Email", { exact: true }).fill(AGENT.email);
  await page.getByLabel("Password", { exact: true }).fill(AGENT.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/business\/my-account\/$/);
  await page.goto("/business/my-account/new-booking/");
  await searchTrip(page, { branch: "Wellington Airport", ...tripDates(55) });
  await page.getByRole("button", { name: "Choose" }).first().click();
  await expect(page).toHaveURL(/\/business\/book-now\/\?step=2/);
  await page.getByRole("button", { name: "Continue to your details" }).click();
  await expect(page).toHaveURL(/\/business\/book-now\/\?step=3/);
  await page.getByLabel("Client reference number").fill(clientReference);
  await page.getByLabel("First name").fill("Mere");
  await page.getByLabel("Last name").fill("Tipene");
  await page.getByLabel("Email").fill("mere.tipene@example.co.nz");
  await page.getByLabel("Phone").fill("+64 21 555 0199");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expect(page).toHaveURL(/\/business\/book-now\/\?step=4/);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page).toHaveURL(/\/business\/confirmation\/$/);
  const href = await page.getByRole("link", { name: "View the invoice" }).getAttribute("href");
  const reference = /invoice=(GO\d{7})/.exec(href ?? "")?.[1];
  expect(reference).toBeTruthy();
  return reference!;
}

test("an agent adds an extra to an on-account booking from the list and sees the invoice's new total", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const clientReference = `CH-${Date.now() % 1000000}`;
  const reference = await bookOnAccount(page, clientReference);

  // The business list: the booking's "Change booking" link, named for it.
  await page.goto(`/business/my-account/manage-booking/?q=${clientReference}`);
  const link = page.getByRole("link", { name: T.offerLabelFor(reference) });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();

  // Add a child seat; the review says the difference goes on the account.
  await page.getByLabel(/^Child seat/).fill("1");
  await page.getByRole("button", { name: T.checkPrice }).click();
  await expect(page).toHaveURL(new RegExp(`${CHANGE_PATHS.review}$`));
  const difference = page.getByTestId("change-difference");
  await expect(difference).toContainText("To pay now: $");
  const amount = ((await difference.textContent()) ?? "").replace(/^.*To pay now: /, "").trim();
  await expect(page.getByTestId("change-on-account")).toHaveText(CHANGE_ON_ACCOUNT_TEXT.chargeNote(amount));
  const newTotal = (
    (await page
      .getByTestId("change-review")
      .getByRole("row", { name: /^Total/ })
      .getByRole("cell")
      .last()
      .textContent()) ?? ""
  ).trim();
  expect(newTotal).toMatch(/^\$[\d,]+(\.\d{2})?$/);
  await expectNoAxeViolations(page);

  // Confirmed at once: no card, no gateway.
  await page.getByRole("button", { name: /^Pay .* and confirm$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${CHANGE_PATHS.done}$`));
  await expect(page.getByTestId("change-money")).toHaveText(CHANGE_ON_ACCOUNT_TEXT.charged(amount));

  // The invoice: the new total, and the change's charge to the account among its payments.
  await page.goto(`/business/my-account/invoices/?invoice=${reference}`);
  await expect(page.getByRole("heading", { name: `Tax invoice INV-${reference}` })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Total/ })).toContainText(newTotal);
  const payments = page.getByRole("table", { name: P.title });
  await expect(
    payments.getByRole("row").filter({ hasText: `${P.charge["on-account"]} (${P.purposes.change})` }),
  ).toContainText(amount);
  await expect(page.getByTestId("invoice-due")).toHaveText(`${P.due}: ${newTotal}`);
  await expectNoAxeViolations(page);
});
