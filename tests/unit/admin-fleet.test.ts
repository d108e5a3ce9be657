import { randomUUID } from "node:crypto";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { countFleetForPeriods, getCarClassByCode } from "~/models/catalog/car-classes.server";
import { TIME_ZONE } from "~/models/constants";
import { getDb } from "~/models/db.server";
import {
  auditEvents,
  rentals,
  reservations,
  staffBranches,
  users,
  vehicleDowntime,
  vehicles,
} from "~/models/schema";
import { findStaffAccount } from "~/models/accounts/staff.server";
import type { SignedInStaff } from "~/services/admin/access/guard.server";
import { boardBranchIds, boardPage } from "~/services/admin/board/board.server";
import {
  endDowntime,
  fleetCarPage,
  fleetList,
  moveVehicle,
  takeOutOfService,
  visibleVehicle,
} from "~/services/admin/fleet/fleet.server";
import { takeOutSchema } from "~/services/admin/fleet/forms";
import { adminBookingPath, adminCarPath } from "~/services/admin/fleet/paths";
import {
  downtimeOverlaps,
  findClashes,
  moveTargets,
  vehicleState,
  type DowntimeLike,
} from "~/services/admin/fleet/rules";
import { FLEET_MESSAGES } from "~/services/admin/fleet/text";
import { availabilityByClass, availabilityStatus } from "~/services/booking/availability/availability.server";
import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";

dayjs.extend(utc);
dayjs.extend(timezone);

const nz = (text: string) => dayjs.tz(text, TIME_ZONE).toDate();

async function ids(branchCode: string, classCode: string) {
  const branch = await getBranchByCode(branchCode);
  const carClass = await getCarClassByCode(classCode);
  if (!branch || !carClass) throw new Error(`seed missing ${branchCode} ${classCode}`);
  return { branchId: branch.id, carClassId: carClass.carClassId };
}

let plates = 0;
/** Gives a branch exactly `n` cars of a class it does not otherwise keep; their registrations. */
async function stock(branchCode: string, classCode: string, n: number) {
  const { branchId, carClassId } = await ids(branchCode, classCode);
  const db = await getDb();
  const rows = await db
    .insert(vehicles)
    .values(
      Array.from({ length: n }, () => {
        plates += 1;
        return {
          fleetNumber: `TEST-${branchCode}-${classCode}-${plates}`,
          registration: `ZF${String(plates).padStart(4, "0")}`,
          branchId,
          carClassId,
        };
      }),
    )
    .returning({ registration: vehicles.registration });
  clearCatalogCache();
  return { branchId, carClassId, registrations: rows.map((row) => row.registration) };
}

let people = 0;
async function staffAt(branchCodes: string[], role: "Staff" | "Admin" = "Staff"): Promise<SignedInStaff> {
  const db = await getDb();
  people += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `fleet.${people}.${Date.now()}@gorentals.example.co.nz`,
      passwordHash: "x",
      firstName: "Fleet",
      lastName: `Tester ${people}`,
      country: "NZ",
      userType: role,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  for (const code of branchCodes) {
    const branch = await getBranchByCode(code);
    await db.insert(staffBranches).values({ userId: user.id, branchId: branch!.id });
  }
  const account = await findStaffAccount(user.id);
  if (!account) throw new Error("no staff account");
  return account;
}

async function expectNotFound(work: Promise<unknown>) {
  const thrown = await work.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(404);
}

async function auditCount(registration: string) {
  const db = await getDb();
  const [row] = await db
    .select({ total: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, "vehicle"), eq(auditEvents.entityId, registration)));
  return row.total;
}

const takeOut = (
  from: string,
  until: string | null,
  kind: "maintenance" | "out_of_service" = "maintenance",
) => ({
  downtimeId: randomUUID(),
  kind,
  from,
  until,
  reason: "Windscreen replacement",
});

