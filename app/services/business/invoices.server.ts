import { branchNames, clientNameOf, nzDateTime } from "./bookings.server";
import { listPaymentsForReservations, type PaymentRow } from "~/models/accounts/business.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { listReservationsOfAgent, type Reservation } from "~/models/reservations/reservations.server";
import { inNewZealand } from "../platform/dates";
import { BUSINESS_MESSAGES } from "./text";
import { roundMoney } from "../platform/money";
import type { PriceLine } from "../booking/pricing/rules";

/** Invoices: one per confirmed booking of the agency, with the payment that settles it. */

export type Invoice = {
  /** "INV-GO1234567": one invoice per booking, numbered after it. */
  number: string;
  reference: string;
  /** ISO instant and NZ date the booking was confirmed (the invoice date). */
  issuedAt: string;
  issuedOn: string;
  clientName: string;
  clientReference: string;
  pickupAt: string;
  dropOffAt: string;
  pickupBranch: string;
  dropOffBranch: string;
  vehicle: string;
  lines: { label: string; amount: number }[];
  total: number;
  currency: string;
  /** How it is paid: "Charged to agency account", "Paid by card", "Bank transfer". */
  paymentLabel: string;
  /** "Due" for on-account and unpaid bank transfers, "Paid" for approved cards and transfers. */
  paymentStatus: "Paid" | "Due";
};

/** The payment that settles a booking: on account, an approved card, or the bank transfer. */
export function settlingPayment(all: readonly PaymentRow[]): PaymentRow | null {
  // The booking's own payment settles the invoice (not a later extension or check-in payment).
  const payments = all.filter((payment) => payment.purpose === "booking");
  return (
    payments.find((payment) => payment.method === "on-account" && payment.status === "approved") ??
    payments.find((payment) => payment.method === "credit-card" && payment.status === "approved") ??
    payments.find((payment) => payment.method === "account2account" && payment.status !== "cancelled") ??
    null
  );
}

function paymentText(payment: PaymentRow | null): { label: string; status: Invoice["paymentStatus"] } {
  if (!payment) return { label: BUSINESS_MESSAGES.onAccountLabel, status: "Due" };
  if (payment.method === "on-account") return { label: BUSINESS_MESSAGES.onAccountLabel, status: "Due" };
  if (payment.method === "credit-card") return { label: "Paid by card", status: "Paid" };
  return { label: "Bank transfer", status: payment.status === "approved" ? "Paid" : "Due" };
}

export type InvoiceContext = { branchNames: Map<number, string>; vehicleNames: Map<number, string> };

/**
 * One invoice per confirmed booking (spec: "one per completed or paid booking"): a cancelled
 * booking has none, nor does a hold. Newest first. The lines are the booking's own price lines.
 */
export function invoicesFor(
  reservations: readonly Reservation[],
  payments: readonly PaymentRow[],
  context: InvoiceContext,
): Invoice[] {
  const byReservation = new Map<string, PaymentRow[]>();
  for (const payment of payments)
    byReservation.set(payment.reservationId, [...(byReservation.get(payment.reservationId) ?? []), payment]);
  return reservations
    .filter((reservation) => reservation.status === "confirmed")
    .sort((a, b) => (b.confirmedAt ?? b.createdAt).getTime() - (a.confirmedAt ?? a.createdAt).getTime())
    .map((reservation) => {
      const issued = reservation.confirmedAt ?? reservation.createdAt;
      const payment = paymentText(settlingPayment(byReservation.get(reservation.id) ?? []));
      const lines: PriceLine[] = reservation.priceBreakdown?.lines ?? [];
      return {
        number: `INV-${reservation.reference}`,
        reference: reservation.reference,
        issuedAt: issued.toISOString(),
        issuedOn: inNewZealand(issued).format("D MMM YYYY"),
        clientName: clientNameOf(reservation),
        clientReference: reservation.clientReferenceNumber ?? "",
        pickupAt: nzDateTime(reservation.pickupAt),
        dropOffAt: nzDateTime(reservation.dropOffAt),
        pickupBranch: context.branchNames.get(reservation.pickupBranchId) ?? "",
        dropOffBranch: context.branchNames.get(reservation.dropOffBranchId) ?? "",
        vehicle: context.vehicleNames.get(reservation.carClassId) ?? "",
        lines: lines.map((line) => ({ label: line.label, amount: line.amount })),
        total: roundMoney(reservation.total),
        currency: reservation.currency,
        paymentLabel: payment.label,
        paymentStatus: payment.status,
      };
    });
}

/** The invoices of an agency, newest first. */
export async function listAgencyInvoices(agentId: string | null): Promise<Invoice[]> {
  if (!agentId) return [];
  const reservations = (await listReservationsOfAgent(agentId)).filter(
    (reservation) => reservation.status === "confirmed",
  );
  const classIds = [...new Set(reservations.map((reservation) => reservation.carClassId))];
  const [payments, names, classes] = await Promise.all([
    listPaymentsForReservations(reservations.map((reservation) => reservation.id)),
    branchNames(),
    Promise.all(classIds.map((id) => getCarClassById(id))),
  ]);
  const vehicleNames = new Map(
    classes.filter((row) => row !== null).map((row) => [row.carClassId, row.name]),
  );
  return invoicesFor(reservations, payments, { branchNames: names, vehicleNames });
}

/** "GO1234567" (any case, spaces ignored) or null. */
export function parseInvoiceParam(value: string | null): string | null {
  const reference = (value ?? "").replace(/\s+/g, "").toUpperCase().replace(/^INV-/, "");
  return /^GO\d{7}$/.test(reference) ? reference : null;
}
