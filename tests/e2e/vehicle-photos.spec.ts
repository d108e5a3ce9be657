import { expect, test, type Page } from "@playwright/test";
import { CAR_CLASSES } from "~/models/seed/car-classes";
import { VEHICLE_PHOTOS_TEXT as TEXT } from "../../app/services/booking/vehicles/text";
import { searchTrip, tripDates, vehicleCard } from "./support/booking";
import { expectNoAxeViolations, openPage } from "./support/page-checks";

/**
 * A results card shows one photo of its class and links to the others
 * (docs/decisions/0076-results-cards-one-image.md): with JavaScript they open in a modal over the
 * list, without it on the class's photo page. And what that saves: the results page's weight.
 */

const VEHICLE = CAR_CLASSES.find((carClass) => carClass.name === "Toyota Yaris or similar")!;
const ALTS = VEHICLE.images.map((image) => image.alt);
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

async function searchResults(page: Page, offsetDays: number) {
  await openPage(page, "/vehicles/");
  await searchTrip(page, { branch: "Auckland Airport", ...tripDates(offsetDays) });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  // Without JavaScript the photos are a page of their own at any width: that flow runs once, on the phone.
  test.describe(`at ${viewport.width} px${viewport.width === 360 ? " @no-js" : ""}`, () => {
    test.use({ viewport });

    test("a traveller opens every photo of a class from its results card, by keyboard", async ({ page }) => {
      await searchResults(page, viewport.width === 360 ? 61 : 63);
      const card = vehicleCard(page, VEHICLE.name);
      await expect(card.getByRole("img")).toHaveCount(1);
      await expect(card.getByRole("img")).toHaveAttribute("alt", ALTS[0]);
      await expect(card.getByRole("img")).toHaveAttribute("sizes", /100vw/);
      const more = card.getByRole("link", { name: TEXT.more(ALTS.length - 1) });
      await expect(more).toBeVisible();
      // The link names its class (the card's heading describes it) and sits inside the card.
      await expect(more).toHaveAccessibleDescription(VEHICLE.name);
      const cardBox = (await card.boundingBox())!;
      const linkBox = (await more.boundingBox())!;
      expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);

      await more.focus();
      await page.keyboard.press("Enter");
      if (jsOn()) {
        const dialog = page.getByRole("dialog", { name: TEXT.title(VEHICLE.name) });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("img")).toHaveCount(ALTS.length);
        await expect(dialog.getByRole("img").last()).toHaveAttribute("alt", ALTS[ALTS.length - 1]);
        expect(
          await dialog
            .getByRole("img")
            .evaluateAll((images) => images.map((image) => image.getAttribute("alt"))),
        ).toEqual(ALTS);
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(more).toBeFocused();
        await expect(page).toHaveURL(/\/vehicles\/$/);
      } else {
        await expect(page).toHaveURL(`/vehicles/photos/${VEHICLE.classCode}/`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT.title(VEHICLE.name));
        const photos = page.getByRole("main").getByRole("img");
        expect(
          await photos.evaluateAll((images) => images.map((image) => image.getAttribute("alt"))),
        ).toEqual(ALTS);
        await page.getByRole("link", { name: TEXT.back }).click();
        await expect(page).toHaveURL(new RegExp(`/vehicles/#vehicle-${VEHICLE.carClassId}$`));
        await expect(vehicleCard(page, VEHICLE.name)).toBeVisible();
      }
    });
  });
}

test("the photo page of a class is a page of its own, and an unknown class is a 404", async ({ page }) => {
  const response = await openPage(page, `/vehicles/photos/${VEHICLE.classCode}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT.title(VEHICLE.name));
  await expect(page.getByRole("main").getByRole("img")).toHaveCount(ALTS.length);
  await expect(page.getByRole("link", { name: TEXT.back })).toHaveAttribute(
    "href",
    `/vehicles/#vehicle-${VEHICLE.carClassId}`,
  );
  await expectNoAxeViolations(page);
  // Only a path of this site is a way back.
  await openPage(
    page,
    `/vehicles/photos/${VEHICLE.classCode}/?back=${encodeURIComponent("//evil.example/")}`,
  );
  await expect(page.getByRole("link", { name: TEXT.back })).toHaveAttribute(
    "href",
    `/vehicles/#vehicle-${VEHICLE.carClassId}`,
  );
  const missing = await page.goto("/vehicles/photos/no-such-class/");
  expect(missing?.status()).toBe(404);
});

/**
 * Page weight (issue 22): the HTML of a results page, each card's photo one <img> and the loader
 * data only what the cards show. Measured on the server's answer, as a phone downloads it.
 */
test.describe("results page weight", () => {
  async function resultsHtml(page: Page, query = "") {
    const answer = await page.request.get(`/vehicles/${query}`, { headers: { Accept: "text/html" } });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    return { bytes: Buffer.byteLength(html), cards: html.split("<article").length - 1 };
  }

  async function search(page: Page) {
    const { pickupDate, dropOffDate } = tripDates(70);
    const posted = await page.request.post("/search-vehicles/", {
      form: {
        pickupBranch: "1",
        dropOffBranch: "",
        pickupDate,
        pickupTime: "10:00",
        dropOffDate,
        dropOffTime: "10:00",
      },
      headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(302);
  }

  test("each results card adds at most 2 KB of HTML, its data included", async ({ page }) => {
    await search(page);
    const all = await resultsHtml(page);
    // The same page with a filter that leaves no card: what the page weighs without its cards.
    const none = await resultsHtml(page, "?fuel=electric&seats=10");
    expect(all.cards).toBeGreaterThanOrEqual(20);
    expect(none.cards).toBe(0);
    expect((all.bytes - none.bytes) / all.cards).toBeLessThanOrEqual(RESULTS_CARD_BYTES);
  });
});

/** What a results card may add to the page, photo, link, specs, price, button and data included. */
const RESULTS_CARD_BYTES = 2 * 1024;