describe("a car's state", () => {
  const now = nz("2027-03-10 12:00");
  const down = (kind: DowntimeLike["kind"], from: string, until: string | null): DowntimeLike => ({
    kind,
    startsAt: nz(from),
    endsAt: until === null ? null : nz(until),
  });

  it("is retired, on rent, out of service, maintenance or ready, in that order", () => {
    expect(vehicleState({ retired: true, onRent: true, downtime: [] }, now).state).toBe("retired");
    expect(
      vehicleState(
        { retired: false, onRent: true, downtime: [down("maintenance", "2027-03-01 00:00", null)] },
        now,
      ).state,
    ).toBe("on-rent");
    expect(
      vehicleState(
        {
          retired: false,
          onRent: false,
          downtime: [
            down("maintenance", "2027-03-01 00:00", null),
            down("out_of_service", "2027-03-09 00:00", null),
          ],
        },
        now,
      ).state,
    ).toBe("out-of-service");
    expect(
      vehicleState(
        {
          retired: false,
          onRent: false,
          downtime: [down("maintenance", "2027-03-10 00:00", "2027-03-11 00:00")],
        },
        now,
      ).state,
    ).toBe("maintenance");
    expect(vehicleState({ retired: false, onRent: false, downtime: [] }, now).state).toBe("ready");
  });

  it("is ready before a planned downtime starts and after one ended", () => {
    const planned = down("out_of_service", "2027-03-11 00:00", null);
    const ended = down("maintenance", "2027-03-01 00:00", "2027-03-10 12:00");
    expect(vehicleState({ retired: false, onRent: false, downtime: [planned, ended] }, now).state).toBe(
      "ready",
    );
  });
});

describe("downtime overlap", () => {
  const downtime = { startsAt: nz("2027-03-10 00:00"), endsAt: nz("2027-03-12 00:00") };
  it("overlaps a period that shares any moment, and not one that only touches it", () => {
    expect(downtimeOverlaps(downtime, nz("2027-03-11 10:00"), nz("2027-03-20 10:00"))).toBe(true);
    expect(downtimeOverlaps(downtime, nz("2027-03-01 10:00"), nz("2027-03-10 00:01"))).toBe(true);
    expect(downtimeOverlaps(downtime, nz("2027-03-12 00:00"), nz("2027-03-14 10:00"))).toBe(false);
    expect(downtimeOverlaps(downtime, nz("2027-03-08 10:00"), nz("2027-03-10 00:00"))).toBe(false);
  });
  it("without an end, overlaps everything after its start", () => {
    const open = { startsAt: nz("2027-03-10 00:00"), endsAt: null };
    expect(downtimeOverlaps(open, nz("2030-01-01 10:00"), nz("2030-01-02 10:00"))).toBe(true);
    expect(downtimeOverlaps(open, nz("2027-03-01 10:00"), nz("2027-03-09 10:00"))).toBe(false);
  });
});

describe("clash detection", () => {
  const dayOf = (at: Date) => dayjs(at).tz(TIME_ZONE).format("YYYY-MM-DD");
  const from = nz("2027-03-01 00:00");
  const to = nz("2027-03-31 00:00");
  const dayStarts = Array.from({ length: 30 }, (_, k) =>
    dayjs.tz("2027-03-01", TIME_ZONE).add(k, "day").toDate(),
  );
  const claim = (reference: string, pickup: string, dropOff: string) => ({
    reference,
    pickupAt: nz(pickup),
    dropOffAt: nz(dropOff),
  });

  it("finds none when every booking has a car, even two on the same car one after the other", () => {
    const claims = [
      claim("A", "2027-03-05 09:00", "2027-03-07 10:00"),
      claim("B", "2027-03-07 14:00", "2027-03-09 10:00"),
    ];
    expect(findClashes({ fleet: 1, downtime: [], claims, from, to, dayOf, dayStarts })).toEqual([]);
  });

  it("lists the days on which a downtime leaves a promised booking without a car", () => {
    const claims = [
      claim("A", "2027-03-05 09:00", "2027-03-07 10:00"),
      claim("B", "2027-03-06 09:00", "2027-03-08 10:00"),
    ];
    const downtime = [{ startsAt: nz("2027-03-06 00:00"), endsAt: nz("2027-03-07 00:00") }];
    const clashes = findClashes({ fleet: 2, downtime, claims, from, to, dayOf, dayStarts });
    expect(clashes).toEqual([{ date: "2027-03-06", cars: 1, claimed: 2, references: ["A", "B"] }]);
  });

  it("counts a downtime without an end to the end of the window", () => {
    const claims = [claim("A", "2027-03-20 09:00", "2027-03-22 10:00")];
    const downtime = [{ startsAt: nz("2027-03-10 00:00"), endsAt: null }];
    const clashes = findClashes({ fleet: 1, downtime, claims, from, to, dayOf, dayStarts });
    expect(clashes.map((clash) => clash.date)).toEqual(["2027-03-20", "2027-03-21", "2027-03-22"]);
    expect(clashes[0]).toMatchObject({ cars: 0, claimed: 1, references: ["A"] });
  });
});

