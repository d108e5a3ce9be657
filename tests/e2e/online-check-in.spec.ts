import { expect as baseExpect, test, type Page } from "@playwright/test";
import { MANAGE_BOOKING_TEXT } from "../../app/services/changes/text";
import { VALIDATOR_MESSAGES } from "../../app/services/platform/text";
import { INSURANCE_OPTIONS } from "../../app/models/seed/booking";
import {
  CHECK_IN_STEP_TITLES,
  CHECK_IN_TEXT as T,
  fillText,
  formatNzd,
} from "../../app/services/changes/check-in/text";
import { SANDBOX_CARDS } from "../../app/services/platform/payments/sandbox-cards";
import { searchTrip, vehicleCard } from "./support/booking";
import { latestMailTo, outboxMails } from "./support/mail";
import { expectNoAxeViolations, watchConsole, pagePathOf } from "./support/page-checks";

/**
 * Online check-in, JavaScript on and off: bookings at Invercargill Airport picking up within the
 * check-in window (72 hours before pick-up), each project on its own days.
 */

const BRANCH = "Invercargill Airport";
/** The machine these run on is shared and often slow: a little more patience than the default. */
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ actionTimeout: 20_000, navigationTimeout: 45_000 });

async function expectStep(page: Page, step: number, title: string) {
  await expect(page).toHaveURL(new RegExp(`/book-now/\\?step=${step}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}
const DECLINE = Object.keys(SANDBOX_CARDS.declines)[0];
const jsOff = () => test.info().project.name === "js-off";

/** A NZ date `days` after today in New Zealand, "YYYY-MM-DD". */
function nzDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Pacific/Auckland",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Books the first vehicle at Invercargill picking up `offsetDays` after today at `time`, paid by card. */
async function bookNear(
  page: Page,
  email: string,
  options: { offsetDays: number; time: string },
): Promise<string> {
  // The search is repeated if the results page comes back without it (a slow first page load).
  await expect(async () => {
    await page.goto("/vehicles/");
    await searchTrip(page, {
      branch: BRANCH,
      pickupDate: nzDatePlus(options.offsetDays),
      pickupTime: options.time,
      dropOffDate: nzDatePlus(options.offsetDays + 3),
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle", {
      timeout: 15_000,
    });
  }).toPass({ timeout: 60_000 });
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: "Choose" }) })
    .first();
  const name = (await card.getByRole("heading").first().textContent())!.trim();
  await vehicleCard(page, name).getByRole("button", { name: "Choose" }).click();
  await expectStep(page, 2, "Extras");
  await page.getByRole("button", { name: "Continue to your details" }).click();
  await expectStep(page, 3, "Your details");
  await page.getByLabel("First name").fill("Aroha");
  await page.getByLabel("Last name").fill("Ngata");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+64 21 555 0101");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expectStep(page, 4, "Review and pay");
  await page.getByRole("radio", { name: /^Master Card/ }).check();
  await page.getByRole("button", { name: "Pay now" }).click();
  await onGateway(page, SANDBOX_CARDS.approveMastercard);
  await expect(page).toHaveURL(/\/payment\/confirmation\/$/);
  return (await page
    .getByText(/^GO\d{7}$/)
    .first()
    .textContent())!.trim();
}

/** Pays (or authorises a hold) on the sandbox gateway's page. */
async function onGateway(page: Page, cardNumber: string) {
  await page.waitForURL(/\/sandbox-gateway\//);
  await page.getByLabel("Name on card").fill("Aroha Ngata");
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^(Pay|Authorise) / }).click();
}

/** Finds the booking on /manage-booking/ (number + email), then opens check-in for it. */
async function openCheckIn(page: Page, reference: string, email: string) {
  await page.goto("/manage-booking/");
  await page.getByLabel(MANAGE_BOOKING_TEXT.referenceLabel, { exact: true }).fill(reference);
  await page.getByLabel(MANAGE_BOOKING_TEXT.emailLabel, { exact: true }).fill(email);
  await page.getByRole("button", { name: MANAGE_BOOKING_TEXT.find }).click();
  await expect(page).toHaveURL(/\/manage-booking\/\?booking=/);
  const response = await page.goto(`/online-check-in/?booking=${reference}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
}

async function expectCheckInStep(page: Page, step: keyof typeof CHECK_IN_STEP_TITLES) {
  await expect(page).toHaveURL(new RegExp(`/online-check-in/${step}/`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECK_IN_STEP_TITLES[step]);
  await expectNoAxeViolations(page);
}

const saveAndContinue = (page: Page) => page.getByRole("button", { name: T.saveAndContinue }).click();

async function mailsTo(email: string, subject: string): Promise<number> {
  let count = 0;
  for await (const [, mail] of outboxMails()) {
    if (mail.to === email && mail.subject === subject) count += 1;
  }
  return count;
}

test("a whole online check-in: licence error, declined then approved bond, an extra paid by card, a double save @no-js", async ({
  page,
}) => {
  test.setTimeout(540_000);
  const errors = watchConsole(page);
  const email = `check-in.${test.info().project.name}@example.co.nz`;
  const reference = await bookNear(page, email, { offsetDays: jsOff() ? 2 : 1, time: "10:00" });
  await openCheckIn(page, reference, email);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: T.startSubmit }).click();

  // Hirer.
  await expectCheckInStep(page, "hirer");
  await expect(page.getByLabel(T.firstName)).toHaveValue("Aroha");
  await page.getByLabel(T.dateOfBirth).fill("15-06-1985");
  await page.getByLabel(T.address).fill("12 Tay Street");
  await page.getByLabel(T.city).fill("Invercargill");
  await page.getByLabel(T.postcode).fill("9810");
  await saveAndContinue(page);

  // Driver: an expired licence is refused beside the field, the other values kept.
  await expectCheckInStep(page, "driver");
  const main = page.getByRole("group", { name: T.mainDriver });
  await expect(main.getByLabel(T.licenceName)).toHaveValue("Aroha Ngata");
  await main.getByLabel(T.licenceNumber).fill("dl123456");
  await main.getByLabel(T.licenceExpiry).fill("01-01-2020");
  const [refused] = await Promise.all([
    page.waitForResponse(
      (response) =>
        pagePathOf(response.url()).includes("/online-check-in/driver/") &&
        response.request().method() === "POST",
    ),
    saveAndContinue(page),
  ]);
  expect(refused.status()).toBe(422);
  await expect(main.getByText(VALIDATOR_MESSAGES.licenceExpired)).toBeVisible();
  await expect(main.getByLabel(T.licenceNumber)).toHaveValue(/^dl123456$/i);
  await expect(main.getByLabel(T.dateOfBirth)).toHaveValue("15-06-1985");
  await main.getByLabel(T.licenceExpiry).fill("01-01-2031");
  await saveAndContinue(page);

  // Extras: add one; the price box shows the balance.
  await expectCheckInStep(page, "extras");
  const firstExtra = page.locator("main select").first();
  await firstExtra.selectOption("1");
  await saveAndContinue(page);
  await expectCheckInStep(page, "insurance");
  await expect(page.getByTestId("check-in-balance")).toBeVisible();
  const cover = await page.locator('input[name="insuranceCode"]:checked').getAttribute("value");
  // The bond held is the chosen cover's (Basic's without one), as the terms and the counter say.
  const bond = (INSURANCE_OPTIONS.find((option) => option.code === cover) ??
    INSURANCE_OPTIONS.find((option) => option.isDefault))!.bond;
  await saveAndContinue(page);

  await expectCheckInStep(page, "key-terms");
  await page.getByLabel(T.keyTermsAccept).check();
  await saveAndContinue(page);

  // Agreement: the signature must be the hirer's full name (any case).
  await expectCheckInStep(page, "agreement");
  await page.getByLabel(T.agreementAccept).check();
  await page.getByLabel(T.signatureLabel).fill("A Ngata");
  await saveAndContinue(page);
  await expect(page.getByText(fillText(T.signatureMismatch, { name: "Aroha Ngata" }))).toBeVisible();
  await page.getByLabel(T.signatureLabel).fill("aroha ngata");
  if (!(await page.getByLabel(T.agreementAccept).isChecked()))
    await page.getByLabel(T.agreementAccept).check();
  await saveAndContinue(page);

  await expectCheckInStep(page, "credit-card-security");
  await page.getByRole("button", { name: T.securityContinue }).click();

  // Bond: a declined card comes back with the reason, then an approved one holds it.
  await expectCheckInStep(page, "credit-card-pre-authorisation");
  await expect(page.locator("main")).toContainText(fillText(T.bondLead, { bond: formatNzd(bond) }));
  await page.getByRole("button", { name: T.bondSubmit }).click();
  await onGateway(page, DECLINE);
  await expect(page).toHaveURL(/\/online-check-in\/credit-card-pre-authorisation\/$/);
  await expect(page.getByRole("alert")).toContainText("declined");
  await page.getByRole("button", { name: T.bondSubmit }).click();
  await onGateway(page, SANDBOX_CARDS.approve);

  await expectCheckInStep(page, "creditcard");
  await expect(page.getByLabel(T.cardHolder)).toHaveValue("Aroha Ngata");
  await expect(page.getByText("4242", { exact: true })).toBeVisible();
  await saveAndContinue(page);

  // Payment of the extra's price by card (with JavaScript through the payment modal).
  await expectCheckInStep(page, "payment");
  await page.getByRole("button", { name: T.payByCard }).click();
  if (!jsOff()) {
    const modal = page.getByRole("dialog", { name: T.paymentModalTitle });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: T.paymentModalConfirm }).click();
  }
  await onGateway(page, SANDBOX_CARDS.approve);

  // Save, submitted twice: saved once, one email, one history line.
  await expectCheckInStep(page, "save");
  await expect(page.getByText("Aroha Ngata (New Zealand DL123456)")).toBeVisible();
  await page.getByRole("button", { name: T.saveSubmit }).dblclick();
  await expect(page).toHaveURL(/\/online-check-in\/(loading|confirmation)\/$/);
  if (page.url().includes("/loading/"))
    await page
      .getByRole("link", { name: T.loadingContinue })
      .click()
      .catch(() => undefined);
  await expect(page).toHaveURL(/\/online-check-in\/confirmation\/$/);
  await expect(page.getByRole("heading", { level: 1, name: T.confirmationTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  const subject = fillText(T.mailSubject, { reference });
  await latestMailTo(email, reference);
  expect(await mailsTo(email, subject)).toBe(1);

  // A second POST of save changes nothing; the start page now goes to the confirmation.
  const again = await page.request.post("/online-check-in/save/", { form: {}, maxRedirects: 0 });
  expect([302, 303]).toContain(again.status());
  await page.goto("/online-check-in/");
  await expect(page).toHaveURL(/\/online-check-in\/confirmation\/$/);
  await page.getByRole("link", { name: T.viewSummary }).click();
  await expect(page.getByRole("heading", { level: 1, name: T.summaryTitle })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/manage-booking/?booking=${reference}`);
  const history = page.getByRole("region", { name: MANAGE_BOOKING_TEXT.historyTitle }).getByRole("listitem");
  await expect(history.filter({ hasText: MANAGE_BOOKING_TEXT.history["checked-in"] })).toHaveCount(1);
  await expect(history.filter({ hasText: MANAGE_BOOKING_TEXT.history["bond-authorised"] })).toHaveCount(1);
  expect(await mailsTo(email, subject)).toBe(1);
  expect(errors.filter((error) => !/422/.test(error))).toEqual([]);
});

test("steps open in order, every check-in route answers, and the timer modal", async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = `check-in.routes.${test.info().project.name}@example.co.nz`;

  // Without a booking in hand every page answers or goes to the start, which finds bookings.
  const pages = [
    "",
    "hirer/",
    "driver/",
    "extras/",
    "insurance/",
    "shuttle/",
    "key-terms/",
    "agreement/",
    "credit-card-security/",
    "credit-card-pre-authorisation/",
    "creditcard/",
    "payment/",
    "payment/credit-card/",
    "payment/account2account/",
    "payment/refund/",
    "save/",
    "summary/",
    "loading/",
    "confirmation/",
  ];
  for (const pagePath of pages) {
    const response = await request.get(`/online-check-in/${pagePath}`, { maxRedirects: 0 });
    if (pagePath === "") expect(response.status()).toBe(200);
    else {
      expect(response.status(), pagePath).toBe(302);
      expect(response.headers().location).toBe("/online-check-in/");
    }
  }

  const reference = await bookNear(page, email, { offsetDays: jsOff() ? 2 : 1, time: "15:00" });
  await openCheckIn(page, reference, email);

  // A later step before the first ones: back to the first incomplete step, with a notice.
  await page.goto("/online-check-in/agreement/");
  await expectCheckInStep(page, "hirer");
  await expect(page.getByRole("alert")).toHaveText(T.outOfOrder);

  // With a booking in hand every route still answers (or sends to the right step).
  for (const pagePath of pages) {
    const response = await page.request.get(`/online-check-in/${pagePath}`);
    expect(response.status(), pagePath).toBe(200);
  }

  if (!jsOff()) {
    await page.clock.install();
    await page.goto("/online-check-in/hirer/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECK_IN_STEP_TITLES.hirer);
    await page.clock.fastForward(10 * 60 * 1000 + 1000);
    const modal = page.getByRole("dialog", { name: T.timerTitle });
    await expect(modal).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await modal.getByRole("button", { name: T.timerContinue }).click();
    await expect(modal).toBeHidden();
  }
});

test("the start page finds a booking by reservation number and email @no-js", async ({ page }) => {
  const response = await page.goto("/online-check-in/");
  expect(response?.status()).toBe(200);
  await expectNoAxeViolations(page);
  await page.getByLabel(T.referenceLabel).fill("GO0000001");
  await page.getByLabel(T.emailLabel).fill("nobody@example.co.nz");
  const [miss] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        pagePathOf(answer.url()).includes("/online-check-in/") && answer.request().method() === "POST",
    ),
    page.getByRole("button", { name: T.findSubmit }).click(),
  ]);
  expect(miss.status()).toBe(404);
  await expect(page.getByLabel(T.referenceLabel)).toHaveValue("GO0000001");
  await expect(page.getByRole("alert")).toBeVisible();
});
