import type { Payment } from "~/models/reservations/payments.server";

/**
 * Idempotency keys. A card payment's key names the reservation and the attempt: a refresh or a
 * double submit of attempt n finds the same row; a new attempt (after a decline, a cancel or a
 * changed amount) is n + 1. A reservation has at most one bank transfer.
 */
export function cardPaymentKey(reservationId: string, attempt: number): string {
  return `reservation:${reservationId}:card:${attempt}`;
}

export function bankTransferKey(reservationId: string): string {
  return `reservation:${reservationId}:account2account`;
}

/** A business booking is charged to the agency's account once. */
export function onAccountKey(reservationId: string): string {
  return `reservation:${reservationId}:on-account`;
}

/** A walk-in paid on the counter's EFTPOS terminal is recorded once. */
export function eftposKey(reservationId: string): string {
  return `reservation:${reservationId}:eftpos`;
}

/** The attempt a card payment was (0 for any other payment). */
export function attemptOf(payment: Payment): number {
  const match = /:card:(\d+)$/.exec(payment.idempotencyKey);
  return match ? Number(match[1]) : 0;
}
