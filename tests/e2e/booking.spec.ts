import { expect, test, type Page } from "@playwright/test";
import {
  INVALID_AA_MEMBERSHIP_NUMBER,
  PROMO_FORM_TEXT,
  PROMO_UI_TEXT,
} from "../../app/services/booking/promo/text";
import {
  ITINERARY_EXPIRED_TITLE,
  ITINERARY_MESSAGES,
  SEARCH_FORM_MESSAGES,
} from "../../app/services/booking/search/text";
import {
  BOOKING_FORM_MESSAGES,
  CONFIRMATION_TEXT,
  confirmationSentMessage,
} from "../../app/services/booking/text";
import { INVALID_PHONE } from "../../app/services/platform/text";
import { BOOKING_STEPS } from "../../app/services/booking/steps/steps";
import { SANDBOX_CARDS } from "../../app/services/platform/payments/sandbox-cards";
import {
  applyPromo,
  expectStep,
  openPromo,
  payOnGateway,
  searchTrip,
  tripDates,
  vehicleCard,
} from "./support/booking";
import { expectNoAxeViolations } from "./support/page-checks";
import { VEHICLE_PHOTOS_TEXT as PHOTOS_TEXT } from "../../app/services/booking/vehicles/text";

const DECLINED_CARD = "4000 0000 0000 0002";
const DECLINE_REASON = SANDBOX_CARDS.declines["4000000000000002"];
const AA_MEMBER = "6365010000000011";
const VEHICLE = "Toyota Yaris or similar";

