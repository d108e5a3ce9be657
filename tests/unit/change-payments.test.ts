import { describe, expect, it } from "vitest";
import {
  completeChange,
  getChange,
  openChange,
  updateChange,
} from "~/models/reservations/booking-changes.server";
import {
  approvePayment,
  createPayment,
  getPayment,
  listPaymentsForReservation,
} from "~/models/reservations/payments.server";
import { changeableBooking } from "~/services/changes/access.server";
import {
  changeCardKey,
  netPaid,
  readChangeReturn,
  recordChangeTransfer,
  refundForChange,
  releaseBond,
  startChangeCheckout,
} from "~/services/changes/payments.server";
import { grantAccess } from "~/services/changes/found-bookings.server";
import { CHANGE_PAYMENT_MESSAGES } from "~/services/changes/text";
import { getPaymentGateway } from "~/services/platform/payments/gateway.server";
import { runInLanguage } from "~/services/platform/i18n/i18n.server";
import { SANDBOX_CARDS } from "~/services/platform/payments/sandbox-cards";
import type { createSandboxGateway } from "~/services/platform/payments/sandbox.server";
import { freshSession, makeBooking } from "./support/after-rental";

const sandbox = () => getPaymentGateway() as ReturnType<typeof createSandboxGateway>;
const APPROVE = SANDBOX_CARDS.approve.replace(/\s/g, "");
const DECLINE = Object.keys(SANDBOX_CARDS.declines)[0];

/** Follows the hosted page like a payer: pays with `card`, then returns the URL we are sent back to. */
function payOnGateway(redirectTo: string, card: string): URL {
  const token = new URL(redirectTo, "http://localhost").searchParams.get("session");
  const checkout = sandbox().openCheckout(token);
  if (!checkout) throw new Error("no checkout");
  return new URL(sandbox().complete(checkout, { number: card }));
}

/** A confirmed booking paid by card through the gateway (an approved booking payment with a reference). */
async function paidBooking(total = 400) {
  const booking = await makeBooking({ pickupInDays: 20, total });
  const { payment } = await createPayment({
    reservationId: booking.id,
    method: "credit-card",
    amount: total,
    idempotencyKey: `test:${booking.id}:card:1`,
  });
  await approvePayment(payment.id, { providerReference: "sbx_test_booking", cardLast4: "1111" });
  return booking;
}

