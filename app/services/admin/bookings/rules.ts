/**
 * The counter's rules (issue 21): pure decisions for finding bookings, pick-up, return and its
 * charges, cancelling and refunding at the counter. bookings.server.ts applies them.
 */
import type { CounterQuery } from "~/models/reservations/counter-bookings.server";
import type { Payment } from "~/models/reservations/payments.server";
import type { ReturnCharge } from "~/models/schema";
import {
  cancelTerms,
  lateCancellationFee,
  paidTowardsBooking,
  type CancellableReservation,
} from "../../changes/cancel/rules";
import { returnEnergyCharge, returnEnergyOf } from "../../booking/cost/rules";
import { formatNzDate, nowInNewZealand } from "../../platform/dates";
import { formatMoney, roundMoney } from "../../platform/money";
import { COUNTER_MESSAGES as M, RETURN_CHARGE_LABELS, fuelChargeLabel } from "./text";

/** A result list shows at most this many bookings. */
export const COUNTER_RESULTS_LIMIT = 50;
/** With no query: bookings picking up from this long ago on. */
export const UPCOMING_SINCE_HOURS = 48;
/** A pick-up time may be this far ahead of the server's clock (clocks and typing), no more. */
export const PICKUP_FUTURE_GRACE_MINUTES = 15;
/**
 * A pick-up time may be recorded this far back (a car handed over earlier in the shift, recorded
 * now), no further: an older hand-over is a change to the rental, not a pick-up.
 */
export const PICKUP_BACKDATE_HOURS = 12;
export const NOTE_MAX_LENGTH = 2000;
export const REASON_MAX_LENGTH = 500;
/** The largest amount a form takes (a typo guard), NZD. */
export const MAX_COUNTER_AMOUNT = 100_000;
/** The largest odometer reading a form takes, km. */
export const MAX_ODOMETER_KM = 2_000_000;

const HOUR = 3600 * 1000;

/* ------------------------------------------------------------------------------------------------
 * Finding
 * ---------------------------------------------------------------------------------------------- */

