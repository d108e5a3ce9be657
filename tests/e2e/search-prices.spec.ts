import { expect, test, type Locator } from "@playwright/test";
import { ITINERARY_MESSAGES } from "~/services/booking/search/text";
import { ONE_WAY_FEE_INTER_ISLAND } from "~/services/booking/constants";
import { CARD_PRICE_TEXT } from "../../app/services/booking/search/card-price";
import { MAX_RENTAL_DAYS, RENTAL_LIMIT_MESSAGES } from "../../app/services/booking/search/limits";
import { formatMoney } from "../../app/services/platform/money";
import { CARD_TYPE_LABELS } from "../../app/services/booking/payment/methods";
import { cardBrandMismatchMessage, SANDBOX_CARDS } from "../../app/services/platform/payments/sandbox-cards";
import { applyPromo, expectStep, openPromo, payOnGateway, searchTrip, tripDates } from "./support/booking";

/** "$1,234.56" → 1234.56 */
const money = (text: string) => Number(text.replace(/[$,]/g, ""));

/** The numbers of a results card's price block: per day, lines, days and total. */
async function cardNumbers(card: Locator) {
  const text = (await card.locator("p").filter({ hasText: "per day" }).innerText()).replace(/\s+/g, " ");
  const perDay = money(/(\$[\d,.]+) per day/.exec(text)![1]);
  const [, total, days] = /(\$[\d,.]+) total for (\d+) days?/.exec(text)!;
  const free = /(\d+) free days?/.exec(text);
  const fee = new RegExp(`${CARD_PRICE_TEXT.oneWayFee}: (\\$[\\d,.]+)`).exec(text);
  return {
    perDay,
    total: money(total),
    days: Number(days),
    freeDays: free ? Number(free[1]) : 0,
    fee: fee ? money(fee[1]) : 0,
  };
}

test("a one-way search names the fee on every card, and each card adds up (issue 24 item 7)", async ({
  page,
}) => {
  await page.goto("/search-vehicles/");
  await page
    .locator("#vehicle-search")
    .getByLabel("Drop-off location")
    .selectOption({ label: "Christchurch Airport" });
  await searchTrip(page, { branch: "Auckland Airport", ...tripDates(60) });
  await expect(page).toHaveURL(/\/vehicles\/(#results)?$/);
  const cards = page.locator("article").filter({ hasText: "total for" });
  await expect(cards.first()).toBeVisible();
  let named = 0;
  for (const card of await cards.all()) {
    const shown = await cardNumbers(card);
    if (shown.fee > 0) {
      named += 1;
      await expect(card).toContainText(
        `${CARD_PRICE_TEXT.oneWayFee}: ${formatMoney(ONE_WAY_FEE_INTER_ISLAND)}`,
      );
    }
    expect(Math.round((shown.perDay * (shown.days - shown.freeDays) + shown.fee) * 100) / 100).toBe(
      shown.total,
    );
  }
  expect(named).toBeGreaterThan(0);
});

test("with a promo code, each card's per day × days is its total to the cent (issue 24 item 8)", async ({
  page,
}) => {
  await page.goto("/vehicles/");
  await searchTrip(page, {
    branch: "Queenstown Airport",
    pickupDate: tripDates(80).pickupDate,
    dropOffDate: tripDates(79).dropOffDate,
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
  await openPromo(page);
  await applyPromo(page, "realnz");
  await expect(page).toHaveURL(/\/vehicles\/(#results)?$/);
  const cards = page.locator("article").filter({ hasText: "total for" });
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const shown = await cardNumbers(card);
    expect(shown.days).toBe(4);
    expect(Math.round((shown.perDay * (shown.days - shown.freeDays) + shown.fee) * 100) / 100).toBe(
      shown.total,
    );
  }
});

test("a search link with bad dates shows the form's messages with the link's values (issue 24 item 10)", async ({
  page,
}) => {
  await page.goto("/search-vehicles/");
  const branchId = await page
    .locator("#vehicle-search")
    .getByLabel("Pick-up location")
    .locator("option", { hasText: "Christchurch Airport" })
    .getAttribute("value");
  const { pickupDate } = tripDates(30);
  const response = await page.goto(
    `/search-vehicles/?pickupBranch=${branchId}&pickupDate=${pickupDate}&pickupTime=10:00&dropOffDate=2027-01-08&dropOffTime=10:00`,
  );
  expect(response?.status()).toBe(422);
  const form = page.locator("#vehicle-search");
  await expect(form.getByText(ITINERARY_MESSAGES.dropOffDateBeforePickup)).toBeVisible();
  await expect(form.getByLabel("Pick-up date")).toHaveValue(pickupDate);
  await expect(form.getByLabel("Drop-off date")).toHaveValue("2027-01-08");
  await expect(form.getByLabel("Pick-up location").locator("option:checked")).toHaveText(
    "Christchurch Airport",
  );
});

test("a rental longer than the limit, or a pick-up too far ahead, is refused beside the field (issue 24 item 11) @no-js", async ({
  page,
}) => {
  await page.goto("/search-vehicles/");
  const { pickupDate } = tripDates(10);
  const tooLate = new Date(Date.parse(`${pickupDate}T00:00:00Z`) + (MAX_RENTAL_DAYS + 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await searchTrip(page, { branch: "Christchurch Airport", pickupDate, dropOffDate: tooLate });
  const form = page.locator("#vehicle-search");
  await expect(form.getByText(RENTAL_LIMIT_MESSAGES.rentalTooLong)).toBeVisible();
  await expect(form.getByLabel("Drop-off date")).toHaveValue(tooLate);

  await page.goto("/search-vehicles/");
  await searchTrip(page, {
    branch: "Christchurch Airport",
    pickupDate: "2030-03-01",
    dropOffDate: "2030-03-05",
  });
  await expect(
    page.locator("#vehicle-search").getByText(RENTAL_LIMIT_MESSAGES.pickupTooFarAhead),
  ).toBeVisible();
  await expect(page.locator("#vehicle-search").getByLabel("Pick-up date")).toHaveValue("2030-03-01");
});

test("a card of another brand than the type chosen is refused before the charge (issue 24 item 9) @no-js", async ({
  page,
}) => {
  await page.goto("/vehicles/");
  await searchTrip(page, { branch: "Nelson Airport", ...tripDates(75) });
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: "Choose" }) })
    .first();
  await card.getByRole("button", { name: "Choose" }).click();
  await expectStep(page, 2, "Extras");
  await page.getByRole("button", { name: "Continue to your details" }).click();
  await expectStep(page, 3, "Your details");
  await page.getByLabel("First name").fill("Aroha");
  await page.getByLabel("Last name").fill("Ngata");
  await page.getByLabel("Email").fill(`brand-${test.info().project.name}@example.co.nz`);
  await page.getByLabel("Phone").fill("+64 21 555 0101");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expectStep(page, 4, "Review and pay");
  await page.getByRole("radio", { name: /^Visa\b(?! Electron)/ }).check();
  await page.getByRole("button", { name: "Pay now" }).click();
  await payOnGateway(page, SANDBOX_CARDS.approveAmex);
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  await expect(
    page.getByText(cardBrandMismatchMessage(CARD_TYPE_LABELS.amex, CARD_TYPE_LABELS.visa)),
  ).toBeVisible();
  await expect(page.getByLabel("Name on card")).toHaveValue("Aroha Ngata");
  // The Visa the fee was priced for pays.
  await payOnGateway(page, SANDBOX_CARDS.approve);
  await expect(page).toHaveURL(/\/payment\/confirmation\/$/);
  await expect(page.getByText(/Visa ending 4242/)).toBeVisible();
});
