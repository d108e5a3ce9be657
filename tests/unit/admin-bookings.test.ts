import { and, eq } from "drizzle-orm";
import { counterBooking } from "./support/counter";
import { newStaff } from "./support/staff";
import { describe, expect, it } from "vitest";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { listBookingNotes } from "~/models/reservations/booking-notes.server";
import { getDb } from "~/models/db.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { getRental, getVehicle, listReadyVehicles } from "~/models/reservations/rentals.server";
import { getReservation } from "~/models/reservations/reservations.server";
import { auditEvents, payments } from "~/models/schema";
import { buildManagedBooking } from "~/services/changes/manage.server";
import { cancelByStaff } from "~/services/admin/bookings/cancel.server";
import { findCounterBookings } from "~/services/admin/bookings/find.server";
import { addNote } from "~/services/admin/bookings/note.server";
import { loadCounterBooking } from "~/services/admin/bookings/page.server";
import { pickUp } from "~/services/admin/bookings/pick-up.server";
import { refundByStaff } from "~/services/admin/bookings/refund.server";
import { resendByStaff } from "~/services/admin/bookings/resend.server";
import { counterReservation, type CounterStaff } from "~/services/admin/bookings/reservation.server";
import { retryReturnCharges, returnCar } from "~/services/admin/bookings/return.server";
import {
  cancelSchema,
  noteSchema,
  pickupSchema,
  refundSchema,
  returnSchema,
} from "~/services/admin/bookings/forms";
import {
  isRefundable,
  PICKUP_BACKDATE_HOURS,
  parseCounterQuery,
  pickupOdometerRefusal,
  pickupRefusal,
  pickupTimeRefusals,
  refundCeiling,
  returnChargeKey,
  returnCharges,
  staffCancelPlan,
} from "~/services/admin/bookings/rules";
import { RETURN_MESSAGES as RM } from "~/services/admin/bookings/return-text";
import { AGREEMENT_TEXT } from "~/services/changes/agreement/text";
import { COUNTER_MESSAGES as M } from "~/services/admin/bookings/text";
import { returnEnergyCharge } from "~/services/booking/cost/rules";
import { formatNzDate, fromNewZealand, nowInNewZealand } from "~/services/platform/dates";
import { formatMoney } from "~/services/platform/money";
import { NOT_FOUND_TITLE } from "~/services/platform/page-text";
import { startStaffSession } from "~/services/admin/access/session.server";
import { action as bookingAction, loader as bookingLoader } from "~/routes/admin+/bookings+/$reference";
import { LICENCE_FIELDS, licenceForm } from "./support/pickup-checks";
import { routeResponse } from "./support/route-response";

const HOUR = 3600 * 1000;

type Made = {
  id: string;
  reference: string;
  email: string;
  vehicleId: number;
  branchId: number;
  dropOffBranchId: number;
};

