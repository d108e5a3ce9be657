import { expect, test } from "@playwright/test";
import { CONTACT_POINTS } from "../../app/models/seed/contact-points";
import { MAIN_MENU, SUB_MENUS, UTILITY_LINKS } from "../../app/services/shell/menus";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const nz = CONTACT_POINTS.find((point) => point.region === "NZ")!;
const javaScriptOn = () => test.info().project.use.javaScriptEnabled !== false;

test.describe("header main menu", () => {
  test("lists the spec's items in order, each a real link", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main" });
    for (const item of MAIN_MENU) {
      await expect(menu.getByRole("link", { name: item.label, exact: true }).first()).toHaveAttribute(
        "href",
        item.href,
      );
    }
  });

  test("utility links: sign in, check-in, manage booking", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in/");
    await expect(header.getByRole("link", { name: "Check-in" })).toHaveAttribute(
      "href",
      UTILITY_LINKS.checkIn.href,
    );
    await expect(header.getByRole("link", { name: "Manage booking" })).toHaveAttribute(
      "href",
      "/manage-booking/",
    );
  });

  test("a sub-menu opens by keyboard, Escape closes it and focus returns", async ({ page }) => {
    test.skip(!javaScriptOn(), "the sub-menu toggles exist only with JavaScript");
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "More Vehicles pages" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const firstLink = SUB_MENUS.vehicles[0];
    const panel = page.locator("#sub-menu-vehicles");
    await expect(panel.getByRole("link", { name: firstLink.label })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("a sub-menu opens on hover on the desktop and its link navigates @no-js", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const item = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("listitem")
      .filter({ hasText: "Locations" })
      .first();
    await item.hover();
    const link = item.getByRole("link", { name: SUB_MENUS.locations[0].label }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", SUB_MENUS.locations[0].href);
  });

  test("the phone menu opens and closes @no-js", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const mainNav = page.getByRole("navigation", { name: "Main" });
    await expect(mainNav).toBeHidden();
    if (javaScriptOn()) {
      const button = page.getByRole("button", { name: "Menu" });
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(mainNav).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(mainNav).toBeHidden();
    } else {
      await page.getByRole("link", { name: "Menu" }).click();
      await expect(mainNav).toBeVisible();
      await page.getByRole("link", { name: "Close menu" }).click();
      await expect(mainNav).toBeHidden();
    }
  });
});

test.describe("call us", () => {
  test("shows the numbers per region, as a modal with JavaScript and a panel without @no-js", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page
      .getByRole("banner")
      .getByRole(javaScriptOn() ? "button" : "link", { name: "Call us" })
      .first()
      .click();
    const dialog = page.locator("#call-us");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(`a[href="tel:${nz.telephone}"]`)).toBeVisible();
    if (javaScriptOn()) {
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe("footer", () => {
  test("shows the site map on normal pages", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Terms", exact: false }).first()).toHaveAttribute(
      "href",
      "/terms/",
    );
    await expect(footer.locator('a[href="/rental-car-locations/queenstown-airport/"]')).toBeAttached();
  });
});
