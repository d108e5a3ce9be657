import { expect, test, type Page } from "@playwright/test";
import { UNSUBSCRIBE_TEXT } from "~/services/platform/unsubscribe";
import { NOT_FOUND_TITLE } from "../../app/services/platform/page-text";
import { expectNoAxeViolations, watchConsole, pagePathOf } from "./support/page-checks";

test.describe("content pages", () => {
  // Every page served from content/ (tests/content-paths.ts) is opened once, by routes.spec.ts,
  // which checks there its status, its one h1, its title and description, axe and the console.

  test("a section index links to its pages, and a page link opens it", async ({ page }) => {
    await page.goto("/services/");
    const link = page.locator("article").getByRole("link", { name: /^Ski car rental/ });
    await expect(link).toHaveAttribute("href", "/services/ski-car-rental/");
    await link.click();
    await expect(page).toHaveURL(/\/services\/ski-car-rental\/$/);
    await expect(
      page.locator("article").getByRole("link", { name: /^Ski car rental Queenstown/ }),
    ).toBeVisible();
  });

  test("an unknown page of a section is the site's 404", async ({ page }) => {
    for (const path of [
      "/about-us/no-such-page/",
      "/services/no-such-service/",
      "/services/ski-car-rental/wanaka/",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    }
  });
});

async function submitUnsubscribe(page: Page, email: string) {
  await page.locator("article").getByLabel(UNSUBSCRIBE_TEXT.emailLabel).fill(email);
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => pagePathOf(answer.url()).includes("/unsubscribe/") && answer.request().method() === "POST",
    ),
    page.locator("article").getByRole("button", { name: UNSUBSCRIBE_TEXT.submit }).click(),
  ]);
  return response;
}

test.describe("unsubscribe /unsubscribe/ @no-js", () => {
  test("a bad address gets a message beside the field and keeps the value; a good one is confirmed", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/unsubscribe/");
    const bad = await submitUnsubscribe(page, "kiri@not-an-address");
    expect(bad.status()).toBe(400);
    const field = page.locator("article").getByLabel(UNSUBSCRIBE_TEXT.emailLabel);
    await expect(page.getByText(UNSUBSCRIBE_TEXT.emailInvalid)).toBeVisible();
    await expect(field).toHaveValue("kiri@not-an-address");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    const good = await submitUnsubscribe(page, "Kiri.Walker@Example.co.nz");
    expect(good.status()).toBe(200);
    await expect(page.getByText(UNSUBSCRIBE_TEXT.done("kiri.walker@example.co.nz"))).toBeVisible();
    await expect(page.getByText(UNSUBSCRIBE_TEXT.emailInvalid)).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });
});