/** A confirmed booking of class 5 picking up at `code` in ~100 hours, with a car of its own, paid by card. */
async function booking(
  code: string,
  options: { dropOff?: string; paid?: number; pickupInHours?: number } = {},
): Promise<Made> {
  const made = await counterBooking(code, options);
  return {
    id: made.id,
    reference: made.reference,
    email: made.email,
    vehicleId: made.vehicle.id,
    branchId: made.pickupBranch.id,
    dropOffBranchId: made.dropOffBranch.id,
  };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const EARLY_REASON = "Flight came in a day early.";

/**
 * The pick-up form, the car handed over at `at` (default now). The bookings here pick up days
 * ahead, so the early override is ticked with its reason unless `override: false`.
 */
const pickupForm = (
  vehicleId: number,
  odometerKm = 12_000,
  fuelPercent = 100,
  options: { at?: Date; override?: boolean } = {},
): Record<string, string> => {
  const nz = nowInNewZealand(options.at ?? new Date());
  return {
    vehicleId: String(vehicleId),
    odometerKm: String(odometerKm),
    fuelPercent: String(fuelPercent),
    licenceSeen: "on",
    cardSeen: "on",
    damageWalkaround: "on",
    ...licenceForm(),
    pickupDate: nz.date,
    pickupTime: hhmm(nz.minutes),
    ...(options.override === false ? {} : { earlyOverride: "on", overrideReason: EARLY_REASON }),
  };
};
const pickupInput = (...args: Parameters<typeof pickupForm>) =>
  pickupSchema.parse({ ...pickupForm(...args), drivers: [LICENCE_FIELDS] });

const returnInput = (
  at: Date,
  odometerKm: number,
  fuelPercent: number,
  extra: Record<string, string> = {},
) => {
  const nz = nowInNewZealand(at);
  const time = `${String(Math.floor(nz.minutes / 60)).padStart(2, "0")}:${String(nz.minutes % 60).padStart(2, "0")}`;
  return returnSchema.parse({
    odometerKm: String(odometerKm),
    fuelPercent: String(fuelPercent),
    returnDate: nz.date,
    returnTime: time,
    ...extra,
  });
};

const auditActions = async (reservationId: string) =>
  (await listAuditEvents({ entityType: "reservation", entityId: reservationId })).map(
    (event) => event.action,
  );

/* ------------------------------------------------------------------------------------------------ */

describe("the counter's rules", () => {
  it("reads a reservation number, else text for names, emails, phones and registrations", () => {
    const now = new Date("2027-03-01T00:00:00Z");
    expect(parseCounterQuery(" go 1234567 ", now)).toEqual({ kind: "reference", reference: "GO1234567" });
    expect(parseCounterQuery("", now)).toMatchObject({ kind: "upcoming" });
    expect(parseCounterQuery("021 555-1234", now)).toMatchObject({ kind: "text", digits: "0215551234" });
    expect(parseCounterQuery("abc 123", now)).toMatchObject({ kind: "text", registration: "ABC123" });
  });

  it("bounds the pick-up time and asks an override before the booking's pick-up day", () => {
    const now = fromNewZealand("2027-04-10", "09:00");
    const booking = {
      pickupAt: fromNewZealand("2027-04-12", "10:00"),
      dropOffAt: fromNewZealand("2027-04-15", "10:00"),
    };
    const at = (date: string, time: string, earlyOverride = false) =>
      pickupTimeRefusals(booking, { pickedUpAt: fromNewZealand(date, time), earlyOverride }, now);
    expect(at("2027-04-10", "09:00")).toEqual({
      errors: { earlyOverride: M.pickupBeforeDay("Mon 12 Apr 2027") },
      early: true,
    });
    expect(at("2027-04-10", "09:00", true)).toEqual({ errors: {}, early: true });
    // On the pick-up day (any hour of it) and after it: no override needed.
    const onTheDay = fromNewZealand("2027-04-12", "06:30");
    expect(
      pickupTimeRefusals(
        booking,
        { pickedUpAt: fromNewZealand("2027-04-12", "06:00"), earlyOverride: false },
        onTheDay,
      ),
    ).toEqual({ errors: {}, early: false });
    // Now, up to PICKUP_BACKDATE_HOURS back, never ahead past the grace, never at or after the drop-off.
    expect(at("2027-04-10", "09:15", true).errors).toEqual({});
    expect(at("2027-04-10", "09:16", true).errors).toEqual({ pickupDate: M.pickupInFuture });
    expect(at("2027-04-09", "21:00", true).errors).toEqual({});
    expect(at("2027-04-09", "20:59", true).errors).toEqual({
      pickupDate: M.pickupTooLongAgo(PICKUP_BACKDATE_HOURS),
    });
    const late = fromNewZealand("2027-04-15", "10:05");
    expect(
      pickupTimeRefusals(
        booking,
        { pickedUpAt: fromNewZealand("2027-04-15", "10:00"), earlyOverride: false },
        late,
      ).errors,
    ).toEqual({ pickupDate: M.pickupAfterDropOff });
  });

  it("charges the site's return rule by the booked class's fuel, with late return and cleaning", () => {
    const { charges, total } = returnCharges({
      fuelType: "unleaded",
      pickupFuelPercent: 100,
      returnFuelPercent: 75,
      lateFee: 40,
      cleaningFee: 25.5,
    });
    expect(charges.map((charge) => charge.code)).toEqual(["fuel", "late", "cleaning"]);
    expect(charges[0].amount).toBe(returnEnergyCharge("unleaded", 100, 75));
    expect(total).toBe(returnEnergyCharge("unleaded", 100, 75) + 40 + 25.5);
    expect(
      returnCharges({ fuelType: "electric", pickupFuelPercent: 80, returnFuelPercent: 55 }).charges[0],
    ).toMatchObject({ code: "fuel", amount: returnEnergyCharge("electric", 80, 55) });
    expect(returnCharges({ fuelType: "diesel", pickupFuelPercent: 50, returnFuelPercent: 50 })).toEqual({
      charges: [],
      total: 0,
    });
    expect(returnCharges({ fuelType: "none", pickupFuelPercent: 100, returnFuelPercent: 0 }).total).toBe(0);
  });

  it("picks up confirmed bookings once, never below the car's odometer", () => {
    expect(pickupRefusal({ status: "confirmed", picked: false })).toBeNull();
    expect(pickupRefusal({ status: "cancelled", picked: false })).toBe(M.notConfirmed);
    expect(pickupRefusal({ status: "confirmed", picked: true })).toBe(M.alreadyPickedUp);
    expect(pickupOdometerRefusal(999, 1000)).toBe(M.odometerBelowCar(1000));
    expect(pickupOdometerRefusal(1000, 1000)).toBeNull();
  });

  it("never refunds more than a payment less what was refunded from it", () => {
    const payment = { status: "approved", purpose: "booking", method: "credit-card", amount: 400 } as const;
    expect(refundCeiling(payment, [])).toBe(400);
    expect(
      refundCeiling(payment, [
        { status: "refunded", amount: 150 },
        { status: "pending", amount: 50 },
        { status: "cancelled", amount: 100 },
      ]),
    ).toBe(200);
    expect(refundCeiling(payment, [{ status: "refunded", amount: 400 }])).toBe(0);
    expect(isRefundable({ ...payment, purpose: "bond" })).toBe(false);
    expect(isRefundable({ ...payment, method: "on-account" })).toBe(false);
    expect(isRefundable({ ...payment, status: "pending" })).toBe(false);
  });

  it("cancels by the customer rules: free 48 h before, else one day's charge; never once picked up", () => {
    const now = new Date("2027-03-01T00:00:00Z");
    const reservation = {
      status: "confirmed",
      pickupAt: new Date(now.getTime() + 72 * HOUR),
      dropOffAt: new Date(now.getTime() + 144 * HOUR),
      total: 400,
      priceBreakdown: { averageDailyRate: 100, days: 4 },
    };
    const paid = [
      {
        id: "p",
        status: "approved",
        purpose: "booking",
        method: "credit-card",
        amount: 400,
        idempotencyKey: "k",
      },
    ] as const;
    expect(staffCancelPlan(reservation, paid, false, now)).toEqual({
      ok: true,
      fee: 0,
      paid: 400,
      policyRefund: 400,
    });
    const late = { ...reservation, pickupAt: new Date(now.getTime() + 10 * HOUR) };
    expect(staffCancelPlan(late, paid, false, now)).toEqual({
      ok: true,
      fee: 100,
      paid: 400,
      policyRefund: 300,
    });
    const started = { ...reservation, pickupAt: new Date(now.getTime() - HOUR) };
    expect(staffCancelPlan(started, paid, false, now)).toMatchObject({ ok: true, fee: 100 });
    expect(staffCancelPlan(reservation, paid, true, now)).toEqual({ ok: false, message: M.notCancellable });
  });

  it("asks an override refund for its amount and reason", () => {
    const checked = cancelSchema.safeParse({ mode: "override", overrideAmount: "", reason: "" });
    expect(checked.success).toBe(false);
    if (!checked.success) {
      const paths = checked.error.issues.map((issue) => issue.path.join("."));
      expect(paths).toEqual(expect.arrayContaining(["overrideAmount", "reason"]));
    }
    expect(cancelSchema.parse({ mode: "policy" })).toMatchObject({ mode: "policy", overrideAmount: null });
    expect(noteSchema.safeParse({ body: "x".repeat(2001), token: "abcdefgh1" }).success).toBe(false);
    expect(
      refundSchema.safeParse({ paymentId: "p", amount: "12.345", reason: "r", token: "abcdefgh1" }).success,
    ).toBe(false);
  });
});

describe("branch scope", () => {
  it("answers the site's 404 to Auckland staff for a Queenstown booking, and lists only their branches", async () => {
    const akl = await newStaff("Staff", ["AKL"]);
    const admin = await newStaff("Admin", []);
    const zqn = await booking("ZQN");
    const oneWayToAkl = await booking("ZQN", { dropOff: "AKL" });
    const response = await thrown(counterReservation(akl, zqn.reference));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND_TITLE);
    const noteRefused = await thrown(
      counterReservation(akl, zqn.reference).then((reservation) =>
        addNote(akl, reservation, { body: "hi", token: "zqn-note-1" }),
      ),
    );
    expect(noteRefused.status).toBe(404);
    await expect(counterReservation(admin, zqn.reference)).resolves.toMatchObject({ id: zqn.id });
    // A booking returning to Auckland is Auckland's too.
    await expect(counterReservation(akl, oneWayToAkl.reference)).resolves.toMatchObject({
      id: oneWayToAkl.id,
    });

    expect((await findCounterBookings(akl, zqn.reference)).items).toEqual([]);
    expect((await findCounterBookings(admin, zqn.reference)).items.map((item) => item.reference)).toEqual([
      zqn.reference,
    ]);
  });

  it("offers a one-way booking's cars and their hand-over only at its pick-up branch", async () => {
    const akl = await newStaff("Staff", ["AKL"]);
    const zqnStaff = await newStaff("Staff", ["ZQN"]);
    const oneWay = await booking("ZQN", { dropOff: "AKL", pickupInHours: 1 });
    // Auckland sees the booking (the car comes back there) but not Queenstown's cars.
    const atAkl = await counterReservation(akl, oneWay.reference);
    expect((await loadCounterBooking(atAkl)).pickup).toBeNull();
    const handOver = await thrown(pickUp(akl, atAkl, pickupInput(oneWay.vehicleId)));
    expect(handOver.status).toBe(404);
    expect(await getRental(oneWay.id)).toBeNull();
    // Queenstown, where the car is, is offered it and hands it over.
    const atZqn = await counterReservation(zqnStaff, oneWay.reference);
    const offered = (await loadCounterBooking(atZqn)).pickup?.cars.map((car) => car.value);
    expect(offered).toContain(String(oneWay.vehicleId));
    expect(await pickUp(zqnStaff, atZqn, pickupInput(oneWay.vehicleId))).toEqual({
      ok: true,
      done: "picked-up",
    });
  });

  it("finds by name, email and phone", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await booking("AKL");
    const reservation = (await getReservation(made.id))!;
    const details = reservation.customerDetails!;
    for (const query of [
      details.lastName.toLowerCase(),
      details.email.toUpperCase(),
      details.phone.replace(/\s/g, ""),
    ]) {
      const found = await findCounterBookings(staff, query);
      expect(found.items.map((item) => item.reference)).toContain(made.reference);
    }
  });
});

