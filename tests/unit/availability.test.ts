import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import {
  confirmReservation,
  extendHold,
  holdVehicle,
  markPaymentPending,
} from "~/services/booking/availability/claims.server";
import { TIME_ZONE } from "~/models/constants";
import { BOOKING_TIMEOUT_SECONDS, PAYMENT_WINDOW_SECONDS } from "~/models/constants";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { countFleet, getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import {
  getReservation,
  getReservationByReference,
  releaseHold,
  updateReservation,
  type HoldInput,
} from "~/models/reservations/reservations.server";
import { carClasses, rentals, reservations, vehicles } from "~/models/schema";
import {
  availabilityByClass,
  availabilityStatus,
  countBookedForPeriods,
} from "~/services/booking/availability/availability.server";

dayjs.extend(utc);
dayjs.extend(timezone);

const nz = (text: string) => dayjs.tz(text, TIME_ZONE).toDate();
const seconds = (date: Date, n: number) => new Date(date.getTime() + n * 1000);

async function ids(branchCode: string, classCode: string) {
  const branch = await getBranchByCode(branchCode);
  const carClass = await getCarClassByCode(classCode);
  if (!branch || !carClass) throw new Error(`seed missing ${branchCode} ${classCode}`);
  return { branchId: branch.id, carClassId: carClass.carClassId };
}

/** Gives a branch exactly `n` in-service cars of a class it does not otherwise keep. */
async function stock(branchCode: string, classCode: string, n: number) {
  const { branchId, carClassId } = await ids(branchCode, classCode);
  const db = await getDb();
  await db.insert(vehicles).values(
    Array.from({ length: n }, (_, k) => ({
      fleetNumber: `TEST-${branchCode}-${classCode}-${k + 1}`,
      registration: `ZZ${branchCode.slice(0, 1)}${classCode}${k + 1}`.slice(0, 8),
      branchId,
      carClassId,
    })),
  );
  clearCatalogCache();
  expect(await countFleet(branchId, carClassId)).toBe(n);
  return { branchId, carClassId };
}

async function reservationCount() {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(reservations);
  return row.total;
}

describe("availability status rule", () => {
  it("is Invisible for hidden classes and classes the branch does not keep", () => {
    expect(availabilityStatus("Invisible", 5, 0)).toBe("Invisible");
    expect(availabilityStatus("Available", 0, 0)).toBe("Invisible");
  });

  it("is Soldout when no car is left or the class is closed", () => {
    expect(availabilityStatus("Available", 3, 3)).toBe("Soldout");
    expect(availabilityStatus("OnRequest", 3, 4)).toBe("Soldout");
    expect(availabilityStatus("Soldout", 3, 0)).toBe("Soldout");
  });

  it("is OnRequest for on-request classes with a car left, Available otherwise", () => {
    expect(availabilityStatus("OnRequest", 3, 2)).toBe("OnRequest");
    expect(availabilityStatus("Available", 3, 2)).toBe("Available");
    expect(availabilityStatus("Available", 1, 0)).toBe("Available");
  });
});

describe("availabilityByClass", () => {
  it("counts the fleet at the pick-up branch for every class", async () => {
    const { branchId, carClassId } = await ids("AKL", "1");
    const map = await availabilityByClass({
      pickupBranchId: branchId,
      pickupAt: nz("2027-04-12 10:00"),
      dropOffAt: nz("2027-04-15 10:00"),
    });
    const economy = map.get(carClassId);
    expect(economy).toMatchObject({ classCode: "1", booked: 0, status: "Available" });
    expect(economy?.fleet).toBe(await countFleet(branchId, carClassId));
    expect(economy?.available).toBe(economy?.fleet);
    expect(map.size).toBe(34);
    const whk = await ids("WHK", "M");
    const glamperAtWaiheke = (
      await availabilityByClass({
        pickupBranchId: whk.branchId,
        pickupAt: nz("2027-04-12 10:00"),
        dropOffAt: nz("2027-04-15 10:00"),
      })
    ).get(whk.carClassId);
    expect(glamperAtWaiheke).toMatchObject({ fleet: 0, available: 0, status: "Invisible" });
  });

  it("subtracts overlapping claims only: live holds, payment pending and confirmed", async () => {
    const { branchId, carClassId } = await stock("DUD", "14", 4);
    const now = nz("2027-05-01 09:00");
    const period = { pickupAt: nz("2027-05-10 10:00"), dropOffAt: nz("2027-05-14 10:00") };
    const base: HoldInput = {
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      ...period,
      now,
    };
    const held = await holdVehicle(base);
    const pending = await holdVehicle(base);
    const confirmed = await holdVehicle(base);
    const released = await holdVehicle(base);
    if (!held.ok || !pending.ok || !confirmed.ok || !released.ok) throw new Error("hold failed");
    expect((await markPaymentPending(pending.reservation.id, { now })).ok).toBe(true);
    expect((await confirmReservation(confirmed.reservation.id, { now })).ok).toBe(true);
    expect(await releaseHold(released.reservation.id, { now })).toBe(true);

    const at = (query: { pickupAt: Date; dropOffAt: Date }, when: Date) =>
      availabilityByClass({ pickupBranchId: branchId, ...query, now: when }).then((map) =>
        map.get(carClassId),
      );

    expect(await at(period, now)).toMatchObject({ fleet: 4, booked: 3, available: 1, status: "Available" });
    // Once the hold has expired, only payment pending and confirmed claim a car.
    expect(await at(period, seconds(now, BOOKING_TIMEOUT_SECONDS + 1))).toMatchObject({
      booked: 2,
      available: 2,
    });
    // Once the payment window has passed too, only the confirmed one does.
    expect(await at(period, seconds(now, PAYMENT_WINDOW_SECONDS - 1))).toMatchObject({ booked: 2 });
    expect(await at(period, seconds(now, PAYMENT_WINDOW_SECONDS + 1))).toMatchObject({
      booked: 1,
      available: 3,
    });
    // Touching periods do not overlap: [pickup, drop-off).
    expect(await at({ pickupAt: period.dropOffAt, dropOffAt: nz("2027-05-16 10:00") }, now)).toMatchObject({
      booked: 0,
    });
    expect(await at({ pickupAt: nz("2027-05-08 10:00"), dropOffAt: period.pickupAt }, now)).toMatchObject({
      booked: 0,
    });
    expect(
      await at({ pickupAt: nz("2027-05-13 10:00"), dropOffAt: nz("2027-05-20 10:00") }, now),
    ).toMatchObject({ booked: 3 });
    // Another branch is not affected.
    const other = await availabilityByClass({
      pickupBranchId: (await ids("AKL", "14")).branchId,
      ...period,
      now,
    });
    expect(other.get(carClassId)?.booked).toBe(0);
  });

  it("counts a long rental that started weeks before the period, beside many short ones", async () => {
    const { branchId, carClassId } = await stock("IVC", "14", 3);
    const now = nz("2027-07-01 09:00");
    const hold = (pickupAt: Date, dropOffAt: Date) =>
      holdVehicle({
        carClassId,
        pickupBranchId: branchId,
        dropOffBranchId: branchId,
        pickupAt,
        dropOffAt,
        now,
      });
    // Short rentals long before and after the period, then one of 90 days that covers it.
    for (const day of ["2027-07-02", "2027-07-05", "2027-11-20"]) {
      const pickupAt = nz(`${day} 10:00`);
      const booked = await hold(pickupAt, seconds(pickupAt, 2 * 86_400));
      if (!booked.ok) throw new Error("hold failed");
      await confirmReservation(booked.reservation.id, { now });
    }
    const long = await hold(nz("2027-08-01 10:00"), nz("2027-10-30 10:00"));
    if (!long.ok) throw new Error("hold failed");
    await confirmReservation(long.reservation.id, { now });

    const booked = async (from: string, to: string) =>
      (
        await availabilityByClass({ pickupBranchId: branchId, pickupAt: nz(from), dropOffAt: nz(to), now })
      ).get(carClassId)?.booked;
    expect(await booked("2027-10-20 10:00", "2027-10-25 10:00")).toBe(1);
    expect(await booked("2027-10-30 10:00", "2027-11-02 10:00")).toBe(0);
    expect(await booked("2027-07-03 10:00", "2027-07-06 10:00")).toBe(2);
  });

  it("passes OnRequest and Invisible class statuses through", async () => {
    const { branchId, carClassId } = await ids("CHC", "12");
    const db = await getDb();
    const query = {
      pickupBranchId: branchId,
      pickupAt: nz("2027-06-01 10:00"),
      dropOffAt: nz("2027-06-03 10:00"),
    };
    try {
      await db
        .update(carClasses)
        .set({ carClassStatus: "OnRequest" })
        .where(eq(carClasses.carClassId, carClassId));
      clearCatalogCache();
      expect((await availabilityByClass(query)).get(carClassId)?.status).toBe("OnRequest");
      await db
        .update(carClasses)
        .set({ carClassStatus: "Invisible" })
        .where(eq(carClasses.carClassId, carClassId));
      clearCatalogCache();
      expect((await availabilityByClass(query)).get(carClassId)?.status).toBe("Invisible");
      const refused = await holdVehicle({
        carClassId,
        pickupBranchId: branchId,
        dropOffBranchId: branchId,
        pickupAt: query.pickupAt,
        dropOffAt: query.dropOffAt,
      });
      expect(refused).toEqual({ ok: false, reason: "soldout" });
    } finally {
      await db
        .update(carClasses)
        .set({ carClassStatus: "Available" })
        .where(eq(carClasses.carClassId, carClassId));
      clearCatalogCache();
    }
  });
});

describe("countBookedForPeriods: several periods in one query (ADR 0078)", () => {
  const insertConfirmed = (
    branchId: number,
    carClassId: number,
    period: { pickupAt: Date; dropOffAt: Date },
    reference: string,
  ) => sql`
    insert into reservations (reference, status, car_class_id, pickup_branch_id, drop_off_branch_id, pickup_at, drop_off_at, total)
    values (${reference}, 'confirmed', ${carClassId}, ${branchId}, ${branchId}, ${period.pickupAt.toISOString()}, ${period.dropOffAt.toISOString()}, 100)`;

  it("counts each period as its own search would, whatever their order, ties and touching ends", async () => {
    const { branchId, carClassId } = await stock("NSN", "14", 5);
    const db = await getDb();
    const between = (from: string, to: string) => ({ pickupAt: nz(from), dropOffAt: nz(to) });
    await db.execute(
      insertConfirmed(branchId, carClassId, between("2027-09-10 10:00", "2027-09-12 10:00"), "GO9100001"),
    );
    await db.execute(
      insertConfirmed(branchId, carClassId, between("2027-09-12 10:00", "2027-09-13 10:00"), "GO9100002"),
    );
    await db.execute(
      insertConfirmed(branchId, carClassId, between("2027-09-08 10:00", "2027-09-10 10:00"), "GO9100003"),
    );
    const periods = [
      between("2027-09-10 10:00", "2027-09-12 10:00"), // the first only: the others touch it
      between("2027-09-12 10:00", "2027-09-13 10:00"), // the second only
      between("2027-09-09 10:00", "2027-09-14 10:00"), // all three
      between("2027-09-10 10:00", "2027-09-12 10:00"), // the same period twice
      between("2027-09-10 09:59", "2027-09-10 10:01"), // the first and the third, by a minute each
      between("2027-09-20 10:00", "2027-09-21 10:00"), // none
    ];
    const counts = await countBookedForPeriods({ pickupBranchId: branchId, periods });
    expect(counts.map((map) => map.get(carClassId) ?? 0)).toEqual([1, 1, 3, 1, 2, 0]);
    const oneByOne = await Promise.all(
      periods.map(
        async (period) =>
          (await availabilityByClass({ pickupBranchId: branchId, ...period })).get(carClassId)?.booked,
      ),
    );
    expect(oneByOne).toEqual([1, 1, 3, 1, 2, 0]);
    // A cancellation is seen at once: nothing is kept between searches.
    await db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.reference, "GO9100002"));
    const after = await countBookedForPeriods({ pickupBranchId: branchId, periods: periods.slice(1, 3) });
    expect(after.map((map) => map.get(carClassId) ?? 0)).toEqual([0, 2]);
  });
});

