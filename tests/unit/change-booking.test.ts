import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getDb } from "~/models/db.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { getChangeInProgress } from "~/models/reservations/booking-changes.server";
import { listBookingEvents } from "~/models/reservations/booking-events.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { getReservation, type Reservation } from "~/models/reservations/reservations.server";
import { reservations } from "~/models/schema";
import { loadCounterBooking } from "~/services/admin/bookings/page.server";
import type { CounterReservation } from "~/services/admin/bookings/reservation.server";
import { COUNTER_TEXT } from "~/services/admin/bookings/text";
import { bookingHistory } from "~/services/changes/manage.server";
import { MANAGE_BOOKING_TEXT } from "~/services/changes/text";
import { isRefundRow, netPaid } from "~/services/changes/payments.server";
import { applyBookingChange } from "~/services/changes/change/apply.server";
import { changeState, proposeChange, type ChangeInProgress } from "~/services/changes/change/change.server";
import {
  changeRefundPlan,
  confirmWithoutPayment,
  handleChangeCardReturn,
  startChangePayment,
} from "~/services/changes/change/payment.server";
import { loadChangeCatalog } from "~/services/changes/change/pricing.server";
import {
  changeBlock,
  changeDifference,
  changeExtraField,
  changeOffer,
  readChangeForm,
  refundAmount,
  type ChangeableReservation,
} from "~/services/changes/change/rules";
import {
  CHANGE_BLOCK_TEXT,
  CHANGE_CUTOFF_HOURS,
  CHANGE_EMAIL_TEXT,
  CHANGE_MESSAGES,
  CHANGE_PATHS,
  PROMO_FELL_AWAY_TEXT,
} from "~/services/changes/change/text";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import { itineraryFormValues } from "~/services/changes/change/itinerary.server";
import { itineraryOf } from "~/services/changes/change/itinerary-rules";
import { changeableBooking } from "./support/changeable-booking";
import { SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import type { createSandboxGateway } from "~/services/platform/payments/sandbox.server";

const ORIGIN = "http://localhost:3000";
const DAY = 86_400_000;
const HOUR = 3_600_000;
const sandbox = () => getPaymentGateway() as ReturnType<typeof createSandboxGateway>;
const APPROVE = SANDBOX_CARDS.approve.replace(/\s/g, "");
const cents = (amount: number) => Math.round(amount * 100);

beforeAll(async () => {
  await getBranchByCode("ZQN");
}, 180_000);

function payOnGateway(redirectTo: string, card: string): URL {
  const token = new URL(redirectTo, "http://localhost").searchParams.get("session");
  const checkout = sandbox().openCheckout(token);
  if (!checkout) throw new Error("no checkout");
  return new URL(sandbox().complete(checkout, { number: card }));
}

function at(days: number): Date {
  return new Date(Date.UTC(2027, 10, 1, 21, 0) + days * DAY);
}

/** A confirmed, priced booking at Queenstown Airport, `start` days into November 2027, paid by card. */
function booking(
  options: { start: number } & Omit<Parameters<typeof changeableBooking>[0] & object, "pickupAt" | "start">,
): Promise<Reservation> {
  const { start, ...rest } = options;
  return changeableBooking({ ...rest, pickupAt: at(start) });
}

/** The form as the page posts it: every extra's quantity, the cover, the flight number. */
function form(values: { extras?: Record<string, number>; insurance?: string; flightNumber?: string }) {
  const entries: [string, string][] = [];
  for (const [code, quantity] of Object.entries(values.extras ?? {}))
    entries.push([changeExtraField(code), String(quantity)]);
  entries.push(["insurance", values.insurance ?? "basic"]);
  entries.push(["flightNumber", values.flightNumber ?? "NZ601"]);
  return entries;
}

async function proposed(
  reservation: Reservation,
  values: Parameters<typeof form>[0],
): Promise<ChangeInProgress> {
  const result = await proposeChange(reservation, form(values));
  if (result.kind !== "priced") throw new Error(`expected a price, got ${JSON.stringify(result)}`);
  const state = await changeState((await getReservation(reservation.id))!);
  if (state.kind !== "ready") throw new Error(`expected a change in progress, got ${state.kind}`);
  return state;
}

describe("the policy: who may change online", () => {
  const now = new Date("2027-01-01T00:00:00Z");
  const base: ChangeableReservation = {
    reference: "GO1234567",
    status: "confirmed",
    pickupAt: new Date(now.getTime() + 10 * DAY),
    hotDealId: null,
    checkedInAt: null,
  };
  const car = { name: "Toyota Corolla or similar" };

  it("allows a confirmed booking until the cut-off before pick-up", () => {
    expect(changeBlock(base, car, now)).toBeNull();
    const edge = { ...base, pickupAt: new Date(now.getTime() + CHANGE_CUTOFF_HOURS * HOUR) };
    expect(changeBlock(edge, car, now)).toBeNull();
    expect(changeBlock({ ...edge, pickupAt: new Date(edge.pickupAt.getTime() - 60_000) }, car, now)).toBe(
      "cutoff",
    );
  });

  it("refuses cancelled, started, checked-in, deal, mystery-class and unpriced bookings, each with its reason", () => {
    expect(changeBlock({ ...base, status: "cancelled" }, car, now)).toBe("cancelled");
    expect(changeBlock({ ...base, pickupAt: new Date(now.getTime() - HOUR) }, car, now)).toBe("started");
    expect(changeBlock({ ...base, checkedInAt: now }, car, now)).toBe("checked-in");
    expect(changeBlock({ ...base, hotDealId: 3 }, car, now)).toBe("deal");
    expect(changeBlock(base, { name: "Mystery SUV (intermediate SUV or better)" }, now)).toBe("mystery");
    expect(changeBlock({ ...base, priceBreakdown: null }, car, now)).toBe("unpriced");
  });

  it("offers the link only when the booking may change, else the reason; nothing once cancelled or started", () => {
    expect(changeOffer(base, car, now)).toEqual({
      href: `${CHANGE_PATHS.start}?booking=GO1234567`,
      label: "Change booking",
      note: null,
    });
    expect(changeOffer({ ...base, hotDealId: 1 }, car, now)).toMatchObject({
      href: null,
      note: CHANGE_BLOCK_TEXT.deal,
    });
    expect(changeOffer({ ...base, status: "cancelled" }, car, now)).toBeNull();
    expect(changeOffer({ ...base, pickupAt: new Date(now.getTime() - HOUR) }, car, now)).toBeNull();
  });
});

describe("the form", () => {
  const options = {
    extras: [
      { code: "child-seat", name: "Child seat", maxQuantity: 3 },
      { code: "gps", name: "GPS", maxQuantity: 1 },
    ],
    insuranceCodes: ["basic", "total-care"],
  };

  it("reads quantities, cover and a flight number (spaces dropped, upper case)", () => {
    const result = readChangeForm(
      [
        ["extra-child-seat", "2"],
        ["extra-gps", ""],
        ["insurance", "total-care"],
        ["flightNumber", "nz 123"],
      ],
      options,
    );
    expect(result).toMatchObject({
      ok: true,
      choice: {
        extras: [{ code: "child-seat", quantity: 2 }],
        insuranceCode: "total-care",
        flightNumber: "NZ123",
      },
    });
  });

  it("puts a message beside each bad field and keeps the values", () => {
    const result = readChangeForm(
      [
        ["extra-child-seat", "4"],
        ["extra-rocket", "1"],
        ["insurance", "gold"],
        ["flightNumber", "NZ-123-456789"],
      ],
      options,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      "extra-child-seat": CHANGE_MESSAGES.quantityInvalid("Child seat", 3),
      extras: CHANGE_MESSAGES.unknownExtra,
      insurance: CHANGE_MESSAGES.insuranceRequired,
      flightNumber: CHANGE_MESSAGES.flightNumberInvalid,
    });
    expect(result.values["extra-child-seat"]).toBe("4");
    expect(result.values.flightNumber).toBe("NZ-123-456789");
  });

  it("caps money back at what was paid, in cents", () => {
    expect(changeDifference(412.3, 400.1)).toBe(-12.2);
    expect(refundAmount(-12.2, 100)).toBe(12.2);
    expect(refundAmount(-12.2, 5.5)).toBe(5.5);
    expect(refundAmount(10, 100)).toBe(0);
  });
});

