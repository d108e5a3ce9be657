import { expect, test, type Page } from "@playwright/test";
import { tripDates } from "./support/booking";
import { expectNoEnglish } from "./support/languages";
import { openPage } from "./support/page-checks";

/**
 * German and Chinese on a 360 px phone (issue 34): German's long words once pushed the results'
 * vehicle cards past the screen ("Getriebe Automatik") and cut the filters' choices short
 * ("Beliebiges Get…").
 */
test.use({ viewport: { width: 360, height: 800 } });

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "the page is wider than the screen").toBeLessThanOrEqual(clientWidth);
}

/** The filters' selects show their whole choice (the text, beside the select's arrow). */
async function expectWholeChoices(page: Page) {
  const cut = await page.locator("main select").evaluateAll((selects) =>
    (selects as HTMLSelectElement[])
      .filter((select) => select.offsetParent !== null)
      .filter((select) => {
        const style = getComputedStyle(select);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = style.font;
        const text = select.options[select.selectedIndex]?.text ?? "";
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        return context.measureText(text).width > room;
      })
      .map((select) => select.options[select.selectedIndex]?.text),
  );
  expect(cut, "choices cut short").toEqual([]);
}

for (const prefix of ["de", "zh"]) {
  test(`/${prefix}/: the results fit a 360 px screen @no-js`, async ({ page }) => {
    await openPage(page, `/${prefix}/`);
    const branch = await page
      .locator("#vehicle-search select[name=pickupBranch] option", { hasText: "Auckland Airport" })
      .getAttribute("value");
    const { pickupDate, dropOffDate } = tripDates(60);
    await openPage(
      page,
      `/${prefix}/search-vehicles/?pickupBranch=${branch}&pickupDate=${pickupDate}&pickupTime=10:00&dropOffDate=${dropOffDate}&dropOffTime=10:00`,
    );
    await expect(page).toHaveURL(new RegExp(`/${prefix}/vehicles/`));
    await expect(page.locator("main article").first()).toBeVisible();
    await expectNoEnglish(page, prefix);
    await expectNoSidewaysScroll(page);
    await expectWholeChoices(page);
  });
}