describe("branch scope of moves", () => {
  const branches = [{ id: 1 }, { id: 2 }, { id: 7 }];
  it("lets Admin move a car anywhere else, Staff only between their own branches", () => {
    expect(moveTargets({ role: "Admin", branchIds: [] }, 2, branches).map((b) => b.id)).toEqual([1, 7]);
    expect(moveTargets({ role: "Staff", branchIds: [2, 7] }, 2, branches).map((b) => b.id)).toEqual([7]);
    expect(moveTargets({ role: "Staff", branchIds: [2] }, 2, branches)).toEqual([]);
    expect(moveTargets({ role: "Staff", branchIds: [2] }, 7, branches)).toEqual([]);
  });
});

describe("the take-out form", () => {
  const base = { intent: "take-out", downtimeId: randomUUID(), kind: "maintenance", reason: "Service" };
  const fieldError = (values: Record<string, string>, field: string) => {
    const parsed = takeOutSchema.safeParse({ ...base, ...values });
    return parsed.success
      ? null
      : (parsed.error.flatten().fieldErrors as Record<string, string[]>)[field]?.[0];
  };

  it("takes a from date, an optional later until date and a reason", () => {
    const parsed = takeOutSchema.parse({ ...base, from: "2027-03-10", until: "" });
    expect(parsed).toMatchObject({ from: "2027-03-10", until: null, reason: "Service" });
    expect(takeOutSchema.parse({ ...base, from: "10-03-2027", until: "2027-03-12" }).until).toBe(
      "2027-03-12",
    );
  });

  it("refuses an until date not after the from date, a missing reason, a bad date and a bad kind", () => {
    expect(fieldError({ from: "2027-03-10", until: "2027-03-10" }, "until")).toBe(
      FLEET_MESSAGES.untilBeforeFrom,
    );
    expect(fieldError({ from: "2027-03-10", until: "2027-03-01" }, "until")).toBe(
      FLEET_MESSAGES.untilBeforeFrom,
    );
    expect(fieldError({ from: "2027-03-10", reason: "  " }, "reason")).toBe(FLEET_MESSAGES.reasonRequired);
    expect(fieldError({ from: "2027-02-31" }, "from")).toBe(FLEET_MESSAGES.dateInvalid);
    expect(fieldError({ from: "" }, "from")).toBe(FLEET_MESSAGES.fromRequired);
    expect(fieldError({ from: "2027-03-10", kind: "retired" }, "kind")).toBe(FLEET_MESSAGES.kindRequired);
  });
});

describe("availability with downtime", () => {
  it("does not count a car whose downtime overlaps the searched period, in searches and in claims", async () => {
    const { branchId, carClassId, registrations } = await stock("WHK", "A", 1);
    const staff = await staffAt(["WHK"]);
    const search = (pickup: string, dropOff: string) =>
      availabilityByClass({ pickupBranchId: branchId, pickupAt: nz(pickup), dropOffAt: nz(dropOff) });
    expect((await search("2027-05-10 10:00", "2027-05-12 10:00")).get(carClassId)?.status).toBe("Available");

    const result = await takeOutOfService(staff, registrations[0], takeOut("2027-05-11", "2027-05-14"));
    expect(result).toEqual({ ok: true, clashes: [] });

    // At once: no cache stands between the downtime and the next search.
    const during = (await search("2027-05-10 10:00", "2027-05-12 10:00")).get(carClassId);
    expect(during).toMatchObject({ fleet: 1, offRoad: 1, available: 0, status: "Soldout" });
    expect((await search("2027-05-14 10:00", "2027-05-16 10:00")).get(carClassId)?.status).toBe("Available");
    expect((await search("2027-05-05 10:00", "2027-05-11 00:00")).get(carClassId)?.status).toBe("Available");
    const hold = await holdVehicle({
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupAt: nz("2027-05-12 10:00"),
      dropOffAt: nz("2027-05-13 10:00"),
    });
    expect(hold).toEqual({ ok: false, reason: "soldout" });
    expect(availabilityStatus("Available", 1, 0, 1)).toBe("Soldout");
  });

  it("counts the cars off the road per period for the flexible-dates row in one query", async () => {
    const { branchId, carClassId, registrations } = await stock("WHK", "B", 2);
    const staff = await staffAt(["WHK"]);
    await takeOutOfService(staff, registrations[0], takeOut("2027-06-10", "2027-06-11"));
    const periods = [9, 10, 11].map((date) => ({
      pickupAt: nz(`2027-06-${date} 10:00`),
      dropOffAt: nz(`2027-06-${date} 18:00`),
    }));
    const counts = await countFleetForPeriods({ branchId, periods });
    expect(counts.map((map) => map.get(carClassId))).toEqual([
      { fleet: 2, offRoad: 0 },
      { fleet: 2, offRoad: 1 },
      { fleet: 2, offRoad: 0 },
    ]);
  });

  it("gives the car back to new searches when the downtime ends", async () => {
    const { branchId, carClassId, registrations } = await stock("WHK", "3", 1);
    const staff = await staffAt(["WHK"]);
    const now = nz("2027-07-05 12:00");
    await takeOutOfService(staff, registrations[0], takeOut("2027-07-01", null, "out_of_service"), now);
    const search = () =>
      availabilityByClass({
        pickupBranchId: branchId,
        pickupAt: nz("2027-07-20 10:00"),
        dropOffAt: nz("2027-07-22 10:00"),
        now,
      });
    expect((await search()).get(carClassId)?.status).toBe("Soldout");
    const page = await fleetCarPage(staff, registrations[0], now);
    expect(page.state).toBe("out-of-service");
    expect(await endDowntime(staff, registrations[0], page.downtime[0].id, now)).toBe("ended");
    expect(await endDowntime(staff, registrations[0], page.downtime[0].id, now)).toBe("unchanged");
    expect((await search()).get(carClassId)?.status).toBe("Available");
    expect((await fleetCarPage(staff, registrations[0], now)).state).toBe("ready");
  });
});

