import { eq } from "drizzle-orm";
import { counterBooking } from "./support/counter";
import { newStaff } from "./support/staff";
import { GOOD_LICENCE } from "./support/pickup-checks";
import { describe, expect, it } from "vitest";
import { getBranchByCode, type Branch } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { getRental, getVehicle } from "~/models/reservations/rentals.server";
import { utilisationByDay } from "~/models/reservations/reports.server";
import { vehicleMoves, vehicles } from "~/models/schema";
import type { SignedInStaff } from "~/services/admin/access/guard.server";
import { returnSchema } from "~/services/admin/bookings/forms";
import { loadCounterBooking } from "~/services/admin/bookings/page.server";
import { pickUp } from "~/services/admin/bookings/pick-up.server";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import {
  defaultReturnBranchId,
  ONE_WAY_CHARGE_CODE,
  RETURN_FUTURE_GRACE_MINUTES,
  returnBranchChoices,
  returnOneWayFee,
  returnTimeDecision,
} from "~/services/admin/bookings/return-rules";
import { RETURN_MESSAGES as RM, RETURN_TEXT as RT } from "~/services/admin/bookings/return-text";
import { returnCar } from "~/services/admin/bookings/return.server";
import { fleetCarPage, moveVehicle } from "~/services/admin/fleet/fleet.server";
import { availabilityOfClass } from "~/services/booking/availability/availability.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { DEFAULT_ONE_WAY_FEES } from "~/services/booking/constants";
import { returnEnergyCharge } from "~/services/booking/cost/rules";
import { fromNewZealand, nowInNewZealand } from "~/services/platform/dates";
import { formatMoney } from "~/services/platform/money";

/** Return anywhere (issue 32 item 4): the branch, the car's move, the one-way fee, the time, reports. */

const MINUTE = 60 * 1000;
/** The minute of an instant on the New Zealand clock, "HH:mm". */
const pickedUpTime = (at: Date) => {
  const minutes = nowInNewZealand(at).minutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
};
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let count = 0;

const branch = async (code: string): Promise<Branch> => (await getBranchByCode(code))!;

/** A car of class 5 at `code`, and a confirmed booking of it to `dropOff`, paid by card, picked up an hour ago. */
async function pickedUp(staff: SignedInStaff, code: string, dropOff: string) {
  const now = new Date();
  const made = await counterBooking(code, { dropOff, tag: "RTN" });
  const { vehicle } = made;
  const pickedUpAt = new Date(now.getTime() - HOUR);
  const result = await pickUp(
    staff,
    await counterReservation(staff, made.reference),
    {
      vehicleId: vehicle.id,
      odometerKm: 12_000,
      fuelPercent: 100,
      licenceSeen: true,
      cardSeen: true,
      damageWalkaround: true,
      pickupDate: nowInNewZealand(pickedUpAt).date,
      pickupTime: pickedUpTime(pickedUpAt),
      earlyOverride: true,
      overrideReason: "Customer came in early",
      drivers: [GOOD_LICENCE],
      bondWaived: false,
    },
    { now: pickedUpAt },
  );
  if (!result.ok) throw new Error(`expected a pick-up: ${JSON.stringify(result)}`);
  return {
    id: made.id,
    reference: made.reference,
    vehicle,
    carClassId: vehicle.carClassId,
    pickedUpAt: (await getRental(made.id))!.pickedUpAt,
  };
}

const timeOf = (at: Date) => {
  const nz = nowInNewZealand(at);
  return {
    returnDate: nz.date,
    returnTime: `${String(Math.floor(nz.minutes / 60)).padStart(2, "0")}:${String(nz.minutes % 60).padStart(2, "0")}`,
  };
};

const returnInput = (at: Date, extra: Record<string, string> = {}) =>
  returnSchema.parse({ odometerKm: "12300", fuelPercent: "100", ...timeOf(at), ...extra });

/* ------------------------------------------------------------------------------------------------ */

