import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getChange, getChangeInProgress } from "~/models/reservations/booking-changes.server";
import { listBookingEvents } from "~/models/reservations/booking-events.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import {
  approvePayment,
  createPayment,
  listPaymentsForReservation,
} from "~/models/reservations/payments.server";
import { getReservation, type Reservation } from "~/models/reservations/reservations.server";
import { reservations } from "~/models/schema";
import { isRefundRow, netPaid } from "~/services/changes/payments.server";
import { dropOffFormValues } from "~/services/changes/extend/rules";
import {
  agreeToExtension,
  extendState,
  proposeNewDropOff,
  type ExtendInProgress,
} from "~/services/changes/extend/change.server";
import { applyExtension, extendedEmail } from "~/services/changes/extend/apply.server";
import { calendarUtc } from "~/services/booking/confirmation/calendar";
import {
  confirmWithoutPayment,
  handleExtensionCardReturn,
  refundPlan,
  startExtensionPayment,
} from "~/services/changes/extend/payment.server";
import { priceWithDropOff } from "~/services/changes/extend/pricing.server";
import { extendConfirmation } from "~/services/changes/extend/views.server";
import { EXTEND_EMAIL_TEXT, EXTEND_MESSAGES } from "~/services/changes/extend/text";
import { ITINERARY_MESSAGES } from "~/services/booking/search/text";
import { CHANGE_PAYMENT_MESSAGES } from "~/services/changes/text";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import { SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import type { createSandboxGateway } from "~/services/platform/payments/sandbox.server";
import type { PriceBreakdown } from "~/services/booking/pricing/rules";

/** The origin the gateway returns the customer to (the request's own, without PUBLIC_URL). */
const ORIGIN = "http://localhost:3000";
const DAY = 86_400_000;
const sandbox = () => getPaymentGateway() as ReturnType<typeof createSandboxGateway>;
const APPROVE = SANDBOX_CARDS.approve.replace(/\s/g, "");
const DECLINE = Object.keys(SANDBOX_CARDS.declines)[0];
let count = 0;

// The in-memory database is migrated and seeded on first use: do it before the tests are timed.
beforeAll(async () => {
  await getBranchByCode("ZQN");
}, 180_000);

function payOnGateway(redirectTo: string, card: string): URL {
  const token = new URL(redirectTo, "http://localhost").searchParams.get("session");
  const checkout = sandbox().openCheckout(token);
  if (!checkout) throw new Error("no checkout");
  return new URL(sandbox().complete(checkout, { number: card }));
}

/** A date at 10:00 New Zealand time `days` from a fixed future day (whole days keep the maths simple). */
function at(days: number): Date {
  return new Date(Date.UTC(2027, 9, 1, 21, 0) + days * DAY);
}

/**
 * A confirmed booking of class 2M at Queenstown Airport (one car there) priced like the booking
 * flow, paid by card (unless `paid` is false), optionally with a deal, extras or an old promo.
 */
async function pricedBooking(options: {
  start: number;
  days?: number;
  paid?: boolean;
  extras?: { code: string; quantity: number }[];
  insuranceCode?: string | null;
  discount?: { code: string; percent: number };
  hotDealId?: number;
  classCode?: string;
}): Promise<Reservation> {
  const branch = await getBranchByCode("ZQN");
  const carClass = await getCarClassByCode(options.classCode ?? "2M");
  if (!branch || !carClass) throw new Error("seed missing");
  count += 1;
  const held = await holdVehicle({
    carClassId: carClass.carClassId,
    pickupBranchId: branch.id,
    dropOffBranchId: branch.id,
    pickupAt: at(options.start),
    dropOffAt: at(options.start + (options.days ?? 4)),
    extras: options.extras ?? [],
    insuranceCode: options.insuranceCode ?? null,
    customerDetails: {
      firstName: "Aroha",
      lastName: "Ngata",
      email: `extend-${count}-${Date.now()}@example.co.nz`,
      phone: "021 555 0101",
      country: "New Zealand",
      travelReason: "Leisure",
    },
  });
  if (!held.ok) throw new Error("no car for the test booking");
  const db = await getDb();
  if (options.discount) {
    await db
      .update(reservations)
      .set({ priceBreakdown: { discount: { ...options.discount, amount: 0 } } as unknown as PriceBreakdown })
      .where(eq(reservations.id, held.reservation.id));
  }
  const confirmed = await confirmReservation(held.reservation.id);
  if (!confirmed.ok) throw new Error("not confirmed");
  const breakdown = await priceWithDropOff(confirmed.reservation, confirmed.reservation.dropOffAt);
  if (!breakdown) throw new Error("not priced");
  const [row] = await db
    .update(reservations)
    .set({ priceBreakdown: breakdown, total: breakdown.total, hotDealId: options.hotDealId ?? null })
    .where(eq(reservations.id, held.reservation.id))
    .returning();
  if (options.paid !== false) {
    const { payment } = await createPayment({
      reservationId: row.id,
      method: "credit-card",
      amount: breakdown.total,
      idempotencyKey: `test:${row.id}:card:1`,
    });
    await approvePayment(payment.id, { providerReference: `sbx_test_${row.id}`, cardLast4: "4242" });
  }
  return row;
}

const newDropOff = (date: Date) => dropOffFormValues(date);

async function priced(reservation: Reservation, dropOffAt: Date): Promise<ExtendInProgress> {
  const result = await proposeNewDropOff(reservation, newDropOff(dropOffAt));
  if (result.kind !== "priced") throw new Error(`expected a price, got ${JSON.stringify(result)}`);
  await agreeToExtension(result.change);
  const state = await extendState((await getReservation(reservation.id))!);
  if (state.kind !== "ready") throw new Error("expected a change in progress");
  return state;
}

describe("pricing a new drop-off", () => {
  it("prices the booking again with the same extras and insurance; the difference is new total − current total", async () => {
    const booking = await pricedBooking({
      start: 0,
      extras: [{ code: "child-seat", quantity: 1 }],
      insuranceCode: "standard",
    });
    const breakdown = await priceWithDropOff(booking, at(6));
    expect(breakdown).not.toBeNull();
    const old = booking.priceBreakdown!;
    expect(breakdown!.days).toBe(old.days + 2);
    expect(breakdown!.vehicle.dailyRate).toBe(old.vehicle.dailyRate);
    expect(breakdown!.vehicle.amount).toBeCloseTo(old.vehicle.amount + 2 * old.vehicle.dailyRate, 2);
    expect(breakdown!.insurance?.days).toBe(6);
    expect(breakdown!.extras.map((extra) => extra.code)).toEqual(["child-seat"]);

    const result = await proposeNewDropOff(booking, newDropOff(at(6)));
    expect(result.kind).toBe("priced");
    if (result.kind !== "priced") return;
    expect(result.detail.difference).toBeCloseTo(breakdown!.total - booking.total, 2);
    expect(result.detail.difference).toBeGreaterThan(0);
    expect(result.change.amount).toBe(result.detail.difference);
  });

  it("keeps the booking's promo discount even when the code has expired since", async () => {
    const booking = await pricedBooking({ start: 10, discount: { code: "winter2025", percent: 12 } });
    expect(booking.priceBreakdown?.discount?.percent).toBe(12);
    const breakdown = await priceWithDropOff(booking, at(16));
    expect(breakdown?.discount?.percent).toBe(12);
  });

  it("costs nothing more for a drop-off within the same rental day", async () => {
    const booking = await pricedBooking({ start: 20 });
    const result = await proposeNewDropOff(booking, newDropOff(new Date(at(24).getTime() - 30 * 60_000)));
    expect(result).toMatchObject({ kind: "priced", detail: { difference: 0 } });
  });
});

describe("validation and availability of a new drop-off", () => {
  it("answers the itinerary messages for a bad date", async () => {
    const booking = await pricedBooking({ start: 30 });
    expect(
      await proposeNewDropOff(booking, { dropOffDate: "31-02-2027", dropOffTime: "10:00" }),
    ).toMatchObject({
      kind: "invalid",
      errors: { dropOffDate: ITINERARY_MESSAGES.dropOffDateInvalid },
    });
    expect(await proposeNewDropOff(booking, newDropOff(at(29)))).toMatchObject({
      kind: "invalid",
      errors: { dropOffDate: ITINERARY_MESSAGES.dropOffDateBeforePickup },
    });
    expect(await proposeNewDropOff(booking, newDropOff(at(34)))).toMatchObject({
      kind: "invalid",
      errors: { dropOffDate: EXTEND_MESSAGES.sameDropOff },
    });
    expect(await getChangeInProgress(booking.id, "extend")).toBeNull();
  });

  it("needs a car of the class free for the added period only, not counting the booking itself", async () => {
    const first = await pricedBooking({ start: 40 }); // 40 → 44
    await pricedBooking({ start: 45, paid: false }); // the only other 2M car time: 45 → 49
    expect(await proposeNewDropOff(first, newDropOff(at(46)))).toEqual({
      kind: "at-branch",
      reason: "unavailable",
    });
    // Up to the other booking's pick-up is free; a shorter rental needs no car.
    expect((await proposeNewDropOff(first, newDropOff(at(45)))).kind).toBe("priced");
    expect((await proposeNewDropOff(first, newDropOff(at(42)))).kind).toBe("priced");
  });

  it("sends deal-rate and cancelled bookings to the branch", async () => {
    const deal = await pricedBooking({ start: 50, hotDealId: 1, classCode: "1" });
    expect(await proposeNewDropOff(deal, newDropOff(at(56)))).toEqual({ kind: "at-branch", reason: "deal" });
    const cancelled = {
      ...(await pricedBooking({ start: 60, classCode: "1" })),
      status: "cancelled" as const,
    };
    expect(await proposeNewDropOff(cancelled, newDropOff(at(66)))).toEqual({
      kind: "at-branch",
      reason: "cancelled",
    });
  });
});

describe("paying for an extension", () => {
  it("declines without changing the booking, then extends once however often the answer is read", async () => {
    const booking = await pricedBooking({ start: 70 });
    const state = await priced(booking, at(76));
    const first = await startExtensionPayment(booking, state, ORIGIN);
    if (first.kind !== "gateway") throw new Error("expected the gateway");
    const declined = await handleExtensionCardReturn(payOnGateway(first.redirectTo, DECLINE));
    expect(declined).toMatchObject({
      kind: "retry",
      notice: expect.stringContaining(CHANGE_PAYMENT_MESSAGES.declinedAdvice),
    });
    expect((await getReservation(booking.id))?.dropOffAt.toISOString()).toBe(booking.dropOffAt.toISOString());

    const again = await startExtensionPayment(booking, state, ORIGIN);
    if (again.kind !== "gateway") throw new Error("expected the gateway");
    expect(again.payment.id).not.toBe(first.payment.id);
    const url = payOnGateway(again.redirectTo, APPROVE);
    const results = await Promise.all([
      handleExtensionCardReturn(url),
      handleExtensionCardReturn(url),
      handleExtensionCardReturn(url),
    ]);
    expect(results.every((result) => result.kind === "confirmed")).toBe(true);
    expect((await handleExtensionCardReturn(url)).kind).toBe("confirmed");

    const after = (await getReservation(booking.id))!;
    expect(after.dropOffAt.toISOString()).toBe(at(76).toISOString());
    expect(after.total).toBe(state.detail.newTotal);
    expect(after.priceBreakdown?.days).toBe(6);
    expect(netPaid(await listPaymentsForReservation(booking.id))).toBeCloseTo(state.detail.newTotal, 2);
    expect(await listBookingEvents(booking.id, "extended")).toHaveLength(1);
    const mails = await listOutbox({ to: booking.customerDetails!.email });
    expect(
      mails.filter((mail) => mail.subject === EXTEND_EMAIL_TEXT.subject(booking.reference)),
    ).toHaveLength(1);
    expect(await getChange(state.change.id)).toMatchObject({ status: "completed" });
    expect(await extendConfirmation(booking.id)).toMatchObject({ difference: state.detail.difference });
  });

  it("refunds the payment when the car was taken while the customer paid", async () => {
    const booking = await pricedBooking({ start: 80 }); // 80 → 84
    const state = await priced(booking, at(86));
    const start = await startExtensionPayment(booking, state, ORIGIN);
    if (start.kind !== "gateway") throw new Error("expected the gateway");
    await pricedBooking({ start: 85, paid: false }); // someone else takes the only car
    const outcome = await handleExtensionCardReturn(payOnGateway(start.redirectTo, APPROVE));
    expect(outcome).toMatchObject({
      kind: "refunded",
      reason: "unavailable",
      notice: EXTEND_MESSAGES.soldOutAfterPayment,
    });
    expect((await getReservation(booking.id))?.dropOffAt.toISOString()).toBe(at(84).toISOString());
    expect(netPaid(await listPaymentsForReservation(booking.id))).toBeCloseTo(booking.total, 2);
  });

  it("gives the money back for a checkout of dates the customer changed meanwhile", async () => {
    const booking = await pricedBooking({ start: 90 });
    const state = await priced(booking, at(96));
    const start = await startExtensionPayment(booking, state, ORIGIN);
    if (start.kind !== "gateway") throw new Error("expected the gateway");
    const other = await priced(booking, at(95));
    expect(other.change.id).not.toBe(state.change.id);
    const outcome = await handleExtensionCardReturn(payOnGateway(start.redirectTo, APPROVE));
    expect(outcome.kind).toBe("refunded");
    expect((await getReservation(booking.id))?.dropOffAt.toISOString()).toBe(at(94).toISOString());
    expect(netPaid(await listPaymentsForReservation(booking.id))).toBeCloseTo(booking.total, 2);
  });

  it("never applies a change twice, with any number of concurrent calls", async () => {
    const booking = await pricedBooking({ start: 100 });
    const state = await priced(booking, at(106));
    const results = await Promise.all(
      Array.from({ length: 6 }, () => applyExtension(state.change, state.detail)),
    );
    expect(results.filter((result) => result.kind === "applied")).toHaveLength(1);
    expect(results.filter((result) => result.kind === "already")).toHaveLength(5);
    expect(await listBookingEvents(booking.id, "extended")).toHaveLength(1);
  });
});

describe("shortening and no charge", () => {
  it("refunds the difference once to the card, then shortens the booking once", async () => {
    const booking = await pricedBooking({ start: 110 });
    const state = await priced(booking, at(112));
    expect(state.detail.difference).toBeLessThan(0);
    const plan = await refundPlan(booking, state.detail);
    expect(plan).toEqual({ amount: -state.detail.difference, toCard: true, cardLast4: "4242" });
    const results = await Promise.all([
      confirmWithoutPayment(booking, state),
      confirmWithoutPayment(booking, state),
      confirmWithoutPayment(booking, state),
    ]);
    expect(results.every((result) => result.kind === "confirmed")).toBe(true);
    const payments = await listPaymentsForReservation(booking.id);
    expect(payments.filter((payment) => isRefundRow(payment) && payment.status === "refunded")).toHaveLength(
      1,
    );
    expect(netPaid(payments)).toBeCloseTo(state.detail.newTotal, 2);
    const after = (await getReservation(booking.id))!;
    expect(after.dropOffAt.toISOString()).toBe(at(112).toISOString());
    expect(after.total).toBe(state.detail.newTotal);
    expect(await listBookingEvents(booking.id, "extended")).toHaveLength(1);
    // Submitting again later changes nothing.
    expect(await confirmWithoutPayment(booking, state)).toEqual({ kind: "confirmed" });
  });

  it("shortens a booking not paid yet without a refund", async () => {
    const booking = await pricedBooking({ start: 120, paid: false });
    const state = await priced(booking, at(122));
    expect((await refundPlan(booking, state.detail)).amount).toBe(0);
    expect(await confirmWithoutPayment(booking, state)).toEqual({ kind: "confirmed" });
    expect(await listPaymentsForReservation(booking.id)).toHaveLength(0);
  });

  it("changes the drop-off at no charge once", async () => {
    const booking = await pricedBooking({ start: 130 });
    const state = await priced(booking, new Date(at(134).getTime() - 60 * 60_000));
    expect(state.detail.difference).toBe(0);
    const results = await Promise.all([
      confirmWithoutPayment(booking, state),
      confirmWithoutPayment(booking, state),
    ]);
    expect(results.every((result) => result.kind === "confirmed")).toBe(true);
    expect(await listBookingEvents(booking.id, "extended")).toHaveLength(1);
    expect(await listPaymentsForReservation(booking.id)).toHaveLength(1);
  });

  it("moves the drop-off in the customer's calendar: the same events, SEQUENCE one higher, in the email", async () => {
    const booking = await pricedBooking({ start: 150 });
    const newDropOff = new Date(at(154).getTime() - 60 * 60_000);
    const state = await priced(booking, newDropOff);
    expect(await confirmWithoutPayment(booking, state)).toEqual({ kind: "confirmed" });

    const message = await extendedEmail((await getReservation(booking.id))!, state.detail);
    expect(message?.attachments).toHaveLength(1);
    const lines = message!.attachments[0].content.split("\r\n");
    expect(lines).toContain(`UID:${booking.reference}-dropoff@localhost`);
    expect(lines.filter((line) => line === "SEQUENCE:1")).toHaveLength(2);
    expect(lines).toContain(`DTSTART:${calendarUtc(newDropOff)}`);
    expect(lines).not.toContain(`DTSTART:${calendarUtc(booking.dropOffAt)}`);
  });

  it("starts again when the booking changed after the new drop-off was priced", async () => {
    const booking = await pricedBooking({ start: 140 });
    const state = await priced(booking, at(146));
    const other = await priced(booking, at(143));
    await confirmWithoutPayment(booking, other);
    expect(state.change.id).toBe(other.change.id);
    const fresh = await proposeNewDropOff((await getReservation(booking.id))!, newDropOff(at(145)));
    expect(fresh.kind).toBe("priced");
    // The old detail no longer matches the booking: applying it is refused.
    expect((await applyExtension(state.change, state.detail)).kind).not.toBe("applied");
  });
});