describe("fleet changes", () => {
  it("are audited once, however often the form is sent", async () => {
    const { registrations } = await stock("WHK", "E", 1);
    const staff = await staffAt(["WHK"]);
    const input = takeOut("2027-08-01", "2027-08-03");
    await takeOutOfService(staff, registrations[0], input);
    await takeOutOfService(staff, registrations[0], input);
    const db = await getDb();
    const rows = await db.select().from(vehicleDowntime).where(eq(vehicleDowntime.id, input.downtimeId));
    expect(rows).toHaveLength(1);
    expect(await auditCount(registrations[0])).toBe(1);
    const [event] = await db.select().from(auditEvents).where(eq(auditEvents.entityId, registrations[0]));
    expect(event).toMatchObject({
      action: "vehicle.maintenance",
      actorUserId: staff.id,
      reason: input.reason,
    });
  });

  it("refuse a downtime overlapping another of the same car", async () => {
    const { registrations } = await stock("WHK", "C", 1);
    const staff = await staffAt(["WHK"]);
    await takeOutOfService(staff, registrations[0], takeOut("2027-08-01", "2027-08-05"));
    const again = await takeOutOfService(staff, registrations[0], takeOut("2027-08-04", null));
    expect(again).toEqual({ ok: false, field: "from", message: FLEET_MESSAGES.overlaps });
  });

  it("call off a planned downtime", async () => {
    const { registrations } = await stock("WHK", "D", 1);
    const staff = await staffAt(["WHK"]);
    const now = nz("2027-01-10 09:00");
    const input = takeOut("2027-09-01", "2027-09-03");
    await takeOutOfService(staff, registrations[0], input, now);
    expect(await endDowntime(staff, registrations[0], input.downtimeId, now)).toBe("called-off");
    expect((await fleetCarPage(staff, registrations[0], now)).downtime).toEqual([]);
    expect(await auditCount(registrations[0])).toBe(2);
  });

  it("move a car between the staff member's own branches only, once", async () => {
    const { registrations } = await stock("WHK", "5", 1);
    const whk = await getBranchByCode("WHK");
    const akl = await getBranchByCode("AKL");
    const zqn = await getBranchByCode("ZQN");
    const staff = await staffAt(["WHK", "AKL"]);
    expect(
      await moveVehicle(staff, registrations[0], { fromBranchId: whk!.id, toBranchId: zqn!.id }),
    ).toEqual({
      ok: false,
      field: "toBranchId",
      message: FLEET_MESSAGES.branchNotAllowed,
    });
    expect(
      (await moveVehicle(staff, registrations[0], { fromBranchId: whk!.id, toBranchId: akl!.id })).ok,
    ).toBe(true);
    expect(
      (await moveVehicle(staff, registrations[0], { fromBranchId: whk!.id, toBranchId: akl!.id })).ok,
    ).toBe(true);
    expect((await visibleVehicle(staff, registrations[0])).branchId).toBe(akl!.id);
    expect(await auditCount(registrations[0])).toBe(1);
    const admin = await staffAt([], "Admin");
    expect(
      (await moveVehicle(admin, registrations[0], { fromBranchId: akl!.id, toBranchId: zqn!.id })).ok,
    ).toBe(true);
    await expectNotFound(visibleVehicle(staff, registrations[0]));
  });
});

