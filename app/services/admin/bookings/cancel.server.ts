/**
 * Cancelling at the counter (issue 21): by the customer's rules or an override within what was
 * paid. One conditional update cancels, so a double submit cancels (and emails) once; the refund
 * goes through refund.server.ts with the booking's own key.
 */
import type { z } from "zod";
import { getDb } from "~/models/db.server";
import { recordBookingEvent } from "~/models/reservations/booking-events.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { getRental } from "~/models/reservations/rentals.server";
import { cancelConfirmedReservation } from "~/models/reservations/reservations.server";
import { sendCancellationEmail } from "../../changes/cancel/cancel.server";
import { refundSource } from "../../changes/payments.server";
import { formatMoney, roundMoney } from "../../platform/money";
import { recordAudit } from "../audit/audit.server";
import { FORM_ERROR_FIELD, type cancelSchema } from "./forms";
import { refundFromPayment } from "./refund.server";
import type { CounterReservation, CounterStaff } from "./reservation.server";
import { refused, type CounterOptions, type CounterResult } from "./result";
import { isRefundable, overrideRefundRefusal, staffCancelPlan, staffCancelRefundKey } from "./rules";
import { COUNTER_MESSAGES as M } from "./text";

export async function cancelByStaff(
  staff: CounterStaff,
  reservation: CounterReservation,
  input: z.infer<typeof cancelSchema>,
  options: CounterOptions = {},
): Promise<CounterResult> {
  const now = options.now ?? new Date();
  // A double submit or a refresh: cancelled already.
  if (reservation.status === "cancelled") return { ok: true, done: "cancelled" };
  const [rental, payments] = await Promise.all([
    getRental(reservation.id),
    listPaymentsForReservation(reservation.id),
  ]);
  const plan = staffCancelPlan(reservation, payments, Boolean(rental), now);
  if (!plan.ok) return refused(409, { [FORM_ERROR_FIELD]: plan.message });
  const override = input.mode === "override";
  const amount = override ? roundMoney(input.overrideAmount ?? 0) : plan.policyRefund;
  const tooMuch = override ? overrideRefundRefusal(amount, plan.paid) : null;
  if (tooMuch) return refused(422, { overrideAmount: tooMuch });
  // The payment the refund comes from: the latest card payment, else any money taken.
  const source =
    refundSource(payments) ??
    payments
      .filter((payment) => isRefundable(payment))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ??
    null;

  const db = await getDb();
  const cancelled = await db.transaction(async (tx) => {
    const row = await cancelConfirmedReservation(reservation.id, { now, executor: tx });
    if (!row) return false;
    await recordBookingEvent(
      {
        reservationId: reservation.id,
        kind: "cancelled-by-staff",
        actor: "staff",
        detail: { amount, note: amount > 0 ? `refund ${formatMoney(amount)}` : null },
        now,
      },
      tx,
    );
    await recordAudit(
      staff,
      {
        action: "booking.cancel",
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.pickupBranchId,
        before: { status: reservation.status },
        after: {
          status: "cancelled",
          refund: amount,
          policyRefund: plan.policyRefund,
          fee: plan.fee,
          mode: input.mode,
        },
        reason: override ? (input.reason ?? null) : null,
        occurredAt: now,
      },
      tx,
    );
    return true;
  });
  if (!cancelled) return { ok: true, done: "cancelled" };
  // The customer hears of it as from the site's own cancel flow (once: only this request cancelled).
  const email = () =>
    sendCancellationEmail(reservation, {
      reason: null,
      actor: "customer",
      fee: roundMoney(Math.max(0, plan.paid - amount)),
      feePaidByCard: 0,
      feeOwed: 0,
      refunded: amount,
      refundToCard: source?.method === "credit-card",
    });
  if (!(amount > 0) || !source) {
    await email();
    return { ok: true, done: "cancelled" };
  }
  const answer = await refundFromPayment(
    staff,
    reservation,
    {
      paymentId: source.id,
      amount,
      reason: input.reason || "Cancelled at the counter",
      key: staffCancelRefundKey(reservation.id),
      action: "booking.cancel-refund",
    },
    options,
  );
  if (answer.kind === "failed") return refused(502, { [FORM_ERROR_FIELD]: M.gatewayFailed });
  if (answer.kind === "too-much")
    return refused(422, { overrideAmount: M.refundAboveLeft(formatMoney(answer.left)) });
  await email();
  return { ok: true, done: "cancelled" };
}
