import { expect, test, type Page } from "@playwright/test";
import {
  VEHICLE_LIST_TEXT as TEXT,
  VEHICLE_SPEC_TEXT as SPEC,
  vehiclesCount,
} from "../../app/services/booking/vehicles/text";
import { searchTrip, tripDates } from "./support/booking";
import { expectNoAxeViolations } from "./support/page-checks";

/** Sort and filters on /vehicles/ (issue 23 items 1 and 9); the filter form also without JavaScript. */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const cards = (page: Page) => page.locator("#results article");
const filterForm = (page: Page) => page.getByRole("form", { name: TEXT.formLabel });

/** Picks an option of the sort and filter form; without JavaScript the Apply button sends it. */
async function choose(page: Page, label: string, option: string) {
  await filterForm(page).getByLabel(label, { exact: true }).selectOption({ label: option });
  if (!jsOn()) await filterForm(page).getByRole("button", { name: TEXT.apply }).click();
}

/** One spec of every card on the page, by its label ("Gearbox" → ["Manual", …]). */
const specOfCards = (page: Page, label: string) =>
  cards(page).evaluateAll(
    (articles, wanted) =>
      articles.map((article) => {
        const line = [...article.querySelectorAll("dl > div")].find(
          (div) => div.querySelector("dt")?.textContent === wanted,
        );
        return line?.querySelector("dd")?.textContent ?? null;
      }),
    label,
  );

/** The total of every card: the largest dollar amount it shows (the total is never below a day's rate). */
const totalsOfCards = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.map((article) =>
      Math.max(
        ...[...(article.textContent ?? "").matchAll(/\$([\d,]+(?:\.\d{2})?)/g)].map((match) =>
          Number(match[1].replace(/,/g, "")),
        ),
      ),
    ),
  );

const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1] <= value);

for (const [name, viewport] of [
  ["at 360 px", { width: 360, height: 800 }],
  ["on a desktop", { width: 1280, height: 800 }],
] as const) {
  // Without JavaScript the Apply button sends the form at any width: that flow runs once, on the phone.
  const noJs = viewport.width === 360 ? " @no-js" : "";
  test(`after a search: sort by price, gearbox and fuel filters in the URL, clear and loosen ${name}${noJs}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto("/vehicles/");
    await searchTrip(page, { branch: "Auckland Airport", ...tripDates(viewport.width === 360 ? 40 : 45) });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
    const total = await cards(page).count();
    expect(total).toBeGreaterThan(10);
    await expect(page.getByText(vehiclesCount(total), { exact: true })).toBeVisible();

    // Lowest total first.
    await choose(page, TEXT.sort.label, TEXT.sort.options.price);
    // Short addresses with JavaScript on or off: no empty fields, no default sort.
    await expect(page).toHaveURL(/\/vehicles\/\?sort=price$/);
    await expect(cards(page)).toHaveCount(total);
    const totals = await totalsOfCards(page);
    expect(totals.every(Number.isFinite)).toBe(true);
    expect(ascending(totals), `totals in order: ${totals.join(", ")}`).toBe(true);
    await expectNoAxeViolations(page);

    // Manual cars only, still by price.
    await choose(page, TEXT.transmission.label, TEXT.transmission.options.manual);
    await expect(page).toHaveURL(/\/vehicles\/\?sort=price&transmission=manual$/);
    // The address changes before the filtered list is drawn (with JavaScript): wait for the list.
    await expect.poll(async () => [...new Set(await specOfCards(page, SPEC.gearbox))]).toEqual(["Manual"]);
    const gearboxes = await specOfCards(page, SPEC.gearbox);
    expect(gearboxes.length).toBeGreaterThan(0);
    expect(ascending(await totalsOfCards(page))).toBe(true);
    await expect(
      page.getByText(`${gearboxes.length} of ${vehiclesCount(total)}`, { exact: true }),
    ).toBeVisible();

    // The back button goes back to the list before the filter.
    await page.goBack();
    await expect(page).toHaveURL(/\/vehicles\/\?sort=price$/);
    await expect(cards(page)).toHaveCount(total);
    if (jsOn())
      await expect(filterForm(page).getByLabel(TEXT.transmission.label, { exact: true })).toHaveValue("");

    // A link with a filter: electric cars only.
    await page.goto("/vehicles/?sort=price&fuel=electric");
    const fuels = await specOfCards(page, SPEC.fuel);
    expect(fuels.length).toBeGreaterThan(0);
    expect(new Set(fuels)).toEqual(new Set(["Electric"]));
    await expect(filterForm(page).getByLabel(TEXT.fuel.label, { exact: true })).toHaveValue("electric");
    await expectNoAxeViolations(page);

    // Clearing the filters shows every vehicle again, still by price.
    await filterForm(page).getByRole("link", { name: TEXT.clear }).click();
    await expect(page).toHaveURL(/\/vehicles\/\?sort=price$/);
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByText(vehiclesCount(total), { exact: true })).toBeVisible();

    // Nothing left: the page says which filter to loosen, and the link does.
    await page.goto("/vehicles/?fuel=electric&transmission=manual");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(TEXT.noMatch, { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /^Without Gearbox: Manual/ }).click();
    await expect(page).toHaveURL(/\/vehicles\/\?fuel=electric$/);
    await expect(cards(page)).not.toHaveCount(0);

    // Nothing wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
  });
}

test("without a search the fleet sorts by 'from' price, and garbage in the URL is ignored", async ({
  page,
  request,
}) => {
  await page.goto("/vehicles/?sort=price-desc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our rental vehicles");
  const prices = await totalsOfCards(page);
  expect(ascending([...prices].reverse())).toBe(true);
  const garbage = await request.get(
    "/vehicles/?sort=%E2%9C%93&fuel=coal&luggage=1e9&seats=-1&transmission=cvt&category=%3Cscript%3E",
  );
  expect(garbage.status()).toBe(200);
});
