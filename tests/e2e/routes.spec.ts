import type { Page, Response } from "@playwright/test";
import { routeCoverage } from "../../scripts/lib/spec-routes.js";
import { CONTENT_PATHS } from "../content-paths";
import { expectNoAxeViolations, watchConsole } from "./support/page-checks";
import { expect, test } from "./support/shared-page";

/**
 * Every spec route (tests/routes.txt) the app serves answers 200, or the redirect its guard
 * demands, without console errors and without axe violations. Routes not built yet are listed
 * by `npm run routes:coverage`; each one is picked up here as soon as it exists. Every page served
 * from content/ (tests/content-paths.ts) is opened here too, once, and also answers 200 with one
 * h1, a title and a description.
 *
 * What a route answers does not depend on JavaScript, so this runs once, with it (axe needs it),
 * on one page per worker (support/shared-page.ts).
 */
const coverage = await routeCoverage();
const served = coverage.filter((route) => route.served);
const contentPaths = new Set<string>(CONTENT_PATHS);
const pages = [
  ...served,
  ...CONTENT_PATHS.filter((path) => !served.some((route) => route.url === path)).map((path) => ({
    pattern: path,
    url: path,
  })),
];

test("the app serves the spec's routes", () => {
  expect(served.length).toBeGreaterThan(0);
});

/** A page of content/: 200, one h1, a title made of it, and a description. */
async function expectContentPage(page: Page, response: Response) {
  expect(response.status()).toBe(200);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  const heading = (await h1.textContent())?.trim() ?? "";
  expect(heading.length).toBeGreaterThan(3);
  await expect(page).toHaveTitle(`${heading} | GO Rentals`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
}

for (const route of pages) {
  test(`${route.pattern} answers`, async ({ sharedPage: page }) => {
    const errors = watchConsole(page);
    const response = await page.goto(route.url);
    expect(response, route.url).not.toBeNull();
    expect(response!.status(), `status of ${route.url}`).toBeLessThan(400);
    await expect(page.locator("main")).toHaveCount(1);
    if (contentPaths.has(route.url)) await expectContentPage(page, response!);
    await expectNoAxeViolations(page);
    expect(errors, `console errors on ${route.url}`).toEqual([]);
  });
}
