import { expect as baseExpect, test, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import {
  EXTEND_EMAIL_TEXT,
  EXTEND_MESSAGES,
  EXTEND_PATHS,
  EXTEND_ROUTES,
  EXTEND_TEXT as T,
  EXTEND_TIMER_ID,
  EXTEND_TIMER_SECONDS,
} from "../../app/services/changes/extend/text";
import { ITINERARY_MESSAGES } from "../../app/services/booking/search/text";
import { MANAGE_BOOKING_TEXT } from "../../app/services/changes/text";
import { SANDBOX_CARDS } from "../../app/services/platform/payments/sandbox-cards";
import { payOnGateway, searchTrip, tripDates, vehicleCard } from "./support/booking";
import { latestMailTo } from "./support/mail";
import { expectNoAxeViolations, watchConsole, pagePathOf } from "./support/page-checks";

/**
 * The extend flow at Queenstown Airport (dates: tripDates offsets 130-149). Every booking is
 * found on /manage-booking/ with its number and email, then the flow starts at
 * /extend-booking/?booking=GO….
 */

/** The machine running the suite is shared and often slow: give the page time to answer. */
const expect = baseExpect.configure({ timeout: 20_000 });

const DECLINE = Object.keys(SANDBOX_CARDS.declines)[0];
const BRANCH = "Queenstown Airport";
const ONE_CAR_CLASS = "Mazda 3 Hatch manual or similar"; // class 2M: one car at Queenstown Airport

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const email = (name: string) => `extend.${name}.${test.info().project.name}@example.co.nz`;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** "2027-09-14" → "Tue 14 Sep 2027", as the booking pages write dates. */
function longDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return `${DAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Console errors a test may see: the 4xx answers of forms sent back with a message. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 4\d\d/.test(error));

async function openFlow(page: Page, reference: string, address: string) {
  await page.goto("/manage-booking/");
  await page.getByLabel(MANAGE_BOOKING_TEXT.referenceLabel, { exact: true }).fill(reference);
  await page.getByLabel(MANAGE_BOOKING_TEXT.emailLabel, { exact: true }).fill(address);
  await page.getByRole("button", { name: MANAGE_BOOKING_TEXT.find }).click();
  await expect(page).toHaveURL(new RegExp(`booking=${reference}`));
  const response = await page.goto(`${EXTEND_PATHS.start}?booking=${reference}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
}

/** Chooses a new drop-off date (and time) and sends the form; answers the POST's status. */
async function chooseDropOff(page: Page, date: string, time?: string): Promise<number> {
  await page.getByLabel(T.dateLabel).fill(date);
  if (time) await page.getByLabel(T.timeLabel).selectOption(time);
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => pagePathOf(r.url()).includes("/extend-booking/") && r.request().method() === "POST",
    ),
    page.getByRole("button", { name: T.checkPrice }).click(),
  ]);
  return response.status();
}