describe("holdVehicle: the last car is never sold twice", () => {
  it("lets exactly 3 of 50 concurrent bookings through when 3 cars are left", async () => {
    const { branchId, carClassId } = await stock("WHK", "M", 3);
    const db = await getDb();
    const vehiclesBefore = await db.select({ total: count() }).from(vehicles);
    const reservationsBefore = await reservationCount();
    const input: HoldInput = {
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: branchId,
      pickupAt: nz("2027-02-05 10:00"),
      dropOffAt: nz("2027-02-09 10:00"),
    };

    const results = await Promise.all(Array.from({ length: 50 }, () => holdVehicle(input)));

    const won = results.filter((result) => result.ok);
    const lost = results.filter((result) => !result.ok);
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(47);
    for (const result of lost) expect(result).toEqual({ ok: false, reason: "soldout" });

    // Nothing else changed: three held rows, the fleet untouched.
    expect(await reservationCount()).toBe(reservationsBefore + 3);
    const rows = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.pickupBranchId, branchId), eq(reservations.carClassId, carClassId)));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(3);
    for (const row of rows) expect(row.status).toBe("held");
    expect(await db.select({ total: count() }).from(vehicles)).toEqual(vehiclesBefore);
    const after = (
      await availabilityByClass({
        pickupBranchId: branchId,
        pickupAt: input.pickupAt,
        dropOffAt: input.dropOffAt,
      })
    ).get(carClassId);
    expect(after).toMatchObject({ fleet: 3, booked: 3, available: 0, status: "Soldout" });
  });

  it("stores a held reservation with a GO reference and a 300-second hold", async () => {
    const { branchId, carClassId } = await ids("ZQN", "7");
    const wlg = await ids("WLG", "7");
    const now = nz("2027-01-10 08:00");
    const result = await holdVehicle({
      carClassId,
      pickupBranchId: branchId,
      dropOffBranchId: wlg.branchId,
      pickupAt: nz("2027-01-20 10:00"),
      dropOffAt: nz("2027-01-25 10:00"),
      promoCode: "  RealNZ ",
      extras: [{ code: "child-seat", quantity: 2 }],
      agentId: null,
      now,
    });
    if (!result.ok) throw new Error("expected a hold");
    const reservation = result.reservation;
    expect(reservation.reference).toMatch(/^GO\d{7}$/);
    expect(reservation.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reservation).toMatchObject({
      status: "held",
      promoCode: "realnz",
      currency: "NZD",
      salesSource: "web",
      total: 0,
    });
    expect(reservation.holdExpiresAt?.getTime()).toBe(now.getTime() + BOOKING_TIMEOUT_SECONDS * 1000);
    expect(await getReservation(reservation.id)).toEqual(reservation);
    expect(await getReservationByReference(` ${reservation.reference.toLowerCase()} `)).toEqual(reservation);
    expect(await getReservation("00000000-0000-0000-0000-000000000000")).toBeNull();
    expect(await getReservationByReference("GO0000000")).toBeNull();
  });

  it("refuses a period that ends before it starts", async () => {
    const { branchId, carClassId } = await ids("AKL", "1");
    await expect(
      holdVehicle({
        carClassId,
        pickupBranchId: branchId,
        dropOffBranchId: branchId,
        pickupAt: nz("2027-01-20 10:00"),
        dropOffAt: nz("2027-01-20 10:00"),
      }),
    ).rejects.toThrow(RangeError);
  });
});