describe("branch scope", () => {
  it("answers the site's 404 for a car, a list or a board of a branch the staff member does not work at", async () => {
    const { registrations } = await stock("ZQN", "5", 1);
    const zqn = await getBranchByCode("ZQN");
    const staff = await staffAt(["AKL"]);
    await expectNotFound(visibleVehicle(staff, registrations[0]));
    await expectNotFound(fleetCarPage(staff, registrations[0]));
    await expectNotFound(takeOutOfService(staff, registrations[0], takeOut("2027-08-01", null)));
    await expectNotFound(endDowntime(staff, registrations[0], randomUUID()));
    await expectNotFound(fleetList(staff, { branch: zqn!.id }));
    expect(() => boardBranchIds(staff, String(zqn!.id), [zqn!.id, staff.branchIds[0]])).toThrow();
    const cars = await fleetList(staff, {});
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.every((car) => staff.branchIds.includes(car.branchId))).toBe(true);
    expect(await auditCount(registrations[0])).toBe(0);
  });

  it("filters the list by class and state", async () => {
    const { registrations } = await stock("WHK", "7", 2);
    const staff = await staffAt(["WHK"]);
    const now = nz("2027-02-02 12:00");
    await takeOutOfService(staff, registrations[0], takeOut("2027-02-01", null, "out_of_service"), now);
    const outOfService = await fleetList(staff, { class: "7", status: "out-of-service" }, now);
    expect(outOfService.map((car) => car.registration)).toEqual([registrations[0]]);
    expect(outOfService[0].downtime).toMatchObject({
      kind: "out_of_service",
      reason: "Windscreen replacement",
    });
    const ready = await fleetList(staff, { class: "7", status: "ready" }, now);
    expect(ready.map((car) => car.registration)).toEqual([registrations[1]]);
  });
});

describe("clashes", () => {
  it("are reported when a car promised to a confirmed booking is taken off the road, and shown on the board", async () => {
    const { branchId, carClassId, registrations } = await stock("WHK", "15", 1);
    const staff = await staffAt(["WHK"]);
    const now = nz("2027-04-01 09:00");
    const hold = await holdVehicle({
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupAt: nz("2027-04-10 10:00"),
      dropOffAt: nz("2027-04-12 10:00"),
      now,
    });
    if (!hold.ok) throw new Error("hold failed");
    expect((await confirmReservation(hold.reservation.id, { now })).ok).toBe(true);
    const result = await takeOutOfService(staff, registrations[0], takeOut("2027-04-11", "2027-04-13"), now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.clashes.map((clash) => clash.date)).toEqual(["2027-04-11", "2027-04-12"]);
    expect(result.clashes[0]).toMatchObject({
      cars: 0,
      claimed: 1,
      references: [hold.reservation.reference],
    });

    const board = await boardPage(staff, null, nz("2027-04-09 09:00"));
    expect(board.clashes.map((clash) => [clash.date, clash.classCode, clash.references])).toEqual([
      ["2027-04-11", "15", [hold.reservation.reference]],
      ["2027-04-12", "15", [hold.reservation.reference]],
    ]);
    expect(board.pickupsTomorrow.map((row) => row.reference)).toEqual([hold.reservation.reference]);
    expect(board.pickupsTomorrow[0].checkedIn).toBe(false);
  });
});

describe("back-office links", () => {
  it("are lower case, so a click costs no 301", () => {
    expect(adminBookingPath("GO1234567")).toBe("/admin/bookings/go1234567/");
    expect(adminCarPath("ABC123")).toBe("/admin/fleet/abc123/");
  });
});

