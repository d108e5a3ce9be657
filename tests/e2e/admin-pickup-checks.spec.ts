import { expect } from "@playwright/test";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import {
  PICKUP_CHECKS_MESSAGES as PM,
  PICKUP_CHECKS_TEXT as PT,
} from "~/services/admin/bookings/pickup-checks-text";
import { COUNTER_DONE, COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import { formatDayMonthYear, nowInNewZealand } from "~/services/platform/dates";
import { authoriseOnGateway, E2E_LICENCE, test } from "./support/admin";
import { bookFirstVehicle } from "./support/booking";
import { expectNoAxeViolations, expectInteractive, expectSettled, openPage } from "./support/page-checks";

/**
 * The pick-up's checks at the counter (issue 32 item 5), at a tablet's width: a licence that
 * expires before the drop-off is refused beside its field (with the bond not held yet), the bond
 * is held on the gateway's hosted page, then a good licence hands the car over, and the booking
 * page shows the licence and the bond.
 */
test.describe("the pick-up's checks (issue 32)", () => {
  test("a licence expiring before the drop-off is refused beside the field, then the bond is held and the car handed over @no-js", async ({
    page,
    staffPage,
  }) => {
    test.setTimeout(180_000);
    const project = test.info().project.name;
    const reference = await bookFirstVehicle(page, {
      branch: "Auckland Airport",
      tripOffsetDays: 148,
      email: `pickup-checks-${project}@example.co.nz`,
    });
    await staffPage.setViewportSize({ width: 768, height: 1024 });
    await openPage(staffPage, `${ADMIN_PATHS.bookings}${reference.toLowerCase()}/`);
    const pickup = staffPage.getByRole("region", { name: T.pickupTitle, exact: true });

    /** The pick-up form filled in, with `licenceExpiry` on the hirer's licence. */
    const fillPickup = async (licenceExpiry: string) => {
      const car = pickup.getByLabel(T.pickupVehicle);
      // The last ready car: the other specs hand over the first one, maybe at the same moment.
      const carLabel = (await car.locator("option").last().textContent())!;
      await car.selectOption({ label: carLabel });
      await pickup.getByLabel(T.odometerLabel).fill(String(Number(/\((\d+) km\)/.exec(carLabel)![1]) + 300));
      await pickup.getByLabel(T.fuelLabel).fill("100");
      await pickup.getByLabel(T.licenceSeen).check();
      await pickup.getByLabel(T.cardSeen).check();
      await pickup.getByLabel(T.damageWalkaround).check();
      const hirer = pickup.getByRole("group", { name: PT.hirer });
      await hirer.getByLabel(PT.name).fill(E2E_LICENCE.name);
      await hirer.getByLabel(PT.dateOfBirth).fill(E2E_LICENCE.dateOfBirth);
      await hirer.getByLabel(PT.licenceNumber).fill(E2E_LICENCE.licenceNumber);
      await hirer.getByLabel(PT.licenceCountry).fill(E2E_LICENCE.licenceCountry);
      await hirer.getByLabel(PT.licenceExpiry).fill(licenceExpiry);
      const early = pickup.getByRole("group", { name: T.earlyOverrideLegend });
      await early.getByRole("checkbox").check();
      await early.getByLabel(T.earlyOverrideReason).fill("Customer's trip moved forward.");
      await expectSettled(staffPage);
      await pickup.getByRole("button", { name: T.pickupButton }).click();
    };

    // A licence valid today but expiring next week, months before the drop-off: refused beside it.
    const nextWeek = formatDayMonthYear(nowInNewZealand(new Date(Date.now() + 7 * 86_400_000)).date);
    await fillPickup(nextWeek);
    const expiry = pickup.getByRole("group", { name: PT.hirer }).getByLabel(PT.licenceExpiry);
    await expect(expiry).toHaveAccessibleDescription(new RegExp(PM.expiresBeforeDropOff("").split(" (")[0]));
    // The values are kept, and the bond is asked for beside the form's bond.
    await expect(expiry).toHaveValue(nextWeek);
    await expect(pickup.getByRole("group", { name: PT.bondTitle })).toContainText(PM.bondRequired);
    await expect(staffPage.getByText(T.notPickedUp)).toBeVisible();
    await expectNoAxeViolations(staffPage);
    expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

    // The bond: card present, on the gateway's hosted page, then back to the counter.
    await staffPage.getByRole("button", { name: PT.bondHoldButton }).click();
    await authoriseOnGateway(staffPage);
    await expect(staffPage.getByRole("status").filter({ hasText: COUNTER_DONE["bond-held"] })).toBeVisible();
    await expectInteractive(staffPage);
    await expect(staffPage.getByRole("button", { name: PT.bondHoldButton })).toHaveCount(0);

    // A good licence: the car is handed over, the licence and the bond are on the rental.
    await fillPickup(E2E_LICENCE.licenceExpiry);
    await expect(staffPage.getByRole("status").filter({ hasText: COUNTER_DONE["picked-up"] })).toBeVisible();
    await expect(staffPage.getByText(E2E_LICENCE.licenceNumber).first()).toBeVisible();
    await expect(staffPage.getByTestId("booking-audit")).toContainText("booking.bond-held");
    await expectNoAxeViolations(staffPage);
  });
});
