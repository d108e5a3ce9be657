import { expect, test, type Page } from "@playwright/test";
import { HEADER_IMAGE_SIZES } from "../../app/services/platform/images/options";
import { CONTACT_PATH, PROMO_BAR_CLOSE_PATH } from "../../app/services/shell/constants";
import { CONTACT_EMAIL } from "../../app/services/shell/menus";
import { SNOW_REPORT_TEXT } from "../../app/services/content/text";
import { CONTACT_TEXT } from "../../app/services/shell/contact-us/text";
import { PROMO_BAR_TEXT, REVIEWS_TEXT } from "../../app/services/shell/text";
import { latestMailTo } from "./support/mail";
import { expectNoAxeViolations, watchConsole, pagePathOf } from "./support/page-checks";

/**
 * The shell parts that come from the content service (issue 6), here from the local content
 * store: the promo bar (shown, closed with and without JavaScript, absent in the business area
 * and for agents), the page header banner's picture, company and branch reviews, the snow
 * report, and the contact-us form (a modal then a confirmation modal with JavaScript, a page
 * without) whose message is mailed.
 */

// Several pages, axe runs and emails per test: more time than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

const DESKTOP = { width: 1280, height: 900 };
/** For expectations that wait on a server round trip (a form post, a sign-in). */
const ROUND_TRIP = { timeout: 15_000 };
const AGENT = { email: "agent@kiwitravel.example.co.nz", password: "GoRentals!2026" };
const javaScriptOn = () => test.info().project.use.javaScriptEnabled !== false;
const promoBar = (page: Page) => page.getByRole("region", { name: PROMO_BAR_TEXT.region });

test.describe("promo bar", () => {
  test("shows the page banner, closes, and stays closed for the session @no-js", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/about-us/");
    const bar = promoBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link")).toHaveAttribute("href", "/deals/");
    await expectNoAxeViolations(page);
    // With JavaScript the bar goes at once and the close is posted in the background: the next
    // page load must wait for the server to have kept it (a load aborts a request in flight).
    const closePosted = page.waitForResponse(
      (response) =>
        // Posted by Remix at /promo-bar/close.data: the path has no trailing slash.
        pagePathOf(response.url()).replace(/\/$/, "") === PROMO_BAR_CLOSE_PATH &&
        response.request().method() === "POST",
    );
    await bar.getByRole("button", { name: PROMO_BAR_TEXT.close }).click();
    await expect(promoBar(page)).toHaveCount(0, ROUND_TRIP);
    await closePosted;
    // Without JavaScript the close form came back to the same page.
    await expect(page).toHaveURL(/\/about-us\/$/, ROUND_TRIP);
    await page.goto("/deals/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(promoBar(page)).toHaveCount(0);
  });

  test("is never shown on /business paths", async ({ page }) => {
    await page.goto("/business/sign-in/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(promoBar(page)).toHaveCount(0);
  });

  test("is never shown to a signed-in agent, on any page", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/business/sign-in/");
    await page.getByLabel("Email", { exact: true }).fill(AGENT.email);
    await page.getByLabel("Password", { exact: true }).fill(AGENT.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/business\/my-account\//, ROUND_TRIP);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(promoBar(page)).toHaveCount(0);
  });
});

test("the page header banner's picture has the five sizes, each from its breakpoint", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto("/about-us/");
  const banner = page.locator('section[aria-labelledby^="page-header"]');
  await expect(banner).toBeVisible();
  await expect(banner.getByText("Kiwi owned, from Auckland to Invercargill")).toBeVisible();
  await expect(banner.getByRole("link", { name: "Meet the people behind GO Rentals" })).toHaveAttribute(
    "href",
    "/about-us/our-team/",
  );
  const sources = banner.locator("picture source");
  await expect(sources).toHaveCount(5);
  const widestFirst = [...HEADER_IMAGE_SIZES].reverse();
  for (const [index, size] of widestFirst.entries()) {
    const source = sources.nth(index);
    await expect(source).toHaveAttribute("width", String(size.width));
    await expect(source).toHaveAttribute("height", String(size.height));
    await expect(source).toHaveAttribute("srcset", new RegExp(`${size.width}x${size.height}\\.svg$`));
    if (size.minWidth > 0) await expect(source).toHaveAttribute("media", `(min-width: ${size.minWidth}px)`);
    const srcset = (await source.getAttribute("srcset"))!;
    expect((await request.get(srcset)).status(), srcset).toBe(200);
  }
  // At 1280 px the desktop image (1384x618) is the one shown.
  await expect
    .poll(() => banner.locator("img").evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/1384x618\.svg$/);
  await expect(banner.locator("img")).toHaveAttribute("alt", /Illustration/);
  expect(errors).toEqual([]);
});