describe("booking changes", () => {
  it("keeps one change of a kind in progress per booking and completes it once", async () => {
    const booking = await makeBooking({ pickupInDays: 20 });
    const [a, b] = await Promise.all([openChange(booking.id, "extend"), openChange(booking.id, "extend")]);
    expect(a.id).toBe(b.id);
    const updated = await updateChange(a.id, { detail: { dropOffAt: "2027-01-02T10:00:00Z" }, amount: 55 });
    expect(updated?.detail).toMatchObject({ dropOffAt: "2027-01-02T10:00:00Z" });
    expect(updated?.amount).toBe(55);
    const results = await Promise.all([completeChange(a.id), completeChange(a.id)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await updateChange(a.id, { amount: 1 })).toBeNull();
    // A new change of the same kind starts afresh.
    expect((await openChange(booking.id, "extend")).id).not.toBe(a.id);
  });
});

describe("change payments", () => {
  it("charges a card through the hosted page once, whatever is repeated", async () => {
    const booking = await paidBooking();
    const change = await openChange(booking.id, "extend");
    const start = (amount: number) =>
      startChangeCheckout({
        change,
        purpose: "extension",
        amount,
        description: "Extension",
        returnPath: "/extend-booking/payment/credit-card/",
        returnOrigin: "http://localhost:3000",
      });
    const first = await start(120);
    const again = await start(120);
    expect(first.kind).toBe("gateway");
    if (first.kind !== "gateway" || again.kind !== "gateway") throw new Error("expected the gateway");
    expect(again.payment.id).toBe(first.payment.id);
    expect(first.payment.idempotencyKey).toBe(changeCardKey(change.id, "extension", 1));

    const declinedUrl = payOnGateway(first.redirectTo, DECLINE);
    const declined = await readChangeReturn(declinedUrl, "extension");
    expect(declined.kind).toBe("declined");
    if (declined.kind === "declined")
      expect(declined.notice).toContain(CHANGE_PAYMENT_MESSAGES.declinedAdvice);

    const retry = await start(120);
    if (retry.kind !== "gateway") throw new Error("expected the gateway");
    expect(retry.payment.id).not.toBe(first.payment.id);
    const url = payOnGateway(retry.redirectTo, APPROVE);
    const results = await Promise.all([
      readChangeReturn(url, "extension"),
      readChangeReturn(url, "extension"),
    ]);
    expect(results.filter((result) => result.kind === "approved" && result.firstTime)).toHaveLength(1);
    expect(results.every((result) => result.kind === "approved")).toBe(true);
    // The same answer on another flow's page (another purpose) is not accepted.
    expect((await readChangeReturn(url, "cancellation")).kind).toBe("invalid");
    expect(netPaid(await listPaymentsForReservation(booking.id))).toBe(520);
  });

  it("refunds once, to the card, never more than was paid", async () => {
    const booking = await paidBooking(300);
    const change = await openChange(booking.id, "cancel");
    const input = { change, purpose: "cancellation" as const, amount: 500, reason: "Cancelled" };
    const [a, b] = await Promise.all([refundForChange(input), refundForChange(input)]);
    const done = [a, b].find((result) => result.kind === "refunded");
    expect(done).toBeDefined();
    if (done?.kind !== "refunded") throw new Error("expected a refund");
    expect(done.payment.amount).toBe(300);
    expect(done.toCard).toBe(true);
    const later = await refundForChange(input);
    expect(later).toMatchObject({ kind: "refunded", created: false });
    expect(netPaid(await listPaymentsForReservation(booking.id))).toBe(0);
  });

  it("records a refund by bank transfer when nothing was paid by card, and refuses one when nothing was paid", async () => {
    const unpaid = await makeBooking({ pickupInDays: 20 });
    const none = await refundForChange({
      change: await openChange(unpaid.id, "cancel"),
      purpose: "cancellation",
      amount: 50,
      reason: "x",
    });
    expect(none).toEqual({ kind: "failed", notice: CHANGE_PAYMENT_MESSAGES.nothingToRefund });

    const booking = await makeBooking({ pickupInDays: 20 });
    const { payment } = await createPayment({
      reservationId: booking.id,
      method: "on-account",
      amount: 200,
      idempotencyKey: `test:${booking.id}:acct`,
    });
    await approvePayment(payment.id);
    const refund = await refundForChange({
      change: await openChange(booking.id, "cancel"),
      purpose: "cancellation",
      amount: 80,
      reason: "x",
    });
    expect(refund).toMatchObject({ kind: "refunded", toCard: false });
  });

  it("records a bank transfer for a change once", async () => {
    const booking = await makeBooking({ pickupInDays: 20 });
    const change = await openChange(booking.id, "check-in");
    const [a, b] = await Promise.all([
      recordChangeTransfer({ change, purpose: "check-in", amount: 60 }),
      recordChangeTransfer({ change, purpose: "check-in", amount: 60 }),
    ]);
    expect(a.payment.id).toBe(b.payment.id);
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
  });

  it("brings a payer on a German page back to the German page, with one prefix", async () => {
    const booking = await paidBooking();
    const change = await openChange(booking.id, "extend");
    const start = await runInLanguage("de", () =>
      startChangeCheckout({
        change,
        purpose: "extension",
        amount: 80,
        description: "Extension",
        returnPath: "/extend-booking/payment/credit-card/",
        returnOrigin: "http://localhost:3000",
      }),
    );
    if (start.kind !== "gateway") throw new Error("expected the gateway");
    const back = payOnGateway(start.redirectTo, APPROVE);
    expect(back.pathname).toBe("/de/extend-booking/payment/credit-card/");
    expect((await readChangeReturn(back, "extension")).kind).toBe("approved");
  });

  it("holds a bond on a card and releases it", async () => {
    const booking = await makeBooking({ pickupInDays: 1 });
    const change = await openChange(booking.id, "check-in");
    const start = await startChangeCheckout({
      change,
      purpose: "bond",
      amount: 1000,
      description: "Bond",
      returnPath: "/online-check-in/credit-card-pre-authorisation/",
      returnOrigin: "http://localhost:3000",
    });
    if (start.kind !== "gateway") throw new Error("expected the gateway");
    const result = await readChangeReturn(payOnGateway(start.redirectTo, APPROVE), "bond");
    expect(result).toMatchObject({ kind: "approved", firstTime: true });
    const held = await getPayment(start.payment.id);
    expect(held?.status).toBe("authorised");
    // A hold is not money paid.
    expect(netPaid(await listPaymentsForReservation(booking.id))).toBe(0);
    expect(await releaseBond(held!)).toBe(true);
    expect((await getPayment(start.payment.id))?.status).toBe("voided");
    expect(await releaseBond((await getPayment(start.payment.id))!)).toBe(false);
    expect(await getChange(change.id)).toMatchObject({ status: "awaiting-payment" });
  });
});

describe("who may change a booking", () => {
  it("is the visitor who found it, not anyone with the number", async () => {
    const booking = await makeBooking({ pickupInDays: 20 });
    const stranger = await freshSession();
    expect(await changeableBooking(stranger, booking.reference, null)).toBeNull();
    const finder = await freshSession();
    grantAccess(finder, booking.id);
    expect(await changeableBooking(finder, booking.reference.toLowerCase(), null)).toMatchObject({
      actor: "customer",
    });
    expect(await changeableBooking(finder, "not a number", null)).toBeNull();
  });
});
