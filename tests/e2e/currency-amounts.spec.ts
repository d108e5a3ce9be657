import { expect, type Page } from "@playwright/test";
import { CURRENCIES_TEXT } from "~/services/admin/currencies/text";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { CONFIRMATION_TEXT } from "~/services/booking/text";
import { FLEXIBLE_DATES_TEXT } from "~/services/booking/search/text";
import { EXTEND_PATHS, EXTEND_TEXT } from "~/services/changes/extend/text";
import { MANAGE_BOOKING_TEXT } from "~/services/changes/text";
import { formatInCurrency } from "~/services/platform/currency/currencies";
import { CURRENCY_TEXT } from "~/services/platform/currency/text";
import { test } from "./support/admin";
import { itinerarySearchHref } from "~/services/booking/search/search-href";
import { bookFirstVehicle, tripDates } from "./support/booking";
import { expectInteractive, openPage } from "./support/page-checks";

/**
 * Issue 34 leftover 3: the amounts the server writes into sentences (content pages, the
 * flexible-dates row, the confirmation's payment line, the manage page, the extend pages) are
 * shown also in the visitor's currency, marked approximate, as `Price` shows the others.
 */
const EUR = { code: "EUR", unitsPerNzd: 0.55 } as const;
/** The extend payment page's lead, up to its amount ("Your extension costs "). */
const EXTEND_PAYMENT_INTRO = EXTEND_TEXT.paymentIntro("\u0000").split("\u0000")[0];
/** Invercargill Airport (branch 9 of the seed; no other spec books it so far ahead) both ways, at 10:00. */
const INVERCARGILL_TRIP = {
  pickupBranchId: 6,
  dropOffBranchId: 6,
  pickupTime: "10:00",
  dropOffTime: "10:00",
};

async function chooseEuro(page: Page, javaScriptEnabled: boolean) {
  const chooser = page.locator("footer form").filter({ has: page.getByLabel(CURRENCY_TEXT.chooserLabel) });
  const before = page.url();
  await chooser.getByLabel(CURRENCY_TEXT.chooserLabel).selectOption({ label: CURRENCY_TEXT.names.EUR });
  if (!javaScriptEnabled) await chooser.getByRole("button", { name: CURRENCY_TEXT.chooserSubmit }).click();
  await expect(page).toHaveURL(before);
  await expectInteractive(page);
  await expect(page.locator("footer").getByLabel(CURRENCY_TEXT.chooserLabel)).toHaveValue("EUR");
}

/** The first approximate amount in `scope` is the NZD amount written just before it, in euros. */
async function expectEuroBesideNzd(scope: ReturnType<Page["locator"]>) {
  const approximate = scope.locator('[data-approximate="EUR"]').first();
  await expect(approximate).toBeVisible();
  const before = await approximate.evaluate((node) => node.previousSibling?.textContent ?? "");
  const nzd = /\$([\d,]+(?:\.\d\d)?)\D*$/.exec(before);
  expect(nzd, `an NZD amount right before the approximate one, in "${before}"`).not.toBeNull();
  const amount = Number(nzd![1].replace(/,/g, ""));
  await expect(approximate).toHaveText(
    `${CURRENCY_TEXT.approximateMark} ${CURRENCY_TEXT.approximately} ${formatInCurrency(amount, EUR, "en-NZ")}`,
  );
}

test("amounts written in sentences are shown also in euros @no-js", async ({
  adminPage,
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000);
  await openPage(adminPage, ADMIN_PATHS.currencies);
  await adminPage.getByLabel(CURRENCIES_TEXT.rateLabel("EUR")).fill(String(EUR.unitsPerNzd));
  await adminPage
    .locator("form")
    .filter({ has: adminPage.getByLabel(CURRENCIES_TEXT.rateLabel("EUR")) })
    .getByRole("button", { name: CURRENCIES_TEXT.save })
    .click();
  await expect(adminPage.getByRole("status")).toHaveText(CURRENCIES_TEXT.saved);

  // Content pages: the relocation deals' rates and the one-way fees.
  await openPage(page, "/rental-car-relocation/");
  await chooseEuro(page, javaScriptEnabled);
  await expectEuroBesideNzd(page.locator("main"));
  await openPage(page, "/services/one-way-car-rental/");
  await expectEuroBesideNzd(page.locator("main"));

  // Apart, so the two projects running side by side never want the same car.
  const offset = javaScriptEnabled ? 241 : 261;
  // The confirmation's one-line payment sentence.
  const address = `currency-amounts-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
  const reference = await bookFirstVehicle(page, {
    branch: "Invercargill Airport",
    tripOffsetDays: offset,
    email: address,
  });
  const paymentSection = page.locator("section").filter({
    has: page.getByRole("heading", { name: CONFIRMATION_TEXT.payment, exact: true }),
  });
  await expectEuroBesideNzd(paymentSection.locator("p"));

  // The manage page's payments.
  await page.goto("/manage-booking/");
  await page.getByLabel(MANAGE_BOOKING_TEXT.referenceLabel, { exact: true }).fill(reference);
  await page.getByLabel(MANAGE_BOOKING_TEXT.emailLabel, { exact: true }).fill(address);
  await page.getByRole("button", { name: MANAGE_BOOKING_TEXT.find }).click();
  await expect(page).toHaveURL(new RegExp(`booking=${reference}`));
  const payments = page.getByRole("table").filter({
    has: page.getByRole("columnheader", { name: MANAGE_BOOKING_TEXT.paymentAmount }),
  });
  await expectEuroBesideNzd(payments);

  // Extending: the difference to pay, with the "you pay in NZD" line.
  await page.goto(`${EXTEND_PATHS.start}?booking=${reference}`);
  const pickup = tripDates(offset);
  const later = new Date(Date.parse(`${pickup.dropOffDate}T12:00:00Z`) + 2 * 86_400_000);
  await page.getByLabel(EXTEND_TEXT.dateLabel).fill(later.toISOString().slice(0, 10));
  await page.getByRole("button", { name: EXTEND_TEXT.checkPrice }).click();
  await expect(page).toHaveURL(new RegExp(`${EXTEND_PATHS.summary}$`));
  await expectEuroBesideNzd(page.getByTestId("difference"));
  await page.getByRole("link", { name: EXTEND_TEXT.continue }).click();
  await page.getByRole("link", { name: EXTEND_TEXT.continue }).click();
  await page.getByRole("checkbox", { name: EXTEND_TEXT.agree }).check();
  await page.getByRole("button", { name: EXTEND_TEXT.agreeAndContinue }).click();
  await expect(page).toHaveURL(new RegExp(`${EXTEND_PATHS.payment}$`));
  await expectEuroBesideNzd(page.locator("main p").filter({ hasText: EXTEND_PAYMENT_INTRO }));
  await expect(page.getByText(CURRENCY_TEXT.payInNzd)).toBeVisible();

  // The results page's flexible-dates row.
  await openPage(page, itinerarySearchHref({ ...INVERCARGILL_TRIP, ...tripDates(offset + 2) }));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
  await expectEuroBesideNzd(page.getByRole("navigation", { name: FLEXIBLE_DATES_TEXT.title }));
});
