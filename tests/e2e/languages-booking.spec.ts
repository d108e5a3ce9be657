import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_CARDS } from "../../app/services/platform/payments/sandbox-cards";
import { tripDates } from "./support/booking";
import { expectNoEnglish } from "./support/languages";
import { latestMailTo } from "./support/mail";
import { expectInteractive, expectNoAxeViolations, openPage } from "./support/page-checks";

/**
 * The booking steps, payment and confirmation in German and Chinese (issue 34, area C): a booking
 * walked in German from the results to the confirmation and its email, with no English text of
 * the catalogue on any page; and one step in Chinese. The search and results are area B's: they
 * are driven by their fields' names, not their (still English) words.
 */
const BRANCH = "Queenstown Airport";

// A whole booking, without JavaScript too, on a shared machine.
test.describe.configure({ timeout: 120_000 });

async function searchIn(page: Page, prefix: string, offsetDays: number) {
  await openPage(page, `/${prefix}/vehicles/`);
  const form = page.locator("#vehicle-search");
  const trip = tripDates(offsetDays);
  await form.locator('[name="pickupBranch"]').selectOption({ label: BRANCH });
  await form.locator('[name="pickupDate"]').fill(trip.pickupDate);
  await form.locator('[name="dropOffDate"]').fill(trip.dropOffDate);
  await form.locator('button[type="submit"]').click();
  await page.waitForLoadState("load");
  await page.locator('button[name="carClassId"]').first().click();
}

/**
 * expectNoEnglish on the booking's own part of the page: the shell's header and footer are area
 * A1's, walked by its own spec (their menus are translated there), so they are left out here.
 */
async function expectBookingInLanguage(page: Page, prefix: string) {
  await page.evaluate(() => {
    for (const shell of document.querySelectorAll("body > header, body > footer, header, footer"))
      if (!shell.closest("main")) shell.setAttribute("lang", "en");
  });
  await expectNoEnglish(page, prefix);
}

async function expectStepIn(page: Page, prefix: string, step: number, title: string) {
  await expect(page).toHaveURL(new RegExp(`/${prefix}/book-now/\\?step=${step}`), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.waitForLoadState("load");
  await expectBookingInLanguage(page, prefix);
}

test("a booking walked and paid in German, with its confirmation email in German @no-js", async ({
  page,
}, testInfo) => {
  const email = `de-booking-${testInfo.project.name}-${Date.now()}@example.com`;
  await searchIn(page, "de", 95);

  await expectStepIn(page, "de", 2, "Extras");
  await expect(page.getByRole("group", { name: "Versicherung" })).toBeVisible();
  if (testInfo.project.name !== "js-off") await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Weiter zu Ihren Angaben" }).click();

  await expectStepIn(page, "de", 3, "Ihre Angaben");
  await page.getByLabel("Vorname").fill("Anna");
  await page.getByLabel("Nachname").fill("Müller");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Telefon").fill("+49 30 1234567");
  // The country select names the countries in German.
  await page.getByLabel("Wohnsitzland").selectOption({ label: "Deutschland" });
  await page.getByRole("checkbox", { name: /Mietbedingungen/ }).check();
  await page.getByRole("button", { name: "Weiter zu „Prüfen und bezahlen“" }).click();

  await expectStepIn(page, "de", 4, "Prüfen und bezahlen");
  await page.getByRole("radio", { name: /^Master Card/ }).check();
  await page.getByRole("button", { name: "Jetzt bezahlen" }).click();

  await expect(page).toHaveURL(/\/de\/sandbox-gateway\//, { timeout: 20_000 });
  await expectInteractive(page);
  await expectBookingInLanguage(page, "de");
  await page.getByLabel("Name auf der Karte").fill("Anna Müller");
  await page.getByLabel("Kartennummer").fill(SANDBOX_CARDS.approveMastercard);
  await page.getByLabel("Gültig bis (MM/JJ)").fill("12/30");
  await page.getByLabel("Sicherheitscode").fill("123");
  await page.getByRole("button", { name: /bezahlen$/ }).click();

  // The gateway brings the payer back to the German pages.
  await expect(page).toHaveURL(/\/de\/payment\/confirmation\/$/, { timeout: 20_000 });
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Zahlung erhalten: Ihre Buchung ist bestätigt",
  );
  await expectBookingInLanguage(page, "de");
  const reference = (await page
    .getByText(/^GO\d{7}$/)
    .first()
    .textContent())!.trim();
  await expect(page.getByRole("link", { name: "Zum Kalender hinzufügen (.ics)" })).toHaveAttribute(
    "href",
    /^\/de\/add-to-calendar\.ics\?booking=/,
  );

  const mail = await latestMailTo(email, reference);
  expect(mail.subject).toBe(`Ihre GO Rentals Buchung ${reference} ist bestätigt`);
  expect(mail.text).toContain("Vielen Dank für Ihre Buchung bei GO Rentals.");
  expect(mail.text).toContain(`Reservierungsnummer: ${reference}`);
  expect(mail.text).toMatch(/\/de\/manage-booking\//);
});

test("step 2 of a booking in Chinese @no-js", async ({ page }, testInfo) => {
  await searchIn(page, "zh", 97);
  await expectStepIn(page, "zh", 2, "附加项目");
  await expect(page.getByRole("group", { name: "保险" })).toBeVisible();
  await expect(page.getByRole("button", { name: "继续填写您的信息" })).toBeVisible();
  if (testInfo.project.name !== "js-off") await expectNoAxeViolations(page);
});
