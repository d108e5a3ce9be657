/**
 * Cancelling a booking: the database side of the rules in cancel-rules.ts, used by BOTH doors
 * (the customer flow /cancel-booking/… with its agent and corporate variants, and the business
 * area /business/cancel-booking/ through business-cancel.server.ts).
 *
 * A cancellation is a booking change of kind "cancel" (booking_changes): the before-you-go step
 * opens it (a second tab or a double submit continues the same one), the settlement step settles
 * the money, and then `finishCancellation` completes the change and cancels the reservation in ONE
 * transaction (two conditional UPDATEs): of any number of concurrent callers exactly one wins and
 * only that one cancels the pending bank transfer, writes the history and sends the email.
 * The money is settled BEFORE the booking is cancelled: a refund is paid out once per change
 * (refundForChange), a fee is paid by card through the hosted page (the booking is cancelled when
 * the gateway's approval comes back), or owed by bank transfer (the booking is cancelled at once
 * and the fee stays as a pending payment our team reconciles).
 */
import { t } from "../../platform/i18n/translate";
import { runInLanguage } from "../../platform/i18n/i18n.server";
import {
  completeChange,
  getChange,
  getChangeInProgress,
  getLatestCompletedChange,
  openChange,
  updateChange,
  type BookingChange,
} from "~/models/reservations/booking-changes.server";
import {
  recordBookingEventQuietly,
  type BookingEventActor,
} from "~/models/reservations/booking-events.server";
import { getBranchById } from "~/models/catalog/branches.server";
import { getDb } from "~/models/db.server";
import {
  cancelPayment,
  listPaymentsForChange,
  listPaymentsForReservation,
  type Payment,
} from "~/models/reservations/payments.server";
import {
  cancelConfirmedReservation,
  getReservation,
  type Reservation,
} from "~/models/reservations/reservations.server";
import { CANCEL_PATHS, CANCEL_REASONS, type CancelReason } from "./constants";
import { CANCEL_TEXT as T } from "./text";
import {
  cancelTerms,
  feeOf,
  paidTowardsBooking,
  paymentsToSettle,
  settlementFor,
  type CancelTerms,
  type Settlement,
} from "./rules";
import type { ChangeActor } from "../access.server";
import {
  isRefundRow,
  readChangeReturn,
  recordChangeTransfer,
  refundForChange,
  refundSource,
  startChangeCheckout,
} from "../payments.server";
import { COMPANY_BANK_ACCOUNT } from "../../booking/constants";
import { sendMail } from "../../platform/mail.server";
import { formatMoney, roundMoney } from "../../platform/money";
import { log } from "~/log.server";

export type CancelPlan = { terms: CancelTerms; fee: number; paid: number; settlement: Settlement };

/** The terms, the fee, what has been paid and how it settles, for a reservation at `now`. */
export function planFor(reservation: Reservation, payments: readonly Payment[], now: Date): CancelPlan {
  const terms = cancelTerms(reservation, now);
  const fee = feeOf(terms);
  const paid = paidTowardsBooking(payments);
  return { terms, fee, paid, settlement: settlementFor(fee, paid) };
}

export async function loadCancelPlan(
  reservation: Reservation,
  now: Date = new Date(),
): Promise<CancelPlan & { payments: Payment[] }> {
  const payments = await listPaymentsForReservation(reservation.id);
  return { ...planFor(reservation, payments, now), payments };
}

/** Where a refund goes: "card ending 1111" (the card the booking was paid with) or null (bank). */
export function refundDestination(payments: readonly Payment[]): {
  toCard: boolean;
  cardLast4: string | null;
} {
  const source = refundSource(payments);
  return { toCard: Boolean(source), cardLast4: source?.cardLast4 ?? null };
}

/* ------------------------------------------------------------------------------------------------
 * What a completed cancellation did (kept in the change's detail)
 * ---------------------------------------------------------------------------------------------- */

