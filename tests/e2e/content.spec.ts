import type { Page } from "@playwright/test";
import { UNSUBSCRIBE_TEXT } from "~/services/platform/unsubscribe";
import { NOT_FOUND_TITLE } from "../../app/services/platform/page-text";
import { CONTENT_PATHS } from "../content-paths";
import { expectNoAxeViolations, watchConsole, pagePathOf } from "./support/page-checks";
import { expect, test } from "./support/shared-page";

test.describe("content pages", () => {
  for (const path of CONTENT_PATHS) {
    test(`${path} answers 200 with one h1, a title, a description and no axe violations`, async ({
      sharedPage: page,
    }) => {
      const errors = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      const heading = (await h1.textContent())?.trim() ?? "";
      expect(heading.length).toBeGreaterThan(3);
      await expect(page).toHaveTitle(`${heading} | GO Rentals`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

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