describe("pricing a change", () => {
  it("prices extras and cover at today's rates for the booking's days and leaves the vehicle as booked", async () => {
    const reservation = await booking({ start: 0 });
    const catalog = await loadChangeCatalog();
    const seat = catalog.extraRows.find((extra) => extra.code === "child-seat")!;
    const care = catalog.insuranceRows.find((option) => option.code === "total-care")!;
    const state = await proposed(reservation, { extras: { "child-seat": 1 }, insurance: "total-care" });
    const old = reservation.priceBreakdown!;
    expect(state.detail.breakdown.vehicle.amount).toBe(old.vehicle.amount);
    const added = Math.min(seat.price * 4, seat.cap ?? Infinity) + care.dailyPrice * 4;
    // The difference is the added lines plus the card fee on them (2%), to the cent.
    const subtotal = cents(old.subtotal) + cents(added);
    const fee = Math.round(subtotal * 0.02);
    expect(cents(state.detail.newTotal)).toBe(subtotal + fee);
    expect(cents(state.detail.difference)).toBe(cents(state.detail.newTotal) - cents(reservation.total));
    expect(state.change.amount).toBe(state.detail.difference);
    expect(state.detail.summary).toContain("Child seat: 0 → 1");
  });

  it("keeps the promo while the pick-up day stays; a new day the code doesn't cover drops it, saying why", async () => {
    const kept = await booking({ start: 10, discount: { code: "realnz", percent: 10 } });
    const keptState = await proposed(kept, { extras: { gps: 1 } });
    expect(keptState.detail.breakdown.discount?.code).toBe("realnz");
    expect(keptState.detail.promoNote).toBeNull();

    // Booked with a code that has expired since: its extras change, its discount stays.
    const expired = await booking({ start: 20, discount: { code: "winter2025", percent: 12 } });
    const sameDay = await proposed(expired, { extras: { gps: 1 } });
    expect(sameDay.detail.breakdown.discount?.code).toBe("winter2025");
    // Moved a day later, the code is checked as a new search would check it.
    const values = itineraryFormValues(itineraryOf(expired));
    const dayLater = (date: string) =>
      new Date(Date.parse(`${date}T12:00:00Z`) + DAY).toISOString().slice(0, 10);
    const moved = await proposeChange(expired, [
      ...form({ extras: { gps: 1 } }),
      ...Object.entries({
        ...values,
        pickupDate: dayLater(values.pickupDate!),
        dropOffDate: dayLater(values.dropOffDate!),
      }),
    ]);
    if (moved.kind !== "priced") throw new Error(`not priced: ${moved.kind}`);
    expect(moved.detail.breakdown.discount).toBeNull();
    expect(moved.detail.promoNote).toContain(PROMO_FELL_AWAY_TEXT.expired);
  });

  it("refuses nothing changed, bad input, and bookings that can't change online", async () => {
    const reservation = await booking({ start: 30 });
    expect(await proposeChange(reservation, form({}))).toMatchObject({
      kind: "invalid",
      errors: { form: CHANGE_MESSAGES.nothingChanged },
    });
    expect(await proposeChange(reservation, form({ extras: { "child-seat": 9 } }))).toMatchObject({
      kind: "invalid",
      values: { "extra-child-seat": "9" },
    });
    const soon = new Date(reservation.pickupAt.getTime() - (CHANGE_CUTOFF_HOURS - 1) * HOUR);
    expect(await proposeChange(reservation, form({ extras: { gps: 1 } }), { now: soon })).toEqual({
      kind: "blocked",
      reason: "cutoff",
    });
    const deal = await booking({ start: 40, hotDealId: 1 });
    expect(await proposeChange(deal, form({ extras: { gps: 1 } }))).toEqual({
      kind: "blocked",
      reason: "deal",
    });
  });
});

