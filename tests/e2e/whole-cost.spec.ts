import { expect, test, type Page } from "@playwright/test";
import { INSURANCE_OPTIONS, PROCESSING_FEES } from "../../app/models/seed/booking";
import { ALWAYS_EXCLUDED, COST_TEXT, RETURN_RULES } from "../../app/services/booking/cost/text";
import { formatMoney } from "../../app/services/platform/money";
import { expectStep, searchTrip, tripDates, vehicleCard } from "./support/booking";
import { expectNoAxeViolations, openPage } from "./support/page-checks";

/**
 * Issue 23 item 2, the whole cost before paying: each cover's excess, bond and exclusions, the
 * return rule, the card fee and the most you could pay, on the extras and review steps; on a phone
 * the total so far stays on screen while the extras are chosen.
 */
const basic = INSURANCE_OPTIONS.find((cover) => cover.code === "basic")!;
const totalCare = INSURANCE_OPTIONS.find((cover) => cover.code === "total-care")!;
const highestFee = Math.max(...PROCESSING_FEES.map((fee) => Number(fee.percent)));

async function openExtras(page: Page, offset: number) {
  await openPage(page, "/vehicles/");
  await searchTrip(page, { branch: "Christchurch Airport", ...tripDates(offset) });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: "Choose" }) })
    .first();
  const name = (await card.getByRole("heading").first().textContent())!.trim();
  await vehicleCard(page, name).getByRole("button", { name: "Choose" }).click();
  await expectStep(page, 2, "Extras");
}

/** The amount in "The most you could pay with …: $X". */
async function mostAmount(page: Page, coverName: string): Promise<number> {
  const line = page.getByText(`${COST_TEXT.mostTitle} with ${coverName}:`);
  await expect(line).toBeVisible();
  const text = (await line.textContent())!;
  return Number(text.split("$")[1].replace(/,/g, ""));
}

/** The total of the price summary beside the steps. */
async function summaryTotal(page: Page): Promise<number> {
  const total = page.locator("aside tfoot td");
  return Number((await total.textContent())!.replace(/[$,]/g, ""));
}

test("the extras and review steps show every cover's terms and the most you could pay", async ({ page }) => {
  await openExtras(page, 170);
  const insurance = page.getByRole("group", { name: "Insurance" });
  for (const cover of INSURANCE_OPTIONS) {
    const option = insurance.locator("label").filter({ hasText: cover.name });
    await expect(option).toContainText(`${COST_TEXT.excess}: ${formatMoney(cover.excess)}`);
    await expect(option).toContainText(`${COST_TEXT.bond}: ${formatMoney(cover.bond)}`);
    await expect(option).toContainText(`${COST_TEXT.notCovered}:`);
  }
  await expect(insurance.locator("label").filter({ hasText: basic.name })).toContainText("tyres");
  await expect(insurance.locator("label").filter({ hasText: basic.name })).toContainText("underbody");

  const whole = page.getByRole("region", { name: COST_TEXT.title });
  await expect(whole).toContainText(RETURN_RULES.fuel);
  await expect(whole).toContainText(ALWAYS_EXCLUDED[0]);
  await expect(whole).toContainText(`${highestFee}%`);
  // Basic cover until another is chosen: the price, the highest card fee and the $4,000 excess.
  const price = await summaryTotal(page);
  const most = await mostAmount(page, basic.name);
  expect(most).toBeCloseTo(price + Math.round(price * highestFee) / 100 + basic.excess, 1);
  await expectNoAxeViolations(page);

  await insurance.getByRole("radio", { name: new RegExp(`^${totalCare.name}`) }).check();
  await page.getByRole("button", { name: "Continue to your details" }).click();
  await expectStep(page, 3, "Your details");
  await page.getByLabel("First name").fill("Aroha");
  await page.getByLabel("Last name").fill("Ngata");
  await page.getByLabel("Email").fill("whole-cost@example.com");
  await page.getByLabel("Phone").fill("+64 21 555 0101");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expectStep(page, 4, "Review and pay");

  const review = page.getByRole("region", { name: COST_TEXT.title });
  if (process.env.COST_SCREENSHOT)
    await review.screenshot({
      path: `${process.env.COST_SCREENSHOT}-review-${test.info().project.name}.png`,
    });
  await expect(review).toContainText(totalCare.name);
  await expect(review).toContainText(`${COST_TEXT.excess}${formatMoney(totalCare.excess)}`);
  await expect(review).toContainText(formatMoney(totalCare.bond));
  const reviewPrice = await summaryTotal(page);
  // No excess with Total Care: the most is the price and the highest card fee.
  expect(await mostAmount(page, totalCare.name)).toBeCloseTo(
    reviewPrice + Math.round(reviewPrice * highestFee) / 100,
    1,
  );
  await expectNoAxeViolations(page);
});

test("on a phone the total so far stays on screen while choosing extras", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openExtras(page, 176);
  const running = page.getByText(`${COST_TEXT.runningTotal}:`);
  const insurance = page.getByRole("group", { name: "Insurance" });
  await insurance.scrollIntoViewIfNeeded();
  await expect(running).toBeVisible();
  const box = (await running.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(800);
  await expect(running).toContainText(formatMoney(await summaryTotal(page)));
  // A look by eye: COST_SCREENSHOT=/tmp/cost saves the screen of each project.
  if (process.env.COST_SCREENSHOT)
    await page.screenshot({ path: `${process.env.COST_SCREENSHOT}-${test.info().project.name}.png` });
  // The step bar fits the phone's width.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