describe("pick-up and return", () => {
  it("hands a car over once, refuses a lower odometer, and audits it", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await booking("AKL");
    expect(
      await pickUp(
        staff,
        await counterReservation(staff, made.reference),
        pickupInput(made.vehicleId, 11_999),
      ),
    ).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { odometerKm: M.odometerBelowCar(12_000) },
    });
    expect(
      await pickUp(
        staff,
        await counterReservation(staff, made.reference),
        pickupInput(made.vehicleId, 12_050, 90),
      ),
    ).toEqual({
      ok: true,
      done: "picked-up",
    });
    // The same form again (a double submit): done, nothing more.
    expect(
      await pickUp(
        staff,
        await counterReservation(staff, made.reference),
        pickupInput(made.vehicleId, 12_050, 90),
      ),
    ).toEqual({
      ok: true,
      done: "picked-up",
    });
    expect(await getRental(made.id)).toMatchObject({ vehicleId: made.vehicleId, pickupOdometerKm: 12_050 });
    expect((await getVehicle(made.vehicleId))?.odometerKm).toBe(12_050);
    expect(await auditActions(made.id)).toEqual(["booking.pick-up"]);
    const ready = await listReadyVehicles(
      made.branchId,
      (await getReservation(made.id))!.carClassId,
      new Date(),
    );
    expect(ready.map((car) => car.id)).not.toContain(made.vehicleId);
  });

  it("refuses a hand-over before the pick-up day without the override, and audits the override's reason", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await booking("AKL");
    const at = await counterReservation(staff, made.reference);
    const day = formatNzDate(at.pickupAt);
    expect(await pickUp(staff, at, pickupInput(made.vehicleId, 12_000, 100, { override: false }))).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { earlyOverride: M.pickupBeforeDay(day) },
    });
    expect(await getRental(made.id)).toBeNull();
    // The override asks for its reason (the form's one schema, browser and action alike).
    const noReason = pickupSchema.safeParse({ ...pickupForm(made.vehicleId), overrideReason: " " });
    expect(noReason.success ? [] : noReason.error.issues.map((issue) => issue.path.join("."))).toEqual([
      "overrideReason",
    ]);
    // Recorded an hour after the fact, with the override and its reason.
    const anHourAgo = new Date(Math.floor(Date.now() / 60_000) * 60_000 - HOUR);
    expect(await pickUp(staff, at, pickupInput(made.vehicleId, 12_000, 100, { at: anHourAgo }))).toEqual({
      ok: true,
      done: "picked-up",
    });
    expect((await getRental(made.id))?.pickedUpAt.toISOString()).toBe(anHourAgo.toISOString());
    const db = await getDb();
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, made.id), eq(auditEvents.action, "booking.pick-up")));
    expect(event.reason).toBe(EARLY_REASON);
    expect(event.after).toMatchObject({ beforePickupDay: true });
  });

  it("gives the last car to one of two staff racing for it; the other gets a clear message", async () => {
    const first = await newStaff("Staff", ["AKL"]);
    const second = await newStaff("Staff", ["AKL"]);
    const a = await booking("AKL");
    const b = await booking("AKL");
    const [atA, atB] = await Promise.all([
      counterReservation(first, a.reference),
      counterReservation(second, b.reference),
    ]);
    const results = await Promise.all([
      pickUp(first, atA, pickupInput(a.vehicleId)),
      pickUp(second, atB, pickupInput(a.vehicleId)),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      status: 409,
      fieldErrors: { vehicleId: M.vehicleTaken },
    });
    const db = await getDb();
    const { rentals } = await import("~/models/schema");
    const open = await db.select().from(rentals).where(eq(rentals.vehicleId, a.vehicleId));
    expect(open).toHaveLength(1);
  });

  it("takes the car back with a fuel charge paid once despite a double submit; the car is at the drop-off branch and ready", async () => {
    // A return is recorded at one of the staff member's branches (issue 32): here the drop-off.
    const staff = await newStaff("Staff", ["AKL", "WLG"]);
    const made = await booking("AKL", { dropOff: "WLG" });
    const start = new Date(Date.now() - 5 * HOUR);
    expect(
      await pickUp(
        staff,
        await counterReservation(staff, made.reference),
        pickupInput(made.vehicleId, 12_000, 100, { at: start }),
        { now: start },
      ),
    ).toEqual({
      ok: true,
      done: "picked-up",
    });
    expect(
      await returnCar(
        staff,
        await counterReservation(staff, made.reference),
        returnInput(new Date(Date.now() - HOUR), 11_900, 70),
      ),
    ).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { odometerKm: M.odometerBelowPickup(12_000) },
    });
    expect(
      await returnCar(
        staff,
        await counterReservation(staff, made.reference),
        returnInput(new Date(start.getTime() - 2 * HOUR), 12_300, 70),
      ),
    ).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { returnDate: RM.returnBeforePickup },
    });
    const input = returnInput(new Date(Date.now() - HOUR), 12_400, 75, { cleaningFee: "20" });
    const at = await counterReservation(staff, made.reference);
    const results = await Promise.all([returnCar(staff, at, input), returnCar(staff, at, input)]);
    expect(results.every((result) => result.ok)).toBe(true);
    const again = await returnCar(staff, await counterReservation(staff, made.reference), input);
    expect(again).toEqual({ ok: true, done: "returned-charged" });

    const charges = (await listPaymentsForReservation(made.id)).filter(
      (payment) => payment.purpose === "return-charges",
    );
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      status: "approved",
      amount: returnEnergyCharge("unleaded", 100, 75) + 20,
      idempotencyKey: returnChargeKey(made.id),
    });
    const rental = (await getRental(made.id))!;
    expect(rental).toMatchObject({
      returnOdometerKm: 12_400,
      returnFuelPercent: 75,
      chargePaymentId: charges[0].id,
    });
    const car = (await getVehicle(made.vehicleId))!;
    expect(car).toMatchObject({ odometerKm: 12_400, branchId: made.dropOffBranchId });
    const ready = await listReadyVehicles(made.dropOffBranchId, car.carClassId, new Date());
    expect(ready.map((row) => row.id)).toContain(made.vehicleId);
    const actions = await auditActions(made.id);
    expect(actions.filter((action) => action === "booking.return")).toHaveLength(1);
    expect(actions.filter((action) => action === "booking.return-charges")).toHaveLength(1);
    // The final invoice went to the customer once, whatever the double submit and the re-post.
    const invoices = (await listOutbox({ to: made.email })).filter(
      (mail) => mail.subject === AGREEMENT_TEXT.invoiceMailSubject(made.reference),
    );
    expect(invoices).toHaveLength(1);

    const view = await loadCounterBooking(await counterReservation(staff, made.reference));
    expect(view.rental?.chargesTotal).toBe(formatMoney(returnEnergyCharge("unleaded", 100, 75) + 20));
    expect(view.returnForm).toBeNull();
    expect(view.chargeRetry).toBe(false);
    expect(view.rental?.invoiceEmailedAt).toBeTruthy();
  });
  it("emails the final invoice once the return's charges are paid, not while they failed", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await booking("AKL");
    const start = new Date(Date.now() - 5 * HOUR);
    await pickUp(
      staff,
      await counterReservation(staff, made.reference),
      pickupInput(made.vehicleId, 12_000, 100, { at: start }),
      { now: start },
    );
    // The card the booking was paid with is one the gateway no longer knows: the charge fails.
    const db = await getDb();
    const [paid] = await listPaymentsForReservation(made.id);
    await db.update(payments).set({ providerReference: "gw_card_gone" }).where(eq(payments.id, paid.id));
    const input = returnInput(new Date(Date.now() - HOUR), 12_400, 100, { cleaningFee: "20" });
    expect(await returnCar(staff, await counterReservation(staff, made.reference), input)).toEqual({
      ok: true,
      done: "charge-failed",
    });
    const invoices = async () =>
      (await listOutbox({ to: made.email })).filter(
        (mail) => mail.subject === AGREEMENT_TEXT.invoiceMailSubject(made.reference),
      );
    expect(await invoices()).toHaveLength(0);

    await db
      .update(payments)
      .set({ providerReference: paid.providerReference })
      .where(eq(payments.id, paid.id));
    const at = await counterReservation(staff, made.reference);
    const results = await Promise.all([retryReturnCharges(staff, at), retryReturnCharges(staff, at)]);
    expect(results.some((result) => result.ok && result.done === "return-charges-paid")).toBe(true);
    expect(await invoices()).toHaveLength(1);
  });
});

