import { expect, test } from "@playwright/test";
import { FLEXIBLE_DATES_TEXT } from "../../app/services/booking/search/text";
import { addDays } from "../../app/services/booking/search/links";
import { formatLongDate } from "../../app/services/platform/dates";
import { searchTrip, tripDates } from "./support/booking";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

test("the results show seven flexible days, and a day's link runs that search (issue 23 item 6)", async ({
  page,
}) => {
  const trip = tripDates(40);
  await openPage(page, "/search-vehicles/");
  await searchTrip(page, { branch: "Christchurch Airport", ...trip });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");

  const row = page.getByRole("navigation", { name: FLEXIBLE_DATES_TEXT.title });
  const days = row.getByRole("listitem");
  await expect(days).toHaveCount(7);
  const current = row.locator('[aria-current="date"]');
  await expect(current).toContainText(FLEXIBLE_DATES_TEXT.current);
  await expect(days.nth(3)).toContainText(FLEXIBLE_DATES_TEXT.current);
  // Every other day is a link with a price.
  await expect(row.getByRole("link")).toHaveCount(6);
  await expectNoAxeViolations(page);

  const later = addDays(trip.pickupDate, 1);
  const link = days.nth(4).getByRole("link");
  const price = (await link.locator("span").nth(1).innerText()).trim();
  await link.click();
  await expectSettled(page);
  await expect(page).toHaveURL(/\/vehicles\/(#results)?$/);
  await expect(page.getByLabel("Your trip", { exact: true })).toContainText(formatLongDate(later));
  await expect(
    page.getByRole("navigation", { name: FLEXIBLE_DATES_TEXT.title }).locator('[aria-current="date"]'),
  ).toContainText(price);
});
