import { listPaymentsForReservations } from "~/models/accounts/business.server";
import { openChange, updateChange } from "~/models/reservations/booking-changes.server";
import {
  getReservationByReference,
  listReservationsOfAgent,
  type Reservation,
} from "~/models/reservations/reservations.server";
import { confirmCancellation, loadCancelPlan } from "./cancel.server";
import { cancelTerms, paymentsToSettle, withinFreeCancellation } from "./rules";
import { roundMoney } from "../../platform/money";

/**
 * Cancelling a business booking (/business/cancel-booking/ and /cancel-booking/agent/ or
 * /corporate/). The rules are the customer flow's, in ONE place (cancel-rules.ts, executed by
 * cancel-booking.server.ts): a confirmed booking of the account is cancelled online, free of
 * charge, up to FREE_CANCEL_HOURS (48) hours before pick-up; after that only the business team can
 * cancel it (/business/cancel-booking/contact-support/ with the agent phone number), since the fee
 * goes on the account's invoice. Cancelling sets the reservation cancelled (its car goes back to
 * the fleet); money paid by card is refunded, a bank transfer still awaited is cancelled, and a
 * charge to the agency account needs nothing: the booking simply has no invoice any more.
 */

export { paymentsToSettle, withinFreeCancellation };

export type CancelRule = "allowed" | "too-late" | "not-cancellable";

/** The rule for one reservation (cancel-rules.ts's terms as the business door sees them). */
export function cancelRule(
  reservation: Pick<Reservation, "status" | "pickupAt"> &
    Partial<Pick<Reservation, "dropOffAt" | "total" | "priceBreakdown">>,
  now: Date,
): CancelRule {
  const terms = cancelTerms(
    {
      status: reservation.status,
      pickupAt: reservation.pickupAt,
      dropOffAt: reservation.dropOffAt ?? reservation.pickupAt,
      total: reservation.total ?? 0,
      priceBreakdown: reservation.priceBreakdown ?? null,
    },
    now,
  );
  return terms.kind === "free" ? "allowed" : terms.kind === "late" ? "too-late" : "not-cancellable";
}

/** The account's upcoming confirmed bookings, soonest first, each with whether it can be cancelled online. */
export async function listUpcomingBookings(
  agentId: string | null,
  now: Date = new Date(),
): Promise<(Reservation & { rule: CancelRule })[]> {
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

/**
 * Cancels the account's booking `reference` at `now` under the rule above, through the same
 * cancellation as the customer flow (a "cancel" booking change settled and completed once).
 * Idempotent: a second (or concurrent) cancel answers not-found and refunds nothing twice.
 */
export async function cancelBusinessBooking(
  agentId: string | null,
  reference: string,
  now: Date = new Date(),
  reason: string | null = null,
): Promise<CancelResult> {
  if (!agentId) return { kind: "not-found" };
  const reservation = await getReservationByReference(reference);
  if (!reservation || reservation.agentId !== agentId) return { kind: "not-found" };
  const rule = cancelRule(reservation, now);
  if (rule === "not-cancellable") return { kind: "not-found" };
  if (rule === "too-late") return { kind: "too-late", reference: reservation.reference };

  const plan = await loadCancelPlan(reservation, now);
  const change = await openChange(reservation.id, "cancel", { now });
  await updateChange(change.id, {
    detail: { actor: "agent", ...(reason ? { reason } : {}) },
    amount: 0,
    now,
  });
  const result = await confirmCancellation(reservation, plan.settlement, now);
  if (result.kind === "cancelled") {
    if (!result.firstTime) return { kind: "not-found" };
    return {
      kind: "cancelled",
      reservation: result.reservation,
      refunded: plan.settlement.kind === "refund" ? plan.settlement.amount : null,
    };
  }
  if (result.kind === "support") return { kind: "too-late", reference: reservation.reference };
  return { kind: "not-found" };
}

/** A cancelled booking of the account, for the confirmation page (null when it is not one). */
export async function findCancelledBooking(
  agentId: string | null,
  reference: string | null,
): Promise<Reservation | null> {
  if (!agentId || !reference) return null;
  const reservation = await getReservationByReference(reference);
  return reservation && reservation.agentId === agentId && reservation.status === "cancelled"
    ? reservation
    : null;
}

/** A booking of the account that can no longer be cancelled online (the contact-support page). */
export async function findBookingOfAgent(
  agentId: string | null,
  reference: string | null,
): Promise<Reservation | null> {
  if (!agentId || !reference) return null;
  const reservation = await getReservationByReference(reference);
  return reservation && reservation.agentId === agentId ? reservation : null;
}

/** The refunded amount of a cancelled booking (approved card payments marked refunded). */
export async function refundedAmount(reservationId: string): Promise<number | null> {
  const refunds = (await listPaymentsForReservations([reservationId])).filter(
    (payment) => payment.status === "refunded",
  );
  return refunds.length > 0 ? roundMoney(refunds.reduce((sum, payment) => sum + payment.amount, 0)) : null;
}
