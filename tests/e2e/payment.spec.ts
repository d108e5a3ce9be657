import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { PAYMENT_RECEIVED_ELSEWHERE_TEXT } from "../../app/services/booking/payment/return-text";
import { CONFIRMATION_TEXT, PAYMENT_MESSAGES } from "~/services/booking/text";
import { bookFirstVehicle } from "./support/booking";
import { expectNoAxeViolations, watchConsole } from "./support/page-checks";

/**
 * The payment pages a visitor can reach without a booking in progress. The full booking and
 * payment (steps 1 to 5 through the sandbox gateway) is covered by the booking flow's own spec;
 * the payment rules themselves by tests/unit/booking-payment.test.ts.
 */
test("/confirmation/ without a booking explains how to find one", async ({ page }) => {
  const errors = watchConsole(page);
  const response = await page.goto("/confirmation/");
  expect(response!.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONFIRMATION_TEXT.noBookingTitle);
  await expect(page.getByText(CONFIRMATION_TEXT.noBookingText)).toBeVisible();
  await expect(
    page.locator("main").getByRole("link", { name: CONFIRMATION_TEXT.manageBooking }),
  ).toHaveAttribute("href", "/manage-booking/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("/paymentReturn/ with a forged answer answers 400 with a clear page", async ({ page }) => {
  const response = await page.goto("/paymentReturn/?result=forged.token");
  expect(response!.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAYMENT_MESSAGES.returnInvalidTitle);
  await expect(page.getByText(PAYMENT_MESSAGES.returnInvalidText)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("/payment/ and the payment confirmations without a booking lead away, never to an error", async ({
  request,
}) => {
  const payment = await request.get("/payment/", { maxRedirects: 0 });
  expect(payment.status()).toBe(302);
  expect(payment.headers()["location"]).toBe("/vehicles/");
  for (const path of [
    "/payment/confirmation/",
    "/payment/confirmation/account2account/",
    "/paymentReturn/",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()["location"], path).toBe("/confirmation/");
  }
});

test("the payment return link opened in another browser applies nothing twice and names no one", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `return-link-${test.info().project.name}@example.co.nz`;
  const returnUrls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    // With JavaScript the page may fetch it as Remix data (`/paymentReturn.data?…`, ADR 0075):
    // the link itself is the page's.
    if (url.pathname.endsWith(".data")) url.pathname = url.pathname.replace(/\.data$/, "/");
    url.searchParams.delete("_routes");
    if (url.pathname === "/paymentReturn/") returnUrls.push(url.toString());
  });
  const reference = await bookFirstVehicle(page, {
    branch: "Invercargill Airport",
    tripOffsetDays: 90,
    email,
  });
  expect(returnUrls.length).toBeGreaterThan(0);

  // Someone else (a fresh browser session) opens the same link.
  const other = await browser.newContext({
    baseURL: E2E_BASE_URL,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
  });
  const stranger = await other.newPage();
  const response = await stranger.goto(returnUrls[0]);
  expect(response!.status()).toBe(200);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(PAYMENT_RECEIVED_ELSEWHERE_TEXT.title);
  await expect(
    stranger.locator("main").getByRole("link", { name: CONFIRMATION_TEXT.manageBooking }),
  ).toHaveAttribute("href", "/manage-booking/");
  const shown = await stranger.locator("main").innerText();
  for (const personal of [email, "Aroha", "Ngata", reference]) expect(shown).not.toContain(personal);
  // Nor does the confirmation page show that session anything.
  await stranger.goto("/payment/confirmation/");
  await expect(stranger).toHaveURL(/\/confirmation\/$/);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(CONFIRMATION_TEXT.noBookingTitle);
  await other.close();

  // The payer still sees the booking.
  await page.goto("/payment/confirmation/");
  await expect(page.getByText(reference).first()).toBeVisible();
});