async function agree(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${EXTEND_PATHS.summary}$`));
  await page.getByRole("link", { name: T.continue }).click();
  await expect(page.getByRole("heading", { level: 1, name: T.keyTermsTitle })).toBeVisible();
  await page.getByRole("link", { name: T.continue }).click();
  await expect(page.getByRole("heading", { level: 1, name: T.agreementTitle })).toBeVisible();
  await page.getByRole("checkbox", { name: T.agree }).check();
  await page.getByRole("button", { name: T.agreeAndContinue }).click();
}

async function payExtension(page: Page, amount: string) {
  await page.getByRole("button", { name: T.payByCard(amount) }).click();
  if (jsOn()) {
    const modal = page.getByRole("dialog", { name: T.modalTitle });
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByRole("button", { name: T.confirmAndPay }).click();
  }
}

async function expectStep(page: Page, step: number, title: string) {
  await expect(page).toHaveURL(new RegExp(`/book-now/\\?step=${step}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

/**
 * Books a vehicle (by name, or the first one offered) at Queenstown Airport through the booking
 * flow, paid by card; answers the reservation number.
 */
async function bookVehicle(
  page: Page,
  name: string | null,
  offset: number,
  address: string,
): Promise<string> {
  await page.goto("/vehicles/");
  await searchTrip(page, { branch: BRANCH, ...tripDates(offset) });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
  const card = name
    ? vehicleCard(page, name)
    : page
        .locator("article")
        .filter({ has: page.getByRole("button", { name: "Choose" }) })
        .first();
  await card.getByRole("button", { name: "Choose" }).click();
  await expectStep(page, 2, "Extras");
  await page.getByRole("button", { name: "Continue to your details" }).click();
  await expectStep(page, 3, "Your details");
  await page.getByLabel("First name").fill("Aroha");
  await page.getByLabel("Last name").fill("Ngata");
  await page.getByLabel("Email").fill(address);
  await page.getByLabel("Phone").fill("+64 21 555 0101");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expectStep(page, 4, "Review and pay");
  await page.getByRole("radio", { name: /^Master Card/ }).check();
  await page.getByRole("button", { name: "Pay now" }).click();
  await payOnGateway(page, SANDBOX_CARDS.approveMastercard);
  await expect(page).toHaveURL(/\/payment\/confirmation\/$/);
  return (await page
    .getByText(/^GO\d{7}$/)
    .first()
    .textContent())!.trim();
}

test("extend a booking by 2 days: a bad date first, a declined card, then an approved one @no-js", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  const address = email("two-days");
  const reference = await bookVehicle(page, null, 130, address);
  await openFlow(page, reference, address);
  await expectNoAxeViolations(page);

  const current = tripDates(130);
  const time = await page.getByLabel(T.timeLabel).inputValue();
  // A date before the pick-up: the message beside the field, a 4xx, and the time chosen kept.
  expect(await chooseDropOff(page, addDays(current.pickupDate, -1), "14:30")).toBe(422);
  await expect(page.locator("#extend-date-error")).toHaveText(ITINERARY_MESSAGES.dropOffDateBeforePickup);
  await expect(page.getByLabel(T.dateLabel)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(T.timeLabel)).toHaveValue("14:30");

  // Two more days, at the same time as before.
  const newDate = addDays(current.dropOffDate, 2);
  expect(await chooseDropOff(page, newDate, time)).toBeLessThan(400);
  await expect(page.getByRole("heading", { level: 1, name: T.summaryTitle })).toBeVisible();
  await expect(page.getByTestId("new-drop-off")).toContainText(longDate(newDate));
  await expect(page.getByTestId("difference")).toContainText(T.toPay);
  await expectNoAxeViolations(page);
  const amount = ((await page.getByTestId("difference").textContent()) ?? "")
    .replace(`${T.toPay}: `, "")
    .trim();

  // The agreement needs the tick. (Wait for each page: the next "Continue" is a different link.)
  await page.getByRole("link", { name: T.continue }).click();
  await expect(page.getByRole("heading", { level: 1, name: T.keyTermsTitle })).toBeVisible();
  await page.getByRole("link", { name: T.continue }).click();
  await expect(page.getByRole("heading", { level: 1, name: T.agreementTitle })).toBeVisible();
  const [refused] = await Promise.all([
    page.waitForResponse(
      (r) => pagePathOf(r.url()).includes(EXTEND_PATHS.agreement) && r.request().method() === "POST",
    ),
    page.getByRole("button", { name: T.agreeAndContinue }).click(),
  ]);
  expect(refused.status()).toBe(422);
  await expect(page.locator("#extend-agree-error")).toHaveText(EXTEND_MESSAGES.agreeRequired);
  await page.getByRole("checkbox", { name: T.agree }).check();
  await page.getByRole("button", { name: T.agreeAndContinue }).click();
  await expect(page).toHaveURL(new RegExp(`${EXTEND_PATHS.payment}$`));
  await expect(page.getByRole("heading", { level: 1, name: T.paymentTitle })).toBeVisible();
  await expectNoAxeViolations(page);

  // A declined card: back on the payment page with the reason; the booking is unchanged.
  await payExtension(page, amount);
  await payOnGateway(page, DECLINE);
  await expect(page).toHaveURL(new RegExp(`${EXTEND_PATHS.payment}$`));
  await expect(page.getByRole("alert")).toContainText(SANDBOX_CARDS.declines[DECLINE]);

  // An approved card: the confirmation with the new drop-off.
  await payExtension(page, amount);
  await payOnGateway(page);
  await expect(page).toHaveURL(new RegExp(`${EXTEND_PATHS.confirmation}$`));
  await expect(page.getByRole("heading", { level: 1, name: T.confirmationTitle })).toBeVisible();
  await expect(page.getByTestId("extend-amount")).toHaveText(amount);
  await expect(page.locator("main")).toContainText(longDate(newDate));
  await expectNoAxeViolations(page);

  // Refresh and back change nothing; the booking shows the new drop-off and one extension.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: T.confirmationTitle })).toBeVisible();
  await page.goto(EXTEND_PATHS.payment);
  await expect(page).toHaveURL(new RegExp(`${EXTEND_PATHS.confirmation}$`));
  await page.goto(`/manage-booking/?booking=${reference}`);
  const trip = page.getByRole("region", { name: MANAGE_BOOKING_TEXT.itineraryTitle });
  await expect(trip).toContainText(longDate(newDate));
  const history = page.getByRole("region", { name: MANAGE_BOOKING_TEXT.historyTitle });
  await expect(history.getByText(MANAGE_BOOKING_TEXT.history.extended)).toHaveCount(1);

  const mail = await latestMailTo(address, EXTEND_EMAIL_TEXT.intro(reference));
  expect(mail.subject).toBe(EXTEND_EMAIL_TEXT.subject(reference));
  expect(mail.text).toContain(longDate(newDate));
  expect(unexpected(errors)).toEqual([]);
});

