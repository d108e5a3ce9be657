import { expect, type Browser, type Page } from "@playwright/test";
import { RETURN_TEXT as RT } from "~/services/admin/bookings/return-text";
import { COUNTER_DONE, COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import { adminBookingPath, adminCarPath } from "~/services/admin/fleet/paths";
import { FLEET_TEXT, VEHICLE_MOVE_KIND_LABELS } from "~/services/admin/fleet/text";
import { DEFAULT_ONE_WAY_FEES } from "~/services/booking/constants";
import { formatMoney } from "~/services/platform/money";
import { test, pickupChecks } from "./support/admin";
import { bookFirstVehicle, searchTrip, tripDates, vehicleCard } from "./support/booking";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

/**
 * Return anywhere (issue 32 item 4): a car booked at Auckland Airport comes back to Wellington
 * Airport, which has no car of its class; the return takes Wellington, charges the one-way fee with
 * the return's charges, the car's page lists the move, and a new search at Wellington offers the
 * class at once. Each project books its own class, so the two never share a car.
 */

/** Classes Auckland Airport has and Wellington Airport has not (seed fleet). */
const CLASS_OF_PROJECT: Record<string, string> = {
  "js-on": "Suzuki Swift manual (older model) or similar",
  "js-off": "Mazda 3 manual (older model) or similar",
};

/** A new visitor's search at the branch: whether the class is offered (a card with "Choose"). */
async function offered(
  browser: Browser,
  javaScriptEnabled: boolean,
  trip: { branch: string; pickupDate: string; dropOffDate: string },
  className: string,
): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled });
  try {
    const visitor = await context.newPage();
    await openPage(visitor, "/vehicles/");
    await searchTrip(visitor, trip);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
    return await vehicleCard(visitor, className).getByRole("button", { name: "Choose" }).count();
  } finally {
    await context.close();
  }
}

async function submit(page: Page, formTitle: string, button: string) {
  await expectSettled(page);
  await page
    .getByRole("region", { name: formTitle, exact: true })
    .getByRole("button", { name: button })
    .click();
}

test("a car comes back to another branch and is bookable there at once @no-js", async ({
  page,
  adminPage,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  const className = CLASS_OF_PROJECT[project];
  const wellington = { branch: "Wellington Airport", ...tripDates(130) };

  // Wellington has no car of the class.
  expect(await offered(browser, javaScriptEnabled, wellington, className)).toBe(0);

  const reference = await bookFirstVehicle(page, {
    branch: "Auckland Airport",
    tripOffsetDays: 120,
    email: `return-anywhere-${project}@example.co.nz`,
    vehicle: className,
  });

  // Picked up at Auckland Airport.
  await openPage(adminPage, adminBookingPath(reference));
  await pickupChecks(adminPage);
  const pickup = adminPage.getByRole("region", { name: T.pickupTitle, exact: true });
  const car = pickup.getByLabel(T.pickupVehicle);
  const carLabel = (await car.locator("option").nth(1).textContent())!;
  const [, registration, km] = /^(\S+) \((\d+) km\)/.exec(carLabel)!;
  const odometer = Number(km) + 500;
  await car.selectOption({ label: carLabel });
  await pickup.getByLabel(T.odometerLabel).fill(String(odometer));
  await pickup.getByLabel(T.fuelLabel).fill("100");
  await pickup.getByLabel(T.licenceSeen).check();
  await pickup.getByLabel(T.cardSeen).check();
  await pickup.getByLabel(T.damageWalkaround).check();
  // The booking picks up months ahead: the hand-over today needs the override and its reason.
  const early = pickup.getByRole("group", { name: T.earlyOverrideLegend });
  await early.getByRole("checkbox").check();
  await early.getByLabel(T.earlyOverrideReason).fill("Test trip handed over early.");
  await submit(adminPage, T.pickupTitle, T.pickupButton);
  await expect(adminPage.getByRole("status").filter({ hasText: COUNTER_DONE["picked-up"] })).toBeVisible();

  // Back at Wellington a moment later: the form's own date and time (now) are taken.
  const returnRegion = adminPage.getByRole("region", { name: T.returnTitle, exact: true });
  const branchField = returnRegion.getByLabel(RT.returnBranchLabel);
  await expect(branchField.locator("option:checked")).toHaveText(
    RT.returnBranchOption("Auckland Airport", null, true),
  );
  const fee = formatMoney(DEFAULT_ONE_WAY_FEES.sameIsland);
  await branchField.selectOption({ label: RT.returnBranchOption("Wellington Airport", fee, false) });
  await returnRegion.getByLabel(T.odometerLabel).fill(String(odometer + 650));
  await returnRegion.getByLabel(T.fuelLabel).fill("100");
  await expectNoAxeViolations(adminPage);
  await submit(adminPage, T.returnTitle, T.returnButton);
  await expect(
    adminPage.getByRole("status").filter({ hasText: COUNTER_DONE["returned-charged"] }),
  ).toBeVisible();
  await expect(adminPage.getByText(RT.returnedTo, { exact: true })).toBeVisible();
  const payments = adminPage.getByRole("region", { name: T.paymentsTitle, exact: true });
  await expect(payments.getByRole("row").filter({ hasText: T.purposes["return-charges"] })).toContainText(
    fee,
  );

  // The car's page lists the move.
  await openPage(adminPage, adminCarPath(registration));
  const moveRow = adminPage
    .getByRole("row")
    .filter({ hasText: VEHICLE_MOVE_KIND_LABELS.return })
    .filter({ hasText: reference });
  await expect(moveRow).toContainText("Auckland Airport");
  await expect(moveRow).toContainText("Wellington Airport");
  await expect(adminPage.getByRole("heading", { name: FLEET_TEXT.movesTitle })).toBeVisible();

  // A new search at Wellington offers the class.
  expect(await offered(browser, javaScriptEnabled, wellington, className)).toBe(1);
});
