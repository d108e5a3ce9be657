import { expect, test, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { bookFirstVehicle } from "./support/booking";
import { expectNoEnglish } from "./support/languages";
import { expectInteractive, expectNoAxeViolations } from "./support/page-checks";

/**
 * Area D of issue 34, JavaScript on and off: a booking made in English is found on
 * /zh/manage-booking/ and shown in Chinese, then cancelled in German, each page in its language
 * and under its prefix.
 */
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const email = () => `lang-manage-${test.info().project.name}-${Date.now() % 1_000_000}@example.co.nz`;

async function findInChinese(page: Page, reference: string, address: string) {
  const response = await page.goto("/zh/manage-booking/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "管理预订" })).toBeVisible();
  await expectNoEnglish(page, "zh");
  await expectNoAxeViolations(page);
  await expectInteractive(page);
  await page.getByLabel("预订号", { exact: true }).fill(reference);
  await page.getByLabel("电子邮箱", { exact: true }).fill(address);
  await page.getByRole("button", { name: "查找我的预订" }).click();
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
  await expect(guest.getByRole("heading", { level: 1, name: `预订${reference}` })).toBeVisible();
  await expect(guest.getByText("已确认", { exact: true })).toBeVisible();
  await expect(guest.getByRole("region", { name: "记录" })).toContainText("预订已确认");
  await expectNoEnglish(guest, "zh");

  // The same booking, cancelled in German: every step keeps /de/.
  await guest.goto(`/de/cancel-booking/?booking=${reference}`);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Buchung stornieren");
  await expectNoEnglish(guest, "de");
  await expectNoAxeViolations(guest);
  await guest.getByRole("link", { name: "Weiter zur Stornierung" }).click();
  await expect(guest).toHaveURL(/\/de\/cancel-booking\/before-you-go\//);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Bevor Sie gehen");
  await expectNoEnglish(guest, "de");
  await expectInteractive(guest);
  await guest.getByLabel("Warum stornieren Sie?").selectOption("plans-changed");
  await guest.getByRole("button", { name: "Meine Buchung stornieren" }).click();
  await expect(guest).toHaveURL(/\/de\/cancel-booking\//);
  await expectNoEnglish(guest, "de");
  await expectInteractive(guest);
  const confirm = guest.getByRole("button", { name: /^Stornierung (und Erstattung )?bestätigen$/ }).first();
  await confirm.click();
  if (jsOn()) {
    const dialog = guest.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: /^Stornierung (und Erstattung )?bestätigen$/ }).click();
  }
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Ihre Buchung ist storniert");
  await expect(guest).toHaveURL(/\/de\/cancel-booking\/confirmation\//);
  await expectNoEnglish(guest, "de");
  await context.close();
});
