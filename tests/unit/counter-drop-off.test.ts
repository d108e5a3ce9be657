import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { listBookingEvents } from "~/models/reservations/booking-events.server";
import {
  approvePayment,
  createPayment,
  listPaymentsForReservation,
} from "~/models/reservations/payments.server";
import { getReservation, type Reservation } from "~/models/reservations/reservations.server";
import { rentals, reservations, vehicles } from "~/models/schema";
import { counterBookingPath } from "~/services/admin/bookings/paths";
import { counterReservation } from "~/services/admin/bookings/reservation.server";
import { overrideMaxOff } from "~/services/admin/counter-change/rules";
import { COUNTER_CHANGE_MESSAGES } from "~/services/admin/counter-change/text";
import { counterDropOffAction } from "~/services/admin/counter-extend/drop-off.server";
import { counterDropOffReviewPath } from "~/services/admin/counter-extend/paths";
import { counterDropOffReviewAction, moveThenRefund } from "~/services/admin/counter-extend/review.server";
import { COUNTER_DROP_OFF_MESSAGES as M } from "~/services/admin/counter-extend/text";
import { availabilityOfClass } from "~/services/booking/availability/availability.server";
import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import { BOOKING_CHANGE_AUDIT_ACTION } from "~/services/changes/change/audit.server";
import { extendState } from "~/services/changes/extend/change.server";
import { priceWithDropOff } from "~/services/changes/extend/pricing.server";
import { dropOffFormValues } from "~/services/changes/extend/rules";
import { EXTEND_EMAIL_TEXT } from "~/services/changes/extend/text";
import { isRefundRow } from "~/services/changes/payments.server";
import { formatMoney } from "~/services/platform/money";
import { newStaff } from "./support/staff";
import { routeResponse } from "./support/route-response";

const ORIGIN = "http://localhost";
const DAY = 86_400_000;
let count = 0;

/** Yesterday (or `from` days from now) at 10:00 New Zealand time, on the hour. */
function tenAm(days: number): Date {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(21, 0, 0, 0);
  return at;
}

/** A confirmed booking of `classCode` at Queenstown Airport, priced by the extend flow's pricing, paid by card. */
async function booking(classCode: string, pickupAt: Date, days: number, paid = true): Promise<Reservation> {
  const branch = (await getBranchByCode("ZQN"))!;
  const carClass = (await getCarClassByCode(classCode))!;
  count += 1;
  const held = await holdVehicle({
    carClassId: carClass.carClassId,
    pickupBranchId: branch.id,
    dropOffBranchId: branch.id,
    pickupAt,
    dropOffAt: new Date(pickupAt.getTime() + days * DAY),
    extras: [],
    insuranceCode: null,
    customerDetails: {
      firstName: "Aroha",
      lastName: "Ngata",
      email: `drop-off-${count}-${Date.now()}@example.co.nz`,
      phone: "021 555 0101",
      country: "New Zealand",
      travelReason: "Leisure",
    },
  });
  if (!held.ok) throw new Error("no car for the test booking");
  const confirmed = await confirmReservation(held.reservation.id);
  if (!confirmed.ok) throw new Error("not confirmed");
  const breakdown = (await priceWithDropOff(confirmed.reservation, confirmed.reservation.dropOffAt))!;
  const db = await getDb();
  const [row] = await db
    .update(reservations)
    .set({ priceBreakdown: breakdown, total: breakdown.total })
    .where(eq(reservations.id, held.reservation.id))
    .returning();
  if (paid) {
    const { payment } = await createPayment({
      reservationId: row.id,
      method: "credit-card",
      amount: row.total,
      idempotencyKey: `test:${row.id}:card:1`,
    });
    await approvePayment(payment.id, { providerReference: `sbx_test_${row.id}`, cardLast4: "4242" });
  }
  return row;
}

