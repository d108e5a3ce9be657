import { expect as baseExpect, test, type Page } from "@playwright/test";
import { CHANGE_EMAIL_TEXT, CHANGE_PATHS, CHANGE_TEXT as T } from "../../app/services/changes/change/text";
import { MANAGE_BOOKING_TEXT } from "../../app/services/changes/text";
import { SANDBOX_CARDS } from "../../app/services/platform/payments/sandbox-cards";
import { bookFirstVehicle, payOnGateway } from "./support/booking";
import { latestMailTo } from "./support/mail";
import { expectNoAxeViolations } from "./support/page-checks";

/**
 * "Change booking" (/manage-booking/change/): extras, cover and flight number of a confirmed
 * booking at Queenstown Airport (trip offsets 300-305). Each booking is found on /manage-booking/
 * and the flow starts from its "Change booking" link.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const BRANCH = "Queenstown Airport";
const email = (name: string) => `change.${name}.${test.info().project.name}@example.co.nz`;

async function findBooking(page: Page, reference: string, address: string) {
  await page.goto("/manage-booking/");
  await page.getByLabel(MANAGE_BOOKING_TEXT.referenceLabel, { exact: true }).fill(reference);
  await page.getByLabel(MANAGE_BOOKING_TEXT.emailLabel, { exact: true }).fill(address);
  await page.getByRole("button", { name: MANAGE_BOOKING_TEXT.find }).click();
  await expect(page).toHaveURL(new RegExp(`booking=${reference}`));
}

async function openChange(page: Page) {
  await page.getByRole("link", { name: T.offerLabel }).click();
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
}

/** Chooses extras and cover on the form and sends it; the review page opens. */
async function chooseAndReview(page: Page, choice: { extras: Record<string, string>; cover: RegExp }) {
  for (const [label, quantity] of Object.entries(choice.extras)) {
    await page.getByLabel(new RegExp(`^${label}`)).fill(quantity);
  }
  await page.getByRole("radio", { name: choice.cover }).check();
  await page.getByRole("button", { name: T.checkPrice }).click();
  await expect(page).toHaveURL(new RegExp(`${CHANGE_PATHS.review}$`));
  await expect(page.getByRole("heading", { level: 1, name: T.reviewTitle })).toBeVisible();
}

/**
 * The review's button sent twice: once by a second request of the same session (as a double
 * click without JavaScript would), then by the button itself.
 */
async function submitTwice(page: Page, name: RegExp) {
  const first = await page.request.post(CHANGE_PATHS.review, { maxRedirects: 0, form: {} });
  expect([302, 303]).toContain(first.status());
  await page.getByRole("button", { name }).click();
}

async function changeMoneyRows(page: Page, amount: string) {
  return page.getByRole("row").filter({ hasText: amount }).count();
}

test("a customer adds an extra and full cover, sees the difference, pays it once despite a double submit, and gets the email @no-js", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const address = email("adds");
  const reference = await bookFirstVehicle(page, { branch: BRANCH, tripOffsetDays: 300, email: address });
  await findBooking(page, reference, address);
  await openChange(page);
  await expectNoAxeViolations(page);

  // Bad input first: a quantity over the limit gets its message beside the field, values kept.
  await page.getByLabel(/^Child seat/).fill("9");
  await page.getByLabel(T.flightLabel).fill("NZ 615");
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        // The page itself without JavaScript, its ".data" answer with it.
        [CHANGE_PATHS.start, `${CHANGE_PATHS.start.replace(/\/$/, "")}.data`].includes(
          new URL(response.url()).pathname,
        ),
    ),
    page.getByRole("button", { name: T.checkPrice }).click(),
  ]);
  expect(answer.status()).toBe(422);
  await expect(page.getByText(/Please choose 0 to 3 for Child seat/)).toBeVisible();
  await expect(page.getByLabel(T.flightLabel)).toHaveValue("NZ 615");

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath("change-form-360.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await chooseAndReview(page, { extras: { "Child seat": "1" }, cover: /^Total Care/ });
  const difference = page.getByTestId("change-difference");
  await expect(difference).toContainText("To pay now: $");
  const amount = ((await difference.textContent()) ?? "").replace(/^.*To pay now: /, "").trim();
  await expect(page.getByTestId("change-review")).toContainText("Total Care");
  await expect(page.getByTestId("change-summary")).toContainText("Child seat: 0 → 1");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath("change-review-360.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await submitTwice(page, /^Pay .* and confirm$/);
  await payOnGateway(page, SANDBOX_CARDS.approve);
  await expect(page).toHaveURL(new RegExp(`${CHANGE_PATHS.done}$`));
  await expect(page.getByTestId("change-money")).toHaveText(T.donePaid(amount));
  await expectNoAxeViolations(page);

  // The booking shows the change once in its history, and one payment of the difference.
  await page.getByRole("link", { name: T.backToBooking }).click();
  await expect(page.getByText(MANAGE_BOOKING_TEXT.history.changed)).toHaveCount(1);
  expect(await changeMoneyRows(page, amount)).toBe(1);
  const mail = await latestMailTo(address, CHANGE_EMAIL_TEXT.whatChanged);
  expect(mail.subject).toBe(CHANGE_EMAIL_TEXT.subject(reference));
  expect(mail.text).toContain("Child seat: 0 → 1");
});

test("another drops cover and an extra and is refunded once @no-js", async ({ page }) => {
  test.setTimeout(300_000);
  const address = email("drops");
  const reference = await bookFirstVehicle(page, { branch: BRANCH, tripOffsetDays: 305, email: address });
  await findBooking(page, reference, address);
  // First the customer adds GPS and Total Care (paid), then drops both.
  await openChange(page);
  await chooseAndReview(page, { extras: { "GPS navigation": "1" }, cover: /^Total Care/ });
  await page.getByRole("button", { name: /^Pay .* and confirm$/ }).click();
  await payOnGateway(page, SANDBOX_CARDS.approve);
  await expect(page).toHaveURL(new RegExp(`${CHANGE_PATHS.done}$`));

  await page.getByRole("link", { name: T.backToBooking }).click();
  await openChange(page);
  await chooseAndReview(page, { extras: { "GPS navigation": "0" }, cover: /^Basic cover/ });
  const difference = page.getByTestId("change-difference");
  await expect(difference).toContainText("We'll refund $");
  await expect(difference).toContainText("to the card ending");
  const amount = ((await difference.textContent()) ?? "").match(/We'll refund (\$[\d,.]+)/)?.[1] ?? "";
  await expectNoAxeViolations(page);

  await submitTwice(page, /^Confirm and refund/);
  await expect(page).toHaveURL(new RegExp(`${CHANGE_PATHS.done}$`));
  await expect(page.getByTestId("change-money")).toHaveText(T.doneRefunded(amount));
  await page.getByRole("link", { name: T.backToBooking }).click();
  await expect(page.getByText(MANAGE_BOOKING_TEXT.history.changed)).toHaveCount(2);
  expect(await changeMoneyRows(page, amount)).toBe(2); // the payment it gives back, and one refund
  const mail = await latestMailTo(address, "GPS navigation: 1 → 0");
  expect(mail.subject).toBe(CHANGE_EMAIL_TEXT.subject(reference));
});
