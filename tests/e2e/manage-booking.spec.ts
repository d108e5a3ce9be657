import { E2E_BASE_URL } from "../../playwright.config";
import { expect, test, type Page } from "@playwright/test";
import { MANAGE_BOOKING_MESSAGES, MANAGE_BOOKING_TEXT } from "../../app/services/changes/text";
import { bookFirstVehicle } from "./support/booking";
import { expectNoAxeViolations, pagePathOf } from "./support/page-checks";

const EMAIL = "manage.e2e@example.co.nz";

const makeBooking = (page: Page) =>
  bookFirstVehicle(page, { branch: "Nelson Airport", tripOffsetDays: 60, email: EMAIL });

async function findForm(page: Page, reference: string, email: string) {
  await page.getByLabel(MANAGE_BOOKING_TEXT.referenceLabel, { exact: true }).fill(reference);
  await page.getByLabel(MANAGE_BOOKING_TEXT.emailLabel, { exact: true }).fill(email);
}

test("a guest finds a booking, sees its details and history, and resends the confirmation @no-js", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const reference = await makeBooking(page);

  // A fresh visitor (no session) looks the booking up.
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
  });
  const guest = await context.newPage();
  const first = await guest.goto("/manage-booking/");
  expect(first?.status()).toBe(200);
  await expect(guest.getByRole("heading", { level: 1, name: MANAGE_BOOKING_TEXT.title })).toBeVisible();

  // A wrong email: the generic message, a 4xx, and what was typed is kept.
  await findForm(guest, reference.toLowerCase(), "someone.else@example.co.nz");
  const [miss] = await Promise.all([
    guest.waitForResponse(
      (response) =>
        pagePathOf(response.url()).includes("/manage-booking/") && response.request().method() === "POST",
    ),
    guest.getByRole("button", { name: MANAGE_BOOKING_TEXT.find }).click(),
  ]);
  expect(miss.status()).toBe(404);
  await expect(guest.getByRole("alert")).toContainText(MANAGE_BOOKING_MESSAGES.notFound);
  await expect(guest.getByLabel(MANAGE_BOOKING_TEXT.referenceLabel, { exact: true })).toHaveValue(
    reference.toLowerCase(),
  );
  await expect(guest.getByLabel(MANAGE_BOOKING_TEXT.emailLabel, { exact: true })).toHaveValue(
    "someone.else@example.co.nz",
  );

  // The right email, in another case.
  await findForm(guest, reference.toLowerCase(), EMAIL.toUpperCase());
  await guest.getByRole("button", { name: MANAGE_BOOKING_TEXT.find }).click();
  await expect(guest).toHaveURL(new RegExp(`/manage-booking/\\?booking=${reference}$`));
  await expect(
    guest.getByRole("heading", { level: 1, name: MANAGE_BOOKING_TEXT.bookingTitle(reference) }),
  ).toBeVisible();
  await expect(guest.getByText(MANAGE_BOOKING_TEXT.statusLabels.confirmed, { exact: true })).toBeVisible();
  await expect(
    guest
      .locator("main")
      .getByText(/Nelson Airport/)
      .first(),
  ).toBeVisible();
  await expect(guest.locator("main img").first()).toBeVisible();
  const history = guest.getByRole("region", { name: MANAGE_BOOKING_TEXT.historyTitle });
  await expect(history).toContainText(MANAGE_BOOKING_TEXT.history.confirmed);
  await expect(guest.getByText(MANAGE_BOOKING_TEXT.contactTitle)).toBeVisible();
  await expectNoAxeViolations(guest);

  // Resend the confirmation: a notice, and a new line in the history.
  await guest.getByRole("button", { name: MANAGE_BOOKING_TEXT.resend }).click();
  await expect(
    guest.getByRole("status").filter({ hasText: MANAGE_BOOKING_TEXT.resent(EMAIL) }),
  ).toBeVisible();
  await expect(history).toContainText(MANAGE_BOOKING_TEXT.history["confirmation-resent"]);
  await context.close();
});

test("/manage-booking/my-bookings/ sends guests to sign in", async ({ request }) => {
  const response = await request.get("/manage-booking/my-bookings/", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/sign-in/?redirectTo=%2Fmanage-booking%2Fmy-bookings%2F");
});