describe("paying, refunding and applying once", () => {
  it("charges the difference once despite a double submit and a repeated return, then changes the booking once", async () => {
    const reservation = await booking({ start: 50 });
    const state = await proposed(reservation, {
      extras: { "child-seat": 2 },
      insurance: "total-care",
      flightNumber: "NZ99",
    });
    expect(state.detail.difference).toBeGreaterThan(0);
    const [first, second] = await Promise.all([
      startChangePayment(reservation, state, ORIGIN),
      startChangePayment(reservation, state, ORIGIN),
    ]);
    if (first.kind !== "gateway" || second.kind !== "gateway") throw new Error("no checkout");
    expect(second.payment.id).toBe(first.payment.id);
    expect(new URL(first.redirectTo, ORIGIN).toString()).toContain("session=");
    const back = payOnGateway(first.redirectTo, APPROVE);
    expect(back.pathname).toBe(CHANGE_PATHS.payment);
    const results = await Promise.all([handleChangeCardReturn(back), handleChangeCardReturn(back)]);
    expect(results.map((result) => result.kind)).toEqual(["confirmed", "confirmed"]);

    const after = (await getReservation(reservation.id))!;
    expect(after.extras).toEqual([{ code: "child-seat", quantity: 2 }]);
    expect(after.insuranceCode).toBe("total-care");
    expect(after.customerDetails?.flightNumber).toBe("NZ99");
    expect(cents(after.total)).toBe(cents(state.detail.newTotal));
    const payments = await listPaymentsForReservation(reservation.id);
    expect(
      payments.filter((payment) => payment.purpose === "change" && payment.status === "approved"),
    ).toHaveLength(1);
    expect(cents(netPaid(payments))).toBe(cents(state.detail.newTotal));

    const events = await listBookingEvents(reservation.id, "changed");
    expect(events).toHaveLength(1);
    expect(events[0].detail).toMatchObject({
      paid: state.detail.difference,
      amount: state.detail.difference,
    });
    const history = bookingHistory(after, await listBookingEvents(reservation.id));
    expect(history.find((item) => item.note?.includes("Flight number: NZ601 → NZ99"))).toBeTruthy();
    // The back office's booking page shows it in the history, and the payment's purpose.
    const counter = await loadCounterBooking({
      ...after,
      scope: { see: true, handOver: true, swap: false },
    } as CounterReservation);
    const line = counter.history.find((item) => item.label === MANAGE_BOOKING_TEXT.history.changed);
    expect(line?.note).toContain("Child seat: 0 → 2");
    expect(line?.note).toContain(`Cover: Basic cover → Total Care`);
    expect(counter.payments.map((payment) => payment.purpose)).toContain(COUNTER_TEXT.purposes.change);
    const mails = await listOutbox({ to: after.customerDetails!.email });
    const changed = mails.filter((mail) => mail.subject === CHANGE_EMAIL_TEXT.subject(after.reference));
    expect(changed).toHaveLength(1);
    expect(changed[0].textBody).toContain(CHANGE_EMAIL_TEXT.whatChanged);
    expect(changed[0].textBody).toContain("Child seat: 0 → 2");
    // Reading the return again, or applying the change again, changes nothing.
    expect(await handleChangeCardReturn(back)).toMatchObject({ kind: "confirmed" });
    expect(await applyBookingChange(state.change, state.detail)).toEqual({ kind: "already" });
    expect(await listBookingEvents(reservation.id, "changed")).toHaveLength(1);
  });

  it("refunds money back once despite a double submit, to the card paid with", async () => {
    const reservation = await booking({
      start: 60,
      extras: [
        { code: "child-seat", quantity: 1 },
        { code: "gps", quantity: 1 },
      ],
      insuranceCode: "total-care",
    });
    const state = await proposed(reservation, { extras: { gps: 1 }, insurance: "basic" });
    expect(state.detail.difference).toBeLessThan(0);
    expect(await changeRefundPlan(reservation, state)).toEqual({
      amount: -state.detail.difference,
      toCard: true,
      cardLast4: "4242",
    });
    const results = await Promise.all([
      confirmWithoutPayment(reservation, state),
      confirmWithoutPayment(reservation, state),
      confirmWithoutPayment(reservation, state),
    ]);
    expect(results.every((result) => result.kind === "confirmed")).toBe(true);
    const payments = await listPaymentsForReservation(reservation.id);
    const refunds = payments.filter((payment) => isRefundRow(payment) && payment.status === "refunded");
    expect(refunds).toHaveLength(1);
    expect(cents(refunds[0].amount)).toBe(-cents(state.detail.difference));
    const after = (await getReservation(reservation.id))!;
    expect(after.insuranceCode).toBe("basic");
    expect(after.extras).toEqual([{ code: "gps", quantity: 1 }]);
    expect(await listBookingEvents(reservation.id, "changed")).toHaveLength(1);
    expect(await confirmWithoutPayment(reservation, state)).toEqual({ kind: "confirmed" });
  });

  it("never refunds more than was paid", async () => {
    const reservation = await booking({ start: 70, insuranceCode: "total-care", paid: 20 });
    const state = await proposed(reservation, { insurance: "basic" });
    expect(-state.detail.difference).toBeGreaterThan(20);
    expect((await changeRefundPlan(reservation, state)).amount).toBe(20);
    expect(await confirmWithoutPayment(reservation, state)).toEqual({ kind: "confirmed" });
    const refunds = (await listPaymentsForReservation(reservation.id)).filter(isRefundRow);
    expect(refunds.map((payment) => payment.amount)).toEqual([20]);
  });

  it("starts again when the booking changed since the change was priced", async () => {
    const reservation = await booking({ start: 80 });
    await proposed(reservation, { extras: { gps: 1 } });
    const db = await getDb();
    await db
      .update(reservations)
      .set({ insuranceCode: "standard" })
      .where(eq(reservations.id, reservation.id));
    const state = await changeState((await getReservation(reservation.id))!);
    expect(state).toEqual({ kind: "start", notice: CHANGE_MESSAGES.bookingChanged });
    expect(await getChangeInProgress(reservation.id, "change")).toBeNull();
  });

  it("refunds a payment for a change given up meanwhile instead of applying it", async () => {
    const reservation = await booking({ start: 90 });
    const state = await proposed(reservation, { extras: { gps: 1 } });
    const started = await startChangePayment(reservation, state, ORIGIN);
    if (started.kind !== "gateway") throw new Error("no checkout");
    // The customer chooses something else in another tab: the first change is given up.
    await proposed((await getReservation(reservation.id))!, { extras: { "child-seat": 1 } });
    const outcome = await handleChangeCardReturn(payOnGateway(started.redirectTo, APPROVE));
    expect(outcome.kind).toBe("refunded");
    const after = (await getReservation(reservation.id))!;
    expect(after.extras).toEqual([]);
    expect(cents(netPaid(await listPaymentsForReservation(reservation.id)))).toBe(cents(reservation.total));
  });
});
