/**
 * Paying for a change of drop-off (by card, through the gateway's hosted page), refunding a
 * shorter rental to the card, or confirming one at no charge; each then applies the change once
 * (apply.server.ts). A card payment for a change given up meanwhile, or one that finds no car
 * left, is refunded.
 */
import type { Reservation } from "~/models/reservations/reservations.server";
import type { ChangeActor, ChangeStaff } from "../access.server";
import { startChangeCheckout, type ChangeCheckoutResult } from "../payments.server";
import { readPaidChange, refundPlanFor, refundThenApply, type RefundPlan } from "../settle.server";
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
  /** Where the gateway sends the payer back (the counter's own page; else the flow's). */
  returnPath: string = EXTEND_PATHS.creditCard,
): Promise<ChangeCheckoutResult | { kind: "soldout" }> {
  if (!(await addedPeriodFree(reservation, new Date(state.detail.newDropOffAt), now)))
    return { kind: "soldout" };
  return startChangeCheckout({
    change: state.change,
    purpose: "extension",
    amount: state.detail.difference,
    description: extensionPaymentDescription(reservation.reference),
    returnPath,
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
  options: { now?: Date; actor?: ChangeActor; by?: ChangeStaff | null } = {},
): Promise<CardReturnOutcome> {
  const now = options.now ?? new Date();
  const paid = await readPaidChange(url, "extension", "extend", now);
  if (paid.kind === "invalid") return { kind: "invalid" };
  const { reservationId } = paid;
  if (paid.kind === "retry") return { kind: "retry", reservationId, notice: paid.notice };
  if (paid.kind === "completed") return { kind: "confirmed", reservationId };

  const { change, payment } = paid;
  const detail = readExtendDetail(change.detail);
  const giveBack = async (reason: AtBranchReason | null, notice: string): Promise<CardReturnOutcome> => {
    await paid.giveBack(notice);
    return { kind: "refunded", reservationId, reason, notice };
  };
  // Paid for a change given up meanwhile (new dates chosen): the money goes back.
  if (
    change.status === "abandoned" ||
    !detail ||
    roundMoney(payment.amount) !== roundMoney(detail.difference)
  ) {
    return giveBack(null, CHANGE_PAYMENT_MESSAGES.staleCheckout);
  }
  const applied = await applyExtension(change, detail, {
    now,
    actor: options.actor,
    by: options.by,
    paid: payment.amount,
  });
  if (applied.kind === "applied" || applied.kind === "already") return { kind: "confirmed", reservationId };
  if (applied.kind === "soldout") return giveBack("unavailable", EXTEND_MESSAGES.soldOutAfterPayment);
  return giveBack(null, EXTEND_MESSAGES.bookingChanged);
}

export type { RefundPlan };

/** How the refund of a shorter rental is paid out (shown before the customer confirms it). */
export function refundPlan(reservation: Reservation, detail: ExtendDetail): Promise<RefundPlan> {
  return refundPlanFor(reservation.id, detail.difference);
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
  const settled = await refundThenApply({
    change,
    difference: detail.difference,
    purpose: "extension",
    reason: extensionPaymentDescription(reservation.reference),
    messages: EXTEND_MESSAGES,
    now,
    waitMs: options.waitMs,
    apply: (refunded) => applyExtension(change, detail, { now, actor: options.actor, refunded }),
  });
  if (settled.kind === "failed") return settled;
  if (settled.kind === "completed-elsewhere") return { kind: "confirmed" };
  const applied = settled.result;
  if (applied.kind === "applied" || applied.kind === "already") return { kind: "confirmed" };
  if (applied.kind === "soldout") return { kind: "at-branch", reason: "unavailable" };
  return { kind: "start", notice: EXTEND_MESSAGES.bookingChanged };
}
