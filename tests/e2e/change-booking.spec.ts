import { expect as baseExpect, type Page } from "@playwright/test";
import dayjs from "dayjs";
import { FLEET } from "~/models/seed/fleet";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { FLEET_TEXT } from "~/services/admin/fleet/text";
import { ITINERARY_MESSAGES } from "~/services/booking/search/text";
import {
  CHANGE_BLOCK_TEXT,
  CHANGE_EMAIL_TEXT,
  CHANGE_PATHS,
  CHANGE_TEXT as T,
  ITINERARY_CHANGE_MESSAGES,
} from "../../app/services/changes/change/text";
import { SHUTTLE_REQUEST_PATH } from "../../app/services/changes/constants";
import { SHUTTLE_REQUEST_TEXT } from "../../app/services/changes/shuttle/text";
import { MANAGE_BOOKING_TEXT } from "../../app/services/changes/text";
import { SANDBOX_CARDS } from "../../app/services/platform/payments/sandbox-cards";
import { putCarsBack, test } from "./support/admin";
import { bookFirstVehicle, payOnGateway } from "./support/booking";
import { latestMailTo, outboxMails } from "./support/mail";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

/**
 * "Change booking" (/manage-booking/change/): dates, branches, vehicle, extras, cover and flight
 * number of a confirmed booking at Queenstown Airport (trip offsets 300-305), a class that sells
 * out during the review at Auckland Airport (2028-04 and 2028-05), and a hot deal at Wellington
 * Airport. Each booking is found on /manage-booking/ and the flow starts from its "Change booking"
 * link.
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

/** The stored mail (with its attachments) to `to` whose text has `containing`. */
async function storedMail(to: string, containing: string) {
  type StoredMail = { to: string; subject: string; text: string; attachments?: { content: string }[] };
  for await (const [, stored] of outboxMails<StoredMail>())
    if (stored.to === to.toLowerCase() && stored.text.includes(containing)) return stored;
  return null;
}

const LARGER = "Toyota RAV4 or similar";

test("a customer moves pick-up a day later in a larger car with a child seat, pays the difference once despite a double submit, and gets the email and calendar file @no-js", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const address = email("adds");
  const reference = await bookFirstVehicle(page, { branch: BRANCH, tripOffsetDays: 300, email: address });
  await findBooking(page, reference, address);
  await openChange(page);
  await expectNoAxeViolations(page);

  // Bad input first: a quantity over the limit and a drop-off before the pick-up get their
  // messages beside the fields, values kept.
  const pickupDate = page.getByLabel("Pick-up date");
  const booked = await pickupDate.inputValue();
  await page.getByLabel("Drop-off date").fill(dayjs(booked).subtract(1, "day").format("YYYY-MM-DD"));
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
  await expect(page.getByText(ITINERARY_MESSAGES.dropOffDateBeforePickup)).toBeVisible();
  await expect(page.getByLabel(T.flightLabel)).toHaveValue("NZ 615");

  // A day later, in a larger car.
  const later = dayjs(booked).add(1, "day");
  await pickupDate.fill(later.format("YYYY-MM-DD"));
  await page.getByLabel("Drop-off date").fill(later.add(5, "day").format("YYYY-MM-DD"));
  await page.getByLabel(T.vehicleLabel).selectOption({ label: LARGER });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath("change-form-360.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await chooseAndReview(page, { extras: { "Child seat": "1" }, cover: /^Total Care/ });
  const difference = page.getByTestId("change-difference");
  await expect(difference).toContainText("To pay now: $");
  const amount = ((await difference.textContent()) ?? "").replace(/^.*To pay now: /, "").trim();
  await expect(page.getByTestId("change-review")).toContainText("Total Care");
  await expect(page.getByTestId("change-review")).toContainText(LARGER);
  await expect(page.getByTestId("change-summary")).toContainText("Child seat: 0 → 1");
  await expect(page.getByTestId("change-summary")).toContainText(`→ ${LARGER}`);
  await expect(page.getByTestId("change-summary")).toContainText(later.format("D MMM YYYY"));
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
  expect(mail.text).toContain(`→ ${LARGER}`);
  // The calendar file moves the event: the same UID, a higher SEQUENCE, the new pick-up day.
  const stored = await storedMail(address, CHANGE_EMAIL_TEXT.whatChanged);
  const calendar = (stored?.attachments?.[0]?.content ?? "").replace(/\r\n[ \t]/g, "");
  expect(calendar).toContain("SEQUENCE:1");
  const start = /DTSTART:(\d{8})T(\d{6})Z/.exec(calendar);
  expect(start).not.toBeNull();
  // The new pick-up in UTC: 10:00 in New Zealand is the evening before or the same day.
  expect([later.format("YYYYMMDD"), later.subtract(1, "day").format("YYYYMMDD")]).toContain(start![1]);
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

  // Shuttle details from the same form: straight to this booking's shuttle request.
  await openChange(page);
  await page.getByRole("link", { name: T.shuttleAsk }).click();
  await expect(page).toHaveURL(new RegExp(`${SHUTTLE_REQUEST_PATH}$`));
  await expect(
    page.getByRole("heading", { level: 2, name: SHUTTLE_REQUEST_TEXT.bookingLegend }),
  ).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();
});