export type CancelOutcome = {
  reason: CancelReason | null;
  actor: ChangeActor;
  fee: number;
  /** Paid now by card for the fee. */
  feePaidByCard: number;
  /** Owed by bank transfer for the fee. */
  feeOwed: number;
  refunded: number;
  refundToCard: boolean;
};

export function outcomeOf(change: Pick<BookingChange, "detail">): CancelOutcome {
  const detail = change.detail as Record<string, unknown>;
  const number = (key: string) => (typeof detail[key] === "number" ? (detail[key] as number) : 0);
  const reason =
    typeof detail.reason === "string" && detail.reason in CANCEL_REASONS
      ? (detail.reason as CancelReason)
      : null;
  return {
    reason,
    actor: detail.actor === "agent" ? "agent" : "customer",
    fee: number("fee"),
    feePaidByCard: number("feePaidByCard"),
    feeOwed: number("feeOwed"),
    refunded: number("refunded"),
    refundToCard: detail.refundToCard === true,
  };
}

export async function latestCancellation(reservationId: string): Promise<CancelOutcome | null> {
  const change = await getLatestCompletedChange(reservationId, "cancel");
  return change ? outcomeOf(change) : null;
}

/* ------------------------------------------------------------------------------------------------
 * Steps
 * ---------------------------------------------------------------------------------------------- */

export type StepResult =
  /** Go on to this page of the flow. */
  | { kind: "next"; path: string }
  /** Cancelled (now or by an earlier request): the confirmation. */
  | { kind: "cancelled"; reservation: Reservation; firstTime: boolean }
  /** Not possible online any more (picked up, or a business booking inside 48 hours). */
  | { kind: "support" }
  /** Cancelled already, or not a booking that can be cancelled. */
  | { kind: "not-cancellable" }
  /** Back to a page of the flow with a message (declined card, plan changed, gateway down). */
  | { kind: "notice"; path: string; notice: string };

/**
 * Before-you-go: opens (or continues) the cancellation with the reason and sends the customer on
 * to the page that settles the money. Business bookings are cancelled online only while free.
 */
export async function beginCancellation(
  reservation: Reservation,
  input: { reason: CancelReason; actor: ChangeActor },
  now: Date = new Date(),
): Promise<StepResult> {
  const plan = await loadCancelPlan(reservation, now);
  if (plan.terms.kind === "not-cancellable") return { kind: "not-cancellable" };
  if (plan.terms.kind === "started") return { kind: "support" };
  if (input.actor === "agent" && plan.terms.kind !== "free") return { kind: "support" };
  const change = await openChange(reservation.id, "cancel", { now });
  await updateChange(change.id, {
    detail: { reason: input.reason, actor: input.actor },
    amount: plan.fee,
    now,
  });
  return { kind: "next", path: settlementPathOf(plan.settlement) };
}

function settlementPathOf(settlement: Settlement): string {
  return settlement.kind === "refund"
    ? CANCEL_PATHS.refund
    : settlement.kind === "pay"
      ? CANCEL_PATHS.payment
      : CANCEL_PATHS.noCharge;
}

/** The cancellation in progress for a booking (opened on before-you-go), or null. */
export function cancellationInProgress(reservationId: string): Promise<BookingChange | null> {
  return getChangeInProgress(reservationId, "cancel");
}

/** A step's answer when the booking is no longer confirmed: the confirmation when we cancelled it. */
async function afterTheEnd(reservation: Reservation): Promise<StepResult> {
  const current = (await getReservation(reservation.id)) ?? reservation;
  if (current.status === "cancelled" && (await getLatestCompletedChange(current.id, "cancel"))) {
    return { kind: "cancelled", reservation: current, firstTime: false };
  }
  return { kind: "not-cancellable" };
}

/** Waits (briefly) for a concurrent request to finish the same change, e.g. a double submit. */
async function awaitOtherRequest(
  reservation: Reservation,
  changeId: string,
  timeoutMs = 8000,
): Promise<StepResult> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const change = await getChange(changeId);
    if (change?.status === "completed") return afterTheEnd(reservation);
    if (change?.status === "abandoned") break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { kind: "notice", path: CANCEL_PATHS.refund, notice: T.processing };
}

