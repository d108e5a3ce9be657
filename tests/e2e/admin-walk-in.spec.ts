import { expect } from "@playwright/test";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { COUNTER_DONE, COUNTER_TEXT } from "~/services/admin/bookings/text";
import { WALK_IN_TEXT as T } from "~/services/admin/walk-in/text";
import { AGREEMENT_TEXT as A } from "~/services/changes/agreement/text";
import { nowInNewZealand } from "~/services/platform/dates";
import { pickupChecks, test } from "./support/admin";
import { latestMailTo } from "./support/mail";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

/** Tomorrow in New Zealand, as a date field takes it. */
function tomorrow(): string {
  const today = nowInNewZealand(new Date()).date;
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The counter's walk of issue 32, on a 768 px tablet: a customer without a booking is booked and
 * pays at the desk (EFTPOS), the bond is held and the licence recorded, the car handed over, the
 * renter signs the agreement (drawn with JavaScript; typed name and tick without it; a wrong name
 * refused beside the field), and the agreement PDF downloads and reaches the customer by email.
 */
test.describe("walk-in bookings at the counter (issue 32)", () => {
  test("a walk-in customer is booked, paid at the desk, handed a car and the agreement PDF @no-js", async ({
    staffPage,
    javaScriptEnabled,
  }) => {
    test.setTimeout(180_000);
    const project = test.info().project.name;
    const email = `walk-in-${project}-${Date.now()}@example.co.nz`;
    await staffPage.setViewportSize({ width: 768, height: 1024 });

    // The booking: what is free at the branch from now, a class, the customer, the desk payment.
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

    // Straight to the booking's counter page, ready for the pick-up; the confirmation is emailed.
    await expect(
      staffPage.getByRole("heading", { level: 1, name: COUNTER_TEXT.bookingTitle(reference) }),
    ).toBeVisible();
    const pickup = staffPage.getByRole("region", { name: COUNTER_TEXT.pickupTitle, exact: true });
    await expect(pickup).toBeVisible();
    await latestMailTo(email, reference);

    // The hand-over: the bond held on the card, the licence, the car and its readings.
    await pickupChecks(staffPage);
    const car = pickup.getByLabel(COUNTER_TEXT.pickupVehicle);
    const carLabel = (await car.locator("option").nth(1).textContent())!;
    const registration = carLabel.split(" ")[0];
    const odometer = Number(/\((\d+) km\)/.exec(carLabel)![1]) + 5;
    await car.selectOption({ label: carLabel });
    await pickup.getByLabel(COUNTER_TEXT.odometerLabel).fill(String(odometer));
    await pickup.getByLabel(COUNTER_TEXT.fuelLabel).fill("100");
    await pickup.getByLabel(COUNTER_TEXT.licenceSeen).check();
    await pickup.getByLabel(COUNTER_TEXT.cardSeen).check();
    await pickup.getByLabel(COUNTER_TEXT.damageWalkaround).check();
    await expectSettled(staffPage);
    await pickup.getByRole("button", { name: COUNTER_TEXT.pickupButton }).click();
    await expect(staffPage.getByRole("status").filter({ hasText: COUNTER_DONE["picked-up"] })).toBeVisible();

    // The agreement, made from what was recorded.
    await staffPage.getByRole("link", { name: A.agreementLink, exact: true }).click();
    await expect(staffPage.getByRole("heading", { level: 1 })).toContainText(reference);
    const agreement = staffPage.getByRole("article", { name: `${A.company}: ${A.title}` });
    await expect(agreement).toContainText(registration);
    await expect(agreement).toContainText(A.km(odometer));
    await expect(agreement).toContainText("Mere Walkin");
    await expect(agreement).toContainText(A.notSigned);
    await expectNoAxeViolations(staffPage);

    // A wrong name is refused beside the field, the tick kept; then the renter signs.
    const sign = staffPage.getByRole("region", { name: A.signTitle });
    if (javaScriptEnabled) {
      const pad = staffPage.getByTestId("signature-pad");
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await staffPage.mouse.move(box.x + 20, box.y + box.height / 2);
      await staffPage.mouse.down();
      await staffPage.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 8 });
      await staffPage.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
      await staffPage.mouse.up();
    }
    await sign.getByLabel(A.typedName).fill("Someone Else");
    await sign.getByLabel(A.accept).check();
    await expectSettled(staffPage);
    await sign.getByRole("button", { name: A.signSubmit }).click();
    await expect(staffPage.locator("#field-typedName-error")).toHaveText(A.typedNameMismatch("Mere Walkin"));
    await expect(sign.getByLabel(A.accept)).toBeChecked();

    await sign.getByLabel(A.typedName).fill("mere walkin");
    await expectSettled(staffPage);
    await sign.getByRole("button", { name: A.signSubmit }).click();
    await expect(staffPage.getByRole("status").filter({ hasText: A.signed })).toBeVisible();
    await expect(agreement).toContainText(A.signedBy("mere walkin", "").slice(0, 20));
    if (javaScriptEnabled)
      await expect(agreement.getByRole("img", { name: `${A.signature}: mere walkin` })).toBeVisible();
    await expect(staffPage.getByRole("region", { name: A.signTitle })).toHaveCount(0);

    // The PDF downloads, and the customer has it by email.
    const [download] = await Promise.all([
      staffPage.waitForEvent("download"),
      staffPage.getByRole("link", { name: A.downloadPdf }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`go-rentals-agreement-${reference}.pdf`);
    const pdf = await staffPage.request.get(
      `${ADMIN_PATHS.bookings}${reference.toLowerCase()}/agreement.pdf`,
    );
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const mail = await latestMailTo(email, reference);
    expect(mail.subject).toBe(A.mailSubject(reference));
    const files = (mail as typeof mail & { attachments?: { contentType: string }[] }).attachments ?? [];
    expect(files.map((file) => file.contentType)).toEqual(["application/pdf"]);
  });
});
