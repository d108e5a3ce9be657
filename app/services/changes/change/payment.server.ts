/**
 * Settling a change: the difference paid by card through the gateway's hosted page (returning to
 * /manage-booking/change/payment/, where the change is applied once), or the change applied first
 * and then the money back refunded to what was paid (never more), or applied at no charge. The
 * booking moves before a refund is paid out, so money never goes back for a change that a car sold
 * meanwhile stopped (docs/changes.md). The shared pieces are ../settle.server.ts and
 * ../payments.server.ts.
 */
import { getChange } from "~/models/reservations/booking-changes.server";
import type { Reservation } from "~/models/reservations/reservations.server";
import type { ChangeActor, ChangeStaff } from "../access.server";
import { refundForChange, startChangeCheckout, type ChangeCheckoutResult } from "../payments.server";
import { readPaidChange, refundPlanFor, type RefundPlan } from "../settle.server";
import { CHANGE_PAYMENT_MESSAGES } from "../text";
import { formatMoney, roundMoney } from "../../platform/money";
import { announceBookingChange, applyBookingChange, commitBookingChange } from "./apply.server";
import type { ChangeInProgress } from "./change.server";
import { heldCarStillThere, keepHeldForPayment, releaseHeldForChange, renewChangeHold } from "./hold.server";
import { readChangeDetail } from "./rules";
import { CHANGE_MESSAGES, CHANGE_PATHS, ITINERARY_CHANGE_MESSAGES } from "./text";

export function changePaymentDescription(reference: string): string {
  return `Change of booking ${reference}`;
}

export type ChangePaymentStart =
  | ChangeCheckoutResult
  /** The car held for the new itinerary is gone: nothing was charged, the form says why. */
  | { kind: "soldout"; notice: string };

/**
 * Sends the customer to the gateway for the difference (the same pending attempt on a repeat). A
 * car held for a new itinerary is first kept for the payment window (taken again if its hold had
 * lapsed and a car is still free), so it is there when the payment comes back.
 */
export async function startChangePayment(
  reservation: Reservation,
  state: ChangeInProgress,
  returnOrigin: string,
  options: { now?: Date; clientAddress?: string | null; returnPath?: string } = {},
): Promise<ChangePaymentStart> {
  const now = options.now ?? new Date();
  if (state.detail.itinerary) {
    const lost = async () => {
      await releaseHeldForChange(reservation, now);
      return { kind: "soldout" as const, notice: ITINERARY_CHANGE_MESSAGES.holdLost };
    };
    let holdId = state.detail.itinerary.holdId;
    if (state.holdExpiresAt === null) {
      const renewed = await renewChangeHold(reservation, { clientAddress: options.clientAddress, now });
      const change = renewed.ok ? await getChange(state.change.id) : null;
      const detail = readChangeDetail(change?.detail);
      if (!detail?.itinerary) return lost();
      holdId = detail.itinerary.holdId;
    }
    if (!(await heldCarStillThere(reservation, state.detail.itinerary, now))) return lost();
    if (!(await keepHeldForPayment(holdId, now))) return lost();
  }
  return startChangeCheckout({
    change: state.change,
    purpose: "change",
    amount: state.detail.difference,
    description: changePaymentDescription(reservation.reference),
    returnPath: options.returnPath ?? CHANGE_PATHS.payment,
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
  options: { now?: Date; actor?: ChangeActor; by?: ChangeStaff | null } = {},
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
    by: options.by,
    paid: paid.payment.amount,
  });
  if (applied.kind === "applied" || applied.kind === "already") return { kind: "confirmed", reservationId };
  return giveBack(
    applied.kind === "soldout" ? ITINERARY_CHANGE_MESSAGES.soldOut : CHANGE_MESSAGES.bookingChanged,
  );
}

/** How money back is paid out for this change (shown on the review page before confirming). */
export function changeRefundPlan(reservation: Reservation, state: ChangeInProgress): Promise<RefundPlan> {
  return refundPlanFor(reservation.id, state.detail.difference);
}

export type ConfirmOutcome =
  | { kind: "confirmed"; notice?: string }
  | { kind: "failed"; notice: string }
  | { kind: "start"; notice: string };

/**
 * Confirms a change with money back or at no charge: the change applied once, then the refund
 * paid out (once per change, at most what was paid), then the history and the email with the money
 * moved. A double submit finds the change applied (the done page). A refund the gateway refuses
 * leaves the change applied and the refund owed: the customer is told, and the history says so for
 * the team (the back office refunds it).
 */
export async function confirmWithoutPayment(
  reservation: Reservation,
  state: ChangeInProgress,
  options: { now?: Date; actor?: ChangeActor; by?: ChangeStaff | null } = {},
): Promise<ConfirmOutcome> {
  const now = options.now ?? new Date();
  const { change, detail } = state;
  if (detail.difference > 0) return { kind: "start", notice: CHANGE_MESSAGES.startAgain };
  const plan = detail.difference < 0 ? await refundPlanFor(reservation.id, detail.difference) : null;
  const committed = await commitBookingChange(change, detail, now);
  if (committed.kind === "already") return { kind: "confirmed" };
  if (committed.kind === "soldout") return { kind: "start", notice: ITINERARY_CHANGE_MESSAGES.soldOut };
  if (committed.kind === "changed") return { kind: "start", notice: CHANGE_MESSAGES.bookingChanged };
  let refunded = 0;
  let notice: string | undefined;
  let owed = 0;
  if (plan && plan.amount > 0) {
    const refund = await refundForChange({
      change,
      purpose: "change",
      amount: plan.amount,
      reason: changePaymentDescription(reservation.reference),
      now,
    });
    if (refund.kind === "refunded") refunded = refund.payment.amount;
    else if (refund.kind === "failed") {
      owed = plan.amount;
      notice = CHANGE_MESSAGES.refundOwed(formatMoney(plan.amount));
    }
  }
  await announceBookingChange(committed.reservation, detail, {
    now,
    actor: options.actor,
    by: options.by,
    refunded,
    owed,
  });
  return { kind: "confirmed", notice };
}
