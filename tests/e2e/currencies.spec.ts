import { expect, type Page } from "@playwright/test";
import { CURRENCIES_TEXT } from "~/services/admin/currencies/text";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { formatInCurrency } from "~/services/platform/currency/currencies";
import { CURRENCY_TEXT } from "~/services/platform/currency/text";
import { test } from "./support/admin";
import { expectStep, searchTrip, tripDates, vehicleCard } from "./support/booking";
import { expectInteractive, openPage } from "./support/page-checks";

/**
 * Issue 34 item 4: head office sets the AUD rate in the back office; a visitor who chooses AUD sees
 * every price on the results page also in AUD, marked approximate, and the payment step says they
 * pay in NZD.
 */
const AUD_RATE = "0.9";
const PHONE = { width: 375, height: 812 };

async function chooseCurrency(page: Page, label: string, javaScriptEnabled: boolean) {
  const chooser = page.locator("footer form").filter({ has: page.getByLabel(CURRENCY_TEXT.chooserLabel) });
  const before = page.url();
  if (javaScriptEnabled) {
    // With JavaScript the choice sends itself.
    await chooser.getByLabel(CURRENCY_TEXT.chooserLabel).selectOption({ label });
  } else {
    await chooser.getByLabel(CURRENCY_TEXT.chooserLabel).selectOption({ label });
    await chooser.getByRole("button", { name: CURRENCY_TEXT.chooserSubmit }).click();
  }
  await expect(page).toHaveURL(before);
  await expectInteractive(page);
  await expect(page.locator("footer").getByLabel(CURRENCY_TEXT.chooserLabel)).toHaveValue("AUD");
}

test("an admin sets the AUD rate and a visitor sees approximate AUD prices @no-js", async ({
  adminPage,
  page,
  javaScriptEnabled,
}, testInfo) => {
  await openPage(adminPage, ADMIN_PATHS.currencies);
  await adminPage.getByLabel(CURRENCIES_TEXT.rateLabel("AUD")).fill(AUD_RATE);
  await adminPage
    .locator("form")
    .filter({ has: adminPage.getByLabel(CURRENCIES_TEXT.rateLabel("AUD")) })
    .getByRole("button", { name: CURRENCIES_TEXT.save })
    .click();
  await expect(adminPage.getByRole("status")).toHaveText(CURRENCIES_TEXT.saved);
  const audRow = adminPage
    .getByRole("row")
    .filter({ has: adminPage.getByRole("rowheader", { name: "AUD" }) });
  await expect(audRow).toContainText(CURRENCIES_TEXT.shown);

  await page.setViewportSize(PHONE);
  await openPage(page, "/vehicles/");
  await chooseCurrency(page, CURRENCY_TEXT.names.AUD, javaScriptEnabled);
  await searchTrip(page, { branch: "Christchurch Airport", ...tripDates(21) });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");

  // The first card's price per day, in NZD and beside it approximately in AUD at the admin's rate.
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: "Choose" }) })
    .first();
  const approximate = card.locator('[data-approximate="AUD"]').first();
  const nzd = (await approximate.locator("xpath=preceding-sibling::span[1]").textContent())!;
  const amount = Number(nzd.replace(/[^\d.]/g, ""));
  await expect(approximate).toHaveText(
    `${CURRENCY_TEXT.approximateMark} ${CURRENCY_TEXT.approximately} ${formatInCurrency(amount, { code: "AUD", unitsPerNzd: Number(AUD_RATE) })}`,
  );
  await expect(approximate).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("results-375.png") });

  const name = (await card.getByRole("heading").first().textContent())!.trim();
  await vehicleCard(page, name).getByRole("button", { name: "Choose" }).click();
  await expectStep(page, 2, "Extras");
  await page.getByRole("button", { name: "Continue to your details" }).click();
  await expectStep(page, 3, "Your details");
  await page.getByLabel("First name").fill("Aroha");
  await page.getByLabel("Last name").fill("Ngata");
  await page.getByLabel("Email").fill("currency.visitor@example.com");
  await page.getByLabel("Phone").fill("+64 21 555 0101");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expectStep(page, 4, "Review and pay");
  await expect(page.getByText(CURRENCY_TEXT.payInNzd)).toBeVisible();
  await expect(page.locator('main [data-approximate="AUD"]').first()).toBeVisible();
  await page.getByText(CURRENCY_TEXT.payInNzd).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("payment-375.png") });
});
