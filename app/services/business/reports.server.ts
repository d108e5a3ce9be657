import { listReservationsOfAgent, type Reservation } from "~/models/reservations/reservations.server";
import { BUSINESS_REPORT_MONTHS } from "./constants";
import { inNewZealand } from "../platform/dates";
import { roundMoney } from "../platform/money";
import { csvResponse, toCsv } from "../platform/csv";

/** Reports: confirmed bookings and revenue per month, on the page and as CSV. */

export type MonthReport = {
  /** "2026-11" */
  month: string;
  /** "Nov 2026" */
  label: string;
  bookings: number;
  revenue: number;
};

/**
 * Confirmed bookings and their revenue (the booking totals) per month of confirmation, New
 * Zealand time, for the `months` months up to and including the month of `now`, oldest first.
 * Months without bookings are there with zeros; cancelled bookings and holds are not counted.
 */
export function monthlyReport(
  reservations: readonly Pick<Reservation, "status" | "confirmedAt" | "createdAt" | "total">[],
  now: Date,
  months: number = BUSINESS_REPORT_MONTHS,
): MonthReport[] {
  const current = inNewZealand(now).startOf("month");
  const report: MonthReport[] = Array.from({ length: months }, (_, index) => {
    const month = current.subtract(months - 1 - index, "month");
    return { month: month.format("YYYY-MM"), label: month.format("MMM YYYY"), bookings: 0, revenue: 0 };
  });
  const byMonth = new Map(report.map((row) => [row.month, row]));
  for (const reservation of reservations) {
    if (reservation.status !== "confirmed") continue;
    const month = inNewZealand(reservation.confirmedAt ?? reservation.createdAt).format("YYYY-MM");
    const row = byMonth.get(month);
    if (!row) continue;
    row.bookings += 1;
    row.revenue = roundMoney(row.revenue + reservation.total);
  }
  return report;
}

/** The report as CSV (RFC 4180, CRLF line ends): Month, Bookings, Revenue (NZD). */
export function reportCsv(report: readonly MonthReport[]): string {
  const rows = [
    ["Month", "Bookings", "Revenue (NZD)"],
    ...report.map((row) => [row.month, row.bookings, row.revenue.toFixed(2)]),
  ];
  return toCsv(rows);
}

export async function agencyReport(agentId: string | null, now: Date = new Date()): Promise<MonthReport[]> {
  return monthlyReport(agentId ? await listReservationsOfAgent(agentId) : [], now);
}

/** The CSV download: `text/csv`, an attachment named after the agent id and the month. */
export function reportCsvResponse(
  report: readonly MonthReport[],
  agentId: string | null,
  now: Date = new Date(),
): Response {
  const name = `go-rentals-report-${(agentId ?? "account").replace(/[^A-Za-z0-9-]/g, "")}-${inNewZealand(now).format("YYYY-MM")}.csv`;
  return csvResponse(reportCsv(report), name);
}