describe("refunds, cancel, notes, resend", () => {
  it("refunds part of a payment, never more than is left, once per form", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await booking("AKL", { paid: 400 });
    const paymentId = (await listPaymentsForReservation(made.id))[0].id;
    const tooMuch = await refundByStaff(staff, await counterReservation(staff, made.reference), {
      paymentId,
      amount: 400.01,
      reason: "Goodwill",
      token: "token-too-much",
    });
    expect(tooMuch).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { amount: M.refundAboveLeft(formatMoney(400)) },
    });
    const input = { paymentId, amount: 150, reason: "Goodwill", token: "token-one" };
    const at = await counterReservation(staff, made.reference);
    const twice = await Promise.all([refundByStaff(staff, at, input), refundByStaff(staff, at, input)]);
    expect(twice).toEqual([
      { ok: true, done: "refunded" },
      { ok: true, done: "refunded" },
    ]);
    const refunds = (await listPaymentsForReservation(made.id)).filter(
      (payment) => payment.purpose === "refund",
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: "refunded", amount: 150, refundOfPaymentId: paymentId });
    expect(
      await refundByStaff(staff, await counterReservation(staff, made.reference), {
        ...input,
        amount: 250.01,
        token: "token-two",
      }),
    ).toEqual({ ok: false, status: 422, fieldErrors: { amount: M.refundAboveLeft(formatMoney(250)) } });
    expect(await auditActions(made.id)).toEqual(["booking.refund"]);
  });

  it("never refunds more than was paid when two refunds of one payment race", async () => {
    const first = await newStaff("Staff", ["AKL"]);
    const second = await newStaff("Staff", ["AKL"]);
    const made = await booking("AKL", { paid: 200 });
    const paymentId = (await listPaymentsForReservation(made.id))[0].id;
    const [atFirst, atSecond] = await Promise.all([
      counterReservation(first, made.reference),
      counterReservation(second, made.reference),
    ]);
    const results = await Promise.all([
      refundByStaff(first, atFirst, { paymentId, amount: 150, reason: "A", token: "race-token-a" }),
      refundByStaff(second, atSecond, { paymentId, amount: 150, reason: "B", token: "race-token-b" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { amount: M.refundAboveLeft(formatMoney(50)) },
    });
    const refunded = (await listPaymentsForReservation(made.id)).filter(
      (payment) => payment.purpose === "refund",
    );
    expect(refunded.map((refund) => refund.amount)).toEqual([150]);
  });

  it("cancels by the policy (refund through the gateway) or an override within what was paid", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const free = await booking("AKL", { paid: 400 });
    expect(
      await cancelByStaff(staff, await counterReservation(staff, free.reference), {
        mode: "policy",
        overrideAmount: null,
      }),
    ).toEqual({
      ok: true,
      done: "cancelled",
    });
    expect(
      await cancelByStaff(staff, await counterReservation(staff, free.reference), {
        mode: "policy",
        overrideAmount: null,
      }),
    ).toEqual({
      ok: true,
      done: "cancelled",
    });
    expect((await getReservation(free.id))?.status).toBe("cancelled");
    const refunds = (await listPaymentsForReservation(free.id)).filter(
      (payment) => payment.purpose === "refund",
    );
    expect(refunds.map((refund) => [refund.status, refund.amount])).toEqual([["refunded", 400]]);
    expect(await auditActions(free.id)).toEqual(
      expect.arrayContaining(["booking.cancel", "booking.cancel-refund"]),
    );
    const freeEmail = (await getReservation(free.id))!.customerDetails!.email;
    expect(await listOutbox({ to: freeEmail })).toHaveLength(1);

    const other = await booking("AKL", { paid: 300 });
    expect(
      await cancelByStaff(staff, await counterReservation(staff, other.reference), {
        mode: "override",
        overrideAmount: 300.5,
        reason: "Goodwill",
      }),
    ).toEqual({
      ok: false,
      status: 422,
      fieldErrors: { overrideAmount: M.refundAbovePaid(formatMoney(300)) },
    });
    expect(
      await cancelByStaff(staff, await counterReservation(staff, other.reference), {
        mode: "override",
        overrideAmount: 120,
        reason: "Flight cancelled",
      }),
    ).toEqual({ ok: true, done: "cancelled" });
    const overridden = (await listPaymentsForReservation(other.id)).filter(
      (payment) => payment.purpose === "refund",
    );
    expect(overridden.map((refund) => refund.amount)).toEqual([120]);
    const audit = await listAuditEvents({
      entityType: "reservation",
      entityId: other.id,
      action: "booking.cancel",
    });
    expect(audit[0]).toMatchObject({ reason: "Flight cancelled" });
  });

  it("adds a note once per form, kept from the customer's history", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await booking("AKL");
    const note = { body: "Customer asked for a child seat at the counter.", token: "note-token-1" };
    const at = await counterReservation(staff, made.reference);
    await Promise.all([addNote(staff, at, note), addNote(staff, at, note)]);
    const notes = await listBookingNotes(made.id);
    expect(notes.map((row) => row.body)).toEqual([note.body]);
    expect(await auditActions(made.id)).toEqual(["booking.note"]);
    const customerView = await buildManagedBooking((await getReservation(made.id))!);
    expect(customerView?.history.map((item) => item.kind)).not.toContain("note");
    const staffView = await loadCounterBooking(await counterReservation(staff, made.reference));
    expect(staffView.history.map((item) => item.kind)).toContain("note");
    expect(staffView.notes.map((row) => row.body)).toEqual([note.body]);
  });

  it("resends the confirmation once per minute at the counter", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await booking("AKL");
    const email = (await getReservation(made.id))!.customerDetails!.email;
    expect(await resendByStaff(staff, await counterReservation(staff, made.reference))).toEqual({
      ok: true,
      done: "resent",
    });
    expect(await resendByStaff(staff, await counterReservation(staff, made.reference))).toEqual({
      ok: false,
      status: 429,
      fieldErrors: { _form: M.resendLimited },
    });
    expect(await listOutbox({ to: email })).toHaveLength(1);
    expect(await auditActions(made.id)).toEqual(["booking.resend-confirmation"]);
  });
});

