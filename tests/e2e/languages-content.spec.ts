import { expect, test } from "@playwright/test";
import { DRIVE_SAFE_TEXT } from "../../app/services/content/text";
import { expectNoEnglish } from "./support/languages";
import { expectNoAxeViolations, openPage } from "./support/page-checks";
import { translatorFor } from "../../app/services/platform/i18n/i18n.server";

const de = translatorFor("de").t;
const zh = translatorFor("zh").t;

/**
 * The content pages in German and Chinese (issue 34, area A2): every label, heading and button
 * around the editorial content is in the page's language; the articles themselves stay English,
 * marked lang="en" under one line saying so.
 */
test.describe("content pages in German and Chinese", () => {
  test("German: locations, a branch, deals, relocations, help search and an article @no-js", async ({
    page,
  }) => {
    await openPage(page, "/de/rental-car-locations/");
    await expect(
      page.getByRole("heading", { level: 2, name: "Unsere Stationen auf der Karte" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Nordinsel" })).toBeVisible();
    await expectNoEnglish(page, "de");
    await expectNoAxeViolations(page);

    await page.getByRole("heading", { level: 3 }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/de\/rental-car-locations\/[a-z-]+\/$/);
    await expect(page.getByRole("heading", { level: 2, name: "So finden Sie uns" })).toBeVisible();
    await expect(page.getByText(de("Opening hours"), { exact: true })).toBeVisible();
    await expectNoEnglish(page, "de");

    await openPage(page, "/de/deals/");
    await expect(page.getByRole("heading", { level: 2, name: "Sonderangebote" })).toBeVisible();
    await expectNoEnglish(page, "de");

    await openPage(page, "/de/rental-car-relocation/");
    await expect(
      page.getByRole("heading", { level: 2, name: de("Relocation deals available now") }),
    ).toBeVisible();
    await expectNoEnglish(page, "de");

    await openPage(page, "/de/help/");
    await page.getByLabel("Hilfeartikel durchsuchen").fill("bond");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\/de\/help\/\?q=bond/);
    await expect(page.getByRole("heading", { level: 2, name: /Artikel zu „bond“/ })).toBeVisible();
    await expectNoEnglish(page, "de");

    await page.locator("ol").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/de\/help\/[a-z0-9-]+\/$/);
    await expect(page.getByText("Dieser Artikel ist auf Englisch.")).toBeVisible();
    await expect(page.locator("article [lang=en]").first()).toBeVisible();
    await expectNoEnglish(page, "de");
  });

  test("German: the drive-safe quiz asks and answers in German @no-js", async ({ page }) => {
    await openPage(page, "/de/help/drive-safe/");
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: de("Test your knowledge of New Zealand road rules"),
      }),
    ).toBeVisible();
    await page.getByRole("button", { name: de("Check my answers") }).click();
    await expect(page.getByRole("alert")).toContainText("sind noch unbeantwortet");
    await expect(page.getByRole("alert")).not.toContainText(DRIVE_SAFE_TEXT.missingSummary(2).slice(0, 12));
    await expect(page).toHaveURL(/\/de\/help\/drive-safe\/$/);
    await expectNoEnglish(page, "de");
  });

  test("Chinese: a relocation card names its origin, not a price's 'from' @no-js", async ({ page }) => {
    await openPage(page, "/zh/rental-car-relocation/");
    const card = page.getByTestId("relocation").first();
    await expect(card.locator("dt").first()).toHaveText("出发地");
    await expect(card).not.toContainText(zh("From"));
    await expectNoEnglish(page, "zh");
  });

  test("Chinese: blog, trip planner, a branch and the help centre @no-js", async ({ page }) => {
    await openPage(page, "/zh/explore/blog/");
    await expect(page.getByRole("heading", { level: 2, name: zh("Categories") })).toBeVisible();
    await expectNoEnglish(page, "zh");
    await expectNoAxeViolations(page);

    await openPage(page, "/zh/explore/trip-planner/");
    await page.locator("main h2 a").first().click();
    await expect(page).toHaveURL(/\/zh\/explore\/trip-planner\/[a-z0-9-]+\/$/);
    await expect(page.getByText(zh("This article is in English."))).toBeVisible();
    await expect(page.getByText(zh("Pick-up"), { exact: true })).toBeVisible();
    await expectNoEnglish(page, "zh");

    await openPage(page, "/zh/rental-car-locations/");
    await expect(page.getByRole("heading", { level: 2, name: zh("South Island") })).toBeVisible();
    await expectNoEnglish(page, "zh");

    await openPage(page, "/zh/help/");
    await expect(page.getByRole("heading", { level: 2, name: zh("Browse help topics") })).toBeVisible();
    await expectNoEnglish(page, "zh");
  });
});
