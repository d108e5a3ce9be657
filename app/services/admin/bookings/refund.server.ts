/**
 * Refunds at the counter (issue 21): part of a payment, and a cancellation's refund. Never more
 * than a payment less what was refunded from it, under a lock on the payment; the refund row's
 * idempotency key (from the form's token or the booking) makes a double submit refund once.
 */
import type { z } from "zod";
import { getDb } from "~/models/db.server";
import { recordBookingEvent } from "~/models/reservations/booking-events.server";
import {
  insertStaffRefund,
  lockPaymentWithRefunds,
  settlePendingPayment,
} from "~/models/reservations/counter-bookings.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { formatMoney, roundMoney } from "../../platform/money";
import { getPaymentGateway } from "../../platform/payments/gateway.server";
import { recordAudit } from "../audit/audit.server";
import { FORM_ERROR_FIELD, type refundSchema } from "./forms";
import type { CounterReservation, CounterStaff } from "./reservation.server";
import { refused, type CounterOptions, type CounterResult } from "./result";
import { isRefundable, refundCeiling, staffRefundKey } from "./rules";
import { COUNTER_MESSAGES as M } from "./text";
import { log } from "~/log.server";

export type RefundAnswer =
  { kind: "refunded" } | { kind: "repeat" } | { kind: "too-much"; left: number } | { kind: "failed" };

/**
 * Gives `amount` back from one payment: under a lock on the payment, never more than it less the
 * refunds made or being made from it; a pending refund row (purpose "refund", its key from the
 * form or the booking) is written first, so a repeat finds it; then the gateway pays it out to
 * the card (a payment by bank transfer is refunded by transfer by our team).
 */
export async function refundFromPayment(
  staff: CounterStaff,
  reservation: CounterReservation,
  input: { paymentId: string; amount: number; reason: string; key: string; action: string },
  options: CounterOptions,
): Promise<RefundAnswer> {
  const now = options.now ?? new Date();
  const amount = roundMoney(input.amount);
  const db = await getDb();
  const pending = await db.transaction(async (tx) => {
    const locked = await lockPaymentWithRefunds(tx, input.paymentId);
    if (!locked || locked.payment.reservationId !== reservation.id)
      return { kind: "too-much" as const, left: 0 };
    const left = refundCeiling(locked.payment, locked.refunds);
    if (locked.refunds.some((refund) => refund.idempotencyKey === input.key))
      return { kind: "repeat" as const };
    if (amount > left) return { kind: "too-much" as const, left };
    const row = await insertStaffRefund(tx, {
      reservationId: reservation.id,
      refundOfPaymentId: locked.payment.id,
      method: locked.payment.method,
      amount,
      cardType: locked.payment.cardType,
      idempotencyKey: input.key,
      now,
    });
    if (!row) return { kind: "repeat" as const };
    return { kind: "pending" as const, row, source: locked.payment };
  });
  if (pending.kind !== "pending") return pending;

  let reference: string | null = null;
  if (pending.source.method === "credit-card" && pending.source.providerReference) {
    const gateway = options.gateway ?? getPaymentGateway();
    try {
      const answer = await gateway.refund({
        providerReference: pending.source.providerReference,
        amount,
        reason: input.reason,
      });
      if (!answer.ok) throw new Error(answer.reason);
      reference = answer.refundReference;
    } catch (error) {
      log.error({ err: error }, `Staff refund ${pending.row.id} of ${reservation.reference} failed`);
      await db.transaction(async (tx) => {
        await settlePendingPayment(tx, pending.row.id, "cancelled", { now });
      });
      return { kind: "failed" };
    }
  }
  await db.transaction(async (tx) => {
    const done = await settlePendingPayment(tx, pending.row.id, "refunded", {
      providerReference: reference,
      cardLast4: pending.source.cardLast4,
      now,
    });
    if (!done) return;
    await recordBookingEvent(
      {
        reservationId: reservation.id,
        kind: "refunded-by-staff",
        actor: "staff",
        detail: { amount, note: formatMoney(amount) },
        now,
      },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: input.action,
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.pickupBranchId,
        before: { paymentId: pending.source.id, refundable: roundMoney(pending.source.amount) },
        after: { refundPaymentId: done.id, amount, method: done.method },
        reason: input.reason,
        occurredAt: now,
      },
      tx,
    );
  });
  return { kind: "refunded" };
}

export async function refundByStaff(
  staff: CounterStaff,
  reservation: CounterReservation,
  input: z.infer<typeof refundSchema>,
  options: CounterOptions = {},
): Promise<CounterResult> {
  const payments = await listPaymentsForReservation(reservation.id);
  const payment = payments.find((row) => row.id === input.paymentId && isRefundable(row));
  if (!payment) return refused(422, { paymentId: M.paymentRequired });
  const answer = await refundFromPayment(
    staff,
    reservation,
    {
      paymentId: payment.id,
      amount: input.amount,
      reason: input.reason,
      key: staffRefundKey(payment.id, input.token),
      action: "booking.refund",
    },
    options,
  );
  switch (answer.kind) {
    case "refunded":
    case "repeat":
      return { ok: true, done: "refunded" };
    case "too-much":
      return refused(422, { amount: M.refundAboveLeft(formatMoney(answer.left)) });
    case "failed":
      return refused(502, { [FORM_ERROR_FIELD]: M.gatewayFailed });
  }
}