test("a change into a class that sells out while the customer reviews is refused, and nothing moves @no-js", async ({
  page,
  staffPage,
}) => {
  test.setTimeout(300_000);
  // Auckland Airport's two Tesla Model Y cars, which no other spec books or moves; 2028-04
  // (JavaScript on) or 2028-05 (off).
  const month = test.info().project.name === "js-off" ? "2028-05" : "2028-04";
  const vehicle = "Tesla Model Y or similar";
  const cars = FLEET.filter((car) => String(car.fleetNumber).startsWith("AKL-16-")).map(
    (car) => car.registration,
  );
  const address = email("soldout");
  const reference = await bookFirstVehicle(page, {
    branch: "Auckland Airport",
    tripOffsetDays: 0,
    email: address,
    dates: { pickupDate: `${month}-10`, dropOffDate: `${month}-14` },
  });
  await findBooking(page, reference, address);
  await openChange(page);
  await page.getByLabel(T.vehicleLabel).selectOption({ label: vehicle });
  await page.getByRole("button", { name: T.checkPrice }).click();
  await expect(page).toHaveURL(new RegExp(`${CHANGE_PATHS.review}$`));
  await expect(page.getByTestId("change-review")).toContainText(vehicle);

  // Meanwhile the counter takes both cars off the road for the week.
  try {
    for (const registration of cars) {
      await openPage(staffPage, `${ADMIN_PATHS.fleet}${registration}/`);
      await staffPage.getByLabel(FLEET_TEXT.kind).selectOption("out_of_service");
      await staffPage.getByLabel(FLEET_TEXT.fromLabel).fill(`${month}-01`);
      await staffPage.getByLabel(FLEET_TEXT.untilLabel).fill(`${month}-28`);
      await staffPage.getByLabel(FLEET_TEXT.reasonLabel).fill("Recall");
      await expectSettled(staffPage);
      await staffPage.getByRole("button", { name: FLEET_TEXT.takeOutButton }).click();
      await expect(staffPage.getByText(FLEET_TEXT.takenOut)).toBeVisible();
    }

    await page.locator(`form[action="${CHANGE_PATHS.review}"] button[type="submit"]`).click();
    await expect(page).toHaveURL(new RegExp(`${CHANGE_PATHS.start}$`));
    await expect(
      page.getByText(
        new RegExp(`${ITINERARY_CHANGE_MESSAGES.holdLost}|${ITINERARY_CHANGE_MESSAGES.soldOut}`),
      ),
    ).toBeVisible();
    await page.goto(`/manage-booking/?booking=${reference}`);
    await expect(page.getByText(MANAGE_BOOKING_TEXT.history.changed)).toHaveCount(0);
    await expect(page.getByText(vehicle)).toHaveCount(0);
  } finally {
    await putCarsBack(staffPage, cars);
  }
});

test("a hot-deal booking says why it can't change online and who to call @no-js", async ({ page }) => {
  test.setTimeout(180_000);
  // Wellington Airport's hybrid SUV deal (the seed's hot-wlg-4h), always on sale for three months.
  const address = email("deal");
  const start = dayjs().add(test.info().project.name === "js-off" ? 45 : 40, "day");
  const reference = await bookFirstVehicle(page, {
    branch: "Wellington Airport",
    tripOffsetDays: 0,
    email: address,
    dates: { pickupDate: start.format("YYYY-MM-DD"), dropOffDate: start.add(3, "day").format("YYYY-MM-DD") },
    vehicle: "Toyota C-HR Hybrid or similar",
  });
  await findBooking(page, reference, address);
  await expect(page.getByText(CHANGE_BLOCK_TEXT.deal)).toBeVisible();
  await expect(page.getByRole("link", { name: T.offerLabel })).toHaveCount(0);
  await page.goto(`${CHANGE_PATHS.start}?booking=${reference}`);
  await expect(page.getByTestId("change-blocked")).toHaveText(CHANGE_BLOCK_TEXT.deal);
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.getByRole("button", { name: T.checkPrice })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
