import { expect, test, type Page } from "@playwright/test";
import { PROMO_FORM_TEXT, PROMO_UI_TEXT } from "../../../app/services/booking/promo/text";
import { SEARCH_SUBMIT_LABEL } from "../../../app/services/shell/text";
import { SANDBOX_CARDS } from "../../../app/services/platform/payments/sandbox-cards";
import { expectInteractive, openPage } from "./page-checks";

/** Trips of the two projects never share dates, so they never compete for the same cars. */
export function tripDates(offsetDays = 0): { pickupDate: string; dropOffDate: string } {
  const project = test.info().project.name === "js-off" ? 1 : 0;
  const start = new Date(Date.UTC(2027, 4 + project * 2, 3 + offsetDays));
  const end = new Date(start.getTime() + 5 * 86400 * 1000);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { pickupDate: iso(start), dropOffDate: iso(end) };
}

export async function searchTrip(
  page: Page,
  trip: { branch: string; pickupDate: string; dropOffDate: string; pickupTime?: string },
) {
  const form = page.locator("#vehicle-search");
  await form.getByLabel("Pick-up location").selectOption({ label: trip.branch });
  await form.getByLabel("Pick-up date").fill(trip.pickupDate);
  if (trip.pickupTime) await form.getByLabel("Pick-up time").selectOption(trip.pickupTime);
  await form.getByLabel("Drop-off date").fill(trip.dropOffDate);
  await form.getByRole("button", { name: SEARCH_SUBMIT_LABEL }).click();
  // Without JavaScript the answer is a new document, streamed: wait for all of it before a test
  // counts what it lists (with JavaScript the current document is already loaded).
  await page.waitForLoadState("load");
}

/** The card of a vehicle on /vehicles/, by its name. */
export const vehicleCard = (page: Page, name: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** Fills the promo form, in the modal (JavaScript) or on /promo-code/ (without), and applies it. */
export async function applyPromo(page: Page, code: string, aaNumber?: string) {
  const visible = (selector: string) => page.locator(`${selector} >> visible=true`).first();
  const apply = () =>
    page.getByRole("button", { name: PROMO_FORM_TEXT.submit }).locator("visible=true").first().click();
  await visible(`[placeholder="${PROMO_FORM_TEXT.placeholder}"]`).fill(code);
  if (aaNumber !== undefined) {
    const aaField = page.getByLabel(PROMO_FORM_TEXT.aaNumberLabel);
    // Without JavaScript the server asks for the number after the first try.
    if (!(await aaField.first().isVisible())) await apply();
    await page.getByLabel(PROMO_FORM_TEXT.aaNumberLabel).locator("visible=true").first().fill(aaNumber);
  }
  await apply();
}

export async function openPromo(page: Page) {
  await page.locator(`main >> text="${PROMO_UI_TEXT.trigger}" >> visible=true`).first().click();
}

export async function payOnGateway(page: Page, cardNumber: string = SANDBOX_CARDS.approve) {
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  await expectInteractive(page);
  await page.getByLabel("Name on card").fill("Aroha Ngata");
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
}

export async function expectStep(page: Page, step: number, title: string) {
  await expect(page).toHaveURL(new RegExp(`/book-now/\\?step=${step}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

/**
 * Books the first vehicle offered at a branch through the whole booking flow, paid by card, and
 * answers the reservation number. For specs that need a confirmed booking to work with.
 */
export async function bookFirstVehicle(
  page: Page,
  options: {
    branch: string;
    tripOffsetDays: number;
    email: string;
    /** Other dates than the project's trip (e.g. tomorrow, for the branch board), and a pick-up time. */
    dates?: { pickupDate: string; dropOffDate: string; pickupTime?: string };
    /** The vehicle to book, by its card's name (default: the first card offered). */
    vehicle?: string;
    /** Run on the Extras step, before going on (e.g. to read what the site tells the customer). */
    onExtras?: (page: Page) => Promise<void>;
  },
): Promise<string> {
  await openPage(page, "/vehicles/");
  await searchTrip(page, { branch: options.branch, ...(options.dates ?? tripDates(options.tripOffsetDays)) });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: "Choose" }) })
    .first();
  const name = options.vehicle ?? (await card.getByRole("heading").first().textContent())!.trim();
  await vehicleCard(page, name).getByRole("button", { name: "Choose" }).click();
  await expectStep(page, 2, "Extras");
  await options.onExtras?.(page);
  await page.getByRole("button", { name: "Continue to your details" }).click();
  await expectStep(page, 3, "Your details");
  await page.getByLabel("First name").fill("Aroha");
  await page.getByLabel("Last name").fill("Ngata");
  await page.getByLabel("Email").fill(options.email);
  await page.getByLabel("Phone").fill("+64 21 555 0101");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expectStep(page, 4, "Review and pay");
  await page.getByRole("radio", { name: /^Master Card/ }).check();
  await page.getByRole("button", { name: "Pay now" }).click();
  await payOnGateway(page, SANDBOX_CARDS.approveMastercard);
  await expect(page).toHaveURL(/\/payment\/confirmation\/$/);
  return (await page
    .getByText(/^GO\d{7}$/)
    .first()
    .textContent())!.trim();
}