describe("the return's rules", () => {
  const at = (id: number, code: string, city: string) => ({ id, code, city });
  const akl = at(1, "AKL", "Auckland");
  const akc = at(2, "AKC", "Auckland");
  const wlg = at(3, "WLG", "Wellington");
  const chc = at(4, "CHC", "Christchurch");
  const fees = DEFAULT_ONE_WAY_FEES;

  it("adds nothing when the car comes back where booked, whatever the rates say now", () => {
    expect(returnOneWayFee({ pickup: akl, bookedDropOff: chc, actual: chc, bookedFee: 90, fees })).toEqual({
      due: 90,
      booked: 90,
      difference: 0,
    });
  });

  it("charges the rates' fee from the booked pick-up to where the car came back, less what was booked", () => {
    // A round trip brought back to Wellington: the same-island fee.
    expect(returnOneWayFee({ pickup: akl, bookedDropOff: akl, actual: wlg, bookedFee: 0, fees })).toEqual({
      due: fees.sameIsland,
      booked: 0,
      difference: fees.sameIsland,
    });
    // Booked to Wellington, brought to Christchurch: the inter-island fee less the same-island one paid.
    expect(
      returnOneWayFee({ pickup: akl, bookedDropOff: wlg, actual: chc, bookedFee: fees.sameIsland, fees }),
    ).toEqual({
      due: fees.interIsland,
      booked: fees.sameIsland,
      difference: fees.interIsland - fees.sameIsland,
    });
    // Head office's rates in force, not the defaults.
    const changed = { ...fees, sameIsland: 70 };
    expect(
      returnOneWayFee({ pickup: akl, bookedDropOff: akl, actual: wlg, bookedFee: 0, fees: changed })
        .difference,
    ).toBe(70);
  });

  it("gives nothing back for a return closer than booked, and none within the city", () => {
    expect(
      returnOneWayFee({ pickup: akl, bookedDropOff: chc, actual: wlg, bookedFee: fees.interIsland, fees })
        .difference,
    ).toBe(0);
    expect(
      returnOneWayFee({ pickup: akl, bookedDropOff: akl, actual: akc, bookedFee: 0, fees }).difference,
    ).toBe(fees.sameCity);
  });

  it("offers Staff their own branches and Admin every one, starting at the booked drop-off", () => {
    const all = [akl, akc, wlg, chc];
    expect(returnBranchChoices({ role: "Staff", branchIds: [1, 3] }, all)).toEqual([akl, wlg]);
    expect(returnBranchChoices({ role: "Admin", branchIds: [] }, all)).toEqual(all);
    expect(defaultReturnBranchId([akl, wlg], 3)).toBe(3);
    expect(defaultReturnBranchId([akl, wlg], 4)).toBe(1);
    expect(defaultReturnBranchId([], 4)).toBeNull();
  });

  it("takes a return time from the pick-up's minute to a few minutes from now", () => {
    const pickedUpAt = new Date("2027-03-01T00:00:40Z");
    const now = new Date("2027-03-01T05:00:00Z");
    // The pick-up's own minute (the form's default right after a pick-up): a second after it.
    expect(returnTimeDecision(new Date("2027-03-01T00:00:00Z"), pickedUpAt, now)).toEqual({
      ok: true,
      returnedAt: new Date("2027-03-01T00:00:41Z"),
    });
    expect(returnTimeDecision(new Date("2027-02-28T23:59:00Z"), pickedUpAt, now)).toEqual({
      ok: false,
      message: RM.returnBeforePickup,
    });
    // An hour ago, or the grace ahead: as entered.
    const hourAgo = new Date(now.getTime() - HOUR);
    expect(returnTimeDecision(hourAgo, pickedUpAt, now)).toEqual({ ok: true, returnedAt: hourAgo });
    const ahead = new Date(now.getTime() + RETURN_FUTURE_GRACE_MINUTES * MINUTE);
    expect(returnTimeDecision(ahead, pickedUpAt, now)).toEqual({ ok: true, returnedAt: ahead });
    expect(returnTimeDecision(new Date(ahead.getTime() + MINUTE), pickedUpAt, now)).toEqual({
      ok: false,
      message: RM.returnInFuture(RETURN_FUTURE_GRACE_MINUTES),
    });
  });

  it("asks a waiver for its reason", () => {
    const base = { odometerKm: "1", fuelPercent: "100", returnDate: "2027-03-01", returnTime: "10:00" };
    const refused = returnSchema.safeParse({ ...base, waiveOneWayFee: "on", waiverReason: " " });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["waiverReason", RM.waiverReasonRequired],
    ]);
    expect(returnSchema.parse({ ...base, returnBranchId: "" })).toMatchObject({
      returnBranchId: null,
      waiveOneWayFee: false,
    });
  });
});

