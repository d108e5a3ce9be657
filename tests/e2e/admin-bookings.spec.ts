import { expect, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { adminBookingPath } from "~/services/admin/fleet/paths";
import { COUNTER_DONE, COUNTER_MESSAGES as M, COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import { returnEnergyCharge } from "~/services/booking/cost/rules";
import { COST_TEXT, RETURN_RULES } from "~/services/booking/cost/text";
import { nowInNewZealand } from "~/services/platform/dates";
import { formatMoney } from "~/services/platform/money";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";
import { test, pickupChecks } from "./support/admin";
import { bookFirstVehicle } from "./support/booking";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

/**
 * Bookings at the counter (issue 21): a booking made through the site is found by its number,
 * picked up and returned with a fuel charge paid once despite a re-post, a refund above what was
 * paid is refused beside the field, every change shows in the booking's back-office changes, and
 * Auckland staff get the site's 404 for a Queenstown booking.
 */

const bookingPath = adminBookingPath;

/** The NZ date and time a few minutes from now (a return just after the pick-up). */
function soonInNewZealand(minutes: number): { date: string; time: string } {
  const nz = nowInNewZealand(new Date(Date.now() + minutes * 60 * 1000));
  const time = `${String(Math.floor(nz.minutes / 60)).padStart(2, "0")}:${String(nz.minutes % 60).padStart(2, "0")}`;
  return { date: nz.date, time };
}

async function submit(page: Page, formTitle: string, button: string) {
  await expectSettled(page);
  await page
    .getByRole("region", { name: formTitle, exact: true })
    .getByRole("button", { name: button })
    .click();
}

const audit = (page: Page) => page.getByTestId("booking-audit");

test.describe("bookings at the counter (issue 21)", () => {
  test("a site booking is found, picked up early with a reason, returned with the fuel charge the site told, paid once, and refunded within what was paid @no-js", async ({
    page,
    staffPage,
  }) => {
    test.setTimeout(180_000);
    const project = test.info().project.name;
    // The return rule the site tells the customer before paying (the cost page).
    let told: string | null = null;
    const reference = await bookFirstVehicle(page, {
      branch: "Auckland Airport",
      tripOffsetDays: 110,
      email: `counter-${project}@example.co.nz`,
      onExtras: async (customer) => {
        told = await customer
          .getByRole("region", { name: COST_TEXT.title })
          .getByText(RETURN_RULES.fuel)
          .textContent();
      },
    });

    // Found by its reservation number.
    await openPage(staffPage, ADMIN_PATHS.bookings);
    await expect(staffPage.getByRole("heading", { level: 1, name: T.listTitle })).toBeVisible();
    await expectNoAxeViolations(staffPage);
    await staffPage.getByLabel(T.findLabel).fill(reference.toLowerCase());
    await expectSettled(staffPage);
    await staffPage.getByRole("button", { name: T.findButton }).click();
    await expect(
      staffPage.getByRole("heading", { name: T.resultsTitle(reference.toLowerCase()) }),
    ).toBeVisible();
    await staffPage.getByRole("link", { name: reference }).click();
    await expect(staffPage.getByRole("heading", { level: 1, name: T.bookingTitle(reference) })).toBeVisible();
    await expectNoAxeViolations(staffPage);

    // Pick-up: a ready car of the class, its odometer, full tank, checks done.
    await pickupChecks(staffPage);
    const pickup = staffPage.getByRole("region", { name: T.pickupTitle, exact: true });
    const car = pickup.getByLabel(T.pickupVehicle);
    const firstCar = car.locator("option").nth(1);
    const carLabel = (await firstCar.textContent())!;
    // The car's last reading is in its label; the pick-up reads a little more.
    const odometer = Number(/\((\d+) km\)/.exec(carLabel)![1]) + 1000;
    await car.selectOption({ label: carLabel });
    await pickup.getByLabel(T.odometerLabel).fill(String(odometer));
    await pickup.getByLabel(T.fuelLabel).fill("100");
    await pickup.getByLabel(T.licenceSeen).check();
    await pickup.getByLabel(T.cardSeen).check();
    await pickup.getByLabel(T.damageWalkaround).check();
    // The booking picks up in 110 days: refused beside the override until it is ticked with a reason.
    await submit(staffPage, T.pickupTitle, T.pickupButton);
    const early = staffPage
      .getByRole("region", { name: T.pickupTitle, exact: true })
      .getByRole("group", { name: T.earlyOverrideLegend });
    await expect(staffPage.locator("#field-earlyOverride-error")).toContainText(
      M.pickupBeforeDay("").split(". ").pop()!,
    );
    await early.getByRole("checkbox").check();
    await early.getByLabel(T.earlyOverrideReason).fill("Customer's trip moved forward; manager agreed.");
    await submit(staffPage, T.pickupTitle, T.pickupButton);
    await expect(staffPage.getByRole("status").filter({ hasText: COUNTER_DONE["picked-up"] })).toBeVisible();
    await expect(audit(staffPage)).toContainText("booking.pick-up");

    // Return: an odometer below the pick-up is refused beside the field, values kept.
    const returnRegion = staffPage.getByRole("region", { name: T.returnTitle, exact: true });
    const soon = soonInNewZealand(5);
    await returnRegion.getByLabel(T.odometerLabel).fill(String(odometer - 1));
    await expect(staffPage.locator("#field-fuelPercent-hint")).toHaveText(RETURN_RULES.fuel);
    await returnRegion.getByLabel(T.fuelLabel).fill("80");
    await returnRegion.getByLabel(T.returnDate).fill(soon.date);
    await returnRegion.getByLabel(T.returnTime).fill(soon.time);
    await submit(staffPage, T.returnTitle, T.returnButton);
    await expect(staffPage.locator("#field-odometerKm-error")).toHaveText(M.odometerBelowPickup(odometer));
    await expect(returnRegion.getByLabel(T.fuelLabel)).toHaveValue("80");

    const returned = {
      intent: "return",
      odometerKm: String(odometer + 250),
      fuelPercent: "80",
      returnDate: soon.date,
      returnTime: soon.time,
      lateFee: "",
      cleaningFee: "",
      damageNote: "",
    };
    await returnRegion.getByLabel(T.odometerLabel).fill(returned.odometerKm);
    await submit(staffPage, T.returnTitle, T.returnButton);
    await expect(
      staffPage.getByRole("status").filter({ hasText: COUNTER_DONE["returned-charged"] }),
    ).toBeVisible();

    // The same return posted again (a double submit, a re-post): nothing is charged twice.
    const again = await staffPage.request.post(bookingPath(reference), { form: returned, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    await openPage(staffPage, bookingPath(reference));
    // Back with 80 % of the 100 % it left with: two tenths short, at the price and the service
    // fee the customer was told (read off their page), is what the counter charged.
    const [perTenth, serviceFee] = [/\$(\d+) for each tenth/, /\$(\d+) service fee/].map((price) =>
      Number(price.exec(told ?? "")![1]),
    );
    const fuel = 2 * perTenth + serviceFee;
    expect(fuel).toBe(returnEnergyCharge("unleaded", 100, 80));
    const payments = staffPage.getByRole("region", { name: T.paymentsTitle, exact: true });
    await expect(payments.getByRole("row").filter({ hasText: T.purposes["return-charges"] })).toHaveCount(1);
    await expect(payments.getByRole("row").filter({ hasText: T.purposes["return-charges"] })).toContainText(
      formatMoney(fuel),
    );
    await expect(audit(staffPage).getByText("booking.return", { exact: true })).toHaveCount(1);
    await expect(audit(staffPage).getByText("booking.return-charges", { exact: true })).toHaveCount(1);
    await expect(staffPage.getByRole("region", { name: T.returnTitle, exact: true })).toHaveCount(0);

    // Refund: above what was paid is refused beside the field; a part is refunded.
    const refund = staffPage.getByRole("region", { name: T.refundTitle, exact: true });
    const bookingPayment = refund
      .getByLabel(T.refundPayment)
      .locator("option", { hasText: T.purposes.booking });
    const paymentLabel = (await bookingPayment.textContent())!;
    const left = /up to (\$[\d,.]+)\)/.exec(paymentLabel)![1];
    await refund.getByLabel(T.refundPayment).selectOption({ label: paymentLabel });
    await refund.getByLabel(T.refundAmountLabel).fill("99999");
    await refund.getByLabel(T.reasonLabel).fill("Goodwill");
    await submit(staffPage, T.refundTitle, T.refundButton);
    await expect(staffPage.locator("#field-amount-error")).toHaveText(M.refundAboveLeft(left));
    await expect(refund.getByLabel(T.reasonLabel)).toHaveValue("Goodwill");
    await refund.getByLabel(T.refundAmountLabel).fill("10");
    await submit(staffPage, T.refundTitle, T.refundButton);
    await expect(staffPage.getByRole("status").filter({ hasText: COUNTER_DONE.refunded })).toBeVisible();
    await expect(audit(staffPage)).toContainText("booking.refund");

    // A staff note.
    const note = staffPage.getByRole("region", { name: T.noteTitle, exact: true });
    await note.getByLabel(T.noteLabel).fill(`Returned clean (${project}).`);
    await submit(staffPage, T.noteTitle, T.noteButton);
    await expect(staffPage.getByRole("status").filter({ hasText: COUNTER_DONE["note-added"] })).toBeVisible();
    await expect(staffPage.getByRole("region", { name: T.notesTitle, exact: true })).toContainText(
      `Returned clean (${project}).`,
    );
    await expect(audit(staffPage)).toContainText("booking.note");
    await expectNoAxeViolations(staffPage);

    // At the counter's tablet: nothing wider than the screen.
    await staffPage.setViewportSize({ width: 768, height: 1024 });
    await openPage(staffPage, bookingPath(reference));
    expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  });

  test("Auckland staff get the site's 404 for a Queenstown booking, page and actions", async ({
    page,
    staffPage,
  }) => {
    test.setTimeout(120_000);
    const reference = await bookFirstVehicle(page, {
      branch: "Queenstown Airport",
      tripOffsetDays: 115,
      email: `counter-zqn-${test.info().project.name}@example.co.nz`,
    });
    const response = await staffPage.goto(bookingPath(reference));
    expect(response?.status()).toBe(404);
    await expect(staffPage.getByText(NOT_FOUND_TITLE).first()).toBeVisible();
    const post = await staffPage.request.post(bookingPath(reference), {
      form: { intent: "note", body: "Not mine", token: "abcdefgh-1234" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(404);
    await openPage(staffPage, `${ADMIN_PATHS.bookings}?q=${reference}`);
    await expect(staffPage.getByText(T.noResults)).toBeVisible();
  });
});
