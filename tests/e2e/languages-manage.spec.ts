import { expect, test, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { CANCEL_TEXT } from "../../app/services/changes/cancel/text";
import { MANAGE_BOOKING_TEXT } from "../../app/services/changes/text";
import { runInLanguage, translatorFor } from "../../app/services/platform/i18n/i18n.server";
import { bookFirstVehicle } from "./support/booking";
import { expectNoEnglish } from "./support/languages";
import { expectInteractive, expectNoAxeViolations } from "./support/page-checks";

/**
 * Area D of issue 34, JavaScript on and off: a booking made in English is found on
 * /zh/manage-booking/ and shown in Chinese, then cancelled in German, each page in its language
 * and under its prefix.
 */
const zh = translatorFor("zh").t;
const de = translatorFor("de").t;
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const email = () => `lang-manage-${test.info().project.name}-${Date.now() % 1_000_000}@example.co.nz`;

async function findInChinese(page: Page, reference: string, address: string) {
  const response = await page.goto("/zh/manage-booking/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: zh(MANAGE_BOOKING_TEXT.title) })).toBeVisible();
  await expectNoEnglish(page, "zh");
  await expectNoAxeViolations(page);
  await expectInteractive(page);
  await page.getByLabel(zh(MANAGE_BOOKING_TEXT.referenceLabel), { exact: true }).fill(reference);
  await page.getByLabel(zh(MANAGE_BOOKING_TEXT.emailLabel), { exact: true }).fill(address);
  await page.getByRole("button", { name: zh(MANAGE_BOOKING_TEXT.find) }).click();
  await expect(page).toHaveURL(new RegExp(`/zh/manage-booking/\\?booking=${reference}$`));
}

test("a booking is found in Chinese and cancelled in German @no-js", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const address = email();
  const reference = await bookFirstVehicle(page, {
    branch: "Nelson Airport",
    tripOffsetDays: 170 + (jsOn() ? 0 : 3),
    email: address,
  });

  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: jsOn() });
  const guest = await context.newPage();
  await findInChinese(guest, reference, address);
  await expect(
    guest.getByRole("heading", {
      level: 1,
      name: runInLanguage("zh", () => MANAGE_BOOKING_TEXT.bookingTitle(reference)),
    }),
  ).toBeVisible();
  await expect(
    guest.getByText(zh(MANAGE_BOOKING_TEXT.statusLabels.confirmed), { exact: true }),
  ).toBeVisible();
  await expect(
    guest.getByRole("region", { name: zh(MANAGE_BOOKING_TEXT.historyTitle), exact: true }),
  ).toContainText(zh(MANAGE_BOOKING_TEXT.history.confirmed));
  await expectNoEnglish(guest, "zh");

  // The same booking, cancelled in German: every step keeps /de/.
  await guest.goto(`/de/cancel-booking/?booking=${reference}`);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(de(CANCEL_TEXT.startTitle));
  await expectNoEnglish(guest, "de");
  await expectNoAxeViolations(guest);
  await guest.getByRole("link", { name: de(CANCEL_TEXT.continue) }).click();
  await expect(guest).toHaveURL(/\/de\/cancel-booking\/before-you-go\//);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(de(CANCEL_TEXT.beforeTitle));
  await expectNoEnglish(guest, "de");
  await expectInteractive(guest);
  await guest.getByLabel(de(CANCEL_TEXT.reasonLabel)).selectOption("plans-changed");
  await guest.getByRole("button", { name: de(CANCEL_TEXT.cancelMyBooking) }).click();
  await expect(guest).toHaveURL(/\/de\/cancel-booking\//);
  await expectNoEnglish(guest, "de");
  await expectInteractive(guest);
  const confirmNames = new RegExp(
    `^(${de(CANCEL_TEXT.confirmCancel)}|${de(CANCEL_TEXT.confirmRefundButton)})$`,
  );
  const confirm = guest.getByRole("button", { name: confirmNames }).first();
  await confirm.click();
  if (jsOn()) {
    const dialog = guest.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: confirmNames }).click();
  }
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(de(CANCEL_TEXT.confirmationTitle));
  await expect(guest).toHaveURL(/\/de\/cancel-booking\/confirmation\//);
  await expectNoEnglish(guest, "de");
  await context.close();
});