describe("a return to another branch", () => {
  it("moves the car there with its history, charges the one-way fee once with the fuel, and it is bookable there at once", async () => {
    const staff = await newStaff("Staff", ["AKL", "WLG"]);
    const made = await pickedUp(staff, "AKL", "AKL");
    const wlg = await branch("WLG");
    const akl = await branch("AKL");
    const search = { pickupAt: new Date(Date.now() + 30 * DAY), dropOffAt: new Date(Date.now() + 33 * DAY) };
    const atWellington = async () =>
      (await availabilityOfClass({ ...search, pickupBranchId: wlg.id, carClassId: made.carClassId }))!.fleet;
    const before = await atWellington();

    // The form offers the staff member's branches, the booked one first, the other with its fee.
    const view = await loadCounterBooking(await counterReservation(staff, made.reference), new Date(), staff);
    expect(view.returnForm!.defaultBranchId).toBe(String(akl.id));
    expect(view.returnForm!.branches.map((option) => option.label)).toEqual(
      expect.arrayContaining([
        RT.returnBranchOption(akl.name, null, true),
        RT.returnBranchOption(wlg.name, formatMoney(DEFAULT_ONE_WAY_FEES.sameIsland), false),
      ]),
    );

    const returnedAt = new Date(Date.now() - 20 * MINUTE);
    const input = returnInput(returnedAt, { returnBranchId: String(wlg.id), fuelPercent: "90" });
    const at = await counterReservation(staff, made.reference);
    const results = await Promise.all([returnCar(staff, at, input), returnCar(staff, at, input)]);
    expect(results.every((result) => result.ok)).toBe(true);

    const rental = (await getRental(made.id))!;
    const fuel = returnEnergyCharge((await getCarClassById(made.carClassId))!.fuelType, 100, 90);
    expect(rental.returnBranchId).toBe(wlg.id);
    expect(rental.charges.map((charge) => [charge.code, charge.amount])).toEqual([
      ["fuel", fuel],
      [ONE_WAY_CHARGE_CODE, DEFAULT_ONE_WAY_FEES.sameIsland],
    ]);
    const charged = (await listPaymentsForReservation(made.id)).filter(
      (payment) => payment.purpose === "return-charges",
    );
    expect(charged.map((payment) => [payment.status, payment.amount])).toEqual([
      ["approved", fuel + DEFAULT_ONE_WAY_FEES.sameIsland],
    ]);
    expect((await getVehicle(made.vehicle.id))!.branchId).toBe(wlg.id);
    expect(await atWellington()).toBe(before + 1);

    const db = await getDb();
    const moves = await db.select().from(vehicleMoves).where(eq(vehicleMoves.vehicleId, made.vehicle.id));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      fromBranchId: akl.id,
      toBranchId: wlg.id,
      kind: "return",
      reservationId: made.id,
      movedAt: rental.returnedAt,
    });
    const page = await fleetCarPage(staff, made.vehicle.registration);
    expect(page.moves).toEqual([
      expect.objectContaining({
        fromBranch: akl.name,
        toBranch: wlg.name,
        kind: "return",
        reference: made.reference,
      }),
    ]);
    const counter = await loadCounterBooking(await counterReservation(staff, made.reference));
    expect(counter.rental!.returnBranch).toBe(wlg.name);
  });

  it("waives the one-way fee with a reason, audited, and charges nothing for it", async () => {
    const staff = await newStaff("Staff", ["AKL", "WLG"]);
    const made = await pickedUp(staff, "AKL", "AKL");
    const wlg = await branch("WLG");
    const input = returnInput(new Date(), {
      returnBranchId: String(wlg.id),
      waiveOneWayFee: "on",
      waiverReason: "Our flood closed Auckland Airport",
    });
    expect(await returnCar(staff, await counterReservation(staff, made.reference), input)).toEqual({
      ok: true,
      done: "returned",
    });
    const rental = (await getRental(made.id))!;
    expect(rental.charges).toEqual([]);
    expect(rental.returnBranchId).toBe(wlg.id);
    const waived = (await listAuditEvents({ entityType: "reservation", entityId: made.id })).find(
      (event) => event.action === "booking.one-way-fee-waived",
    );
    expect(waived).toMatchObject({
      reason: "Our flood closed Auckland Airport",
      before: { oneWayFee: DEFAULT_ONE_WAY_FEES.sameIsland },
      after: { oneWayFee: 0, returnBranch: wlg.name },
    });
  });

  it("refuses a branch the staff member does not work at, beside the field, and records a return just after the pick-up", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await pickedUp(staff, "AKL", "AKL");
    const chc = await branch("CHC");
    expect(
      await returnCar(
        staff,
        await counterReservation(staff, made.reference),
        returnInput(new Date(), { returnBranchId: String(chc.id) }),
      ),
    ).toEqual({ ok: false, status: 422, fieldErrors: { returnBranchId: RM.returnBranchNotAllowed } });
    // The time of the pick-up's own minute: recorded just after the pick-up, not refused.
    expect(
      await returnCar(staff, await counterReservation(staff, made.reference), returnInput(made.pickedUpAt)),
    ).toEqual({ ok: true, done: "returned" });
    const rental = (await getRental(made.id))!;
    expect(rental.returnedAt!.getTime()).toBe(made.pickedUpAt.getTime() + 1000);
    expect((await getVehicle(made.vehicle.id))!.branchId).toBe((await branch("AKL")).id);
    const db = await getDb();
    expect(await db.select().from(vehicleMoves).where(eq(vehicleMoves.vehicleId, made.vehicle.id))).toEqual(
      [],
    );
  });
});

