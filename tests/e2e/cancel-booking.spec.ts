import { expect, test, type Page } from "@playwright/test";
import { CANCEL_PATHS, CANCEL_REASONS } from "../../app/services/changes/cancel/constants";
import { CANCEL_TEXT as T } from "../../app/services/changes/cancel/text";
import { MANAGE_BOOKING_TEXT } from "../../app/services/changes/text";
import { BUSINESS_MESSAGES } from "../../app/services/business/text";
import { SANDBOX_CARDS } from "../../app/services/platform/payments/sandbox-cards";
import { payOnGateway, searchTrip, tripDates, vehicleCard, expectStep } from "./support/booking";
import { latestMailTo } from "./support/mail";
import { expectInteractive, expectNoAxeViolations, watchConsole } from "./support/page-checks";

/**
 * The cancel flow of issue 5, with JavaScript on and off. Bookings at Christchurch Airport (2027
 * trips at tripDates offsets 100-119, and one picking up tomorrow for the late fee), so they never
 * compete with other specs' cars.
 */
const BRANCH = "Christchurch Airport";
const AGENT = { email: "agent@kiwitravel.example.co.nz", password: "GoRentals!2026" };
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const email = (tag: string) =>
  `cancel-${tag}-${test.info().project.name}-${Date.now() % 1_000_000}@example.co.nz`;

async function findOnManageBooking(page: Page, reference: string, address: string) {
  await page.goto("/manage-booking/");
  await page.getByLabel(MANAGE_BOOKING_TEXT.referenceLabel, { exact: true }).fill(reference);
  await page.getByLabel(MANAGE_BOOKING_TEXT.emailLabel, { exact: true }).fill(address);
  await page.getByRole("button", { name: MANAGE_BOOKING_TEXT.find }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-booking/\\?booking=${reference}$`));
}

/** The final submit: with JavaScript through the confirm-and-pay modal, without it directly. */
async function confirmStep(page: Page, label: string) {
  await expectInteractive(page);
  await page.getByRole("button", { name: label }).first().click();
  if (jsOn()) {
    const dialog = page.getByRole("dialog", { name: T.confirmTitle });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: label }).click();
  }
}

async function startAndGiveReason(page: Page, reference: string) {
  await page.goto(`/cancel-booking/?booking=${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.startTitle);
  await expect(page.getByText(T.feeRule)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: T.continue }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.beforeTitle);
  await expect(page.getByRole("link", { name: T.changeDates })).toHaveAttribute(
    "href",
    `/extend-booking/?booking=${reference}`,
  );
  await expectNoAxeViolations(page);
  // No reason: the message beside the field, nothing cancelled.
  await page.getByRole("button", { name: T.cancelMyBooking }).click();
  await expect(page.getByText(T.reasonRequired)).toBeVisible();
  await page.getByLabel(T.reasonLabel).selectOption(CANCEL_REASONS["plans-changed"]);
  await page.getByRole("button", { name: T.cancelMyBooking }).click();
}

/** Books the first vehicle offered at Christchurch Airport (waiting for each page to settle, so a click never lands before hydration). */
async function bookHere(
  page: Page,
  trip: { pickupDate: string; dropOffDate: string },
  address: string,
  payBy: "card" | "transfer",
): Promise<string> {
  await page.goto("/vehicles/");
  await expectInteractive(page);
  await searchTrip(page, { branch: BRANCH, ...trip });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle", {
    timeout: 20_000,
  });
  await expectInteractive(page);
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: "Choose" }) })
    .first();
  const name = (await card.getByRole("heading").first().textContent())!.trim();
  await vehicleCard(page, name).getByRole("button", { name: "Choose" }).click();
  await expect(page).toHaveURL(/\/book-now\/\?step=2/, { timeout: 20_000 });
  await expectStep(page, 2, "Extras");
  await expectInteractive(page);
  await page.getByRole("button", { name: "Continue to your details" }).click();
  await expectStep(page, 3, "Your details");
  await expectInteractive(page);
  await page.getByLabel("First name").fill("Aroha");
  await page.getByLabel("Last name").fill("Ngata");
  await page.getByLabel("Email").fill(address);
  await page.getByLabel("Phone").fill("+64 21 555 0101");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expectStep(page, 4, "Review and pay");
  await expectInteractive(page);
  if (payBy === "card") {
    await page.getByRole("radio", { name: /^Master Card/ }).check();
    await page.getByRole("button", { name: "Pay now" }).click();
    await payOnGateway(page, SANDBOX_CARDS.approveMastercard);
    await expect(page).toHaveURL(/\/payment\/confirmation\/$/);
  } else {
    await page.getByRole("radio", { name: /Bank transfer/ }).check();
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/payment\/confirmation\/account2account\/$/);
  }
  return (await page
    .getByText(/^GO\d{7}$/)
    .first()
    .textContent())!.trim();
}

