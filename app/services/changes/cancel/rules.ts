/**
 * The cancellation rules, ONE place for both doors: the customer flow (/cancel-booking/…) and the
 * business area (/business/cancel-booking/). Pure functions; the database side is
 * cancel-booking.server.ts. Decision record: docs/decisions/0045-cancel-booking-rules.md.
 *
 * - A confirmed booking is cancelled free of charge up to FREE_CANCEL_HOURS (48) hours before
 *   pick-up (exactly 48 hours before is still free).
 * - Inside those 48 hours, until the pick-up time, the late-cancellation fee is one rental day's
 *   vehicle charge: the booking's vehicle charge after any discount divided by its rental days
 *   (PriceBreakdown.averageDailyRate), rounded to cents, never more than the booking total. A
 *   booking without a price breakdown uses total ÷ rental days.
 * - From the pick-up time on the booking can't be cancelled online: contact support.
 * - Cancelled (or not yet confirmed) bookings: nothing to cancel.
 * - Settlement: what the customer has paid towards the booking (approved payments less refunds;
 *   a charge to a business account is not money paid: that booking simply isn't invoiced) is
 *   compared with the fee: more paid → the difference is refunded; less → the difference is paid
 *   (card or bank transfer); equal (including nothing and no fee) → no charge.
 * - Business bookings (Agent / Corporate) are cancelled online only while free; inside the 48
 *   hours their business team cancels them (the fee goes on the account's invoice).
 */
import { t } from "../../platform/i18n/translate";
import type { Payment } from "~/models/reservations/payments.server";
import type { PriceBreakdown } from "../../booking/pricing/rules";
import { CANCEL_PATHS, cancelStartPath, FREE_CANCEL_HOURS } from "./constants";
import { roundMoney } from "../../platform/money";

const HOUR = 3600 * 1000;

export type CancellableReservation = {
  status: string;
  pickupAt: Date;
  dropOffAt: Date;
  total: number;
  priceBreakdown: Pick<PriceBreakdown, "averageDailyRate" | "days"> | null;
};

export type CancelTerms =
  | { kind: "free"; fee: 0; freeUntil: Date }
  | { kind: "late"; fee: number }
  /** The pick-up time has passed: contact support. */
  | { kind: "started" }
  /** Cancelled already, or not a confirmed booking. */
  | { kind: "not-cancellable" };

/** Whether a booking picking up at `pickupAt` is still free to cancel at `now` (48 h before: still free). */
export function withinFreeCancellation(
  pickupAt: Date,
  now: Date,
  hours: number = FREE_CANCEL_HOURS,
): boolean {
  return pickupAt.getTime() - now.getTime() >= hours * HOUR;
}

/** The last moment a booking can be cancelled free of charge. */
export function freeCancellationUntil(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - FREE_CANCEL_HOURS * HOUR);
}

/** Whole rental days from pick-up to drop-off (24-hour periods started), at least 1. */
function daysOf(
  reservation: Pick<CancellableReservation, "pickupAt" | "dropOffAt" | "priceBreakdown">,
): number {
  if (reservation.priceBreakdown && reservation.priceBreakdown.days > 0)
    return reservation.priceBreakdown.days;
  return Math.max(
    1,
    Math.ceil((reservation.dropOffAt.getTime() - reservation.pickupAt.getTime()) / (24 * HOUR)),
  );
}

/** The late-cancellation fee: one rental day's vehicle charge, capped at the booking total. */
export function lateCancellationFee(
  reservation: Pick<CancellableReservation, "pickupAt" | "dropOffAt" | "total" | "priceBreakdown">,
): number {
  const daily = reservation.priceBreakdown
    ? reservation.priceBreakdown.averageDailyRate
    : reservation.total / daysOf(reservation);
  return roundMoney(Math.max(0, Math.min(daily, reservation.total)));
}