/**
 * The no-charge and refund pages' confirm: refunds what was paid above the fee (once per change)
 * and cancels the booking. `expected` is the settlement the page showed: when the plan has changed
 * since (the 48-hour mark passed, a payment arrived) the customer is sent to the right page.
 */
export async function confirmCancellation(
  reservation: Reservation,
  expected: Settlement,
  now: Date = new Date(),
): Promise<StepResult> {
  if (reservation.status !== "confirmed") return afterTheEnd(reservation);
  const plan = await loadCancelPlan(reservation, now);
  if (plan.terms.kind === "started") return { kind: "support" };
  if (plan.terms.kind === "not-cancellable") return afterTheEnd(reservation);
  const change = await cancellationInProgress(reservation.id);
  if (!change)
    return afterTheEnd(reservation).then((result) =>
      result.kind === "cancelled" ? result : { kind: "next", path: CANCEL_PATHS.beforeYouGo },
    );
  const { actor } = outcomeOf(change);
  if (actor === "agent" && plan.terms.kind !== "free") return { kind: "support" };
  // A concurrent confirm (a double submit) may already have paid the refund out: what is paid
  // has then changed, but the settlement is the one already under way, not a new one.
  const refundStarted = (await listPaymentsForChange(change.id)).some(isRefundRow);
  if (!refundStarted && !sameSettlement(plan.settlement, expected)) {
    return { kind: "notice", path: settlementPathOf(plan.settlement), notice: T.stepChanged };
  }
  if (!refundStarted && plan.settlement.kind === "pay") return { kind: "next", path: CANCEL_PATHS.payment };

  let refunded = 0;
  let refundToCard = false;
  if (refundStarted || plan.settlement.kind === "refund") {
    const amount =
      expected.kind === "refund"
        ? expected.amount
        : plan.settlement.kind === "refund"
          ? plan.settlement.amount
          : 0;
    const refund = await refundForChange({
      change,
      purpose: "cancellation",
      amount,
      reason: `Cancellation of ${reservation.reference}`,
      now,
    });
    if (refund.kind === "in-progress") return awaitOtherRequest(reservation, change.id);
    if (refund.kind === "failed") return { kind: "notice", path: CANCEL_PATHS.refund, notice: refund.notice };
    refunded = refund.payment.amount;
    refundToCard = refund.toCard;
  }
  return finishCancellation(
    reservation,
    change,
    { fee: plan.fee, refunded, refundToCard, feePaidByCard: 0, feeOwed: 0 },
    now,
  );
}

function sameSettlement(a: Settlement, b: Settlement): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind === "no-charge" || roundMoney(a.amount) === roundMoney((b as { amount: number }).amount);
}

/** Parses the settlement a page posted back ("no-charge", "refund:12.50", "pay:40"). */
export function parseSettlement(value: unknown): Settlement | null {
  if (typeof value !== "string") return null;
  if (value === "no-charge") return { kind: "no-charge" };
  const match = /^(refund|pay):(\d{1,7}(?:\.\d{1,2})?)$/.exec(value);
  if (!match) return null;
  const amount = Number(match[2]);
  return amount > 0 ? { kind: match[1] as "refund" | "pay", amount } : null;
}

export function settlementValue(settlement: Settlement): string {
  return settlement.kind === "no-charge" ? "no-charge" : `${settlement.kind}:${settlement.amount.toFixed(2)}`;
}

/* ------------------------------------------------------------------------------------------------
 * Paying a fee
 * ---------------------------------------------------------------------------------------------- */

