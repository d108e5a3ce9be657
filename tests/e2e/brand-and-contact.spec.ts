import { expect, test } from "@playwright/test";
import { CAMPAIGNS, CONTACT_POINTS } from "../../app/models/seed/contact-points";
import { HIDE_HEADER_HASH } from "../../app/services/shell/constants";

const defaultNz = CONTACT_POINTS.find((point) => point.region === "NZ")!;
const google = CAMPAIGNS.find((campaign) => campaign.name === "google")!;

test.describe("brands", () => {
  test("GO is the default: header shown", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.locator("body")).not.toHaveClass(/brand-/);
  });

  for (const code of ["ET", "AL", "ZL", "HX"]) {
    test(`partner ${code}: brand class, no header, kept for the session`, async ({ page }) => {
      await page.goto(`/?brand=${code.toLowerCase()}`);
      await expect(page.locator("body")).toHaveClass(new RegExp(`brand-${code.toLowerCase()}`));
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await page.goto("/no-such-page/");
      await expect(page.locator("body")).toHaveClass(new RegExp(`brand-${code.toLowerCase()}`));
      await expect(page.getByRole("banner")).toHaveCount(0);
    });
  }

  test("the GO page a CDN may keep for visitors without a cookie never reaches a partner's visitor", async ({
    page,
    request,
  }) => {
    const shared = await request.get("/");
    expect(shared.headers()["cache-control"]).toMatch(/^public/);
    expect(shared.headers()["vary"]).toContain("Cookie");
    await page.goto("/?brand=et");
    await page.goto("/");
    await expect(page.locator("body")).toHaveClass(/brand-et/);
    await expect(page.getByRole("banner")).toHaveCount(0);
  });

  test("themed partners look different from GO", async ({ page }) => {
    const backgrounds: string[] = [];
    for (const code of ["GO", "ET", "AL", "ZL"]) {
      await page.goto(`/?brand=${code}`);
      const link = page.getByRole("contentinfo").getByRole("link").first();
      backgrounds.push(
        await page
          .locator("footer")
          .first()
          .evaluate((element) => getComputedStyle(element).backgroundColor),
      );
      await expect(link).toBeVisible();
    }
    expect(new Set(backgrounds).size).toBe(4);
  });

  test("an unknown brand code is ignored", async ({ page }) => {
    await page.goto("/?brand=nosuch");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.locator("body")).not.toHaveClass(/brand-/);
  });
});

test.describe("contact numbers", () => {
  test("the default NZ number is shown", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(`a[href="tel:${defaultNz.telephone}"]`).first()).toBeAttached();
  });

  test("a Campaign parameter replaces the numbers and is kept in a cookie", async ({ page, context }) => {
    await page.goto(`/?Campaign=${google.name}`);
    const campaignNz = google.numbers!.NZ!;
    await expect(page.locator(`a[href="tel:${campaignNz.telephone}"]`).first()).toBeAttached();
    await expect(page.locator(`a[href="tel:${defaultNz.telephone}"]`)).toHaveCount(0);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === "campaign");
    expect(cookie).toBeTruthy();
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(86_000);
    await page.goto("/no-such-page/");
    await expect(page.locator(`a[href="tel:${campaignNz.telephone}"]`).first()).toBeAttached();
  });
});

test.describe("in-app webview", () => {
  test(`${HIDE_HEADER_HASH} hides header and footer`, async ({ page }) => {
    await page.goto(`/${HIDE_HEADER_HASH}`);
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("footer").first()).toBeHidden();
    await expect(page.locator("main")).toBeVisible();
  });
});
