import { listBranches } from "~/models/catalog/branches.server";
import { listReservationsOfAgent, type Reservation } from "~/models/reservations/reservations.server";
import { formatNzDate, formatNzTime } from "../platform/dates";

/** The agency's bookings: its dashboard, the manage-bookings list and its search. */

export type BookingRow = {
  reference: string;
  status: Reservation["status"];
  statusLabel: string;
  clientName: string;
  clientReference: string;
  pickupBranch: string;
  dropOffBranch: string;
  /** "Mon 12 Apr 2027, 10:00 AM", New Zealand time. */
  pickupAt: string;
  pickupDateTime: string;
  dropOffAt: string;
  total: number;
  currency: string;
};

const STATUS_LABELS: Record<Reservation["status"], string> = {
  held: "In progress",
  payment_pending: "Awaiting payment",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};

export function statusLabel(status: Reservation["status"]): string {
  return STATUS_LABELS[status];
}

/** "Mon 12 Apr 2027, 10:00 AM", New Zealand time. */
export function nzDateTime(at: Date): string {
  return `${formatNzDate(at)}, ${formatNzTime(at)}`;
}

/** The client (the main driver) of a booking: "first last". */
export function clientNameOf(reservation: Pick<Reservation, "customerDetails">): string {
  const details = reservation.customerDetails;
  return details ? `${details.firstName} ${details.lastName}`.trim() : "";
}

/** Bookings the agency made: confirmed or cancelled (a hold or a payment in progress is not a booking yet). */
export function isAgencyBooking(reservation: Pick<Reservation, "status">): boolean {
  return reservation.status === "confirmed" || reservation.status === "cancelled";
}

/**
 * Manage-booking search: a reservation matches when the query (trimmed, any case) is part of
 * its reservation number, its client's name ("first last") or its client reference. An empty
 * query matches everything.
 */
export function matchesBookingQuery(
  reservation: Pick<Reservation, "reference" | "customerDetails" | "clientReferenceNumber">,
  query: string,
): boolean {
  const wanted = query.trim().toLowerCase().replace(/\s+/g, " ");
  if (!wanted) return true;
  return [reservation.reference, clientNameOf(reservation), reservation.clientReferenceNumber ?? ""].some(
    (value) => value.toLowerCase().includes(wanted),
  );
}

/** Branch names by id. */
export async function branchNames(): Promise<Map<number, string>> {
  return new Map((await listBranches()).map((branch) => [branch.id, branch.name]));
}

function toRow(reservation: Reservation, names: Map<number, string>): BookingRow {
  return {
    reference: reservation.reference,
    status: reservation.status,
    statusLabel: statusLabel(reservation.status),
    clientName: clientNameOf(reservation),
    clientReference: reservation.clientReferenceNumber ?? "",
    pickupBranch: names.get(reservation.pickupBranchId) ?? "",
    dropOffBranch: names.get(reservation.dropOffBranchId) ?? "",
    pickupAt: nzDateTime(reservation.pickupAt),
    pickupDateTime: reservation.pickupAt.toISOString(),
    dropOffAt: nzDateTime(reservation.dropOffAt),
    total: reservation.total,
    currency: reservation.currency,
  };
}

/** The agency's bookings (confirmed and cancelled), newest pick-up first, filtered by the query. */
export async function listAgencyBookings(
  agentId: string | null,
  query = "",
  limit?: number,
): Promise<BookingRow[]> {
  if (!agentId) return [];
  const [reservations, names] = await Promise.all([listReservationsOfAgent(agentId), branchNames()]);
  const rows = reservations
    .filter(isAgencyBooking)
    .filter((reservation) => matchesBookingQuery(reservation, query))
    .map((reservation) => toRow(reservation, names));
  return limit === undefined ? rows : rows.slice(0, limit);
}

/** Most recently booked first (the dashboard). */
export async function recentAgencyBookings(agentId: string | null, limit: number): Promise<BookingRow[]> {
  if (!agentId) return [];
  const [reservations, names] = await Promise.all([listReservationsOfAgent(agentId), branchNames()]);
  return reservations
    .filter(isAgencyBooking)
    .sort((a, b) => (b.confirmedAt ?? b.createdAt).getTime() - (a.confirmedAt ?? a.createdAt).getTime())
    .slice(0, limit)
    .map((reservation) => toRow(reservation, names));
}
