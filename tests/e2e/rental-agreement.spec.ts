import { expect } from "@playwright/test";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { COUNTER_DONE, COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import { AGREEMENT_TEXT as A } from "~/services/changes/agreement/text";
import { test, pickupChecks } from "./support/admin";
import { bookFirstVehicle } from "./support/booking";
import { latestMailTo } from "./support/mail";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

/**
 * The rental agreement at the counter (issue 32): a site booking is picked up, the renter signs
 * the agreement (drawn on the tablet with JavaScript; typed name and tick without it), a wrong
 * name is refused beside the field, and the PDF downloads and reaches the customer by email.
 */
test.describe("the rental agreement (issue 32)", () => {
  test("the counter hands a car over, the renter signs, the agreement PDF downloads @no-js", async ({
    page,
    staffPage,
    javaScriptEnabled,
  }) => {
    test.setTimeout(180_000);
    const project = test.info().project.name;
    const email = `agreement-${project}@example.co.nz`;
    const reference = await bookFirstVehicle(page, {
      branch: "Auckland Airport",
      tripOffsetDays: 125,
      email,
    });

    // Pick-up.
    await openPage(staffPage, `${ADMIN_PATHS.bookings}${reference.toLowerCase()}/`);
    await pickupChecks(staffPage);
    const pickup = staffPage.getByRole("region", { name: T.pickupTitle, exact: true });
    const car = pickup.getByLabel(T.pickupVehicle);
    const carLabel = (await car.locator("option").nth(1).textContent())!;
    const registration = carLabel.split(" ")[0];
    const odometer = Number(/\((\d+) km\)/.exec(carLabel)![1]) + 500;
    await car.selectOption({ label: carLabel });
    await pickup.getByLabel(T.odometerLabel).fill(String(odometer));
    await pickup.getByLabel(T.fuelLabel).fill("100");
    await pickup.getByLabel(T.licenceSeen).check();
    await pickup.getByLabel(T.cardSeen).check();
    await pickup.getByLabel(T.damageWalkaround).check();
    // The booking picks up months ahead: the hand-over today needs the override and its reason.
    const early = pickup.getByRole("group", { name: T.earlyOverrideLegend });
    await early.getByRole("checkbox").check();
    await early.getByLabel(T.earlyOverrideReason).fill("Customer's trip moved forward; manager agreed.");
    await expectSettled(staffPage);
    await pickup.getByRole("button", { name: T.pickupButton }).click();
    await expect(staffPage.getByRole("status").filter({ hasText: COUNTER_DONE["picked-up"] })).toBeVisible();

    // The agreement, made from what was recorded.
    await staffPage.getByRole("link", { name: A.agreementLink, exact: true }).click();
    await expect(staffPage.getByRole("heading", { level: 1 })).toContainText(reference);
    const agreement = staffPage.getByRole("article", { name: `${A.company}: ${A.title}` });
    await expect(agreement).toContainText(registration);
    await expect(agreement).toContainText(A.km(odometer));
    await expect(agreement).toContainText("Aroha Ngata");
    await expect(agreement).toContainText(A.notSigned);
    await expectNoAxeViolations(staffPage);

    // A wrong name is refused beside the field, the tick kept.
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
    await expect(staffPage.locator("#field-typedName-error")).toHaveText(A.typedNameMismatch("Aroha Ngata"));
    await expect(sign.getByLabel(A.accept)).toBeChecked();

    await sign.getByLabel(A.typedName).fill("aroha ngata");
    await expectSettled(staffPage);
    await sign.getByRole("button", { name: A.signSubmit }).click();
    await expect(staffPage.getByRole("status").filter({ hasText: A.signed })).toBeVisible();
    await expect(agreement).toContainText(A.signedBy("aroha ngata", "").slice(0, 20));
    if (javaScriptEnabled)
      await expect(agreement.getByRole("img", { name: `${A.signature}: aroha ngata` })).toBeVisible();
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