describe("the board", () => {
  it("lists today's pick-ups and tomorrow's returns at the branch with their online check-in", async () => {
    const { branchId, carClassId } = await stock("WHK", "16", 1);
    const staff = await staffAt(["WHK"]);
    const now = nz("2027-10-05 08:00");
    const hold = await holdVehicle({
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupAt: nz("2027-10-05 10:00"),
      dropOffAt: nz("2027-10-06 09:00"),
      now,
    });
    if (!hold.ok) throw new Error("hold failed");
    await confirmReservation(hold.reservation.id, { now });
    const db = await getDb();
    await db.update(reservations).set({ checkedInAt: now }).where(eq(reservations.id, hold.reservation.id));
    const board = await boardPage(staff, String(branchId), now);
    expect(board.chosen).toBe(String(branchId));
    expect(board.pickupsToday.find((row) => row.reference === hold.reservation.reference)).toMatchObject({
      checkedIn: true,
      classCode: "16",
      when: "Tue 5 Oct 2027, 10:00 AM",
    });
    expect(board.returnsTomorrow.map((row) => row.reference)).toContain(hold.reservation.reference);
    expect(board.pickupsTomorrow.map((row) => row.reference)).not.toContain(hold.reservation.reference);
    expect(board.carCounts.ready).toBeGreaterThan(0);
  });
});

describe("overdue returns", () => {
  it("list a car picked up and not returned after its drop-off time, and the car shows on rent", async () => {
    const { branchId, carClassId, registrations } = await stock("WHK", "9", 1);
    const staff = await staffAt(["WHK"]);
    const bookedAt = nz("2027-11-01 08:00");
    const hold = await holdVehicle({
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupAt: nz("2027-11-01 10:00"),
      dropOffAt: nz("2027-11-03 10:00"),
      now: bookedAt,
    });
    if (!hold.ok) throw new Error("hold failed");
    await confirmReservation(hold.reservation.id, { now: bookedAt });
    const car = await visibleVehicle(staff, registrations[0]);
    const db = await getDb();
    await db.insert(rentals).values({
      reservationId: hold.reservation.id,
      vehicleId: car.id,
      pickedUpAt: nz("2027-11-01 10:05"),
      pickupOdometerKm: 1000,
      pickupFuelPercent: 100,
      pickupChecks: { licenceSeen: true, cardSeen: true, damageWalkaround: true },
    });
    const before = await boardPage(staff, null, nz("2027-11-03 09:00"));
    expect(before.overdue.map((row) => row.reference)).not.toContain(hold.reservation.reference);
    expect(before.returnsToday.find((row) => row.reference === hold.reservation.reference)).toMatchObject({
      pickedUp: true,
      registration: registrations[0],
    });
    const after = await boardPage(staff, null, nz("2027-11-03 12:00"));
    expect(after.overdue.map((row) => row.reference)).toContain(hold.reservation.reference);
    expect(after.cars.find((row) => row.registration === registrations[0])).toMatchObject({
      state: "on-rent",
      rentalReference: hold.reservation.reference,
    });
  });
});

describe("a booking racing a take-out of service", () => {
  it("never gives the last car to two: a claim either comes first and is reported as a clash, or is refused", async () => {
    const staff = await staffAt(["WHK"]);
    const classes = ["11", "12", "13", "14"];
    for (const [round, classCode] of classes.entries()) {
      const { branchId, carClassId, registrations } = await stock("WHK", classCode, 1);
      const month = `2028-0${round + 1}`;
      const pickupAt = nz(`${month}-10 10:00`);
      const dropOffAt = nz(`${month}-12 10:00`);
      const claim = () =>
        holdVehicle({ carClassId, pickupBranchId: branchId, dropOffBranchId: branchId, pickupAt, dropOffAt });
      const [first, down, second] = await Promise.all([
        claim(),
        takeOutOfService(staff, registrations[0], takeOut(`${month}-09`, `${month}-13`)),
        claim(),
      ]);
      const held = [first, second].filter((result) => result.ok).length;
      expect(down.ok).toBe(true);
      if (!down.ok) continue;
      // One car: at most one claim, and a claim the downtime overtook is reported, never silent.
      expect(held).toBeLessThanOrEqual(1);
      const reported = down.clashes.reduce((most, clash) => Math.max(most, clash.claimed - clash.cars), 0);
      expect(reported).toBe(held);
      const cars = (await availabilityByClass({ pickupBranchId: branchId, pickupAt, dropOffAt })).get(
        carClassId,
      )!;
      expect(cars).toMatchObject({ fleet: 1, offRoad: 1, booked: held, available: 0 });
    }
  });
});
