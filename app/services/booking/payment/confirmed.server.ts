/**
 * What every way of confirming a booking shares: how a confirmed booking was paid, its
 * confirmation page, the "confirmed" line of its history and its confirmation email.
 */
import {
  listPaymentsForReservation,
  type Payment,
  type PaymentMethod,
} from "~/models/reservations/payments.server";
import { recordBookingEventQuietly } from "~/models/reservations/booking-events.server";
import { sendBookingConfirmationEmail } from "../confirmation/mail.server";
import { BUSINESS_CONFIRMATION_PATH } from "../steps/steps";
import { roundMoney } from "../../platform/money";
import { PAYMENT_PATHS } from "./paths.server";
import { log } from "~/log.server";
import { bookingsConfirmed } from "../../platform/metrics.server";

export async function confirmedMethod(reservationId: string): Promise<PaymentMethod> {
  const payments = (await listPaymentsForReservation(reservationId)).filter(
    (payment) => payment.purpose === "booking",
  );
  if (payments.some((payment) => payment.method === "on-account" && payment.status === "approved"))
    return "on-account";
  return payments.some((payment) => payment.method === "account2account" && payment.status !== "cancelled")
    ? "account2account"
    : "credit-card";
}

/** The confirmation page of a booking paid this way. */
export function confirmationPathOf(method: PaymentMethod): string {
  if (method === "on-account") return BUSINESS_CONFIRMATION_PATH;
  return method === "account2account" ? PAYMENT_PATHS.bankTransferConfirmation : PAYMENT_PATHS.confirmation;
}

/** The confirmation page of a confirmed reservation, by how it was paid. */
export async function confirmationPathFor(reservationId: string): Promise<string> {
  return confirmationPathOf(await confirmedMethod(reservationId));
}

/** The "confirmed" line of the booking's history (manage booking), by the request that confirmed it. */
export function recordConfirmed(payment: Payment, now: Date): Promise<void> {
  // Called once per booking, by the request that confirmed it: the bookings_confirmed_total count.
  bookingsConfirmed.inc({ method: payment.method });
  return recordBookingEventQuietly({
    reservationId: payment.reservationId,
    kind: "confirmed",
    actor: payment.method === "on-account" ? "agent" : payment.method === "eftpos" ? "staff" : "customer",
    detail: { method: payment.method, amount: roundMoney(payment.amount) },
    now,
  });
}

/** Sends the confirmation; a mail failure is logged and never undoes a booking. */
export async function sendConfirmationOnce(reservationId: string): Promise<boolean> {
  try {
    return (await sendBookingConfirmationEmail(reservationId)) !== null;
  } catch (error) {
    log.error({ err: error }, `Booking confirmation email for reservation ${reservationId} failed`);
    return false;
  }
}
