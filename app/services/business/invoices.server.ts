import { branchNames, clientNameOf, nzDateTime } from "./bookings.server";
import { listPaymentsForReservations, type PaymentRow } from "~/models/accounts/business.server";
import { getCarClassById } from "~/models/catalog/car-classes.server";
import { listReservationsOfAgent, type Reservation } from "~/models/reservations/reservations.server";
import { inNewZealand } from "../platform/dates";
import { BUSINESS_MESSAGES } from "./text";
import { roundMoney } from "../platform/money";
import type { PriceLine } from "../booking/pricing/rules";
import { englishPriceLineLabel } from "../booking/pricing/line-label";

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
  /**
   * "Paid" when card and bank-transfer payments (less their refunds) cover the total; "Due" when
   * some of it is charged to the account or still awaited.
   */
  paymentStatus: "Paid" | "Due";
  /**
   * The booking's money, oldest first: charges (the booking's own and later ones, such as a
   * change's) and credits or refunds (negative), so the invoice adds up after a change.
   */
  payments: { label: string; amount: number; on: string }[];
  /** What is left to pay (charged to the account, or awaited): the total less card and transfer payments. */
  amountDue: number;
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

function paymentText(payment: PaymentRow | null): { label: string } {
  if (!payment || payment.method === "on-account") return { label: BUSINESS_MESSAGES.onAccountLabel };
  if (payment.method === "credit-card") return { label: "Paid by card" };
  return { label: "Bank transfer" };
}

/** A row that gives money back: a change's refund or credit, a staff refund. */
function isCredit(payment: PaymentRow): boolean {
  return (
    payment.refundOfPaymentId !== null ||
    payment.purpose === "refund" ||
    /:refund:\d+$/.test(payment.idempotencyKey)
  );
}

/** The charges (approved, not a bond) and credits (paid out) of a booking, signed, oldest first. */
export function invoicePayments(all: readonly PaymentRow[]): { row: PaymentRow; amount: number }[] {
  return [...all]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .flatMap((row) => {
      if (isCredit(row)) return row.status === "refunded" ? [{ row, amount: -row.amount }] : [];
      return row.status === "approved" && row.purpose !== "bond" ? [{ row, amount: row.amount }] : [];
    });
}

function invoicePaymentLabel(row: PaymentRow, amount: number): string {
  const label = BUSINESS_MESSAGES.invoicePayment;
  const method = amount < 0 ? label.credit[row.method] : label.charge[row.method];
  const purpose = row.purpose === "booking" || row.purpose === "refund" ? null : label.purposes[row.purpose];
  return purpose ? `${method} (${purpose})` : method;
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
      const all = byReservation.get(reservation.id) ?? [];
      const payment = paymentText(settlingPayment(all));
      const lines: PriceLine[] = reservation.priceBreakdown?.lines ?? [];
      const money = invoicePayments(all);
      const settled = money
        .filter(({ row }) => row.method !== "on-account")
        .reduce((sum, { amount }) => sum + amount, 0);
      const amountDue = roundMoney(Math.max(0, reservation.total - settled));
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
        lines: lines.map((line) => ({ label: englishPriceLineLabel(line), amount: line.amount })),
        total: roundMoney(reservation.total),
        currency: reservation.currency,
        paymentLabel: payment.label,
        paymentStatus: amountDue > 0 ? "Due" : "Paid",
        payments: money.map(({ row, amount }) => ({
          label: invoicePaymentLabel(row, amount),
          amount: roundMoney(amount),
          on: inNewZealand(row.createdAt).format("D MMM YYYY"),
        })),
        amountDue,
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