test("company reviews on the home page and the about-us reviews page", async ({ page }) => {
  for (const path of ["/", "/about-us/reviews/"]) {
    await page.goto(path);
    const reviews = page.getByRole("region", { name: REVIEWS_TEXT.companyTitle });
    await expect(reviews).toBeVisible();
    await expect(reviews.getByRole("heading", { name: "Google" })).toBeVisible();
    await expect(reviews.getByText(/out of 5 from .* reviews on Google/)).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("a branch page shows that branch's reviews", async ({ page }) => {
  await page.goto("/rental-car-locations/queenstown-airport/");
  const reviews = page.getByRole("region", { name: REVIEWS_TEXT.branchTitle("Queenstown Airport") });
  await expect(reviews).toBeVisible();
  await expect(reviews.getByText("Perfect for a ski week")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the ski pages show the snow report of their location, with when it was last updated", async ({
  page,
}) => {
  const pages = [
    { path: "/services/ski-car-rental/christchurch/", location: "CHC", area: "Mt Hutt", not: "Cardrona" },
    { path: "/services/ski-car-rental/queenstown/", location: "ZQN", area: "Cardrona", not: "Mt Hutt" },
    { path: "/services/ski-car-rental/", location: "ALL", area: "Mt Hutt", not: null },
  ] as const;
  for (const { path, location, area, not } of pages) {
    await page.goto(path);
    const report = page.getByRole("region", { name: SNOW_REPORT_TEXT.titleFor[location] });
    await expect(report).toBeVisible();
    await expect(report.getByText(SNOW_REPORT_TEXT.updated)).toContainText("12 October 2026, 7:30 am");
    await expect(report.locator("time")).toHaveAttribute("datetime", "2026-10-12T07:30:00+13:00");
    await expect(report.getByRole("rowheader", { name: area })).toBeVisible();
    if (not) await expect(report.getByRole("rowheader", { name: not })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});

test.describe("contact us", () => {
  test("with JavaScript: the Email us modal, then the confirmation modal, by keyboard only; the branch gets the mail", async ({
    page,
  }) => {
    test.skip(!javaScriptOn(), "the modal exists only with JavaScript");
    const errors = watchConsole(page);
    const message = `Keyboard test ${Date.now()}: can I add a child seat to my Queenstown booking?`;
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const opener = page.getByRole("banner").getByRole("button", { name: "Email us" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const form = page.getByRole("dialog", { name: CONTACT_TEXT.modalTitle });
    await expect(form).toBeVisible();
    const name = form.getByLabel(CONTACT_TEXT.nameLabel);
    await expect(name).toBeFocused(ROUND_TRIP);
    await expectNoAxeViolations(page);
    await page.keyboard.type("Aroha Ngata");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel(CONTACT_TEXT.emailLabel)).toBeFocused();
    await page.keyboard.type("aroha.keyboard@example.co.nz");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel(CONTACT_TEXT.phoneLabel)).toBeFocused();
    await page.keyboard.press("Tab");
    const about = form.getByLabel(CONTACT_TEXT.enquiryLabel);
    await expect(about).toBeFocused();
    await page.keyboard.type("Queenstown");
    await expect(about).toHaveValue("ZQN");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel(CONTACT_TEXT.messageLabel)).toBeFocused();
    await page.keyboard.type(message);
    // The honeypot is skipped by Tab: next is the send button.
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: CONTACT_TEXT.submit })).toBeFocused();
    await page.keyboard.press("Enter");

    const confirmation = page.getByRole("dialog", { name: CONTACT_TEXT.sentTitle });
    await expect(confirmation).toBeVisible(ROUND_TRIP);
    await expect(confirmation).toContainText(
      CONTACT_TEXT.sentText("Aroha Ngata", CONTACT_TEXT.branchTeam("Queenstown Airport")),
    );
    await expect(form).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(confirmation).toBeHidden();
    await expect(opener).toBeFocused();

    const mail = await latestMailTo("queenstownairport@gorentals.co.nz", message);
    expect(mail.text).toContain("aroha.keyboard@example.co.nz");

    // Escape closes the form too, and focus goes back to the opener.
    await page.keyboard.press("Enter");
    await expect(form).toBeVisible();
    await expect(form.getByLabel(CONTACT_TEXT.nameLabel)).toHaveValue("", ROUND_TRIP);
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
    await expect(opener).toBeFocused();
    expect(errors).toEqual([]);
  });

  test.describe("without JavaScript @no-js", () => {
    test.use({ javaScriptEnabled: false });

    test("the header link leads to the form page; an error shows beside its field, then the message is sent", async ({
      page,
    }) => {
      test.skip(test.info().project.name === "js-on", "the js-off project runs it");
      const message = `No-JS test ${Date.now()}: what time does the Dunedin branch open?`;
      await page.setViewportSize(DESKTOP);
      await page.goto("/");
      await page.getByRole("banner").getByRole("link", { name: "Email us" }).click();
      await expect(page).toHaveURL(new RegExp(`${CONTACT_PATH}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONTACT_TEXT.pageTitle);
      await page.getByLabel(CONTACT_TEXT.nameLabel).fill("Wiremu Tane");
      await page.getByLabel(CONTACT_TEXT.emailLabel).fill("wiremu@");
      await page.getByLabel(CONTACT_TEXT.messageLabel).fill(message);
      const [answer] = await Promise.all([
        page.waitForResponse(
          (response) =>
            pagePathOf(response.url()).includes(CONTACT_PATH) && response.request().method() === "POST",
        ),
        page.getByRole("button", { name: CONTACT_TEXT.submit }).click(),
      ]);
      expect(answer.status()).toBe(400);
      await expect(page.getByLabel(CONTACT_TEXT.emailLabel)).toHaveAttribute(
        "aria-invalid",
        "true",
        ROUND_TRIP,
      );
      const email = page.getByLabel(CONTACT_TEXT.emailLabel);
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${await email.getAttribute("id")}-error`)).toHaveText(
        CONTACT_TEXT.emailInvalid,
      );
      // The other values are kept.
      await expect(page.getByLabel(CONTACT_TEXT.nameLabel)).toHaveValue("Wiremu Tane");
      await expect(page.getByLabel(CONTACT_TEXT.messageLabel)).toHaveValue(message);

      await email.fill("wiremu.nojs@example.co.nz");
      await page.getByRole("button", { name: CONTACT_TEXT.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${CONTACT_PATH}\\?sent=1$`), ROUND_TRIP);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONTACT_TEXT.sentTitle);
      await expect(page.getByRole("status")).toContainText(
        CONTACT_TEXT.sentText("Wiremu Tane", CONTACT_TEXT.supportTeam),
      );
      const mail = await latestMailTo(CONTACT_EMAIL, message);
      expect(mail.text).toContain("wiremu.nojs@example.co.nz");
    });
  });

  test("the form page passes axe", async ({ page }) => {
    await page.goto(CONTACT_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONTACT_TEXT.pageTitle);
    await expectNoAxeViolations(page);
  });
});