describe("hold life cycle", () => {
  async function singleCar(classCode: string) {
    const stocked = await stock("IVC", classCode, 1);
    const now = nz("2027-08-01 09:00");
    const input: HoldInput = {
      carClassId: stocked.carClassId,
      pickupBranchId: stocked.branchId,
      dropOffBranchId: stocked.branchId,
      pickupAt: nz("2027-08-10 10:00"),
      dropOffAt: nz("2027-08-12 10:00"),
      now,
    };
    return { input, now };
  }

  it("extends a live hold and renews an expired one while the car is free", async () => {
    const { input, now } = await singleCar("5");
    const hold = await holdVehicle(input);
    if (!hold.ok) throw new Error("expected a hold");
    const later = seconds(now, 120);
    const extended = await extendHold(hold.reservation.id, { now: later });
    expect(extended.ok && extended.reservation.holdExpiresAt?.getTime()).toBe(
      later.getTime() + BOOKING_TIMEOUT_SECONDS * 1000,
    );
    const muchLater = seconds(now, 3600);
    const renewed = await extendHold(hold.reservation.id, { now: muchLater });
    expect(renewed.ok).toBe(true);
    expect(await extendHold("no-such-id")).toEqual({ ok: false, reason: "not_found" });
  });

  it("does not confirm an expired hold whose car someone else took", async () => {
    const { input, now } = await singleCar("9");
    const first = await holdVehicle(input);
    if (!first.ok) throw new Error("expected a hold");
    expect(await holdVehicle({ ...input, now: seconds(now, 10) })).toEqual({ ok: false, reason: "soldout" });

    const afterExpiry = seconds(now, BOOKING_TIMEOUT_SECONDS + 1);
    const second = await holdVehicle({ ...input, now: afterExpiry });
    expect(second.ok).toBe(true);
    expect(await confirmReservation(first.reservation.id, { now: afterExpiry })).toEqual({
      ok: false,
      reason: "soldout",
    });
    expect(await extendHold(first.reservation.id, { now: afterExpiry })).toEqual({
      ok: false,
      reason: "soldout",
    });
    expect((await getReservation(first.reservation.id))?.status).toBe("held");
  });

  it("confirms once, idempotently, and keeps the car claimed", async () => {
    const { input, now } = await singleCar("2M");
    const hold = await holdVehicle(input);
    if (!hold.ok) throw new Error("expected a hold");
    const pending = await markPaymentPending(hold.reservation.id, { now });
    expect(pending.ok && pending.reservation).toMatchObject({
      status: "payment_pending",
      holdExpiresAt: seconds(now, PAYMENT_WINDOW_SECONDS),
    });
    const confirmed = await confirmReservation(hold.reservation.id, { now: seconds(now, 10_000) });
    if (!confirmed.ok) throw new Error("expected a confirmation");
    expect(confirmed.reservation).toMatchObject({ status: "confirmed", holdExpiresAt: null });
    expect(confirmed.reservation.confirmedAt?.getTime()).toBe(seconds(now, 10_000).getTime());
    const again = await confirmReservation(hold.reservation.id, { now: seconds(now, 20_000) });
    expect(again.ok && again.reservation.confirmedAt).toEqual(confirmed.reservation.confirmedAt);
    expect(await releaseHold(hold.reservation.id)).toBe(false);
    expect(await holdVehicle({ ...input, now: seconds(now, 99_999) })).toEqual({
      ok: false,
      reason: "soldout",
    });
  });

  it("claims a payment-pending car for the payment window only, renewed by a new payment start", async () => {
    const { input, now } = await singleCar("4H");
    const hold = await holdVehicle(input);
    if (!hold.ok) throw new Error("expected a hold");
    expect((await markPaymentPending(hold.reservation.id, { now })).ok).toBe(true);
    // Within the window (long after the 300-second hold would have ended) the car stays claimed.
    const inWindow = seconds(now, PAYMENT_WINDOW_SECONDS - 60);
    expect(await holdVehicle({ ...input, now: inWindow })).toEqual({ ok: false, reason: "soldout" });
    // Starting the payment again renews the window from then.
    const renewed = await markPaymentPending(hold.reservation.id, { now: inWindow });
    expect(renewed.ok && renewed.reservation.holdExpiresAt).toEqual(
      seconds(inWindow, PAYMENT_WINDOW_SECONDS),
    );
    // An abandoned payment gives the car back once the window has passed.
    const afterWindow = seconds(inWindow, PAYMENT_WINDOW_SECONDS + 1);
    const other = await holdVehicle({ ...input, now: afterWindow });
    expect(other.ok).toBe(true);
    // The abandoned one can no longer restart its payment or be confirmed: the car has gone.
    expect(await markPaymentPending(hold.reservation.id, { now: afterWindow })).toEqual({
      ok: false,
      reason: "soldout",
    });
    expect(await confirmReservation(hold.reservation.id, { now: afterWindow })).toEqual({
      ok: false,
      reason: "soldout",
    });
    expect((await getReservation(hold.reservation.id))?.status).toBe("payment_pending");
  });

  it("restarts an expired payment window while the car is still free", async () => {
    const { input, now } = await singleCar("1M");
    const hold = await holdVehicle(input);
    if (!hold.ok) throw new Error("expected a hold");
    await markPaymentPending(hold.reservation.id, { now });
    const afterWindow = seconds(now, PAYMENT_WINDOW_SECONDS + 1);
    const restarted = await markPaymentPending(hold.reservation.id, { now: afterWindow });
    expect(restarted.ok && restarted.reservation.holdExpiresAt).toEqual(
      seconds(afterWindow, PAYMENT_WINDOW_SECONDS),
    );
    expect(await holdVehicle({ ...input, now: seconds(afterWindow, 1) })).toEqual({
      ok: false,
      reason: "soldout",
    });
  });

  it("gives the car back when a hold is released", async () => {
    const { input, now } = await singleCar("3E");
    const hold = await holdVehicle(input);
    if (!hold.ok) throw new Error("expected a hold");
    expect(await releaseHold(hold.reservation.id, { now })).toBe(true);
    expect(await releaseHold(hold.reservation.id, { now })).toBe(false);
    expect((await getReservation(hold.reservation.id))?.status).toBe("cancelled");
    expect(await confirmReservation(hold.reservation.id, { now })).toEqual({
      ok: false,
      reason: "cancelled",
    });
    expect((await holdVehicle(input)).ok).toBe(true);
  });

  it("saves step data on an open reservation only", async () => {
    const { input, now } = await singleCar("16");
    const hold = await holdVehicle(input);
    if (!hold.ok) throw new Error("expected a hold");
    const updated = await updateReservation(hold.reservation.id, {
      insuranceCode: "total-care",
      isCarbonOffset: true,
      promoCode: " AAMEMBER ",
      stepComplete: 2,
      customerDetails: {
        firstName: "Aroha",
        lastName: "Ngata",
        email: "aroha@example.co.nz",
        phone: "021 555 0101",
        country: "New Zealand",
        travelReason: "Leisure",
      },
    });
    expect(updated).toMatchObject({
      insuranceCode: "total-care",
      isCarbonOffset: true,
      promoCode: "aamember",
      stepComplete: 2,
    });
    expect(updated?.customerDetails?.firstName).toBe("Aroha");
    await confirmReservation(hold.reservation.id, { now });
    expect(await updateReservation(hold.reservation.id, { stepComplete: 3 })).toBeNull();
    expect((await getReservation(hold.reservation.id))?.stepComplete).toBe(2);
  });
});