/** The payment page's card choice: the gateway's hosted page for the amount owed. */
export async function startFeeCheckout(
  reservation: Reservation,
  expected: Settlement,
  returnOrigin: string,
  now: Date = new Date(),
): Promise<StepResult | { kind: "gateway"; redirectTo: string }> {
  const ready = await readyToPay(reservation, expected, now);
  if (ready.kind !== "ready") return ready;
  const checkout = await startChangeCheckout({
    change: ready.change,
    purpose: "cancellation",
    amount: ready.amount,
    description: `Cancellation fee, booking ${reservation.reference}`,
    returnPath: CANCEL_PATHS.creditCard,
    returnOrigin,
    now,
  });
  if (checkout.kind === "gateway") return { kind: "gateway", redirectTo: checkout.redirectTo };
  if (checkout.kind === "gateway-unavailable")
    return { kind: "notice", path: CANCEL_PATHS.payment, notice: checkout.notice };
  return afterTheEnd(reservation);
}

async function readyToPay(
  reservation: Reservation,
  expected: Settlement,
  now: Date,
): Promise<StepResult | { kind: "ready"; change: BookingChange; plan: CancelPlan; amount: number }> {
  if (reservation.status !== "confirmed") return afterTheEnd(reservation);
  const plan = await loadCancelPlan(reservation, now);
  if (plan.terms.kind === "started") return { kind: "support" };
  if (plan.terms.kind === "not-cancellable") return afterTheEnd(reservation);
  const change = await cancellationInProgress(reservation.id);
  if (!change) return { kind: "next", path: CANCEL_PATHS.beforeYouGo };
  if (outcomeOf(change).actor === "agent") return { kind: "support" };
  if (!sameSettlement(plan.settlement, expected) || plan.settlement.kind !== "pay") {
    return { kind: "notice", path: settlementPathOf(plan.settlement), notice: T.stepChanged };
  }
  return { kind: "ready", change, plan, amount: plan.settlement.amount };
}

/**
 * The gateway's return to /cancel-booking/payment/credit-card/: approved → the booking is
 * cancelled (once, whoever comes back first); declined or cancelled → back to the payment page
 * with the reason, nothing cancelled.
 */
export async function finishFeeCheckout(
  url: URL,
  now: Date = new Date(),
): Promise<StepResult | { kind: "invalid" }> {
  const result = await readChangeReturn(url, "cancellation", { now });
  if (result.kind === "invalid") return { kind: "invalid" };
  const change = await getChange(result.changeId);
  const reservation = change ? await getReservation(change.reservationId) : null;
  if (!change || !reservation || change.kind !== "cancel") return { kind: "invalid" };
  if (result.kind !== "approved") {
    if (change.status === "completed") return afterTheEnd(reservation);
    return { kind: "notice", path: CANCEL_PATHS.payment, notice: result.notice };
  }
  if (change.status === "completed") return afterTheEnd(reservation);
  return finishCancellation(
    reservation,
    change,
    {
      fee: change.amount,
      feePaidByCard: result.payment.amount,
      feeOwed: 0,
      refunded: 0,
      refundToCard: false,
    },
    now,
  );
}

/**
 * The payment page's bank-transfer choice: the booking is cancelled at once (its car goes back to
 * the fleet) and the fee stays owed as a pending bank transfer. A card checkout still open for
 * this change is cancelled first, so it can never approve as well.
 */
export async function payFeeByTransfer(
  reservation: Reservation,
  expected: Settlement,
  now: Date = new Date(),
): Promise<StepResult> {
  const ready = await readyToPay(reservation, expected, now);
  if (ready.kind !== "ready") return ready;
  const attempts = await listPaymentsForChange(ready.change.id);
  for (const attempt of attempts) {
    if (attempt.method === "credit-card" && attempt.status === "pending")
      await cancelPayment(attempt.id, { now });
  }
  const approved = (await listPaymentsForChange(ready.change.id)).find(
    (payment) =>
      payment.method === "credit-card" && payment.status === "approved" && payment.purpose === "cancellation",
  );
  if (approved) {
    return finishCancellation(
      reservation,
      ready.change,
      { fee: ready.plan.fee, feePaidByCard: approved.amount, feeOwed: 0, refunded: 0, refundToCard: false },
      now,
    );
  }
  await recordChangeTransfer({ change: ready.change, purpose: "cancellation", amount: ready.amount, now });
  return finishCancellation(
    reservation,
    ready.change,
    { fee: ready.plan.fee, feePaidByCard: 0, feeOwed: ready.amount, refunded: 0, refundToCard: false },
    now,
  );
}

