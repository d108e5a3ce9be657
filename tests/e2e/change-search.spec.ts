import { expect, test } from "@playwright/test";
import { CHANGE_SEARCH_TEXT } from "../../app/services/booking/vehicles/text";
import { formatLongDate } from "../../app/services/platform/dates";
import { addDays } from "../../app/services/booking/search/links";
import { SEARCH_SUBMIT_LABEL } from "../../app/services/shell/text";
import { searchTrip, tripDates } from "./support/booking";
import { expectInteractive, expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

test("the results link to the search form with the search filled in, and a new search comes back to them (ADR 0080) @no-js", async ({
  page,
}) => {
  const trip = tripDates(90);
  await openPage(page, "/search-vehicles/");
  await searchTrip(page, { branch: "Wellington Airport", ...trip, pickupTime: "11:30" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
  // The results carry no copy of the search form.
  await expect(page.locator("#vehicle-search")).toHaveCount(0);

  await page.getByRole("link", { name: CHANGE_SEARCH_TEXT.link }).click();
  await expect(page).toHaveURL(/\/search-vehicles\/$/);
  await expectInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHANGE_SEARCH_TEXT.title);
  const form = page.locator("#vehicle-search");
  await expect(form.getByLabel("Pick-up location").locator("option:checked")).toHaveText(
    "Wellington Airport",
  );
  await expect(form.getByLabel("Pick-up date")).toHaveValue(trip.pickupDate);
  await expect(form.getByLabel("Pick-up time")).toHaveValue("11:30");
  await expect(form.getByLabel("Drop-off date")).toHaveValue(trip.dropOffDate);
  await expectNoAxeViolations(page);

  const later = addDays(trip.dropOffDate, 2);
  await form.getByLabel("Drop-off date").fill(later);
  await form.getByRole("button", { name: SEARCH_SUBMIT_LABEL }).click();
  await page.waitForLoadState("load");
  await expectSettled(page);
  await expect(page).toHaveURL(/\/vehicles\/(#results)?$/);
  const summary = page.getByLabel("Your trip", { exact: true });
  await expect(summary).toContainText("Wellington Airport");
  await expect(summary).toContainText(formatLongDate(trip.pickupDate));
  await expect(summary).toContainText(formatLongDate(later));

  // Back to the results unchanged, from the search page's own link.
  await page.getByRole("link", { name: CHANGE_SEARCH_TEXT.link }).click();
  await expect(page).toHaveURL(/\/search-vehicles\/$/);
  await page.getByRole("link", { name: CHANGE_SEARCH_TEXT.back }).click();
  await expect(page).toHaveURL(/\/vehicles\/$/);
  await expect(page.getByLabel("Your trip", { exact: true })).toContainText(formatLongDate(later));
});
