import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { CALENDAR_TEXT } from "../../app/services/booking/confirmation/calendar-text";
import { SEARCH_LINK_TEXT } from "../../app/services/booking/search/link-text";
import { addDays, searchHref } from "../../app/services/booking/search/links";
import { ITINERARY_MESSAGES } from "../../app/services/booking/search/text";
import { MANAGE_BOOKING_TEXT } from "../../app/services/changes/text";
import { DEAL_CARD_TEXT } from "../../app/services/content/places/deal-text";
import { BRANCH_MAP_TEXT } from "../../app/services/content/places/map-text";
import { BRANCHES } from "../../app/services/content/places/branch-links";
import { NOT_FOUND_TITLE } from "../../app/services/platform/page-text";
import { bookFirstVehicle } from "./support/booking";
import { latestMailTo, outboxMails } from "./support/mail";
import { expectNoAxeViolations, watchConsole } from "./support/page-checks";

/**
 * Issue 23 items 4, 5 and 7: deal cards that run their search, the branch map with its Directions
 * link, and the booking's calendar file. Links and downloads work alike without JavaScript: these
 * run with it only.
 */

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

test.describe("bookable deals", () => {
  test("every deal card on /deals/ runs its search and lands on the results", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/deals/");
    const cards = page.getByTestId("deal");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const link = cards.nth(index).getByRole("link", { name: new RegExp(`^${DEAL_CARD_TEXT.book}`) });
      expect(await link.getAttribute("href")).toMatch(
        /^\/search-vehicles\/\?pickupBranch=\d+&dropOffBranch=\d+&pickupDate=\d{4}-\d{2}-\d{2}&/,
      );
    }
    await expectNoAxeViolations(page);
    await cards
      .first()
      .getByRole("link", { name: new RegExp(`^${DEAL_CARD_TEXT.book}`) })
      .click();
    await expect(page).toHaveURL(/\/vehicles\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
    expect(errors).toEqual([]);
  });

  test("a deal link whose window has passed opens the search form with its values and the reason", async ({
    page,
  }) => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date());
    const past = addDays(today, -5);
    const response = await page.goto(
      searchHref({ pickupBranchId: 1, dropOffBranchId: 4, pickupDate: past, days: 3 }),
    );
    expect(response?.status()).toBe(422);
    await expect(page.getByText(SEARCH_LINK_TEXT.refused)).toBeVisible();
    await expect(page.getByText(ITINERARY_MESSAGES.pickupDateBeforeToday)).toBeVisible();
    await expect(page.getByLabel("Pick-up date")).toHaveValue(past);
    await expect(page.getByLabel("Drop-off date")).toHaveValue(addDays(past, 3));
    await expect(page.getByLabel("Pick-up location")).toHaveValue("1");
    await expect(page.getByLabel("Drop-off location")).toHaveValue("4");
  });
});