describe("a car still out after its booked drop-off (issue 21)", () => {
  it("is off the road for later searches until it is returned, and never counted twice", async () => {
    const { branchId, carClassId } = await stock("DUD", "14H", 2);
    const db = await getDb();
    const now = nz("2027-10-05 12:00");
    const rented = { pickupAt: nz("2027-10-01 10:00"), dropOffAt: nz("2027-10-04 10:00") };
    const [reservation] = await db
      .insert(reservations)
      .values({
        reference: "GO9200001",
        status: "confirmed",
        carClassId,
        pickupBranchId: branchId,
        dropOffBranchId: branchId,
        ...rented,
        total: 100,
      })
      .returning({ id: reservations.id });
    const [car] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.branchId, branchId), eq(vehicles.carClassId, carClassId)))
      .limit(1);
    await db.insert(rentals).values({
      reservationId: reservation.id,
      vehicleId: car.id,
      pickedUpAt: rented.pickupAt,
      pickupOdometerKm: 1000,
      pickupFuelPercent: 100,
      pickupChecks: { licenceSeen: true, cardSeen: true, damageWalkaround: true },
    });
    const available = async (period: { pickupAt: Date; dropOffAt: Date }, at: Date) =>
      (await availabilityByClass({ pickupBranchId: branchId, ...period, now: at })).get(carClassId)
        ?.available;

    // While the booking runs, its reservation claims the car: one left, not none.
    expect(await available(rented, nz("2027-10-02 12:00"))).toBe(1);
    // Overdue: a search for after the drop-off cannot have the car that has not come back.
    const later = { pickupAt: nz("2027-10-06 10:00"), dropOffAt: nz("2027-10-08 10:00") };
    expect(await available(later, now)).toBe(1);
    // Before the drop-off time had passed, the same search counted it (it was due back).
    expect(await available(later, nz("2027-10-03 12:00"))).toBe(2);
    await db.update(rentals).set({ returnedAt: now }).where(eq(rentals.reservationId, reservation.id));
    expect(await available(later, now)).toBe(2);
  });
});