describe("the booking page's route", () => {
  async function post(staff: CounterStaff, reference: string, fields: Record<string, string>) {
    const setCookie = await startStaffSession(new Request("http://localhost/admin/sign-in/"), staff);
    const request = new Request(`http://localhost/admin/bookings/${reference}/`, {
      method: "POST",
      headers: { Cookie: setCookie.split(";")[0], "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return routeResponse(bookingAction({ request, params: { reference }, context: {} }));
  }

  it("answers 303 back to the page, 400 beside the field, and the site's 404 for another branch", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const made = await booking("AKL");
    const done = await post(staff, made.reference, {
      intent: "note",
      body: "Keys at desk 2.",
      token: "route-note-1",
    });
    expect(done.status).toBe(303);
    // Lower case, as the URL rules say: an upper-case path would answer 301 (docs/shell.md).
    expect(done.headers.get("Location")).toBe(
      `/admin/bookings/${made.reference.toLowerCase()}/?done=note-added`,
    );

    const bad = await post(staff, made.reference, { intent: "note", body: "  ", token: "route-note-2" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      body: M.noteRequired,
    });

    const zqn = await booking("ZQN");
    const notMine = await thrown(
      post(staff, zqn.reference, { intent: "note", body: "x", token: "route-note-3" }),
    );
    expect(notMine.status).toBe(404);
    const setCookie = await startStaffSession(new Request("http://localhost/admin/sign-in/"), staff);
    const page = await thrown(
      bookingLoader({
        request: new Request(`http://localhost/admin/bookings/${zqn.reference}/`, {
          headers: { Cookie: setCookie.split(";")[0] },
        }),
        params: { reference: zqn.reference },
        context: {},
      }),
    );
    expect(page.status).toBe(404);
  });
});
