/**
 * Money for changes to a confirmed booking (cancel, extend, check in): a card payment through the
 * gateway's hosted page that comes back to the flow's own page, a bank transfer, a refund to the
 * card the booking was paid with, and a bond held on a card (authorise, later release).
 *
 * Every row is a `payments` row with the change's id and a purpose, under an idempotency key
 * built from the change, so a refresh, a back button or a double submit finds the same row:
 * - card:     change:<changeId>:<purpose>:card:<attempt>   (a new attempt after a decline)
 * - transfer: change:<changeId>:<purpose>:account2account  (one per change)
 * - refund:   change:<changeId>:refund:<attempt>           (one refund paid out per change)
 * A gateway answer moves a payment out of `pending` with one conditional UPDATE, so only one
 * caller ever sees `firstTime` and applies the change.
 */
import type { BookingChange } from "~/models/reservations/booking-changes.server";
import { markChangeAwaitingPayment } from "~/models/reservations/booking-changes.server";
import {
  approvePayment,
  authorisePayment,
  cancelPayment,
  completeRefund,
  createPayment,
  declinePayment,
  getPayment,
  listPaymentsForChange,
  listPaymentsForReservation,
  setProviderReference,
  voidPayment,
  type Payment,
  type PaymentPurpose,
} from "~/models/reservations/payments.server";
import { getInsuranceOption, listInsuranceOptions } from "~/models/catalog/booking-options.server";
import { PAYMENT_MESSAGES } from "../booking/text";
import { CHANGE_PAYMENT_MESSAGES, changeDeclinedMessage } from "./text";
import { SERVICE_UNAVAILABLE } from "../platform/error-text";
import { roundMoney } from "../platform/money";
import { pathInLanguage } from "../platform/i18n/language";
import { currentLanguage } from "../platform/i18n/translate";
import { getPaymentGateway, type PaymentGateway } from "../platform/payments/gateway.server";
import { log } from "~/log.server";

export type ChangePurpose = Exclude<PaymentPurpose, "booking">;

/* ------------------------------------------------------------------------------------------------
 * Keys
 * ---------------------------------------------------------------------------------------------- */

export function changeCardKey(changeId: string, purpose: ChangePurpose, attempt: number): string {
  return `change:${changeId}:${purpose}:card:${attempt}`;
}

export function changeTransferKey(changeId: string, purpose: ChangePurpose): string {
  return `change:${changeId}:${purpose}:account2account`;
}

export function changeRefundKey(changeId: string, attempt: number): string {
  return `change:${changeId}:refund:${attempt}`;
}

/** The attempt number in a key ending ":<n>", else 0. */
export function attemptOfKey(key: string): number {
  const match = /:(\d+)$/.exec(key);
  return match ? Number(match[1]) : 0;
}

export function isRefundRow(payment: Pick<Payment, "idempotencyKey">): boolean {
  return /:refund:\d+$/.test(payment.idempotencyKey);
}

/* ------------------------------------------------------------------------------------------------
 * What has been paid
 * ---------------------------------------------------------------------------------------------- */

/**
 * Money the customer has paid for the booking and not had back: approved payments (a bond is a
 * hold, not a payment) less the refund rows paid out. A bank transfer still awaited counts nothing.
 */
export function netPaid(payments: readonly Payment[]): number {
  const paid = payments
    .filter((payment) => payment.status === "approved" && payment.purpose !== "bond")
    .reduce((sum, payment) => sum + payment.amount, 0);
  const refunded = payments
    .filter((payment) => isRefundRow(payment) && payment.status === "refunded")
    .reduce((sum, payment) => sum + payment.amount, 0);
  return roundMoney(Math.max(0, paid - refunded));
}

/** The card payment a refund goes back to: the latest approved card payment the gateway knows. */
export function refundSource(payments: readonly Payment[]): Payment | null {
  const cards = payments.filter(
    (payment) =>
      payment.method === "credit-card" &&
      payment.status === "approved" &&
      payment.purpose !== "bond" &&
      payment.providerReference,
  );
  return cards.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
}