test("shorten a booking by a day and get the difference back once, however often it is sent @no-js", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  const address = email("shorten");
  const reference = await bookVehicle(page, null, 136, address);
  if (jsOn()) await page.clock.install();
  await openFlow(page, reference, address);

  const newDate = addDays(tripDates(136).dropOffDate, -1);
  expect(await chooseDropOff(page, newDate)).toBeLessThan(400);
  await expect(page.getByTestId("difference")).toContainText(T.toRefund);
  const amount = ((await page.getByTestId("difference").textContent()) ?? "")
    .replace(`${T.toRefund}: `, "")
    .trim();

  if (jsOn()) {
    // The extend timer asks after EXTEND_TIMER_SECONDS; Continue keeps the visitor on the page.
    const timer = page.locator(`#${EXTEND_TIMER_ID}`);
    await expect(timer).not.toBeVisible();
    await page.clock.fastForward(EXTEND_TIMER_SECONDS * 1000);
    await expect(page.getByRole("dialog", { name: T.timerTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole("dialog", { name: T.timerTitle })
      .getByRole("button", { name: T.timerContinue })
      .click();
    await expect(page.getByRole("dialog", { name: T.timerTitle })).not.toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: T.summaryTitle })).toBeVisible();
  }

  await agree(page);
  await expect(page).toHaveURL(new RegExp(`${EXTEND_PATHS.refund}$`));
  await expect(page.getByTestId("refund-amount")).toContainText(amount);
  await expect(page.getByText(T.refundToCard(SANDBOX_CARDS.approveMastercard.slice(-4)))).toBeVisible();
  await expectNoAxeViolations(page);

  // A double click and two more posts at once: one refund, one change.
  await page.getByRole("button", { name: T.confirmRefund }).dblclick();
  await expect(page).toHaveURL(new RegExp(`${EXTEND_PATHS.confirmation}$`));
  const again = await Promise.all([
    page.request.post(EXTEND_PATHS.refund, { form: {} }),
    page.request.post(EXTEND_PATHS.refund, { form: {} }),
  ]);
  for (const response of again) expect(response.url()).toContain(EXTEND_PATHS.confirmation);
  await page.reload();
  await expect(page.getByTestId("extend-amount")).toHaveText(amount);

  await page.goto(`/manage-booking/?booking=${reference}`);
  await expect(page.getByRole("region", { name: MANAGE_BOOKING_TEXT.itineraryTitle })).toContainText(
    longDate(newDate),
  );
  const payments = page.getByRole("region", { name: MANAGE_BOOKING_TEXT.paymentsTitle });
  await expect(
    payments.getByRole("row").filter({ hasText: MANAGE_BOOKING_TEXT.paymentStatuses.refunded }),
  ).toHaveCount(1);
  await expect(
    page
      .getByRole("region", { name: MANAGE_BOOKING_TEXT.historyTitle })
      .getByText(MANAGE_BOOKING_TEXT.history.extended),
  ).toHaveCount(1);
  expect(unexpected(errors)).toEqual([]);
});

test("an extension with no car free for the added days goes to the branch, with its number @no-js", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const address = email("unavailable");
  const reference = await bookVehicle(page, ONE_CAR_CLASS, 142, address);
  // Someone else books the only car of the class from the day after.
  const other = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: jsOn() });
  await bookVehicle(await other.newPage(), ONE_CAR_CLASS, 148, email("other"));
  await other.close();

  await openFlow(page, reference, address);
  const current = tripDates(142);
  expect(await chooseDropOff(page, addDays(current.dropOffDate, 2))).toBeLessThan(400);
  await expect(page).toHaveURL(new RegExp(`${EXTEND_PATHS.atBranch}\\?reason=unavailable$`));
  await expect(page.getByRole("heading", { level: 1, name: T.atBranchTitle })).toBeVisible();
  await expect(page.getByText(T.atBranchReasons.unavailable)).toBeVisible();
  await expect(page.getByRole("link", { name: "03 442 3590" })).toHaveAttribute("href", "tel:+6434423590");
  await expectNoAxeViolations(page);

  // A shorter rental needs no car, so it can still be done online.
  await page.goto(EXTEND_PATHS.start);
  expect(await chooseDropOff(page, addDays(current.dropOffDate, -1))).toBeLessThan(400);
  await expect(page).toHaveURL(new RegExp(`${EXTEND_PATHS.summary}$`));
});

test("every extend page answers, or sends a visitor without a booking to the start @no-js", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of EXTEND_ROUTES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname, path).toBe(path === EXTEND_PATHS.start ? path : EXTEND_PATHS.start);
  }
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
  await expectNoAxeViolations(page);

  // A forged gateway answer is a 400 page, not an error.
  const forged = await page.goto(`${EXTEND_PATHS.creditCard}?result=forged`);
  expect(forged?.status()).toBe(400);
  // The find form: a bad number is refused beside the field.
  await page.goto(EXTEND_PATHS.start);
  await page.getByLabel(T.referenceLabel).fill("GO12");
  await page.getByLabel(T.emailLabel).fill("someone@example.co.nz");
  const [answer] = await Promise.all([
    page.waitForResponse(
      (r) => pagePathOf(r.url()).includes(EXTEND_PATHS.start) && r.request().method() === "POST",
    ),
    page.getByRole("button", { name: T.find }).click(),
  ]);
  expect(answer.status()).toBe(422);
  await expect(page.locator("#extend-reference-error")).toBeVisible();
});
