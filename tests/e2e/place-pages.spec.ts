import { FERRIES_HELP_PATH, WAIHEKE_CAR_FERRY_RULE } from "../../app/services/booking/search/ferry-rules";
import { BRANCHES } from "../../app/services/content/places/branch-links";
import { SEARCH_SUBMIT_LABEL } from "../../app/services/shell/text";
import { NOT_FOUND_TITLE } from "../../app/services/platform/page-text";
import { expectNoAxeViolations, openPage, watchConsole } from "./support/page-checks";
import { expect, test } from "./support/shared-page";

/**
 * The pages built from live data (vehicle categories, locations, deals): each answers 200 with
 * one h1, a title ending "| GO Rentals", no console errors and no axe violations on a phone;
 * unknown slugs are the site's 404. The search from a branch page runs with JavaScript on and off.
 */
const PHONE = { width: 390, height: 844 };

const VEHICLE_PAGES = [
  "small-cars",
  "large-cars-suvs",
  "electric-vehicles",
  "4-wheel-drives",
  "van-or-people-carriers",
  "hybrid-cars",
  "6-seater-car-rental",
  "7-seater-car-rental",
  "8-seater-car-rental",
  "10-seater-car-rental",
  "car-rental-accessories",
].map((slug) => `/vehicles/${slug}/`);

const LOCATION_PAGES = [
  "/rental-car-locations/",
  "/rental-car-locations/north-island-new-zealand/",
  "/rental-car-locations/south-island-new-zealand/",
  "/rental-car-locations/car-rental-auckland/",
  ...BRANCHES.flatMap((branch) => [branch.href, `${branch.href}faq/`, `${branch.href}popular-destinations/`]),
];

const DEALS_PAGES = ["/deals/", "/deals/realnz-promo-code/", "/deals/sudima-promo-code/"];

for (const path of [...VEHICLE_PAGES, ...LOCATION_PAGES, ...DEALS_PAGES]) {
  test(`${path} is a finished page`, async ({ sharedPage: page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize(PHONE);
    const response = await openPage(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(/ \| GO Rentals$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expectNoAxeViolations(page);
    expect(errors, `console errors on ${path}`).toEqual([]);
  });
}

test("a category page lists its vehicles with 'from' prices", async ({ page }) => {
  await openPage(page, "/vehicles/van-or-people-carriers/");
  const cards = page.locator("article[aria-labelledby^='vehicle-']");
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first().getByText("From", { exact: true })).toBeVisible();
});

test("a branch page has its map link and books from the branch @no-js", async ({ page }) => {
  await openPage(page, "/rental-car-locations/queenstown-airport/");
  await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
  );
  await expect(page.getByLabel("Pick-up location")).toHaveValue(/\d+/);
  await page.getByRole("button", { name: SEARCH_SUBMIT_LABEL }).click();
  await expect(page).toHaveURL(/\/vehicles\//);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your vehicle" })).toBeVisible();
});

test("the deals page links to promotions", async ({ page }) => {
  await openPage(page, "/deals/");
  await page.getByRole("link", { name: "Promo codes and AA Member discount" }).click();
  await expect(page).toHaveURL(/\/deals\/promotion\/$/);
});

test("unknown categories, branches and region sub-pages are the site's 404", async ({ page }) => {
  for (const path of [
    "/vehicles/flying-cars/",
    "/vehicles/9-seater-car-rental/",
    "/rental-car-locations/mordor/",
    "/rental-car-locations/mordor/faq/",
    "/rental-car-locations/north-island-new-zealand/faq/",
    "/rental-car-locations/car-rental-auckland/popular-destinations/",
  ]) {
    const response = await openPage(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
  }
});

test("one-way routes: none to or from Waiheke, and a Waiheke pair's page says why", async ({ page }) => {
  await openPage(page, "/services/one-way-car-rental/");
  const main = page.locator("main");
  await expect(main.getByText(WAIHEKE_CAR_FERRY_RULE)).toBeVisible();
  await expect(main.getByRole("link", { name: "to Christchurch Airport" }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: /Waiheke/ })).toHaveCount(0);

  const response = await openPage(page, "/services/one-way-car-rental/waiheke-to-auckland-airport/");
  expect(response?.status()).toBe(200);
  await expect(main.getByText(WAIHEKE_CAR_FERRY_RULE)).toBeVisible();
  await expect(main.getByRole("button", { name: SEARCH_SUBMIT_LABEL })).toHaveCount(0);
  await expect(main.locator(`a[href="${FERRIES_HELP_PATH}"]`)).toBeVisible();
  await expectNoAxeViolations(page);
});
