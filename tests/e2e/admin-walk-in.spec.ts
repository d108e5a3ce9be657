import { expect } from "@playwright/test";
import { COUNTER_TEXT } from "~/services/admin/bookings/text";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { WALK_IN_TEXT as T } from "~/services/admin/walk-in/text";
import { nowInNewZealand } from "~/services/platform/dates";
import { test } from "./support/admin";
import { latestMailTo } from "./support/mail";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

/** Tomorrow in New Zealand, as a date field takes it. */
function tomorrow(): string {
  const today = nowInNewZealand(new Date()).date;
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

test.describe("walk-in bookings at the counter (issue 32)", () => {
  test("a walk-in customer is booked, paid at the desk and lands on the pick-up @no-js", async ({
    staffPage,
  }) => {
    test.setTimeout(120_000);
    const project = test.info().project.name;
    const email = `walk-in-${project}-${Date.now()}@example.co.nz`;
    await staffPage.setViewportSize({ width: 768, height: 1024 });

    await openPage(staffPage, ADMIN_PATHS.bookings);
    await staffPage.getByRole("link", { name: T.newBooking }).click();
    await expect(staffPage.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
    await staffPage.getByLabel(T.returnDate).fill(tomorrow());
    await staffPage.getByLabel(T.returnTime).fill("10:00");
    await expectSettled(staffPage);
    await staffPage.getByRole("button", { name: T.showCars }).click();
    await expect(staffPage.getByRole("heading", { name: T.availableTitle })).toBeVisible();
    await expectNoAxeViolations(staffPage);
    await staffPage
      .getByRole("button", { name: /^Book / })
      .first()
      .click();

    await expect(staffPage.getByRole("heading", { level: 1, name: /^Walk-in GO\d{7}$/ })).toBeVisible();
    const reference = /GO\d{7}/.exec((await staffPage.getByRole("heading", { level: 1 }).textContent())!)![0];
    await expectNoAxeViolations(staffPage);
    const details = staffPage.getByRole("region", { name: T.customerTitle });
    await details.getByLabel(T.fields.firstName).fill("Mere");
    await details.getByLabel(T.fields.lastName).fill("Walkin");
    await details.getByLabel(T.fields.email).fill(email);
    await details.getByLabel(T.fields.phone).fill("021 777 1234");
    await details.getByLabel(T.acceptTerms).check();
    await expectSettled(staffPage);
    await details.getByRole("button", { name: T.saveDetails }).click();

    const payment = staffPage.getByRole("region", { name: T.payTitle });
    await expect(payment.getByText(/^To pay: /)).toBeVisible();
    await payment.getByLabel(T.method).selectOption("eftpos");
    await payment.getByLabel(T.receiptNumber).fill("RCPT-0042");
    await expectSettled(staffPage);
    await payment.getByRole("button", { name: T.pay }).click();

    // Straight to the booking's counter page, ready for the pick-up.
    await expect(
      staffPage.getByRole("heading", { level: 1, name: COUNTER_TEXT.bookingTitle(reference) }),
    ).toBeVisible();
    await expect(
      staffPage.getByRole("region", { name: COUNTER_TEXT.pickupTitle, exact: true }),
    ).toBeVisible();
    // The website's confirmation email went to the customer.
    await latestMailTo(email, reference);
  });
});
