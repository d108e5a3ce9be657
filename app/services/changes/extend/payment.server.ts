/**
 * Paying for a change of drop-off (by card, through the gateway's hosted page), refunding a
 * shorter rental to the card, or confirming one at no charge; each then applies the change once
 * (apply.server.ts). A card payment for a change given up meanwhile, or one that finds no car
 * left, is refunded.
 */
import { abandonChange, getChange } from "~/models/reservations/booking-changes.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import type { ChangeActor } from "../access.server";
import {
  netPaid,
  readChangeReturn,
  refundForChange,
  refundSource,
  startChangeCheckout,
  type ChangeCheckoutResult,
} from "../payments.server";
import { CHANGE_PAYMENT_MESSAGES } from "../text";
import { roundMoney } from "../../platform/money";
import { applyExtension } from "./apply.server";
import type { ExtendInProgress } from "./change.server";
import { addedPeriodFree } from "./pricing.server";
import { readExtendDetail, type ExtendDetail } from "./rules";
import { EXTEND_MESSAGES, EXTEND_PATHS, type AtBranchReason } from "./text";

export function extensionPaymentDescription(reference: string): string {
  return `Extension of booking ${reference}`;
}

/** Sends the customer to the gateway for the difference (the same pending attempt on a repeat). */
export async function startExtensionPayment(
  reservation: Reservation,
  state: ExtendInProgress,
  returnOrigin: string,
  now: Date = new Date(),
): Promise<ChangeCheckoutResult | { kind: "soldout" }> {
  if (!(await addedPeriodFree(reservation, new Date(state.detail.newDropOffAt), now)))
    return { kind: "soldout" };
  return startChangeCheckout({
    change: state.change,
    purpose: "extension",
    amount: state.detail.difference,
    description: extensionPaymentDescription(reservation.reference),
    returnPath: EXTEND_PATHS.creditCard,
    returnOrigin,
    now,
  });
}

export type CardReturnOutcome =
  | { kind: "invalid" }
  | { kind: "confirmed"; reservationId: string }
  | { kind: "retry"; reservationId: string; notice: string }
  /** Paid, but no car was left by then (or the booking moved on): the payment was refunded. */
  | { kind: "refunded"; reservationId: string; reason: AtBranchReason | null; notice: string };

/** The gateway's answer on /extend-booking/payment/credit-card/, applied once however often it is read. */
export async function handleExtensionCardReturn(
  url: URL,
  options: { now?: Date; actor?: ChangeActor } = {},
): Promise<CardReturnOutcome> {
  const now = options.now ?? new Date();
  const answer = await readChangeReturn(url, "extension", { now });
  if (answer.kind === "invalid") return { kind: "invalid" };
  const change = await getChange(answer.changeId);
  if (!change || change.kind !== "extend") return { kind: "invalid" };
  const reservationId = change.reservationId;
  if (answer.kind !== "approved") return { kind: "retry", reservationId, notice: answer.notice };
  if (change.status === "completed") return { kind: "confirmed", reservationId };

  const detail = readExtendDetail(change.detail);
  const giveBack = async (reason: AtBranchReason | null, notice: string): Promise<CardReturnOutcome> => {
    await abandonChange(change.id, now);
    await refundForChange({
      change,
      purpose: "extension",
      amount: answer.payment.amount,
      reason: notice,
      now,
    });
    return { kind: "refunded", reservationId, reason, notice };
  };
  // Paid for a change given up meanwhile (new dates chosen): the money goes back.
  if (
    change.status === "abandoned" ||
    !detail ||
    roundMoney(answer.payment.amount) !== roundMoney(detail.difference)
  ) {
    return giveBack(null, CHANGE_PAYMENT_MESSAGES.staleCheckout);
  }
  const applied = await applyExtension(change, detail, {
    now,
    actor: options.actor,
    paid: answer.payment.amount,
  });
  if (applied.kind === "applied" || applied.kind === "already") return { kind: "confirmed", reservationId };
  if (applied.kind === "soldout") return giveBack("unavailable", EXTEND_MESSAGES.soldOutAfterPayment);
  return giveBack(null, EXTEND_MESSAGES.bookingChanged);
}

export type RefundPlan = {
  /** What the customer gets back: the difference, at most what they have paid. */
  amount: number;
  toCard: boolean;
  cardLast4: string | null;
};

/** How the refund of a shorter rental is paid out (shown before the customer confirms it). */
export async function refundPlan(reservation: Reservation, detail: ExtendDetail): Promise<RefundPlan> {
  const payments = await listPaymentsForReservation(reservation.id);
  const source = refundSource(payments);
  return {
    amount: roundMoney(Math.max(0, Math.min(-detail.difference, netPaid(payments)))),
    toCard: source !== null,
    cardLast4: source?.cardLast4 ?? null,
  };
}

export type ConfirmOutcome =
  | { kind: "confirmed" }
  | { kind: "failed"; notice: string }
  | { kind: "at-branch"; reason: AtBranchReason }
  | { kind: "start"; notice: string };

/**
 * Confirms a shorter rental (refund first, once per change, then the booking) or a change at no
 * charge. A double submit waits for the request that is paying the refund out.
 */
export async function confirmWithoutPayment(
  reservation: Reservation,
  state: ExtendInProgress,
  options: { now?: Date; actor?: ChangeActor; waitMs?: number } = {},
): Promise<ConfirmOutcome> {
  const now = options.now ?? new Date();
  const { change, detail } = state;
  if (detail.difference > 0) return { kind: "start", notice: EXTEND_MESSAGES.agreeFirst };
  let refunded = 0;
  if (detail.difference < 0) {
    const plan = await refundPlan(reservation, detail);
    if (plan.amount > 0) {
      const refund = await refundForChange({
        change,
        purpose: "extension",
        amount: plan.amount,
        reason: extensionPaymentDescription(reservation.reference),
        now,
      });
      if (refund.kind === "failed") return { kind: "failed", notice: EXTEND_MESSAGES.refundFailed };
      if (refund.kind === "in-progress") return waitForCompletion(change.id, options.waitMs ?? 5000);
      refunded = refund.payment.amount;
    }
  }
  const applied = await applyExtension(change, detail, { now, actor: options.actor, refunded });
  if (applied.kind === "applied" || applied.kind === "already") return { kind: "confirmed" };
  if (applied.kind === "soldout") return { kind: "at-branch", reason: "unavailable" };
  return { kind: "start", notice: EXTEND_MESSAGES.bookingChanged };
}

async function waitForCompletion(changeId: string, waitMs: number): Promise<ConfirmOutcome> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    const change = await getChange(changeId);
    if (change?.status === "completed") return { kind: "confirmed" };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { kind: "failed", notice: EXTEND_MESSAGES.refundInProgress };
}
