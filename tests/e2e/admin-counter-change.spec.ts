import { expect } from "@playwright/test";
import { COUNTER_DONE, COUNTER_TEXT } from "~/services/admin/bookings/text";
import { adminBookingPath } from "~/services/admin/fleet/paths";
import { COUNTER_CHANGE_TEXT as T } from "~/services/admin/counter-change/text";
import { WALK_IN_TEXT } from "~/services/admin/walk-in/text";
import { CHANGE_EMAIL_TEXT, CHANGE_HISTORY_TEXT, CHANGE_TEXT } from "~/services/changes/change/text";
import { formatMoney } from "~/services/platform/money";
import { STAFF_ACCOUNT, test } from "./support/admin";
import { bookFirstVehicle } from "./support/booking";
import { latestMailTo } from "./support/mail";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

/** A date field's value a day later. */
function dayLater(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** "$1,234.50" as a number. */
const money = (text: string) => Number(text.replace(/[^0-9.]/g, ""));

test.describe("changes at the counter (issue 32)", () => {
  test("staff move a booking a day later in a larger class, with an override, paid by EFTPOS @no-js", async ({
    page,
    staffPage,
  }) => {
    test.setTimeout(180_000);
    const project = test.info().project.name;
    const email = `counter-change-${project}-${Date.now()}@example.co.nz`;
    const reference = await bookFirstVehicle(page, {
      branch: "Auckland Airport",
      tripOffsetDays: 137,
      email,
      vehicle: "Toyota Yaris or similar",
    });

    await staffPage.setViewportSize({ width: 768, height: 1024 });
    await openPage(staffPage, adminBookingPath(reference));
    await staffPage.getByRole("link", { name: COUNTER_TEXT.changeLink }).click();
    await expect(staffPage.getByRole("heading", { level: 1, name: T.title(reference) })).toBeVisible();
    await expectNoAxeViolations(staffPage);

    const pickupDate = staffPage.getByLabel("Pick-up date");
    const dropOffDate = staffPage.getByLabel("Drop-off date");
    await pickupDate.fill(dayLater(await pickupDate.inputValue()));
    await dropOffDate.fill(dayLater(await dropOffDate.inputValue()));
    await staffPage.getByLabel(CHANGE_TEXT.vehicleLabel).selectOption({ label: "Toyota RAV4 or similar" });
    await expectSettled(staffPage);
    await staffPage.getByRole("button", { name: CHANGE_TEXT.checkPrice }).click();

    // The review: as it is and as it will be; the new total is what the rules price.
    await expect(staffPage.getByRole("heading", { level: 1, name: T.reviewTitle(reference) })).toBeVisible();
    const totalRow = staffPage.getByRole("row", { name: new RegExp(`^${CHANGE_TEXT.lineTotal}`) });
    const priced = money((await totalRow.getByRole("cell").last().textContent())!);
    expect(priced).toBeGreaterThan(0);

    // Back to the form: a price override within Staff's limit, with its reason.
    await staffPage.getByRole("link", { name: CHANGE_TEXT.back }).click();
    await expect(staffPage.getByLabel(CHANGE_TEXT.vehicleLabel)).toHaveValue(/\d+/);
    const set = Math.round((priced - 10) * 100) / 100;
    await staffPage.getByLabel(T.overrideTotal).fill(set.toFixed(2));
    await staffPage.getByLabel(T.overrideReason).fill("Upgrade offered for the late car");
    await expectSettled(staffPage);
    await staffPage.getByRole("button", { name: CHANGE_TEXT.checkPrice }).click();

    await expect(staffPage.getByRole("heading", { level: 1, name: T.reviewTitle(reference) })).toBeVisible();
    await expect(staffPage.getByTestId("counter-change-override")).toContainText(formatMoney(set));
    await expect(totalRow.getByRole("cell").last()).toHaveText(formatMoney(set));
    await expectNoAxeViolations(staffPage);

    // The difference taken at the desk on EFTPOS, with its receipt number.
    const payment = staffPage.getByRole("region", { name: T.payTitle });
    await payment.getByLabel(WALK_IN_TEXT.method).selectOption("eftpos");
    await payment.getByLabel(WALK_IN_TEXT.receiptNumber).fill("EF-7731");
    await expectSettled(staffPage);
    await payment.getByRole("button", { name: T.pay }).click();

    await expect(staffPage.getByRole("status").filter({ hasText: COUNTER_DONE.changed })).toBeVisible();
    // In the history and in the audit log, by the staff member.
    const moved = CHANGE_HISTORY_TEXT.vehicle("Toyota Yaris or similar", "Toyota RAV4 or similar");
    await expect(staffPage.getByRole("listitem").filter({ hasText: moved })).toHaveCount(2);
    await expect(
      staffPage.getByRole("listitem").filter({ hasText: moved }).filter({ hasText: "booking.change" }),
    ).toContainText(STAFF_ACCOUNT.email);
    await expect(staffPage.getByText("Upgrade offered for the late car").first()).toBeVisible();

    // The customer is emailed the change as online, with the price set at the counter.
    const mail = await latestMailTo(email, CHANGE_EMAIL_TEXT.intro(reference));
    expect(mail.text).toContain(CHANGE_HISTORY_TEXT.override(formatMoney(priced), formatMoney(set)));
  });
});