/* ------------------------------------------------------------------------------------------------
 * The end: once
 * ---------------------------------------------------------------------------------------------- */

type Money = { fee: number; feePaidByCard: number; feeOwed: number; refunded: number; refundToCard: boolean };

class LostRace extends Error {}

/**
 * Completes the change and cancels the reservation together (one transaction, two conditional
 * UPDATEs). Only the caller that wins cancels the booking's pending bank transfer, writes the
 * history and sends the email; the others get the confirmation (firstTime false).
 */
export async function finishCancellation(
  reservation: Reservation,
  change: BookingChange,
  money: Money,
  now: Date = new Date(),
): Promise<StepResult> {
  const detail = { ...money };
  await updateChange(change.id, { detail, amount: money.fee, now });
  const db = await getDb();
  let cancelled: Reservation | null = null;
  try {
    cancelled = await db.transaction(async (tx) => {
      const completed = await completeChange(change.id, now, tx);
      if (!completed) return null;
      const row = await cancelConfirmedReservation(reservation.id, { now, executor: tx });
      if (!row) throw new LostRace();
      return row;
    });
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    cancelled = null;
  }
  if (!cancelled) return afterTheEnd(reservation);

  const outcome = outcomeOf({ detail: { ...(change.detail as object), ...detail } });
  const actor: BookingEventActor = outcome.actor;
  for (const payment of paymentsToSettle(await listPaymentsForReservation(reservation.id)).cancel)
    await cancelPayment(payment.id, { now });
  if (money.fee > 0) {
    await recordBookingEventQuietly({
      reservationId: reservation.id,
      kind: "cancellation-fee",
      actor,
      detail: { amount: money.fee, paidByCard: money.feePaidByCard, owedByTransfer: money.feeOwed },
      now,
    });
  }
  if (money.refunded > 0) {
    await recordBookingEventQuietly({
      reservationId: reservation.id,
      kind: "refunded",
      actor,
      detail: { amount: money.refunded, toCard: money.refundToCard },
      now,
    });
  }
  await recordBookingEventQuietly({
    reservationId: reservation.id,
    kind: "cancelled",
    actor,
    detail: { reason: outcome.reason ? CANCEL_REASONS[outcome.reason] : null, fee: money.fee },
    now,
  });
  await sendCancellationEmail(cancelled, outcome);
  return { kind: "cancelled", reservation: cancelled, firstTime: true };
}

/** The cancellation email (sent once, by finishCancellation's winner). Failures are logged only. */
export async function sendCancellationEmail(reservation: Reservation, outcome: CancelOutcome): Promise<void> {
  const to = reservation.customerDetails?.email;
  if (!to) return;
  try {
    const branch = await getBranchById(reservation.pickupBranchId);
    const lines = runInLanguage(reservation.language, () => [
      T.emailGreeting(reservation.customerDetails?.firstName ?? ""),
      "",
      T.emailBody(reservation.reference),
      branch ? `${t(T.pickup)}: ${branch.name}` : "",
      outcome.fee > 0 ? T.emailFee(formatMoney(outcome.fee)) : t(T.cancelledNoFee),
      outcome.refunded > 0 ? T.emailRefund(formatMoney(outcome.refunded)) : "",
      outcome.feeOwed > 0
        ? T.emailOwed(
            formatMoney(outcome.feeOwed),
            `${COMPANY_BANK_ACCOUNT.accountName}, ${COMPANY_BANK_ACCOUNT.accountNumber}`,
          )
        : "",
      "",
      t(T.emailSignOff),
      T.emailSubject(reservation.reference),
    ]);
    const subject = lines.pop() ?? "";
    const text = lines.filter((line, index, all) => line !== "" || (index > 0 && all[index - 1] !== ""));
    await sendMail({ to, subject, text: text.join("\n") });
  } catch (error) {
    log.error({ err: error }, `Cancellation email for ${reservation.reference} was not sent`);
  }
}
