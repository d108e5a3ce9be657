import { expect, type Page } from "@playwright/test";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { TIME_ZONE } from "~/models/constants";
import { BRANCHES } from "~/models/seed/branches";
import { FLEET } from "~/models/seed/fleet";
import { itinerarySearchHref } from "~/services/booking/search/search-href";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { BOARD_TEXT } from "~/services/admin/board/text";
import { FLEET_TEXT } from "~/services/admin/fleet/text";
import { putCarsBack, test } from "./support/admin";
import { bookFirstVehicle, vehicleCard } from "./support/booking";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The fleet and the branch board (issue 21): staff take the last cars of a class off the road
 * and a new search no longer offers it; Auckland staff cannot open a Queenstown car; the board
 * shows a booking made through the site. Each project uses its own class and dates far ahead
 * that no other spec searches, and puts the cars back at the end.
 */
const AKL = "Auckland Airport";
const AKL_ID = BRANCHES.find((branch) => branch.code === "AKL")!.id;
const projectSetup = () =>
  test.info().project.name === "js-off"
    ? { classCode: "2M", name: "Mazda 3 Hatch manual or similar", month: "2028-03" }
    : { classCode: "AM", name: "Suzuki Swift manual (older model) or similar", month: "2028-02" };

const aklCars = (classCode: string) =>
  FLEET.filter((car) => String(car.fleetNumber).startsWith(`AKL-${classCode}-`)).map(
    (car) => car.registration,
  );

/** A new search (a link to the results, as the flexible-dates row gives) for the project's dates. */
async function offered(page: Page, name: string, month: string): Promise<boolean> {
  await openPage(
    page,
    itinerarySearchHref({
      pickupBranchId: AKL_ID,
      dropOffBranchId: AKL_ID,
      pickupDate: `${month}-05`,
      pickupTime: "10:00",
      dropOffDate: `${month}-09`,
      dropOffTime: "10:00",
    }),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your vehicle");
  await expect(page.locator("article").first()).toBeVisible();
  return (await vehicleCard(page, name).getByRole("button", { name: "Choose" }).count()) > 0;
}

test.describe("the fleet", () => {
  test("staff take the last cars of a class off the road and a new search no longer offers it @no-js", async ({
    staffPage,
    page,
  }) => {
    test.setTimeout(180_000);
    const { classCode, name, month } = projectSetup();
    const registrations = aklCars(classCode);
    expect(registrations.length).toBeGreaterThan(0);
    expect(await offered(page, name, month)).toBe(true);

    await openPage(staffPage, ADMIN_PATHS.fleet);
    await staffPage.getByLabel(FLEET_TEXT.filterClass).selectOption(classCode);
    await expectSettled(staffPage);
    await staffPage.getByRole("button", { name: FLEET_TEXT.filterButton }).click();
    await expect(staffPage).toHaveURL(new RegExp(`class=${classCode}`));
    for (const registration of registrations)
      await expect(staffPage.getByRole("link", { name: registration, exact: true })).toBeVisible();
    await expectNoAxeViolations(staffPage);

    try {
      for (const registration of registrations) {
        await openPage(staffPage, `${ADMIN_PATHS.fleet}${registration}/`);
        await expect(staffPage.getByRole("heading", { level: 1 })).toHaveText(
          FLEET_TEXT.carTitle(registration),
        );
        await staffPage.getByLabel(FLEET_TEXT.kind).selectOption("out_of_service");
        await staffPage.getByLabel(FLEET_TEXT.fromLabel).fill(`${month}-01`);
        // The day back must come after the first day off: refused beside the field, values kept.
        await staffPage.getByLabel(FLEET_TEXT.untilLabel).fill(`${month}-01`);
        await staffPage.getByLabel(FLEET_TEXT.reasonLabel).fill("Gearbox rebuild");
        await expectSettled(staffPage);
        await staffPage.getByRole("button", { name: FLEET_TEXT.takeOutButton }).click();
        await expect(
          staffPage.getByText("The day back in service must be after the first day off the road."),
        ).toBeVisible();
        await expect(staffPage.getByLabel(FLEET_TEXT.reasonLabel)).toHaveValue("Gearbox rebuild");
        await staffPage.getByLabel(FLEET_TEXT.untilLabel).fill(`${month}-20`);
        await expectSettled(staffPage);
        await staffPage.getByRole("button", { name: FLEET_TEXT.takeOutButton }).click();
        await expect(staffPage.getByText(FLEET_TEXT.takenOut)).toBeVisible();
        await expect(staffPage.getByRole("cell", { name: "Gearbox rebuild" })).toBeVisible();
      }
      await expectNoAxeViolations(staffPage);
      expect(await offered(page, name, month)).toBe(false);
    } finally {
      // Put every car back (call off the planned downtime) so the class is offered again.
      await putCarsBack(staffPage, registrations);
    }
    expect(await offered(page, name, month)).toBe(true);
  });

  test("Auckland staff get the site's 404 for a Queenstown car, page and action", async ({ staffPage }) => {
    const queenstownCar = FLEET.find((car) => String(car.fleetNumber).startsWith("ZQN-"))!.registration;
    const response = await staffPage.goto(`${ADMIN_PATHS.fleet}${queenstownCar}/`);
    expect(response?.status()).toBe(404);
    const post = await staffPage.request.post(`${ADMIN_PATHS.fleet}${queenstownCar}/`, {
      form: { intent: "end", downtimeId: "00000000-0000-4000-8000-000000000000" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(404);
    const list = await staffPage.goto(`${ADMIN_PATHS.fleet}?branch=7`);
    expect(list?.status()).toBe(404);
  });
});

test.describe("the branch board", () => {
  test("shows tomorrow's pick-up of a booking made through the site, with its check-in", async ({
    staffPage,
    page,
  }) => {
    test.setTimeout(180_000);
    const tomorrow = dayjs().tz(TIME_ZONE).add(1, "day");
    const reference = await bookFirstVehicle(page, {
      branch: AKL,
      tripOffsetDays: 0,
      email: `board.${test.info().project.name}.${Date.now()}@example.com`,
      dates: {
        pickupDate: tomorrow.format("YYYY-MM-DD"),
        dropOffDate: tomorrow.add(3, "day").format("YYYY-MM-DD"),
      },
    });
    await openPage(staffPage, ADMIN_PATHS.home);
    await expect(staffPage.getByRole("heading", { level: 1 })).toHaveText(BOARD_TEXT.title);
    const pickups = staffPage.locator("section", {
      has: staffPage.getByRole("heading", { name: new RegExp(`^${BOARD_TEXT.pickupsTomorrow}`) }),
    });
    const row = pickups.getByRole("row").filter({ has: staffPage.getByRole("link", { name: reference }) });
    await expect(row).toBeVisible();
    await expect(row.getByText(BOARD_TEXT.notCheckedIn)).toBeVisible();
    // Lower case, as the URL rules say: a click costs no 301.
    await expect(row.getByRole("link", { name: reference })).toHaveAttribute(
      "href",
      `${ADMIN_PATHS.bookings}${reference.toLowerCase()}/`,
    );
    await expect(staffPage.getByText(BOARD_TEXT.noClashes)).toBeVisible();
    await expectNoAxeViolations(staffPage);
  });
});