/** What a search box's text asks for: a reservation number, or text matched by name, email, phone or registration. */
export function parseCounterQuery(raw: string | null | undefined, now: Date): CounterQuery {
  const text = (raw ?? "").trim().slice(0, 100);
  if (!text) return { kind: "upcoming", since: new Date(now.getTime() - UPCOMING_SINCE_HOURS * HOUR) };
  const compact = text.replace(/\s+/g, "").toUpperCase();
  if (/^GO\d{7}$/.test(compact)) return { kind: "reference", reference: compact };
  return {
    kind: "text",
    text,
    digits: text.replace(/\D/g, ""),
    registration: compact.replace(/[^A-Z0-9]/g, ""),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Pick-up
 * ---------------------------------------------------------------------------------------------- */

export type PickupState = { status: string; picked: boolean };

/** Why a booking can't be picked up now, or null: only confirmed bookings, once. */
export function pickupRefusal(state: PickupState): string | null {
  if (state.status !== "confirmed") return M.notConfirmed;
  if (state.picked) return M.alreadyPickedUp;
  return null;
}

export type PickupTimeErrors = Partial<Record<"pickupDate" | "earlyOverride", string>>;

/**
 * The hand-over's time (issue 32 item 5): within PICKUP_BACKDATE_HOURS before now and
 * PICKUP_FUTURE_GRACE_MINUTES after it, before the booking's drop-off; and not before the
 * booking's pick-up day (New Zealand calendar) unless the staff member overrides it (the reason is
 * the form's to ask, and the audit's to keep). `early` says the override is in use.
 */
export function pickupTimeRefusals(
  booking: { pickupAt: Date; dropOffAt: Date },
  input: { pickedUpAt: Date; earlyOverride: boolean },
  now: Date,
): { errors: PickupTimeErrors; early: boolean } {
  const at = input.pickedUpAt.getTime();
  if (at > now.getTime() + PICKUP_FUTURE_GRACE_MINUTES * 60 * 1000)
    return { errors: { pickupDate: M.pickupInFuture }, early: false };
  if (at < now.getTime() - PICKUP_BACKDATE_HOURS * HOUR)
    return { errors: { pickupDate: M.pickupTooLongAgo(PICKUP_BACKDATE_HOURS) }, early: false };
  if (at >= booking.dropOffAt.getTime())
    return { errors: { pickupDate: M.pickupAfterDropOff }, early: false };
  const early = nowInNewZealand(input.pickedUpAt).date < nowInNewZealand(booking.pickupAt).date;
  if (early && !input.earlyOverride)
    return { errors: { earlyOverride: M.pickupBeforeDay(formatNzDate(booking.pickupAt)) }, early };
  return { errors: {}, early };
}

/** The odometer at pick-up is never lower than the car's last reading. */
export function pickupOdometerRefusal(reading: number, carOdometerKm: number): string | null {
  return reading < carOdometerKm ? M.odometerBelowCar(carOdometerKm) : null;
}

/* ------------------------------------------------------------------------------------------------
 * Return
 * ---------------------------------------------------------------------------------------------- */

/**
 * The return's charges: fuel or charge by the site's return rule (booking/cost/rules.ts, what the
 * customer was told), late return and cleaning as the staff member entered them.
 */
export function returnCharges(input: {
  /** The booked class's fuel type: its return rule. */
  fuelType: string;
  pickupFuelPercent: number;
  returnFuelPercent: number;
  lateFee?: number | null;
  cleaningFee?: number | null;
}): { charges: ReturnCharge[]; total: number } {
  const charges: ReturnCharge[] = [];
  const fuel = returnEnergyCharge(input.fuelType, input.pickupFuelPercent, input.returnFuelPercent);
  const energy = returnEnergyOf(input.fuelType);
  if (fuel > 0 && energy)
    charges.push({
      code: "fuel",
      label: fuelChargeLabel(energy, input.pickupFuelPercent, input.returnFuelPercent),
      amount: fuel,
    });
  if (input.lateFee && input.lateFee > 0)
    charges.push({ code: "late", label: RETURN_CHARGE_LABELS.late, amount: roundMoney(input.lateFee) });
  if (input.cleaningFee && input.cleaningFee > 0)
    charges.push({
      code: "cleaning",
      label: RETURN_CHARGE_LABELS.cleaning,
      amount: roundMoney(input.cleaningFee),
    });
  return { charges, total: roundMoney(charges.reduce((sum, charge) => sum + charge.amount, 0)) };
}

/* ------------------------------------------------------------------------------------------------
 * Money keys: a refresh or double submit finds the same payment row
 * ---------------------------------------------------------------------------------------------- */

/** The one charge of a booking's return. */
export function returnChargeKey(reservationId: string): string {
  return `staff:${reservationId}:return-charges`;
}

/** A staff refund of a payment; `token` comes with the form, so a re-post is the same refund. Ends ":refund:<n>" like every refund row. */
export function staffRefundKey(paymentId: string, token: string): string {
  return `staff:${paymentId}:${token}:refund:1`;
}

/** The refund of a staff cancellation (one per booking). */
export function staffCancelRefundKey(reservationId: string): string {
  return `staff-cancel:${reservationId}:refund:1`;
}

/** A form's token: digits and letters only, so it can't reshape a key. */
export function isFormToken(value: string): boolean {
  return /^[A-Za-z0-9-]{8,64}$/.test(value);
}

/* ------------------------------------------------------------------------------------------------
 * Refunds
 * ---------------------------------------------------------------------------------------------- */

type RefundablePayment = Pick<Payment, "status" | "purpose" | "method" | "amount">;

/** Money taken that can be given back: approved, not a hold, not a refund, not charged to a business account. */
export function isRefundable(payment: RefundablePayment): boolean {
  return (
    payment.status === "approved" &&
    payment.purpose !== "bond" &&
    payment.purpose !== "refund" &&
    payment.method !== "on-account"
  );
}

/** What is left to refund from a payment: its amount less the refunds made or being made from it. */
export function refundCeiling(
  payment: RefundablePayment,
  refunds: readonly Pick<Payment, "status" | "amount">[],
): number {
  if (!isRefundable(payment)) return 0;
  const given = refunds
    .filter((refund) => refund.status === "refunded" || refund.status === "pending")
    .reduce((sum, refund) => sum + refund.amount, 0);
  return roundMoney(Math.max(0, payment.amount - given));
}

/* ------------------------------------------------------------------------------------------------
 * Cancelling at the counter
 * ---------------------------------------------------------------------------------------------- */

export type StaffCancelPlan =
  { ok: true; fee: number; paid: number; policyRefund: number } | { ok: false; message: string };

/**
 * The customer's cancellation rules (changes/cancel/rules.ts) at the counter: free up to 48 hours
 * before pick-up, else one day's charge. After the pick-up time (which the site sends to support)
 * staff cancel on the late terms. A booking picked up, or not confirmed, can't be cancelled.
 */
export function staffCancelPlan(
  reservation: CancellableReservation,
  payments: Parameters<typeof paidTowardsBooking>[0],
  pickedUp: boolean,
  now: Date,
): StaffCancelPlan {
  if (reservation.status !== "confirmed" || pickedUp) return { ok: false, message: M.notCancellable };
  const terms = cancelTerms(reservation, now);
  const fee = terms.kind === "free" ? 0 : lateCancellationFee(reservation);
  const paid = paidTowardsBooking(payments);
  return { ok: true, fee, paid, policyRefund: roundMoney(Math.max(0, paid - fee)) };
}

/** An override refund: at most what the customer has paid. */
export function overrideRefundRefusal(amount: number, paid: number): string | null {
  return amount > paid ? M.refundAbovePaid(formatMoney(paid)) : null;
}