test.describe("branch map", () => {
  test("/rental-car-locations/ maps every branch, each pin a link to its page", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/rental-car-locations/");
    const map = page.getByTestId("branch-map");
    await expect(map).toBeVisible();
    // The SVG is named by its <title>.
    const titleId = await map.getAttribute("aria-labelledby");
    expect(await map.locator(`[id="${titleId}"]`).textContent()).toBe(BRANCH_MAP_TEXT.title);
    const pins = page.getByTestId("branch-map").getByRole("link");
    await expect(pins).toHaveCount(BRANCHES.length);
    for (const branch of BRANCHES) {
      await expect(
        page.getByTestId("branch-map").getByRole("link", { name: branch.name, exact: true }),
      ).toHaveAttribute("href", branch.href);
    }
    await expectNoAxeViolations(page);
    const queenstown = BRANCHES.find((branch) => branch.slug === "queenstown-airport")!;
    await page.getByTestId("branch-map").getByRole("link", { name: queenstown.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${queenstown.href}$`));
    expect(errors).toEqual([]);
  });

  test("a branch page highlights its branch, shows focus on pins and links directions", async ({ page }) => {
    const branch = BRANCHES.find((item) => item.slug === "christchurch-airport")!;
    await page.goto(branch.href);
    const current = page
      .getByTestId("branch-map")
      .getByRole("link", { name: BRANCH_MAP_TEXT.currentBranch(branch.name) });
    await expect(current).toHaveAttribute("aria-current", "page");
    expect(await page.getByTestId("branch-map").locator('[aria-current="page"]').count()).toBe(1);
    const directions = page.getByRole("link", { name: new RegExp(`^${BRANCH_MAP_TEXT.directions}`) });
    expect(await directions.getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d+,-?\d+\.\d+$/,
    );
    await expectNoAxeViolations(page);
    // Keyboard focus on a pin draws its ring.
    const other = page.getByTestId("branch-map").getByRole("link").first();
    const ring = other.locator("circle").first();
    const strokeOf = () => ring.evaluate((element) => getComputedStyle(element).stroke);
    const unfocused = await strokeOf();
    await other.focus();
    await expect.poll(strokeOf).not.toBe(unfocused);
  });
});

async function downloadCalendar(
  page: Page,
  link: ReturnType<Page["getByRole"]>,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(file!, "utf8") };
}

test.describe("add to calendar", () => {
  test("a confirmed booking downloads its .ics from the confirmation and Manage booking, and the email attaches it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const email = `calendar.${test.info().project.name}@example.co.nz`;
    const reference = await bookFirstVehicle(page, {
      branch: "Christchurch Airport",
      tripOffsetDays: 100,
      email,
    });
    const branch = BRANCHES.find((item) => item.slug === "christchurch-airport")!;

    const fromConfirmation = await downloadCalendar(
      page,
      page.getByRole("link", { name: CALENDAR_TEXT.link }),
    );
    expect(fromConfirmation.name).toBe(`${reference}.ics`);
    expect(fromConfirmation.text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const events = unfold(fromConfirmation.text);
    expect(events).toContain(`${CALENDAR_TEXT.reservationNumber}: ${reference}`);
    expect(events).toContain(`SUMMARY:${CALENDAR_TEXT.pickupSummary(branch.name)}`);
    expect(events.match(/BEGIN:VEVENT/g)).toHaveLength(2);

    const response = await page.request.get(`/add-to-calendar.ics?booking=${reference}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");

    // Someone else (no session) gets the site's 404, not the file.
    const stranger = await browser.newContext({
      baseURL: E2E_BASE_URL,
      javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
    });
    const refused = await stranger.request.get(`/add-to-calendar.ics?booking=${reference}`);
    expect(refused.status()).toBe(404);
    expect(await refused.text()).toBe(NOT_FOUND_TITLE);

    // The stranger finds the booking on Manage booking, and may then download it there.
    const guest = await stranger.newPage();
    await guest.goto("/manage-booking/");
    await guest.getByLabel(MANAGE_BOOKING_TEXT.referenceLabel, { exact: true }).fill(reference);
    await guest.getByLabel(MANAGE_BOOKING_TEXT.emailLabel, { exact: true }).fill(email);
    await guest.getByRole("button", { name: MANAGE_BOOKING_TEXT.find }).click();
    await expect(guest).toHaveURL(/\/manage-booking\/\?booking=/);
    const fromManage = await downloadCalendar(guest, guest.getByRole("link", { name: CALENDAR_TEXT.link }));
    expect(unfold(fromManage.text)).toContain(`UID:${reference}-dropoff@`);
    await stranger.close();

    // The confirmation email carries the same file.
    const mail = await latestMailTo(email, reference);
    expect(mail.text).toContain(CALENDAR_TEXT.emailAttachment);
    type StoredMail = {
      to: string;
      subject: string;
      text: string;
      attachments?: { filename: string; contentType: string; content: string }[];
    };
    for await (const [, stored] of outboxMails<StoredMail>()) {
      if (stored.to !== email.toLowerCase() || !stored.text.includes(reference)) continue;
      expect(stored.attachments?.map((file) => file.filename)).toEqual([`${reference}.ics`]);
      expect(unfold(stored.attachments![0].content)).toContain(
        `${CALENDAR_TEXT.reservationNumber}: ${reference}`,
      );
      break;
    }
  });
});