/** A rental under way: picked up yesterday, 4 days, the car handed over (one of the branch's own). */
async function underWay(classCode: string): Promise<Reservation> {
  const row = await booking(classCode, tenAm(-1), 4);
  const db = await getDb();
  const [car] = await db.select().from(vehicles).where(eq(vehicles.carClassId, row.carClassId)).limit(1);
  await db.insert(rentals).values({
    reservationId: row.id,
    vehicleId: car.id,
    pickedUpAt: row.pickupAt,
    pickupOdometerKm: 1_000,
    pickupFuelPercent: 100,
    pickupChecks: { licenceSeen: true, cardSeen: true, damageWalkaround: true },
  });
  return row;
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const dayLater = (reservation: Reservation, extra: Record<string, string> = {}) =>
  form({ ...dropOffFormValues(new Date(reservation.dropOffAt.getTime() + DAY)), ...extra });

async function stateOf(staff: Awaited<ReturnType<typeof newStaff>>, reservationId: string) {
  const reservation = (await getReservation(reservationId))!;
  const state = await extendState(reservation, new Date(), { lifts: ["ended"] });
  if (state.kind !== "ready") throw new Error(`no drop-off in progress: ${state.kind}`);
  return state;
}

describe("a new drop-off at the counter", () => {
  it("is the site's 404 for staff of another branch", async () => {
    const rental = await underWay("M");
    const elsewhere = await newStaff("Staff", ["AKL"]);
    const refused = await counterReservation(elsewhere, rental.reference).catch((error: unknown) => error);
    expect((refused as Response).status).toBe(404);
  });

  it("refuses a later drop-off beside the date when the car is booked after", async () => {
    const rental = await underWay("2M");
    const staff = await newStaff("Staff", ["ZQN"]);
    const free = await availabilityOfClass({
      pickupBranchId: rental.pickupBranchId,
      carClassId: rental.carClassId,
      pickupAt: rental.dropOffAt,
      dropOffAt: new Date(rental.dropOffAt.getTime() + 2 * DAY),
      now: new Date(),
      excludeReservationId: rental.id,
    });
    for (let i = 0; i < (free?.available ?? 0); i += 1) await booking("2M", rental.dropOffAt, 3, false);

    const answer = await routeResponse(
      counterDropOffAction(staff, await counterReservation(staff, rental.reference), dayLater(rental)),
    );
    expect(answer.status).toBe(409);
    const page = await answer.json();
    expect(page.errors).toEqual({ dropOffDate: M.unavailable });
    expect(page.values).toMatchObject(dropOffFormValues(new Date(rental.dropOffAt.getTime() + DAY)));
    expect((await getReservation(rental.id))!.dropOffAt).toEqual(rental.dropOffAt);
  });

  it("applies the Staff override limit beside its field", async () => {
    const rental = await underWay("C");
    const staff = await newStaff("Staff", ["ZQN"]);
    const reservation = await counterReservation(staff, rental.reference);
    expect((await routeResponse(counterDropOffAction(staff, reservation, dayLater(rental)))).status).toBe(
      303,
    );
    const priced = (await stateOf(staff, rental.id)).detail.newTotal;
    const limit = overrideMaxOff("Staff", priced);
    const tooLow = (priced - limit - 1).toFixed(2);
    const answer = await routeResponse(
      counterDropOffAction(
        staff,
        reservation,
        dayLater(rental, { overrideTotal: tooLow, overrideReason: "" }),
      ),
    );
    expect(answer.status).toBe(422);
    expect((await answer.json()).errors).toEqual({
      overrideTotal: COUNTER_CHANGE_MESSAGES.overrideOverLimit(formatMoney(limit)),
      overrideReason: COUNTER_CHANGE_MESSAGES.reasonRequired,
    });
  });

  it("moves the drop-off a day later once under a double EFTPOS submit, with the override", async () => {
    const rental = await underWay("T");
    const staff = await newStaff("Staff", ["ZQN"]);
    const reservation = await counterReservation(staff, rental.reference);
    await counterDropOffAction(staff, reservation, dayLater(rental));
    const priced = (await stateOf(staff, rental.id)).detail.newTotal;
    const set = Math.round((priced - 5) * 100) / 100;
    const reason = "Flight delayed by the airline";
    const proposed = await routeResponse(
      counterDropOffAction(
        staff,
        reservation,
        dayLater(rental, { overrideTotal: set.toFixed(2), overrideReason: reason }),
      ),
    );
    expect(proposed.status).toBe(303);
    expect(proposed.headers.get("Location")).toBe(counterDropOffReviewPath(rental.reference));

    const pay = () =>
      routeResponse(
        counterDropOffReviewAction(
          staff,
          reservation,
          form({ intent: "pay", method: "eftpos", receiptNumber: "EF-654321" }),
          ORIGIN,
        ).catch((thrown: unknown) => thrown),
      );
    const answers = await Promise.all([pay(), pay()]);
    for (const answer of answers) {
      expect(answer.headers.get("Location")).toBe(counterBookingPath(rental.reference, "changed"));
    }

    const after = (await getReservation(rental.id))!;
    expect(after.dropOffAt).toEqual(new Date(rental.dropOffAt.getTime() + DAY));
    expect(after.total).toBe(set);
    const eftpos = (await listPaymentsForReservation(rental.id)).filter((p) => p.method === "eftpos");
    expect(eftpos).toHaveLength(1);
    expect(eftpos[0]).toMatchObject({
      status: "approved",
      purpose: "extension",
      amount: Math.round((set - rental.total) * 100) / 100,
      providerReference: "EF-654321",
    });
    expect((await listBookingEvents(rental.id)).filter((e) => e.kind === "extended")).toHaveLength(1);
    const audit = await listAuditEvents({ entityId: rental.id, action: BOOKING_CHANGE_AUDIT_ACTION });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: staff.email, actorUserId: staff.id });
    expect(audit[0].after).toMatchObject({ overrideReason: reason });
    const mail = await listOutbox({ to: rental.customerDetails!.email });
    expect(mail.filter((m) => m.subject === EXTEND_EMAIL_TEXT.subject(rental.reference))).toHaveLength(1);
  });

  it("refunds an earlier drop-off only after the drop-off has moved", async () => {
    const rental = await underWay("S");
    const staff = await newStaff("Staff", ["ZQN"]);
    const reservation = await counterReservation(staff, rental.reference);
    const earlier = form(dropOffFormValues(new Date(rental.dropOffAt.getTime() - DAY)));
    expect((await routeResponse(counterDropOffAction(staff, reservation, earlier))).status).toBe(303);
    const { detail } = await stateOf(staff, rental.id);
    expect(detail.difference).toBeLessThan(0);

    // The booking moves on between the review and the move (its drop-off changed another way):
    // nothing moves, and no money goes back.
    const state = await stateOf(staff, rental.id);
    const db = await getDb();
    const elsewhere = new Date(rental.dropOffAt.getTime() + 60 * 60_000);
    await db.update(reservations).set({ dropOffAt: elsewhere }).where(eq(reservations.id, rental.id));
    expect(await moveThenRefund(staff, reservation, state)).toMatchObject({ ok: false });
    expect((await listPaymentsForReservation(rental.id)).filter(isRefundRow)).toHaveLength(0);

    await db.update(reservations).set({ dropOffAt: rental.dropOffAt }).where(eq(reservations.id, rental.id));
    await counterDropOffAction(staff, reservation, earlier);
    const done = await routeResponse(
      counterDropOffReviewAction(staff, await counterReservation(staff, rental.reference), form({}), ORIGIN),
    );
    expect(done.headers.get("Location")).toBe(counterBookingPath(rental.reference, "changed"));
    const after = (await getReservation(rental.id))!;
    expect(after.dropOffAt).toEqual(new Date(rental.dropOffAt.getTime() - DAY));
    const refunds = (await listPaymentsForReservation(rental.id)).filter(isRefundRow);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: "refunded", amount: -detail.difference });
  });
});
