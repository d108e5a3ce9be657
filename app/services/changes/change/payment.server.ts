/**
 * Settling a change of extras, cover or flight number: the difference paid by card through the
 * gateway's hosted page (returning to /manage-booking/change/payment/), money back refunded to
 * what was paid (never more), or confirmed at no charge; each then applies the change once
 * (apply.server.ts). The shared pieces are ../settle.server.ts and ../payments.server.ts.
 */
import type { Reservation } from "~/models/reservations/reservations.server";
import type { ChangeActor } from "../access.server";
import { startChangeCheckout, type ChangeCheckoutResult } from "../payments.server";
import { readPaidChange, refundPlanFor, refundThenApply, type RefundPlan } from "../settle.server";
import { CHANGE_PAYMENT_MESSAGES } from "../text";
import { roundMoney } from "../../platform/money";
import { applyBookingChange } from "./apply.server";
import type { ChangeInProgress } from "./change.server";
import { readChangeDetail } from "./rules";
import { CHANGE_MESSAGES, CHANGE_PATHS } from "./text";

export function changePaymentDescription(reference: string): string {
  return `Change of booking ${reference}`;
}

/** Sends the customer to the gateway for the difference (the same pending attempt on a repeat). */
export function startChangePayment(
  reservation: Reservation,
  state: ChangeInProgress,
  returnOrigin: string,
  now: Date = new Date(),
): Promise<ChangeCheckoutResult> {
  return startChangeCheckout({
    change: state.change,
    purpose: "change",
    amount: state.detail.difference,
    description: changePaymentDescription(reservation.reference),
    returnPath: CHANGE_PATHS.payment,
    returnOrigin,
    now,
  });
}

export type CardReturnOutcome =
  | { kind: "invalid" }
  | { kind: "confirmed"; reservationId: string }
  | { kind: "retry"; reservationId: string; notice: string }
  /** Paid, but the change had been given up or the booking moved on: the payment was refunded. */
  | { kind: "refunded"; reservationId: string; notice: string };

/** The gateway's answer on /manage-booking/change/payment/, applied once however often it is read. */
export async function handleChangeCardReturn(
  url: URL,
  options: { now?: Date; actor?: ChangeActor } = {},
): Promise<CardReturnOutcome> {
  const now = options.now ?? new Date();
  const paid = await readPaidChange(url, "change", "change", now);
  if (paid.kind === "invalid") return { kind: "invalid" };
  const { reservationId } = paid;
  if (paid.kind === "retry") return { kind: "retry", reservationId, notice: paid.notice };
  if (paid.kind === "completed") return { kind: "confirmed", reservationId };
  const detail = readChangeDetail(paid.change.detail);
  const giveBack = async (notice: string): Promise<CardReturnOutcome> => {
    await paid.giveBack(notice);
    return { kind: "refunded", reservationId, notice };
  };
  if (
    paid.change.status === "abandoned" ||
    !detail ||
    roundMoney(paid.payment.amount) !== roundMoney(detail.difference)
  ) {
    return giveBack(CHANGE_PAYMENT_MESSAGES.staleCheckout);
  }
  const applied = await applyBookingChange(paid.change, detail, {
    now,
    actor: options.actor,
    paid: paid.payment.amount,
  });
  if (applied.kind === "applied" || applied.kind === "already") return { kind: "confirmed", reservationId };
  return giveBack(CHANGE_MESSAGES.bookingChanged);
}

/** How money back is paid out for this change (shown on the review page before confirming). */
export function changeRefundPlan(reservation: Reservation, state: ChangeInProgress): Promise<RefundPlan> {
  return refundPlanFor(reservation.id, state.detail.difference);
}

export type ConfirmOutcome =
  { kind: "confirmed" } | { kind: "failed"; notice: string } | { kind: "start"; notice: string };

/**
 * Confirms a change with money back (refund first, once per change, at most what was paid) or at
 * no charge. A double submit waits for the request that is paying the refund out.
 */
export async function confirmWithoutPayment(
  reservation: Reservation,
  state: ChangeInProgress,
  options: { now?: Date; actor?: ChangeActor; waitMs?: number } = {},
): Promise<ConfirmOutcome> {
  const now = options.now ?? new Date();
  const { change, detail } = state;
  if (detail.difference > 0) return { kind: "start", notice: CHANGE_MESSAGES.startAgain };
  const settled = await refundThenApply({
    change,
    difference: detail.difference,
    purpose: "change",
    reason: changePaymentDescription(reservation.reference),
    messages: CHANGE_MESSAGES,
    now,
    waitMs: options.waitMs,
    apply: (refunded) => applyBookingChange(change, detail, { now, actor: options.actor, refunded }),
  });
  if (settled.kind === "failed") return settled;
  if (settled.kind === "completed-elsewhere") return { kind: "confirmed" };
  const applied = settled.result;
  if (applied.kind === "applied" || applied.kind === "already") return { kind: "confirmed" };
  return { kind: "start", notice: CHANGE_MESSAGES.bookingChanged };
}