describe("utilisation follows the car's moves", () => {
  it("counts a car moved at noon half the day at each branch, then at the new one", async () => {
    const admin = await newStaff("Admin", []);
    const akl = await branch("AKL");
    const wlg = await branch("WLG");
    const carClass = (await getCarClassByCode("5"))!;
    count += 1;
    const db = await getDb();
    const [car] = await db
      .insert(vehicles)
      .values({
        fleetNumber: `REPORT-${count}`,
        registration: `RPT${count}`,
        branchId: akl.id,
        carClassId: carClass.carClassId,
      })
      .returning();
    const days = ["2031-06-01", "2031-06-02"].map((day, index, all) => ({
      key: day,
      startsAt: fromNewZealand(day, "00:00"),
      endsAt:
        index + 1 < all.length
          ? fromNewZealand(all[index + 1], "00:00")
          : fromNewZealand("2031-06-03", "00:00"),
    }));
    const seconds = async () => {
      const rows = await utilisationByDay([akl.id, wlg.id], days);
      const of = (branchId: number, day: string) =>
        rows.find(
          (row) => row.branchId === branchId && row.day === day && row.carClassId === carClass.carClassId,
        )?.inServiceSeconds ?? 0;
      return days.map((day) => [of(akl.id, day.key), of(wlg.id, day.key)]);
    };
    const before = await seconds();
    expect(
      await moveVehicle(
        admin,
        car.registration,
        { fromBranchId: akl.id, toBranchId: wlg.id },
        fromNewZealand("2031-06-01", "12:00"),
      ),
    ).toEqual({ ok: true, clashes: [] });
    const after = await seconds();
    const half = DAY / 2 / 1000;
    const whole = DAY / 1000;
    expect(after).toEqual([
      [before[0][0] - half, before[0][1] + half],
      [before[1][0] - whole, before[1][1] + whole],
    ]);
    expect((await fleetCarPage(admin, car.registration)).moves).toEqual([
      expect.objectContaining({
        fromBranch: akl.name,
        toBranch: wlg.name,
        kind: "transfer",
        reference: null,
      }),
    ]);
  });
});
