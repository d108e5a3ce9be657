import { expect, type Locator } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { DAMAGE_FORM_TEXT as D, DAMAGE_MESSAGES } from "~/services/admin/damage/text";
import { COUNTER_DONE, COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import { AGREEMENT_TEXT as A } from "~/services/changes/agreement/text";
import { MANAGE_BOOKING_PARAM, MANAGE_BOOKING_PATH } from "~/services/changes/constants";
import { MANAGE_BOOKING_TEXT as M } from "~/services/changes/text";
import { DAMAGE_PLACE_LABELS, DAMAGE_STAGE_LABELS, DAMAGE_TEXT } from "~/services/changes/damage/text";
import { pickupChecks, test } from "./support/admin";
import { bookFirstVehicle } from "./support/booking";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

/** A real 1 x 1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function expectLoadedImage(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * Damage notes with photos (issue 32 item 7): at pick-up the counter notes a scratch with a
 * photo on a tablet (a missing place refused beside the field first); the note and its
 * thumbnail show on the booking page, the agreement page and PDF, and to the customer on their
 * booking page.
 */
test.describe("damage notes (issue 32)", () => {
  test("damage with a photo noted at pick-up shows on the agreement and to the customer @no-js", async ({
    page,
    staffPage,
  }) => {
    test.setTimeout(180_000);
    const project = test.info().project.name;
    const email = `damage-${project}@example.co.nz`;
    // Each project its own week: both run at once, and the first car offered must be free for each.
    const tripOffsetDays = project === "js-off" ? 142 : 135;
    const reference = await bookFirstVehicle(page, { branch: "Auckland Airport", tripOffsetDays, email });
    await staffPage.setViewportSize({ width: 768, height: 1024 });

    // Pick-up.
    await openPage(staffPage, `${ADMIN_PATHS.bookings}${reference.toLowerCase()}/`);
    await pickupChecks(staffPage);
    const pickup = staffPage.getByRole("region", { name: T.pickupTitle, exact: true });
    const car = pickup.getByLabel(T.pickupVehicle);
    // Each project its own car too (the first or the last offered): both may hand one over at
    // the same branch at once, and the suite's other hand-overs leave fewer cars as it goes on.
    const offered = car.locator("option");
    const last = (await offered.count()) - 1;
    const carLabel = (await offered.nth(project === "js-off" ? last : 1).textContent())!;
    const odometer = Number(/\((\d+) km\)/.exec(carLabel)![1]) + 100;
    await car.selectOption({ label: carLabel });
    await pickup.getByLabel(T.odometerLabel).fill(String(odometer));
    await pickup.getByLabel(T.fuelLabel).fill("100");
    await pickup.getByLabel(T.licenceSeen).check();
    await pickup.getByLabel(T.cardSeen).check();
    await pickup.getByLabel(T.damageWalkaround).check();
    const early = pickup.getByRole("group", { name: T.earlyOverrideLegend });
    await early.getByRole("checkbox").check();
    await early.getByLabel(T.earlyOverrideReason).fill("Customer's trip moved forward; manager agreed.");
    await expectSettled(staffPage);
    await pickup.getByRole("button", { name: T.pickupButton }).click();
    await expect(staffPage.getByRole("status").filter({ hasText: COUNTER_DONE["picked-up"] })).toBeVisible();

    // Damage: no place chosen is refused beside the field, the note kept.
    const note = "Scratch on the front bumper, left of the plate";
    let form = staffPage.getByRole("region", { name: D.title });
    await expect(form.getByLabel(D.stage)).toHaveValue("pick-up");
    await form.getByLabel(D.note).fill(note);
    await form.getByLabel(D.photos).setInputFiles({ name: "bumper.png", mimeType: "image/png", buffer: PNG });
    await expectSettled(staffPage);
    await form.getByRole("button", { name: D.submit }).click();
    await expect(staffPage.locator("#field-place-error")).toHaveText(DAMAGE_MESSAGES.placeRequired);
    form = staffPage.getByRole("region", { name: D.title });
    await expect(form.getByLabel(D.note)).toHaveValue(note);

    await form.getByLabel(D.place).selectOption({ label: DAMAGE_PLACE_LABELS.front });
    // A file input is never refilled after a refused post: choose the photo again.
    await form.getByLabel(D.photos).setInputFiles({ name: "bumper.png", mimeType: "image/png", buffer: PNG });
    await expectSettled(staffPage);
    await form.getByRole("button", { name: D.submit }).click();
    await expect(
      staffPage.getByRole("status").filter({ hasText: COUNTER_DONE["damage-noted"] }),
    ).toBeVisible();
    await expect(staffPage).toHaveURL(
      new RegExp(`${ADMIN_PATHS.bookings}${reference.toLowerCase()}/\\?done=`),
    );
    const heading = `${DAMAGE_STAGE_LABELS["pick-up"]}: ${DAMAGE_PLACE_LABELS.front}`;
    await expect(staffPage.getByText(heading)).toBeVisible();
    await expect(staffPage.getByText(note)).toBeVisible();
    await expectLoadedImage(
      staffPage.getByRole("img", { name: DAMAGE_TEXT.photoAlt(DAMAGE_PLACE_LABELS.front, 1) }),
    );
    expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    // The damage page (the form and the notes) at the tablet's width; the booking page on a
    // desktop (at 768 px its payments table scrolls sideways without keyboard access: not ours).
    await openPage(staffPage, `${ADMIN_PATHS.bookings}${reference.toLowerCase()}/damage/`);
    await expectLoadedImage(
      staffPage.getByRole("img", { name: DAMAGE_TEXT.photoAlt(DAMAGE_PLACE_LABELS.front, 1) }),
    );
    await expectNoAxeViolations(staffPage);
    await staffPage.setViewportSize({ width: 1280, height: 900 });
    await openPage(staffPage, `${ADMIN_PATHS.bookings}${reference.toLowerCase()}/`);
    await expectNoAxeViolations(staffPage);

    // The agreement page and its PDF.
    await staffPage.getByRole("link", { name: A.agreementLink, exact: true }).click();
    const damage = staffPage.getByRole("region", { name: DAMAGE_TEXT.title });
    await expect(damage).toContainText(heading);
    await expect(damage).toContainText(note);
    await expectLoadedImage(damage.getByRole("img"));
    await expectNoAxeViolations(staffPage);
    const pdf = await staffPage.request.get(
      `${ADMIN_PATHS.bookings}${reference.toLowerCase()}/agreement.pdf`,
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, " ")).toContain(note);

    // The customer, on their booking page (found with its email address).
    await openPage(page, `${MANAGE_BOOKING_PATH}?${MANAGE_BOOKING_PARAM}=${reference}`);
    await page.getByLabel(M.emailLabel, { exact: true }).fill(email);
    await expectSettled(page);
    await page.getByRole("button", { name: M.find }).click();
    const theirs = page.getByRole("region", { name: DAMAGE_TEXT.title });
    await expect(theirs).toContainText(heading);
    await expect(theirs).toContainText(note);
    await expectLoadedImage(theirs.getByRole("img"));
    await expectNoAxeViolations(page);
  });
});
