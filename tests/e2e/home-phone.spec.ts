import { expect, test } from "@playwright/test";
import { SEARCH_SUBMIT_LABEL } from "../../app/services/shell/text";
import { expectNoAxeViolations, openPage } from "./support/page-checks";

/** Issue 23 item 3, phone-first home: the search form and its button are on the first screen. */
test("at 390 x 844 the home page's search button ends on the first screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, "/");
  const form = page.locator("#vehicle-search");
  const button = form.getByRole("button", { name: SEARCH_SUBMIT_LABEL });
  await expect(button).toBeVisible();
  // A look by eye: HOME_SCREENSHOT=/tmp/home saves the first screen of each project.
  if (process.env.HOME_SCREENSHOT)
    await page.screenshot({ path: `${process.env.HOME_SCREENSHOT}-${test.info().project.name}.png` });
  // Without JavaScript the page is ready before its stylesheets have loaded: wait for the laid-out
  // page a visitor sees, not the first box.
  await expect
    .poll(async () => {
      const box = await button.boundingBox();
      return box ? box.y + box.height : Infinity;
    })
    .toBeLessThanOrEqual(844);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on a desktop the home page keeps its full hero beside the search form", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, "/");
  await expect(page.getByRole("link", { name: "See our deals" })).toBeVisible();
  await expect(
    page.locator("#vehicle-search").getByRole("button", { name: SEARCH_SUBMIT_LABEL }),
  ).toBeVisible();
  if (process.env.HOME_SCREENSHOT)
    await page.screenshot({ path: `${process.env.HOME_SCREENSHOT}-desktop-${test.info().project.name}.png` });
});