/** Console errors but the 422 a no-JavaScript form error answers with. */
const realErrors = (errors: string[]) => errors.filter((error) => !/status of 422/.test(error));

/** NZ calendar date `days` from today, "YYYY-MM-DD". */
function nzDateFromToday(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(
    new Date(Date.now() + days * 86400_000),
  );
}

test("every cancel route answers, and sends a visitor with no booking to the start", async ({ request }) => {
  for (const path of Object.values(CANCEL_PATHS)) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(400);
    if (response.status() >= 300) {
      const location = response.headers()["location"] ?? "";
      expect(
        location.startsWith(CANCEL_PATHS.start) || location.startsWith("/business/sign-in/"),
        `${path} → ${location}`,
      ).toBe(true);
    }
  }
  for (const path of [
    "/business/cancel-booking/",
    "/business/cancel-booking/confirmation/",
    "/business/cancel-booking/contact-support/",
  ]) {
    expect((await request.get(path)).status(), path).toBeLessThan(400);
  }
});

test("a free cancellation refunds the card once, whatever is submitted twice @no-js", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const address = email("free");
  const reference = await bookHere(page, tripDates(100), address, "card");
  await findOnManageBooking(page, reference, address);
  await startAndGiveReason(page, reference);

  await expect(page).toHaveURL(/\/cancel-booking\/payment\/refund\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.refundTitle);
  await expect(page.getByText(/We will refund \$[\d,.]+ when you confirm/)).toBeVisible();
  await expect(page.getByText(/goes back to the card you paid with \(ending \d{4}\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  const settlement = await page.locator('input[name="settlement"]').first().inputValue();
  await confirmStep(page, T.confirmRefundButton);

  await expect(page).toHaveURL(/\/cancel-booking\/confirmation\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.confirmationTitle);
  await expect(page.getByText(T.cancelledText(reference))).toBeVisible();
  await expect(page.getByText(T.cancelledNoFee)).toBeVisible();
  await expect(page.getByText(/^Refund: \$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await latestMailTo(address, `Your GO Rentals booking ${reference} is cancelled.`);

  // Double submit: the same confirm posted twice more lands on the confirmation, refunds nothing more.
  const again = await Promise.all([
    page.request.post(CANCEL_PATHS.refund, { form: { settlement } }),
    page.request.post(CANCEL_PATHS.refund, { form: { settlement } }),
  ]);
  for (const response of again) expect(new URL(response.url()).pathname).toBe(CANCEL_PATHS.confirmation);
  await page.goto(`/manage-booking/?booking=${reference}`);
  await expect(page.getByText(MANAGE_BOOKING_TEXT.statusLabels.cancelled).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Refunded" })).toHaveCount(1);

  // The start page now says it's cancelled.
  await page.goto(`/cancel-booking/?booking=${reference}`);
  await expect(page.getByText(T.alreadyCancelled)).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});

test("a free cancellation with nothing received yet is confirmed at no charge, and the bank transfer is no longer expected @no-js", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const address = email("no-charge");
  const reference = await bookHere(page, tripDates(104), address, "transfer");
  await findOnManageBooking(page, reference, address);
  await expect(page.getByRole("cell", { name: MANAGE_BOOKING_TEXT.paymentStatuses.pending })).toHaveCount(1);
  await startAndGiveReason(page, reference);

  await expect(page).toHaveURL(/\/cancel-booking\/no-charge\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.noChargeTitle);
  await expect(page.getByText(T.noChargeText)).toBeVisible();
  await expectNoAxeViolations(page);
  await confirmStep(page, T.confirmCancel);

  await expect(page).toHaveURL(/\/cancel-booking\/confirmation\/$/);
  await expect(page.getByText(T.cancelledText(reference))).toBeVisible();
  await expect(page.getByText(T.cancelledNoFee)).toBeVisible();
  await expect(page.getByText(/^Refund: \$/)).toHaveCount(0);
  await latestMailTo(address, `Your GO Rentals booking ${reference} is cancelled.`);
  await page.goto(`/manage-booking/?booking=${reference}`);
  await expect(page.getByText(MANAGE_BOOKING_TEXT.statusLabels.cancelled).first()).toBeVisible();
  // The transfer that never came is no longer listed as owed.
  await expect(page.getByRole("cell", { name: MANAGE_BOOKING_TEXT.paymentStatuses.pending })).toHaveCount(0);
  await expect(page.getByText(MANAGE_BOOKING_TEXT.noPayments)).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});

test("a late cancellation pays the fee: a declined card cancels nothing, the approved one cancels @no-js", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const address = email("late");
  // A booking picking up tomorrow: inside the 48 hours.
  const reference = await bookHere(
    page,
    { pickupDate: nzDateFromToday(1), dropOffDate: nzDateFromToday(4) },
    address,
    "transfer",
  );
  await findOnManageBooking(page, reference, address);
  await page.goto(`/cancel-booking/?booking=${reference}`);
  await expect(page.getByText(/less than 48 hours away, so the cancellation fee is \$/)).toBeVisible();
  await startAndGiveReason(page, reference);

  await expect(page).toHaveURL(/\/cancel-booking\/payment\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.paymentTitle);
  await expectNoAxeViolations(page);
  const payLabel = (await page
    .getByRole("button", { name: /^Pay \$[\d,.]+ and cancel$/ })
    .first()
    .textContent())!.trim();
  await confirmStep(page, payLabel);
  const declined = Object.keys(SANDBOX_CARDS.declines)[0];
  await payOnGateway(page, declined);
  await expect(page).toHaveURL(/\/cancel-booking\/payment\/$/);
  await expect(page.getByRole("alert")).toContainText(
    SANDBOX_CARDS.declines[declined as keyof typeof SANDBOX_CARDS.declines],
  );

  await confirmStep(page, payLabel);
  await payOnGateway(page, SANDBOX_CARDS.approve);
  await expect(page).toHaveURL(/\/cancel-booking\/confirmation\/$/);
  await expect(page.getByText(T.cancelledText(reference))).toBeVisible();
  await expect(page.getByText(/^Cancellation fee: \$/)).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});

test("an agent cancels an account booking through /cancel-booking/agent/ @no-js", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(CANCEL_PATHS.agent);
  await expect(page).toHaveURL(/\/business\/sign-in\/\?redirectTo=/);
  await expectInteractive(page);
  await page.getByLabel("Email", { exact: true }).fill(AGENT.email);
  await page.getByLabel("Password", { exact: true }).fill(AGENT.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/(business\/my-account|cancel-booking\/agent)\//, { timeout: 20_000 });
  // A customer-only door: the business user is sent to the agent variant.
  await page.goto(CANCEL_PATHS.start);
  await expect(page).toHaveURL(/\/cancel-booking\/agent\/$/);

  await page.goto("/business/my-account/new-booking/");
  await expectInteractive(page);
  await searchTrip(page, { branch: BRANCH, ...tripDates(110) });
  await expectInteractive(page);
  await page.getByRole("button", { name: "Choose" }).first().click();
  await expect(page).toHaveURL(/\/business\/book-now\/\?step=2/, { timeout: 20_000 });
  await expectInteractive(page);
  await page.getByRole("button", { name: "Continue to your details" }).click();
  await expect(page).toHaveURL(/\/business\/book-now\/\?step=3/);
  await expectInteractive(page);
  await page.getByLabel("Client reference number").fill(`CX-${test.info().project.name}`);
  await page.getByLabel("First name").fill("Mere");
  await page.getByLabel("Last name").fill("Tipene");
  await page.getByLabel("Email").fill("mere.tipene@example.co.nz");
  await page.getByLabel("Phone").fill("+64 21 555 0199");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expect(page).toHaveURL(/\/business\/book-now\/\?step=4/);
  await expectInteractive(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page).toHaveURL(/\/business\/confirmation\/$/);
  const invoiceHref = await page.getByRole("link", { name: "View the invoice" }).getAttribute("href");
  const reference = /invoice=(GO\d{7})/.exec(invoiceHref ?? "")![1];

  await page.goto(`${CANCEL_PATHS.agent}?booking=${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.agentTitle);
  await expect(page.getByRole("radio", { name: new RegExp(reference) })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByLabel(T.reasonLabel).selectOption(CANCEL_REASONS["no-longer-needed"]);
  await confirmStep(page, T.cancelMyBooking);
  await expect(page).toHaveURL(
    new RegExp(`/business/cancel-booking/confirmation/\\?reservation=${reference}$`),
  );
  await expect(page.getByText(BUSINESS_MESSAGES.cancelledText(reference))).toBeVisible();
});