/* ------------------------------------------------------------------------------------------------
 * Card payment (or bond hold) through the hosted page
 * ---------------------------------------------------------------------------------------------- */

export type ChangeCheckoutInput = {
  change: Pick<BookingChange, "id" | "reservationId">;
  purpose: ChangePurpose;
  amount: number;
  description: string;
  /**
   * The flow's page the gateway returns to, without a language prefix, e.g.
   * "/extend-booking/payment/credit-card/": the payer comes back in the page's language.
   */
  returnPath: string;
  now?: Date;
  gateway?: PaymentGateway;
  /** The origin `returnPath` is on: `returnOrigin(request)` (platform/request-guard). */
  returnOrigin: string;
};

export type ChangeCheckoutResult =
  | { kind: "gateway"; redirectTo: string; payment: Payment; reused: boolean }
  | { kind: "gateway-unavailable"; notice: string }
  /** The change is no longer in progress (completed or abandoned meanwhile). */
  | { kind: "not-in-progress" };

/**
 * Sends the customer to the gateway for `amount`. The latest attempt is reused while it is
 * pending with the same amount (a refresh or double submit); otherwise it is cancelled, so it can
 * never approve anything, and attempt n + 1 starts. A bond is an authorisation, not a charge.
 */
export async function startChangeCheckout(input: ChangeCheckoutInput): Promise<ChangeCheckoutResult> {
  const now = input.now ?? new Date();
  const amount = roundMoney(input.amount);
  const marked = await markChangeAwaitingPayment(input.change.id, now);
  if (!marked) return { kind: "not-in-progress" };

  const attempts = (await listPaymentsForChange(input.change.id))
    .filter(
      (payment) =>
        payment.method === "credit-card" && payment.purpose === input.purpose && !isRefundRow(payment),
    )
    .sort((a, b) => attemptOfKey(a.idempotencyKey) - attemptOfKey(b.idempotencyKey));
  const latest = attempts.at(-1);
  let payment: Payment;
  let reused = false;
  if (latest?.status === "pending" && roundMoney(latest.amount) === amount) {
    payment = latest;
    reused = true;
  } else {
    if (latest?.status === "pending") await cancelPayment(latest.id, { now });
    const created = await createPayment({
      reservationId: input.change.reservationId,
      method: "credit-card",
      amount,
      purpose: input.purpose,
      changeId: input.change.id,
      idempotencyKey: changeCardKey(
        input.change.id,
        input.purpose,
        attemptOfKey(latest?.idempotencyKey ?? "") + 1,
      ),
      now,
    });
    payment = created.payment;
    reused = !created.created;
  }

  const gateway = input.gateway ?? getPaymentGateway();
  try {
    const checkout = await gateway.startCheckout({
      paymentId: payment.id,
      amount,
      currency: "NZD",
      description: input.description,
      // Absolute, so Remix adds no prefix: the page's language is put on here (/de/extend-booking/…).
      returnUrl: new URL(
        pathInLanguage(input.returnPath, currentLanguage().prefix),
        input.returnOrigin,
      ).toString(),
      intent: input.purpose === "bond" ? "authorise" : "capture",
    });
    const withReference = await setProviderReference(payment.id, checkout.providerReference);
    return { kind: "gateway", redirectTo: checkout.redirectUrl, payment: withReference ?? payment, reused };
  } catch (error) {
    log.error({ err: error }, `Payment gateway refused change payment ${payment.id}`);
    return { kind: "gateway-unavailable", notice: SERVICE_UNAVAILABLE };
  }
}

export type ChangeReturnResult =
  /** Paid (or, for a bond, held). `firstTime`: this call moved the payment and must apply the change. */
  | { kind: "approved"; changeId: string; payment: Payment; firstTime: boolean }
  | { kind: "declined" | "cancelled" | "stale"; changeId: string; payment: Payment; notice: string }
  /** Forged, altered, not a payment of this purpose, or not the amount asked for. */
  | { kind: "invalid" };

