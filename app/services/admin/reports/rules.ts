import dayjs from "dayjs";
import { parseCalendarDate } from "../../platform/dates";
import { roundMoney } from "../../platform/money";
import { REPORT_DEFAULT_DAYS_EACH_WAY, REPORT_MAX_DAYS } from "./constants";
import { REPORT_MESSAGES } from "./text";

/**
 * The reports' pure rules (issue 21 item 8): the date range, the days and months it covers, and
 * the sums. Dates are New Zealand calendar dates ("YYYY-MM-DD").
 */

export type ReportRange = { from: string; to: string };
export type RangeFields = { from?: string | null; to?: string | null };
export type RangeAnswer =
  | { ok: true; range: ReportRange }
  | { ok: false; errors: Partial<Record<"from" | "to", string>>; values: { from: string; to: string } };

/** The range with neither date given: 14 days back to 14 days ahead of today. */
export function defaultRange(today: string): ReportRange {
  const day = dayjs(today);
  return {
    from: day.subtract(REPORT_DEFAULT_DAYS_EACH_WAY, "day").format("YYYY-MM-DD"),
    to: day.add(REPORT_DEFAULT_DAYS_EACH_WAY, "day").format("YYYY-MM-DD"),
  };
}

/** Days from `from` to `to`, both included. */
export function daysInRange(range: ReportRange): number {
  return dayjs(range.to).diff(dayjs(range.from), "day") + 1;
}

/** The range asked for: both dates or neither (the default), the last on or after the first, at most 366 days. */
export function parseRange(fields: RangeFields, today: string): RangeAnswer {
  const rawFrom = (fields.from ?? "").trim();
  const rawTo = (fields.to ?? "").trim();
  if (rawFrom === "" && rawTo === "") return { ok: true, range: defaultRange(today) };
  const from = parseCalendarDate(rawFrom);
  const to = parseCalendarDate(rawTo);
  const errors: Partial<Record<"from" | "to", string>> = {};
  if (!from) errors.from = REPORT_MESSAGES.fromRequired;
  if (!to) errors.to = REPORT_MESSAGES.toRequired;
  if (from && to) {
    if (to < from) errors.to = REPORT_MESSAGES.toBeforeFrom;
    else if (daysInRange({ from, to }) > REPORT_MAX_DAYS)
      errors.to = REPORT_MESSAGES.rangeTooLong(REPORT_MAX_DAYS);
  }
  if (from && to && Object.keys(errors).length === 0) return { ok: true, range: { from, to } };
  return { ok: false, errors, values: { from: rawFrom.slice(0, 20), to: rawTo.slice(0, 20) } };
}

/** Every date of the range, oldest first. */
export function rangeDays(range: ReportRange): string[] {
  const count = daysInRange(range);
  const first = dayjs(range.from);
  return Array.from({ length: count }, (_, index) => first.add(index, "day").format("YYYY-MM-DD"));
}

/** The whole months the range touches ("YYYY-MM"), oldest first. */
export function rangeMonths(range: ReportRange): string[] {
  const months: string[] = [];
  let month = dayjs(range.from).startOf("month");
  const last = dayjs(range.to).startOf("month");
  while (!month.isAfter(last)) {
    months.push(month.format("YYYY-MM"));
    month = month.add(1, "month");
  }
  return months;
}

/** "Nov 2026" for "2026-11". */
export function monthLabel(month: string): string {
  return dayjs(`${month}-01`).format("MMM YYYY");
}

/**
 * Utilisation in percent, one decimal: booked car-time ÷ in-service car-time. Null when no car
 * was in service (nothing to divide by). Above 100 when more was booked than the fleet holds
 * (cars taken out of service under bookings), which the report shows as it is.
 */
export function utilisationPercent(bookedSeconds: number, inServiceSeconds: number): number | null {
  if (!(inServiceSeconds > 0)) return null;
  return Math.round((bookedSeconds / inServiceSeconds) * 1000) / 10;
}

/** Car-seconds of a day as the average number of cars over the day, one decimal. */
export function averageCars(seconds: number, daySeconds: number): number {
  if (!(daySeconds > 0)) return 0;
  return Math.round((seconds / daySeconds) * 10) / 10;
}

export type UtilisationCell = { bookedSeconds: number; inServiceSeconds: number };

/** Adds up car-time by a key (a day, or a branch and class). */
export function sumUtilisation<T extends UtilisationCell>(
  rows: readonly T[],
  keyOf: (row: T) => string,
): Map<string, UtilisationCell> {
  const sums = new Map<string, UtilisationCell>();
  for (const row of rows) {
    const key = keyOf(row);
    const sum = sums.get(key) ?? { bookedSeconds: 0, inServiceSeconds: 0 };
    sum.bookedSeconds += row.bookedSeconds;
    sum.inServiceSeconds += row.inServiceSeconds;
    sums.set(key, sum);
  }
  return sums;
}

export type MonthFigures = {
  month: string;
  label: string;
  bookings: number;
  revenue: number;
  cancellations: number;
  cancelledValue: number;
  refunds: number;
  refunded: number;
};

/** One row per month of the range (zeros where nothing happened), money rounded to cents. */
export function monthFigures(
  months: readonly string[],
  revenue: readonly { month: string; bookings: number; revenue: number }[],
  cancellations: readonly { month: string; cancellations: number; value: number }[],
  refunds: readonly { month: string; refunds: number; amount: number }[],
): MonthFigures[] {
  return months.map((month) => {
    const sold = revenue.find((row) => row.month === month);
    const cancelled = cancellations.find((row) => row.month === month);
    const refunded = refunds.find((row) => row.month === month);
    return {
      month,
      label: monthLabel(month),
      bookings: sold?.bookings ?? 0,
      revenue: roundMoney(sold?.revenue ?? 0),
      cancellations: cancelled?.cancellations ?? 0,
      cancelledValue: roundMoney(cancelled?.value ?? 0),
      refunds: refunded?.refunds ?? 0,
      refunded: roundMoney(refunded?.amount ?? 0),
    };
  });
}

/** The branch filter: "" = every branch the staff member sees; otherwise a branch id. */
export type BranchChoice = { ok: true; branchId: number | null } | { ok: false; error: string };

export function parseBranchChoice(raw: string | null | undefined): BranchChoice {
  const value = (raw ?? "").trim();
  if (value === "") return { ok: true, branchId: null };
  return /^[1-9]\d{0,8}$/.test(value)
    ? { ok: true, branchId: Number(value) }
    : { ok: false, error: REPORT_MESSAGES.branchInvalid };
}