test("a whole booking: AA promo code, extras, a declined card, then an approved one @no-js", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/vehicles/");
  await searchTrip(page, { branch: "Christchurch Airport", ...tripDates() });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
  await expectNoAxeViolations(page);

  // An AA code needs a number the AA accepts.
  await openPromo(page);
  await applyPromo(page, "AAMember", "1234");
  const sorry = page.getByRole("alert").filter({ hasText: PROMO_FORM_TEXT.errorListTitle });
  await expect(sorry).toContainText(INVALID_AA_MEMBERSHIP_NUMBER);
  await applyPromo(page, "AAMember", AA_MEMBER);
  await expect(page).toHaveURL(/\/vehicles\/(#results)?$/);
  await expect(page.locator("main").getByText(PROMO_UI_TEXT.appliedLabel).first()).toBeVisible();
  await expect(page.locator("main").getByText("aamember").first()).toBeVisible();

  // Step 1 → 2: choose the vehicle.
  await vehicleCard(page, VEHICLE).getByRole("button", { name: "Choose" }).click();
  await expectStep(page, 2, "Extras");
  await expect(page.getByRole("rowheader", { name: /Promo code AAMEMBER \(15% off/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Step 2: extras, insurance, carbon offset.
  await page.getByLabel("GPS navigation").selectOption("1");
  await page.getByRole("radio", { name: /Standard cover/ }).check();
  await page.getByRole("checkbox", { name: /Offset the carbon/ }).check();
  await page.getByRole("button", { name: "Continue to your details" }).click();
  await expectStep(page, 3, "Your details");
  await expect(page.getByRole("rowheader", { name: /GPS navigation/ })).toBeVisible();

  // Step 3: bad input is refused beside the fields, values kept.
  await page.getByLabel("First name").fill("Aroha");
  await page.getByLabel("Phone").fill("12");
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expect(page.getByText(BOOKING_FORM_MESSAGES.lastNameRequired)).toBeVisible();
  await expect(page.getByText(INVALID_PHONE)).toBeVisible();
  await expect(page.getByText(BOOKING_FORM_MESSAGES.termsRequired)).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Aroha");
  await page.getByLabel("Last name").fill("Ngata");
  await page.getByLabel("Email").fill("aroha@example.co.nz");
  await page.getByLabel("Phone").fill("+64 21 555 0101");
  await page.getByLabel("Flight number (optional)").fill("nz 123");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expectStep(page, 4, "Review and pay");
  await expect(page.getByText("NZ123")).toBeVisible();
  await expectNoAxeViolations(page);

  // Step 4: a card that is declined brings the visitor back with the booking intact.
  await page.getByRole("radio", { name: /^Visa\b(?! Electron)/ }).check();
  await page.getByRole("button", { name: "Pay now" }).click();
  await payOnGateway(page, DECLINED_CARD);
  await expectStep(page, 4, "Review and pay");
  await expect(page.getByRole("alert")).toContainText(DECLINE_REASON);
  await expect(page.getByText("NZ123")).toBeVisible();

  // Then an approved card confirms it.
  await page.getByRole("radio", { name: /^Master Card/ }).check();
  await page.getByRole("button", { name: "Pay now" }).click();
  await payOnGateway(page, SANDBOX_CARDS.approveMastercard);
  await expect(page).toHaveURL(/\/payment\/confirmation\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONFIRMATION_TEXT.paymentReceivedTitle);
  const reference = (await page
    .getByText(/^GO\d{7}$/)
    .first()
    .textContent())!.trim();
  await expect(page.getByText(confirmationSentMessage("aroha@example.co.nz"))).toBeVisible();
  await expectNoAxeViolations(page);

  // A refresh or the back button never books or pays twice.
  await page.reload();
  await expect(page.getByText(reference).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/payment\/confirmation\/$|\/sandbox-gateway\//);
  await page.goto("/book-now/?step=5");
  await expect(page.getByText(reference).first()).toBeVisible();
  await page.goto("/confirmation/");
  await expect(page.getByText(reference).first()).toBeVisible();
  // The booking in progress is over: the steps send the visitor back to choose a vehicle.
  await page.goto("/book-now/?step=2");
  await expect(page).toHaveURL(/\/vehicles\/$/);
});

test("bank transfer confirms the booking with the bank details and the reference @no-js", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/vehicles/");
  await searchTrip(page, { branch: "Queenstown Airport", ...tripDates(10) });
  await vehicleCard(page, VEHICLE).getByRole("button", { name: "Choose" }).click();
  await expectStep(page, 2, "Extras");
  await page.getByRole("button", { name: "Continue to your details" }).click();
  await page.getByLabel("First name").fill("James");
  await page.getByLabel("Last name").fill("Whitfield");
  await page.getByLabel("Email").fill("james@example.com");
  await page.getByLabel("Phone").fill("+44 20 7946 0958");
  await page.getByLabel("Country of residence").selectOption({ label: "United Kingdom" });
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expectStep(page, 4, "Review and pay");
  await page.getByRole("radio", { name: /Bank transfer/ }).check();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/payment\/confirmation\/account2account\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONFIRMATION_TEXT.bankTransferTitle);
  const reference = (await page
    .getByText(/^GO\d{7}$/)
    .first()
    .textContent())!.trim();
  await expect(page.getByText(reference).nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the search refuses a bad itinerary beside its fields and keeps what was typed @no-js", async ({
  page,
}) => {
  await page.goto("/search-vehicles/");
  const { pickupDate } = tripDates(20);
  await searchTrip(page, {
    branch: "Invercargill Airport",
    pickupDate,
    dropOffDate: "2027-01-01",
    pickupTime: "03:00",
  });
  await expect(page.getByText(ITINERARY_MESSAGES.dropOffDateBeforePickup)).toBeVisible();
  await expect(
    page.getByText(`${ITINERARY_MESSAGES.pickupOutsideBranchHours}: Invercargill Airport`),
  ).toBeVisible();
  await expect(page.locator("#vehicle-search").getByLabel("Pick-up date")).toHaveValue(pickupDate);
  await expect(page.locator("#vehicle-search").getByLabel("Pick-up location")).toHaveValue(/\d+/);
  await expectNoAxeViolations(page);
});

test("a search refused on the home page says why beside the field, values kept (where the visitor is, with JavaScript) @no-js", async ({
  page,
}) => {
  await page.goto("/");
  const form = page.locator("#vehicle-search");
  await form.getByLabel("Drop-off location").selectOption({ label: "Auckland Airport" });
  await searchTrip(page, { branch: "Waiheke Matiatia", ...tripDates(40) });
  await expect(form.getByText(SEARCH_FORM_MESSAGES.waihekeCarFerry)).toBeVisible();
  await expect(form.getByLabel("Pick-up location").locator("option:checked")).toHaveText("Waiheke Matiatia");
  await expect(form.getByLabel("Drop-off location").locator("option:checked")).toHaveText("Auckland Airport");
  if (test.info().project.use.javaScriptEnabled === false) {
    await expect(page).toHaveURL(/\/search-vehicles\/$/);
  } else {
    await expect(page).toHaveURL(/\/$/);
    await expect(form.getByLabel("Drop-off location")).toBeFocused();
  }
  await expectNoAxeViolations(page);
});

test("the server refuses a bad search with a 4xx, never a 500", async ({ request }) => {
  const response = await request.post("/search-vehicles/", {
    form: {
      pickupBranch: "99999",
      pickupDate: "0001-01-01",
      pickupTime: "25:00",
      dropOffDate: "x",
      dropOffTime: "",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
});

test("steps cannot be skipped, and without a booking they lead to the vehicles", async ({ page }) => {
  await page.goto("/book-now/?step=3");
  await expect(page).toHaveURL(/\/vehicles\/$/);
  await searchTrip(page, { branch: "Dunedin Airport", ...tripDates(15) });
  await vehicleCard(page, VEHICLE).getByRole("button", { name: "Choose" }).click();
  await expectStep(page, 2, "Extras");
  await page.goto("/book-now/?step=4");
  await expectStep(page, 2, "Extras");
  await page.goto("/book-now/?step=abc");
  await expectStep(page, 2, "Extras");
  await page.goto("/book-now/?step=1");
  await expectStep(page, 1, "Vehicle");
  await expect(page.getByText(VEHICLE).first()).toBeVisible();
});

test("an expired search says so on /vehicles/", async ({ page }) => {
  await page.goto("/vehicles/?expired=1");
  await expect(page.getByRole("alert")).toContainText(ITINERARY_EXPIRED_TITLE);
});

test("without a search, /vehicles/ shows the fleet with 'from' prices and filters kept in the URL @no-js", async ({
  page,
}) => {
  await page.goto("/vehicles/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our rental vehicles");
  await expect(vehicleCard(page, VEHICLE).getByText("From", { exact: true })).toBeVisible();
  // One photo on the card, the others a link away (docs/decisions/0076-results-cards-one-image.md).
  await expect(vehicleCard(page, VEHICLE).getByRole("img")).toHaveCount(1);
  await expect(vehicleCard(page, VEHICLE).getByRole("link", { name: PHOTOS_TEXT.more(4) })).toBeVisible();
  await page.getByLabel("Vehicle type").selectOption({ label: "Van or people carriers" });
  if (test.info().project.use.javaScriptEnabled === false)
    await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/category=van-or-people-carriers/);
  await expect(page.getByText(/^\d+ of \d+ vehicles$/)).toBeVisible();
  await expect(vehicleCard(page, VEHICLE)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/**
 * The step bar on a 360 px phone (issue 24): every step inside its own box, no sideways scroll of
 * the bar or the page; the current step says where the visitor is (aria-current) and every step
 * keeps its full name for screen readers.
 */
async function expectStepBarFits(page: Page, current: number) {
  const bar = page.getByRole("navigation", { name: "Booking steps" });
  const steps = bar.getByRole("listitem");
  await expect(steps).toHaveCount(BOOKING_STEPS.length);
  for (const [position, step] of BOOKING_STEPS.entries()) {
    const item = steps.nth(position);
    await expect(item).toHaveText(`${step.index}. ${step.title}`);
    if (step.index === current) await expect(item).toHaveAttribute("aria-current", "step");
    else await expect(item).not.toHaveAttribute("aria-current", /.*/);
  }
  await expect(bar.locator('[aria-current="step"]')).toBeVisible();
  const measured = await bar.evaluate((nav) => {
    const list = nav.querySelector("ol")!;
    const pageWidth = document.documentElement.clientWidth;
    return {
      barOverflow: list.scrollWidth - list.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - pageWidth,
      steps: [...list.querySelectorAll("li")].map((item) => {
        const box = item.getBoundingClientRect();
        return {
          text: item.textContent,
          overflow: item.scrollWidth - item.clientWidth,
          left: box.left,
          right: box.right,
        };
      }),
      pageWidth,
    };
  });
  expect(measured.barOverflow, "the step bar scrolls sideways").toBeLessThanOrEqual(0);
  expect(measured.pageOverflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
  for (const step of measured.steps) {
    expect(step.overflow, `"${step.text}" overflows its box`).toBeLessThanOrEqual(0);
    expect(step.left).toBeGreaterThanOrEqual(0);
    expect(step.right).toBeLessThanOrEqual(measured.pageWidth);
  }
}

test("the booking step bar fits a 360 px phone: no step clipped, no sideways scroll", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/vehicles/");
  await searchTrip(page, { branch: "Dunedin Airport", ...tripDates(150) });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: "Choose" }) })
    .first();
  await card.getByRole("button", { name: "Choose" }).click();
  await expectStep(page, 2, "Extras");
  await expectStepBarFits(page, 2);
  // A step already reached still links back by its full name.
  await expect(
    page.getByRole("navigation", { name: "Booking steps" }).getByRole("link", { name: "1. Vehicle" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Continue to your details" }).click();
  await expectStep(page, 3, "Your details");
  await expectStepBarFits(page, 3);
  await page.getByLabel("First name").fill("Aroha");
  await page.getByLabel("Last name").fill("Ngata");
  await page.getByLabel("Email").fill("step.bar@example.co.nz");
  await page.getByLabel("Phone").fill("+64 21 555 0101");
  await page.getByRole("checkbox", { name: /accept the/ }).check();
  await page.getByRole("button", { name: "Continue to review and pay" }).click();
  await expectStep(page, 4, "Review and pay");
  await expectStepBarFits(page, 4);
});