/** The terms a booking can be cancelled on at `now`. */
export function cancelTerms(reservation: CancellableReservation, now: Date): CancelTerms {
  if (reservation.status !== "confirmed") return { kind: "not-cancellable" };
  if (reservation.pickupAt.getTime() <= now.getTime()) return { kind: "started" };
  if (withinFreeCancellation(reservation.pickupAt, now))
    return { kind: "free", fee: 0, freeUntil: freeCancellationUntil(reservation.pickupAt) };
  return { kind: "late", fee: lateCancellationFee(reservation) };
}

export const feeOf = (terms: CancelTerms): number => (terms.kind === "late" ? terms.fee : 0);

/* ------------------------------------------------------------------------------------------------
 * Money
 * ---------------------------------------------------------------------------------------------- */

const isRefund = (payment: Pick<Payment, "idempotencyKey">) => /:refund:\d+$/.test(payment.idempotencyKey);

type SettlingPayment = Pick<Payment, "id" | "status" | "purpose" | "method" | "amount" | "idempotencyKey">;

/**
 * The payments a cancellation settles: `refund` are the money paid towards the booking (approved;
 * not a bond hold, not a charge to a business account, not a cancellation fee, not a refund), and
 * `cancel` the booking payments still awaited (a bank transfer not yet arrived).
 */
export function paymentsToSettle<P extends SettlingPayment>(
  payments: readonly P[],
): { refund: P[]; cancel: P[] } {
  return {
    refund: payments.filter(
      (payment) =>
        payment.status === "approved" &&
        !isRefund(payment) &&
        payment.purpose !== "bond" &&
        payment.purpose !== "cancellation" &&
        payment.method !== "on-account",
    ),
    cancel: payments.filter((payment) => payment.status === "pending" && payment.purpose === "booking"),
  };
}

/** What the customer has paid towards the booking and not had back (paymentsToSettle's refund less refunds paid out). */
export function paidTowardsBooking(payments: readonly SettlingPayment[]): number {
  const paid = paymentsToSettle(payments).refund.reduce((sum, payment) => sum + payment.amount, 0);
  const refunded = payments
    .filter((payment) => isRefund(payment) && payment.status === "refunded")
    .reduce((sum, payment) => sum + payment.amount, 0);
  return roundMoney(Math.max(0, paid - refunded));
}

export type Settlement =
  { kind: "no-charge" } | { kind: "refund"; amount: number } | { kind: "pay"; amount: number };

/** Paid above the fee → refund the difference; fee above paid → pay the difference; else no charge. */
export function settlementFor(fee: number, paid: number): Settlement {
  const difference = roundMoney(paid - fee);
  if (difference > 0) return { kind: "refund", amount: difference };
  if (difference < 0) return { kind: "pay", amount: roundMoney(-difference) };
  return { kind: "no-charge" };
}

/** The page of the flow a settlement is done on. */
export function settlementPath(settlement: Settlement): string {
  switch (settlement.kind) {
    case "no-charge":
      return CANCEL_PATHS.noCharge;
    case "refund":
      return CANCEL_PATHS.refund;
    case "pay":
      return CANCEL_PATHS.payment;
  }
}

/* ------------------------------------------------------------------------------------------------
 * For the lead: the link on /manage-booking/ and My bookings
 * ---------------------------------------------------------------------------------------------- */

export type CancelOffer = { href: string; label: string; free: boolean };

/**
 * Whether the cancel flow is offered for a reservation at `now` (null: not offered: cancelled,
 * not confirmed, or picked up already) and how: the flow's start with the booking, and its label.
 */
export function cancelOffer(
  reservation: CancellableReservation & { reference: string },
  now: Date,
): CancelOffer | null {
  const terms = cancelTerms(reservation, now);
  if (terms.kind !== "free" && terms.kind !== "late") return null;
  return {
    href: cancelStartPath(reservation.reference),
    label: terms.kind === "free" ? t("Cancel booking (free)") : t("Cancel booking"),
    free: terms.kind === "free",
  };
}

export { CANCEL_PATHS, cancelStartPath };