function endedResult(payment: Payment & { changeId: string }): ChangeReturnResult {
  switch (payment.status) {
    case "approved":
    case "authorised":
      return { kind: "approved", changeId: payment.changeId, payment, firstTime: false };
    case "declined":
      return {
        kind: "declined",
        changeId: payment.changeId,
        payment,
        notice: changeDeclinedMessage(payment.declineReason),
      };
    case "cancelled":
      return {
        kind: "cancelled",
        changeId: payment.changeId,
        payment,
        notice: CHANGE_PAYMENT_MESSAGES.cancelled,
      };
    default:
      return {
        kind: "stale",
        changeId: payment.changeId,
        payment,
        notice: CHANGE_PAYMENT_MESSAGES.staleCheckout,
      };
  }
}

/**
 * Reads and applies the gateway's answer on a flow's return page. Safe to repeat: visiting the
 * same return URL again answers the same, with `firstTime` false.
 */
export async function readChangeReturn(
  url: URL,
  purpose: ChangePurpose,
  options: { now?: Date; gateway?: PaymentGateway } = {},
): Promise<ChangeReturnResult> {
  const now = options.now ?? new Date();
  const gateway = options.gateway ?? getPaymentGateway();
  const outcome = await gateway.readReturn(url);
  if (!outcome) return { kind: "invalid" };
  const payment = await getPayment(outcome.paymentId);
  if (
    !payment ||
    !payment.changeId ||
    payment.purpose !== purpose ||
    payment.method !== "credit-card" ||
    roundMoney(payment.amount) !== roundMoney(outcome.amount)
  ) {
    return { kind: "invalid" };
  }
  const changeId = payment.changeId;
  const details = { providerReference: outcome.providerReference, cardLast4: outcome.cardLast4, now };

  if (outcome.status === "approved") {
    const won =
      purpose === "bond"
        ? await authorisePayment(payment.id, details)
        : await approvePayment(payment.id, details);
    if (won) return { kind: "approved", changeId, payment: won, firstTime: true };
    const current = (await getPayment(payment.id)) ?? payment;
    // An approval of a checkout that had already been replaced or declined changes nothing.
    if (current.status === "declined" || current.status === "cancelled") {
      return { kind: "stale", changeId, payment: current, notice: CHANGE_PAYMENT_MESSAGES.staleCheckout };
    }
    return endedResult({ ...current, changeId });
  }
  const ended =
    outcome.status === "declined"
      ? await declinePayment(payment.id, {
          ...details,
          declineReason: outcome.declineReason ?? PAYMENT_MESSAGES.declinedReason,
        })
      : await cancelPayment(payment.id, details);
  return endedResult({ ...((ended ?? (await getPayment(payment.id)) ?? payment) as Payment), changeId });
}

/* ------------------------------------------------------------------------------------------------
 * Bank transfer
 * ---------------------------------------------------------------------------------------------- */

/**
 * Records that the customer will pay `amount` for the change by bank transfer (pending until the
 * money arrives). One per change: `created` is false on a refresh or double submit.
 */
export async function recordChangeTransfer(input: {
  change: Pick<BookingChange, "id" | "reservationId">;
  purpose: ChangePurpose;
  amount: number;
  now?: Date;
}): Promise<{ payment: Payment; created: boolean }> {
  return createPayment({
    reservationId: input.change.reservationId,
    method: "account2account",
    amount: roundMoney(input.amount),
    purpose: input.purpose,
    changeId: input.change.id,
    idempotencyKey: changeTransferKey(input.change.id, input.purpose),
    now: input.now,
  });
}

/* ------------------------------------------------------------------------------------------------
 * Refund
 * ---------------------------------------------------------------------------------------------- */

export type RefundOutcome =
  /** `created`: this call paid it out (a repeat finds the same refund). */
  | { kind: "refunded"; payment: Payment; created: boolean; toCard: boolean }
  /** Another request is paying this refund out right now. */
  | { kind: "in-progress" }
  | { kind: "failed"; notice: string };

