/**
 * The bond at the counter (issue 32 item 5): held on the renter's card through the payment
 * gateway adapter's hosted page (card present: the renter types it on the counter's tablet) when
 * online check-in did not hold one, and released at the return.
 *
 * The hold is a `payments` row (purpose "bond", status authorised) under the key
 * staff:<reservation id>:bond:card:<attempt>: a refresh or a double submit finds the same pending
 * attempt; a bond already held is never held again; the gateway's answer moves the row out of
 * pending with one conditional UPDATE, so its audit line and history are written once.
 */
import { recordBookingEventQuietly } from "~/models/reservations/booking-events.server";
import {
  authorisePayment,
  cancelPayment,
  createPayment,
  declinePayment,
  getPayment,
  listPaymentsForReservation,
  setProviderReference,
  type Payment,
} from "~/models/reservations/payments.server";
import { getRental } from "~/models/reservations/rentals.server";
import { coverBondAmount, releaseBond } from "../../changes/payments.server";
import { notFound } from "../../platform/http-status";
import { roundMoney } from "../../platform/money";
import { getPaymentGateway, type PaymentGateway } from "../../platform/payments/gateway.server";
import { recordAudit } from "../audit/audit.server";
import { counterBondKey, heldBond } from "./pickup-checks";
import type { CounterReservation, CounterStaff } from "./reservation.server";
import type { CounterDone } from "./text";
import { counterBondPath } from "./paths";
import { log } from "~/log.server";

const isCounterBond = (payment: Payment, reservationId: string) =>
  payment.purpose === "bond" &&
  payment.method === "credit-card" &&
  payment.changeId === null &&
  payment.idempotencyKey.startsWith(`staff:${reservationId}:bond:card:`);

const attemptOf = (payment: Payment) => Number(/:(\d+)$/.exec(payment.idempotencyKey)?.[1] ?? 0);

export type BondStart =
  | { kind: "gateway"; redirectTo: string }
  /** Back to the booking page, with its status message (none: nothing to hold now). */
  | { kind: "done"; done: CounterDone | null };

/**
 * Sends the renter to the gateway's hosted page to hold the bond. Nothing is held twice: a bond
 * held already (check-in's or the counter's) answers "held"; a pending attempt of the same
 * amount is reused (a refresh or a double submit), else it is cancelled and a new one starts.
 * Only before the hand-over, by the pick-up branch's staff (the branch rule).
 */
export async function startCounterBond(
  staff: CounterStaff,
  reservation: CounterReservation,
  options: { returnOrigin: string; now?: Date; gateway?: PaymentGateway },
): Promise<BondStart> {
  void staff;
  if (!reservation.scope.handOver) throw notFound();
  const now = options.now ?? new Date();
  if (reservation.status !== "confirmed" || (await getRental(reservation.id)))
    return { kind: "done", done: null };
  const payments = await listPaymentsForReservation(reservation.id);
  if (heldBond(payments)) return { kind: "done", done: "bond-held" };
  const amount = await coverBondAmount(reservation.insuranceCode);
  if (!(amount > 0)) return { kind: "done", done: null };
  const attempts = payments
    .filter((payment) => isCounterBond(payment, reservation.id))
    .sort((a, b) => attemptOf(a) - attemptOf(b));
  const latest = attempts.at(-1);
  let payment: Payment;
  if (latest?.status === "pending" && roundMoney(latest.amount) === amount) payment = latest;
  else {
    if (latest?.status === "pending") await cancelPayment(latest.id, { now });
    payment = (
      await createPayment({
        reservationId: reservation.id,
        method: "credit-card",
        amount,
        purpose: "bond",
        idempotencyKey: counterBondKey(reservation.id, (latest ? attemptOf(latest) : 0) + 1),
        now,
      })
    ).payment;
  }
  const gateway = options.gateway ?? getPaymentGateway();
  try {
    const checkout = await gateway.startCheckout({
      paymentId: payment.id,
      amount,
      currency: "NZD",
      description: `Bond for ${reservation.reference}`,
      returnUrl: new URL(counterBondPath(reservation.reference), options.returnOrigin).toString(),
      intent: "authorise",
    });
    await setProviderReference(payment.id, checkout.providerReference);
    return { kind: "gateway", redirectTo: checkout.redirectUrl };
  } catch (error) {
    log.error({ err: error }, `Payment gateway refused the bond ${payment.id}`);
    return { kind: "done", done: "bond-unavailable" };
  }
}

