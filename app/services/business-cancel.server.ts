import { listPaymentsForReservations, type PaymentRow } from "~/models/business.server";
import { cancelPayment, refundPayment } from "~/models/payments.server";
import {
  cancelConfirmedReservation,
  getReservationByReference,
  listReservationsOfAgent,
  type Reservation,
} from "~/models/reservations.server";
import { BUSINESS_FREE_CANCEL_HOURS } from "./constants";
import { roundMoney } from "./money";

/**
 * Cancelling a business booking (/business/cancel-booking/). Our rule (the spec is silent):
 * a confirmed booking of the account can be cancelled online, free of charge, up to
 * BUSINESS_FREE_CANCEL_HOURS (48) hours before pick-up; after that only the business team can
 * cancel it (/business/cancel-booking/contact-support/ with the agent phone number).
 * Cancelling sets the reservation cancelled (its car goes back to the fleet); an approved card
 * payment is marked refunded (the refund record), a bank transfer still awaited is cancelled, and
 * a charge to the agency account needs nothing: the booking simply has no invoice any more.
 */

export type CancelRule = "allowed" | "too-late" | "not-cancellable";

/** Whether a booking picking up at `pickupAt` may still be cancelled online at `now`. */
export function withinFreeCancellation(pickupAt: Date, now: Date, hours: number = BUSINESS_FREE_CANCEL_HOURS): boolean {
  return pickupAt.getTime() - now.getTime() >= hours * 3600 * 1000;
}

/** The rule for one reservation: only confirmed bookings, and only up to 48 hours before pick-up. */
export function cancelRule(reservation: Pick<Reservation, "status" | "pickupAt">, now: Date): CancelRule {
  if (reservation.status !== "confirmed") return "not-cancellable";
  if (reservation.pickupAt.getTime() <= now.getTime()) return "not-cancellable";
  return withinFreeCancellation(reservation.pickupAt, now) ? "allowed" : "too-late";
}


/** The account's upcoming confirmed bookings, soonest first, each with whether it can be cancelled online. */
export async function listUpcomingBookings(agentId: string | null, now: Date = new Date()): Promise<(Reservation & { rule: CancelRule })[]> {
  if (!agentId) return [];
  return (await listReservationsOfAgent(agentId))
    .map((reservation) => ({ ...reservation, rule: cancelRule(reservation, now) }))
    .filter((reservation) => reservation.rule !== "not-cancellable")
    .sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime());
}

/** "GO1234567" from a form value (any case, spaces ignored), or null. */
export function parseReservationNumber(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const reference = value.replace(/\s+/g, "").toUpperCase();
  return /^GO\d{7}$/.test(reference) ? reference : null;
}

export type CancelResult =
  | { kind: "cancelled"; reservation: Reservation; refunded: number | null }
  /** Not a booking of this account, or not a confirmed upcoming one. */
  | { kind: "not-found" }
  | { kind: "too-late"; reference: string };

/** What to do with the payments of a cancelled booking: the ids to refund and to cancel. */
export function paymentsToSettle(payments: readonly PaymentRow[]): { refund: PaymentRow[]; cancel: PaymentRow[] } {
  return {
    refund: payments.filter((payment) => payment.method === "credit-card" && payment.status === "approved"),
    cancel: payments.filter((payment) => payment.status === "pending"),
  };
}

/**
 * Cancels the account's booking `reference` at `now` under the rule above. Idempotent: the
 * reservation leaves `confirmed` with one conditional UPDATE, so a second (or concurrent) cancel
 * answers not-found and refunds nothing twice.
 */
export async function cancelBusinessBooking(agentId: string | null, reference: string, now: Date = new Date()): Promise<CancelResult> {
  if (!agentId) return { kind: "not-found" };
  const reservation = await getReservationByReference(reference);
  if (!reservation || reservation.agentId !== agentId) return { kind: "not-found" };
  const rule = cancelRule(reservation, now);
  if (rule === "not-cancellable") return { kind: "not-found" };
  if (rule === "too-late") return { kind: "too-late", reference: reservation.reference };

  const cancelled = await cancelConfirmedReservation(reservation.id, { now });
  if (!cancelled) return { kind: "not-found" };
  const { refund, cancel } = paymentsToSettle(await listPaymentsForReservations([reservation.id]));
  let refunded = 0;
  for (const payment of refund) {
    if (await refundPayment(payment.id, { now })) refunded = roundMoney(refunded + payment.amount);
  }
  for (const payment of cancel) await cancelPayment(payment.id, { now });
  return { kind: "cancelled", reservation: cancelled, refunded: refund.length > 0 ? refunded : null };
}

/** A cancelled booking of the account, for the confirmation page (null when it is not one). */
export async function findCancelledBooking(agentId: string | null, reference: string | null): Promise<Reservation | null> {
  if (!agentId || !reference) return null;
  const reservation = await getReservationByReference(reference);
  return reservation && reservation.agentId === agentId && reservation.status === "cancelled" ? reservation : null;
}

/** A booking of the account that can no longer be cancelled online (the contact-support page). */
export async function findBookingOfAgent(agentId: string | null, reference: string | null): Promise<Reservation | null> {
  if (!agentId || !reference) return null;
  const reservation = await getReservationByReference(reference);
  return reservation && reservation.agentId === agentId ? reservation : null;
}

/** The refunded amount of a cancelled booking (approved card payments marked refunded). */
export async function refundedAmount(reservationId: string): Promise<number | null> {
  const refunds = (await listPaymentsForReservations([reservationId])).filter((payment) => payment.status === "refunded");
  return refunds.length > 0 ? roundMoney(refunds.reduce((sum, payment) => sum + payment.amount, 0)) : null;
}
