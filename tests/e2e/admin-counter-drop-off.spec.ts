import { expect, type Page } from "@playwright/test";
import { COUNTER_DONE, COUNTER_TEXT } from "~/services/admin/bookings/text";
import { adminBookingPath } from "~/services/admin/fleet/paths";
import { COUNTER_CHANGE_TEXT } from "~/services/admin/counter-change/text";
import { COUNTER_DROP_OFF_TEXT as T } from "~/services/admin/counter-extend/text";
import { WALK_IN_TEXT } from "~/services/admin/walk-in/text";
import { EXTEND_EMAIL_TEXT } from "~/services/changes/extend/text";
import { pickupChecks, test } from "./support/admin";
import { bookFirstVehicle } from "./support/booking";
import { latestMailTo } from "./support/mail";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

/** A date field's value a day later. */
function dayLater(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Each project its own trip, so the two never share a car. */
const OFFSET_OF_PROJECT: Record<string, number> = { "js-on": 151, "js-off": 157 };

async function handOver(staffPage: Page, reference: string) {
  await openPage(staffPage, adminBookingPath(reference));
  await pickupChecks(staffPage);
  const pickup = staffPage.getByRole("region", { name: COUNTER_TEXT.pickupTitle, exact: true });
  const car = pickup.getByLabel(COUNTER_TEXT.pickupVehicle);
  const carLabel = (await car.locator("option").nth(1).textContent())!;
  const [, , km] = /^(\S+) \((\d+) km\)/.exec(carLabel)!;
  await car.selectOption({ label: carLabel });
  await pickup.getByLabel(COUNTER_TEXT.odometerLabel).fill(String(Number(km) + 10));
  await pickup.getByLabel(COUNTER_TEXT.fuelLabel).fill("100");
  await pickup.getByLabel(COUNTER_TEXT.licenceSeen).check();
  await pickup.getByLabel(COUNTER_TEXT.cardSeen).check();
  await pickup.getByLabel(COUNTER_TEXT.damageWalkaround).check();
  const early = pickup.getByRole("group", { name: COUNTER_TEXT.earlyOverrideLegend });
  await early.getByRole("checkbox").check();
  await early.getByLabel(COUNTER_TEXT.earlyOverrideReason).fill("Test trip handed over early.");
  await expectSettled(staffPage);
  await pickup.getByRole("button", { name: COUNTER_TEXT.pickupButton }).click();
  await expect(staffPage.getByRole("status").filter({ hasText: COUNTER_DONE["picked-up"] })).toBeVisible();
}

test("staff move a picked-up rental's drop-off a day later, paid by EFTPOS @no-js", async ({
  page,
  staffPage,
}) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  const email = `counter-drop-off-${project}-${Date.now()}@example.co.nz`;
  const reference = await bookFirstVehicle(page, {
    branch: "Auckland Airport",
    tripOffsetDays: OFFSET_OF_PROJECT[project] ?? 163,
    email,
    vehicle: "Toyota Yaris or similar",
  });

  await staffPage.setViewportSize({ width: 768, height: 1024 });
  await handOver(staffPage, reference);
  await staffPage.getByRole("link", { name: T.link }).click();
  await expect(staffPage.getByRole("heading", { level: 1, name: T.title(reference) })).toBeVisible();
  await expectNoAxeViolations(staffPage);

  const date = staffPage.getByLabel(T.dateLabel);
  await date.fill(dayLater(await date.inputValue()));
  await expectSettled(staffPage);
  await staffPage.getByRole("button", { name: T.checkPrice }).click();

  await expect(staffPage.getByRole("heading", { level: 1, name: T.reviewTitle(reference) })).toBeVisible();
  await expectNoAxeViolations(staffPage);
  const payment = staffPage.getByRole("region", { name: COUNTER_CHANGE_TEXT.payTitle });
  await payment.getByLabel(WALK_IN_TEXT.method).selectOption("eftpos");
  await payment.getByLabel(WALK_IN_TEXT.receiptNumber).fill("EF-8842");
  await expectSettled(staffPage);
  await payment.getByRole("button", { name: T.pay }).click();

  await expect(staffPage.getByRole("status").filter({ hasText: COUNTER_DONE.changed })).toBeVisible();
  await expect(
    staffPage.getByRole("listitem").filter({ hasText: "booking.change" }).filter({ hasText: "→" }),
  ).not.toHaveCount(0);
  const mail = await latestMailTo(email, EXTEND_EMAIL_TEXT.intro(reference));
  expect(mail.text).toContain(EXTEND_EMAIL_TEXT.paid);
});
