import { routeCoverage } from "../../scripts/lib/spec-routes.js";
import { expectNoAxeViolations, watchConsole } from "./support/page-checks";
import { expect, test } from "./support/shared-page";

/**
 * Every spec route (tests/routes.txt) the app serves answers 200, or the redirect its guard
 * demands, without console errors and without axe violations. Routes not built yet are listed
 * by `npm run routes:coverage`; each one is picked up here as soon as it exists.
 *
 * What a route answers does not depend on JavaScript, so this runs once, with it (axe needs it),
 * on one page per worker (support/shared-page.ts).
 */
const coverage = await routeCoverage();
const served = coverage.filter((route) => route.served);

test("the app serves the spec's routes", () => {
  expect(served.length).toBeGreaterThan(0);
});

for (const route of served) {
  test(`${route.pattern} answers`, async ({ sharedPage: page }) => {
    const errors = watchConsole(page);
    const response = await page.goto(route.url);
    expect(response, route.url).not.toBeNull();
    expect(response!.status(), `status of ${route.url}`).toBeLessThan(400);
    await expect(page.locator("main")).toHaveCount(1);
    await expectNoAxeViolations(page);
    expect(errors, `console errors on ${route.url}`).toEqual([]);
  });
}