/**
 * The gateway's answer on the counter's bond page: the hold recorded once (its audit line
 * `booking.bond-held` and the history's `bond-authorised` by the request that moved it), a
 * decline or a cancel recorded too. A forged answer, or one of another booking's payment, does
 * nothing. Answers the status message for the booking page.
 */
export async function finishCounterBond(
  staff: CounterStaff,
  reservation: CounterReservation,
  url: URL,
  options: { now?: Date; gateway?: PaymentGateway } = {},
): Promise<CounterDone | null> {
  if (!reservation.scope.handOver) throw notFound();
  const now = options.now ?? new Date();
  const outcome = await (options.gateway ?? getPaymentGateway()).readReturn(url);
  if (!outcome) return null;
  const payment = await getPayment(outcome.paymentId);
  if (
    !payment ||
    payment.reservationId !== reservation.id ||
    !isCounterBond(payment, reservation.id) ||
    roundMoney(payment.amount) !== roundMoney(outcome.amount)
  )
    return null;
  const details = { providerReference: outcome.providerReference, cardLast4: outcome.cardLast4, now };
  if (outcome.status === "approved") {
    const held = await authorisePayment(payment.id, details);
    if (held) {
      await recordAudit(staff, {
        action: "booking.bond-held",
        entityType: "reservation",
        entityId: reservation.id,
        branchId: reservation.pickupBranchId,
        before: null,
        after: {
          reference: reservation.reference,
          paymentId: held.id,
          amount: held.amount,
          last4: held.cardLast4,
        },
        occurredAt: now,
      });
      await recordBookingEventQuietly({
        reservationId: reservation.id,
        kind: "bond-authorised",
        actor: "staff",
        detail: { amount: held.amount, cardLast4: held.cardLast4 ?? null },
        now,
      });
      return "bond-held";
    }
    const current = await getPayment(payment.id);
    return current?.status === "authorised" ? "bond-held" : "bond-declined";
  }
  if (outcome.status === "declined")
    await declinePayment(payment.id, { ...details, declineReason: outcome.declineReason });
  else await cancelPayment(payment.id, details);
  const current = await getPayment(payment.id);
  return current?.status === "authorised" ? "bond-held" : "bond-declined";
}

/**
 * At the return: every bond still held on a card for the booking (check-in's or the counter's)
 * is released through the gateway, with its audit line and history, once (authorised → voided is
 * one conditional UPDATE). A release the gateway refuses stays held, for head office to see.
 */
export async function releaseBondsAtReturn(
  staff: CounterStaff,
  reservation: CounterReservation,
  options: { now?: Date; gateway?: PaymentGateway } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const held = (await listPaymentsForReservation(reservation.id)).filter(
    (payment) => payment.purpose === "bond" && payment.status === "authorised",
  );
  for (const payment of held) {
    let released = false;
    try {
      released = await releaseBond(payment, { now, gateway: options.gateway });
    } catch (error) {
      log.error({ err: error }, `Releasing the bond ${payment.id} of ${reservation.reference} failed`);
    }
    if (!released) continue;
    await recordAudit(staff, {
      action: "booking.bond-released",
      entityType: "reservation",
      entityId: reservation.id,
      branchId: reservation.dropOffBranchId,
      before: { paymentId: payment.id, status: "authorised" },
      after: {
        reference: reservation.reference,
        paymentId: payment.id,
        amount: payment.amount,
        status: "voided",
      },
      occurredAt: now,
    });
    await recordBookingEventQuietly({
      reservationId: reservation.id,
      kind: "bond-released",
      actor: "staff",
      detail: { amount: payment.amount, cardLast4: payment.cardLast4 ?? null },
      now,
    });
  }
}
