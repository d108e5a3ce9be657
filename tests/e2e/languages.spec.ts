import { expect, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { CURRENCIES_TEXT } from "~/services/admin/currencies/text";
import { CALENDAR_TEXT } from "~/services/booking/confirmation/calendar-text";
import { bookingEmailSubject } from "~/services/booking/text";
import { MANAGE_BOOKING_TEXT } from "~/services/changes/text";
import { runInLanguage, translatorFor } from "~/services/platform/i18n/i18n.server";
import { CURRENCY_TEXT } from "~/services/platform/currency/text";
import { SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import { ITINERARY_FIELD_TEXT } from "~/services/booking/search/text";
import { SEARCH_SUBMIT_LABEL } from "~/services/shell/text";
import { test } from "./support/admin";
import { tripDates } from "./support/booking";
import { expectNoEnglish } from "./support/languages";
import { latestMailTo } from "./support/mail";
import { expectInteractive, expectNoAxeViolations, openPage } from "./support/page-checks";

/**
 * Issue 34's "done when": a visitor switches to German on the home page, searches, books and pays
 * in German with prices also in EUR, gets the confirmation email in German, then finds the booking
 * on /zh/manage-booking/ in Chinese; every page on the way holds no English text its language
 * translates. JavaScript on and off.
 */
const de = translatorFor("de").t;
const zh = translatorFor("zh").t;
const EUR_RATE = "0.55";

async function chooseEuro(page: Page, javaScriptEnabled: boolean) {
  const label = de(CURRENCY_TEXT.chooserLabel);
  const chooser = page.locator("footer form").filter({ has: page.getByLabel(label) });
  await chooser.getByLabel(label).selectOption("EUR");
  if (!javaScriptEnabled)
    await chooser.getByRole("button", { name: de(CURRENCY_TEXT.chooserSubmit) }).click();
  await expectInteractive(page);
  await expect(page.locator("footer").getByLabel(label)).toHaveValue("EUR");
}

test("a visitor books in German with EUR prices, then finds the booking in Chinese @no-js", async ({
  adminPage,
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const email = `sprache.${javaScriptEnabled ? "js" : "nojs"}@example.de`;

  // Head office sets today's EUR rate.
  await openPage(adminPage, ADMIN_PATHS.currencies);
  const rate = adminPage.getByLabel(CURRENCIES_TEXT.rateLabel("EUR"));
  await rate.fill(EUR_RATE);
  await adminPage
    .locator("form")
    .filter({ has: rate })
    .getByRole("button", { name: CURRENCIES_TEXT.save })
    .click();
  await expect(adminPage.getByRole("status")).toHaveText(CURRENCIES_TEXT.saved);

  // The English home page, then German through the switcher in the footer.
  await openPage(page, "/");
  await page.locator("footer").getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/$/);
  await expectInteractive(page);
  await expectNoEnglish(page, "de");
  await chooseEuro(page, javaScriptEnabled);

  // Search from the German home page.
  const trip = tripDates(40);
  const form = page.locator("#vehicle-search");
  await form
    .getByLabel(de(ITINERARY_FIELD_TEXT.pickupBranch))
    .selectOption({ label: "Christchurch Airport" });
  await form.getByLabel(de(ITINERARY_FIELD_TEXT.pickupDate)).fill(trip.pickupDate);
  await form.getByLabel(de(ITINERARY_FIELD_TEXT.dropOffDate)).fill(trip.dropOffDate);
  await form.getByRole("button", { name: de(SEARCH_SUBMIT_LABEL) }).click();
  await page.waitForLoadState("load");
  await expect(page).toHaveURL(/\/de\/vehicles\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de("Choose your vehicle"));
  await expect(page.locator('main [data-approximate="EUR"]').first()).toBeVisible();
  await expectNoEnglish(page, "de");
  await expectNoAxeViolations(page);

  // The booking steps, in German, with EUR beside NZD and "you pay in NZD" where money is taken.
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: de("Choose") }) })
    .first();
  await card.getByRole("button", { name: de("Choose") }).click();
  await expect(page).toHaveURL(/\/de\/book-now\/\?step=2/);
  await expectNoEnglish(page, "de");
  await page.getByRole("button", { name: de("Continue to your details") }).click();
  await expect(page).toHaveURL(/\/de\/book-now\/\?step=3/);
  await page.getByLabel(de("First name")).fill("Lena");
  await page.getByLabel(de("Last name")).fill("Schmidt");
  await page.getByLabel(de("Email")).fill(email);
  await page.getByLabel(de("Phone")).fill("+49 30 1234567");
  await page.locator('input[type="checkbox"][name="acceptTerms"]').check();
  await expectNoEnglish(page, "de");
  await page.getByRole("button", { name: de("Continue to review and pay") }).click();
  await expect(page).toHaveURL(/\/de\/book-now\/\?step=4/);
  await expect(page.getByText(de(CURRENCY_TEXT.payInNzd))).toBeVisible();
  await expect(page.locator('main [data-approximate="EUR"]').first()).toBeVisible();
  await expectNoEnglish(page, "de");
  await page.getByRole("radio", { name: /^Master Card/ }).check();
  await page.getByRole("button", { name: de("Pay now") }).click();

  // The sandbox gateway's page, then back to the German confirmation.
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  await expectInteractive(page);
  await page.getByLabel(de("Name on card")).fill("Lena Schmidt");
  await page.getByLabel(de("Card number")).fill(SANDBOX_CARDS.approveMastercard);
  await page.getByLabel(de("Expiry (MM/YY)")).fill("12/30");
  await page.getByLabel(de("Security code")).fill("123");
  await page.locator('main button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\/de\/payment\/confirmation\/$/);
  const reference = (await page
    .getByText(/^GO\d{7}$/)
    .first()
    .textContent())!.trim();
  await expectNoEnglish(page, "de");
  await expect(page.getByRole("link", { name: de(CALENDAR_TEXT.link) })).toHaveAttribute(
    "href",
    /^\/de\/add-to-calendar\.ics\?booking=/,
  );

  // The confirmation email is German.
  const mail = await latestMailTo(email, reference);
  expect(mail.subject).toBe(runInLanguage("de", () => bookingEmailSubject(reference)));
  expect(mail.subject).not.toBe(bookingEmailSubject(reference));
  expect(mail.text).toContain("/de/");

  // Then the booking, found on the Chinese manage-booking page.
  await openPage(page, "/zh/manage-booking/");
  await expectNoEnglish(page, "zh");
  await page.getByLabel(zh(MANAGE_BOOKING_TEXT.referenceLabel), { exact: true }).fill(reference);
  await page.getByLabel(zh(MANAGE_BOOKING_TEXT.emailLabel), { exact: true }).fill(email);
  await page.getByRole("button", { name: zh(MANAGE_BOOKING_TEXT.find) }).click();
  await expect(page).toHaveURL(new RegExp(`/zh/manage-booking/\\?booking=${reference}$`));
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: runInLanguage("zh", () => MANAGE_BOOKING_TEXT.bookingTitle(reference)),
    }),
  ).toBeVisible();
  await expectNoEnglish(page, "zh");
  await expectNoAxeViolations(page);

  // The pages that come after a booking, each in its language.
  for (const [path, prefix] of [
    [`/de/extend-booking/?booking=${reference}`, "de"],
    ["/de/online-check-in/", "de"],
    ["/zh/shuttle-request/", "zh"],
    ["/zh/cancel-booking/", "zh"],
  ]) {
    await openPage(page, path);
    await expectNoEnglish(page, prefix);
  }
});

test("sitemap.xml lists each page in each language with its alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/vehicles/", "/de/vehicles/", "/zh/vehicles/"])
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path.replace(/\//g, "\\/")}</loc>`));
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="de" href="[^"]*\/de\/vehicles\/"\/>/);
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="zh-Hans" href="[^"]*\/zh\/vehicles\/"\/>/);
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]*\/vehicles\/"\/>/);
});