/**
 * Gives `amount` back for a change, at most once per change and never more than the customer has
 * paid and not had back. To the card the booking was paid with through the gateway; when the
 * booking was paid by bank transfer or to an account, the refund is recorded as a bank transfer
 * our team makes (method account2account).
 */
export async function refundForChange(input: {
  change: Pick<BookingChange, "id" | "reservationId">;
  purpose: ChangePurpose;
  amount: number;
  reason: string;
  now?: Date;
  gateway?: PaymentGateway;
}): Promise<RefundOutcome> {
  const now = input.now ?? new Date();
  // One read for both questions: with two reads, a concurrent request's refund could complete
  // between them, so this one would see no refund for the change yet nothing left to refund.
  const all = await listPaymentsForReservation(input.change.reservationId);
  const refunds = all
    .filter((payment) => payment.changeId === input.change.id && isRefundRow(payment))
    .sort((a, b) => attemptOfKey(a.idempotencyKey) - attemptOfKey(b.idempotencyKey));
  const done = refunds.find((payment) => payment.status === "refunded");
  if (done) return { kind: "refunded", payment: done, created: false, toCard: done.method === "credit-card" };
  if (refunds.some((payment) => payment.status === "pending")) return { kind: "in-progress" };

  const amount = roundMoney(Math.min(input.amount, netPaid(all)));
  if (!(amount > 0)) return { kind: "failed", notice: CHANGE_PAYMENT_MESSAGES.nothingToRefund };
  const source = refundSource(all);
  const { payment, created } = await createPayment({
    reservationId: input.change.reservationId,
    method: source ? "credit-card" : "account2account",
    amount,
    purpose: input.purpose,
    changeId: input.change.id,
    cardType: source?.cardType ?? null,
    idempotencyKey: changeRefundKey(input.change.id, attemptOfKey(refunds.at(-1)?.idempotencyKey ?? "") + 1),
    now,
  });
  if (!created) return { kind: "in-progress" };

  if (!source) {
    const recorded = await completeRefund(payment.id, { now });
    return { kind: "refunded", payment: recorded ?? payment, created: true, toCard: false };
  }
  const gateway = input.gateway ?? getPaymentGateway();
  try {
    const answer = await gateway.refund({
      providerReference: source.providerReference!,
      amount,
      reason: input.reason,
    });
    if (!answer.ok) throw new Error(answer.reason);
    const refunded = await completeRefund(payment.id, {
      now,
      providerReference: answer.refundReference,
      cardLast4: source.cardLast4,
    });
    return { kind: "refunded", payment: refunded ?? payment, created: true, toCard: true };
  } catch (error) {
    log.error({ err: error }, `Refund ${payment.id} for change ${input.change.id} failed`);
    await cancelPayment(payment.id, { now });
    return { kind: "failed", notice: SERVICE_UNAVAILABLE };
  }
}

/* ------------------------------------------------------------------------------------------------
 * Bond release
 * ---------------------------------------------------------------------------------------------- */

/** Releases a bond held on a card (authorised → voided) through the gateway; true when released now. */
export async function releaseBond(
  payment: Payment,
  options: { now?: Date; gateway?: PaymentGateway } = {},
): Promise<boolean> {
  if (payment.purpose !== "bond" || payment.status !== "authorised" || !payment.providerReference)
    return false;
  const gateway = options.gateway ?? getPaymentGateway();
  const answer = await gateway.voidAuthorisation({ providerReference: payment.providerReference });
  if (!answer.ok) return false;
  return (await voidPayment(payment.id, { now: options.now })) !== null;
}

/**
 * The bond held on the renter's card: the one of the booking's cover (Basic's when none was
 * chosen), as the terms, the cost page and the agreement tell the customer. Online check-in and
 * the counter both hold this amount.
 */
export async function coverBondAmount(insuranceCode: string | null): Promise<number> {
  const cover = insuranceCode
    ? await getInsuranceOption(insuranceCode)
    : ((await listInsuranceOptions()).find((option) => option.isDefault) ?? null);
  return roundMoney(cover?.bond ?? 0);
}
