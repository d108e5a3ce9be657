import dayjs from "dayjs";
import { listCarClasses } from "~/models/catalog/car-classes.server";
import {
  cancellationsByMonth,
  refundsByMonth,
  revenueByPickupMonth,
  utilisationByDay,
  type ReportPeriod,
  type UtilisationRow,
} from "~/models/reservations/reports.server";
import { listBranchChoices } from "~/models/accounts/staff.server";
import { csvResponse, toCsv, type CsvCell } from "../../platform/csv";
import { fromNewZealand, nowInNewZealand } from "../../platform/dates";
import { notFound } from "../../platform/http-status";
import { type SignedInStaff } from "../access/guard.server";
import { canSeeBranch } from "../access/rules";
import { REPORT_EXPORT_PATH, REPORT_KINDS, type ReportKind } from "./constants";
import {
  averageCars,
  monthFigures,
  parseBranchChoice,
  parseRange,
  rangeDays,
  rangeMonths,
  sumUtilisation,
  utilisationPercent,
  type MonthFigures,
  type ReportRange,
} from "./rules";
import { REPORT_CSV_HEADERS, REPORT_MESSAGES, REPORT_TEXT } from "./text";

/**
 * The back office's reports (issue 21 item 8): reads the GET form (dates, branch), checks the
 * branch against the staff member's branches (another branch: the site's 404), and adds the
 * figures up through the report queries.
 */

export type ReportForm = { from: string; to: string; branch: string };
export type ReportFieldErrors = Partial<Record<keyof ReportForm, string>>;

export type DayFigures = {
  day: string;
  carsBooked: number;
  carsInService: number;
  utilisation: number | null;
};
export type ClassFigures = DayFigures & { branch: string; carClass: string };

export type ReportData = {
  range: ReportRange;
  branchNames: string[];
  days: DayFigures[];
  classes: Omit<ClassFigures, "day">[];
  months: MonthFigures[];
  /** The CSV downloads of these figures. */
  csv: Record<ReportKind, string>;
};

export type ReportPage = {
  form: ReportForm;
  errors: ReportFieldErrors;
  branchOptions: { value: string; label: string }[];
  allLabel: string;
  data: ReportData | null;
};

type Query = {
  range: ReportRange;
  branchIds: number[];
};

/** The query's form values, its errors, and the branches it covers (404 for a branch not the staff member's). */
async function readQuery(
  staff: SignedInStaff,
  params: URLSearchParams,
  now: Date,
): Promise<{
  form: ReportForm;
  errors: ReportFieldErrors;
  query: Query | null;
  options: ReportPage["branchOptions"];
}> {
  const branches = await listBranchChoices();
  const visible = branches.filter((branch) => canSeeBranch(staff, branch.id));
  const options = visible.map((branch) => ({ value: String(branch.id), label: branch.name }));
  const range = parseRange({ from: params.get("from"), to: params.get("to") }, nowInNewZealand(now).date);
  const branchRaw = (params.get("branch") ?? "").trim().slice(0, 12);
  const choice = parseBranchChoice(branchRaw);
  const errors: ReportFieldErrors = {};
  if (!range.ok) Object.assign(errors, range.errors);
  let branchIds: number[] = visible.map((branch) => branch.id);
  if (!choice.ok) errors.branch = choice.error;
  else if (choice.branchId !== null) {
    if (!branches.some((branch) => branch.id === choice.branchId))
      errors.branch = REPORT_MESSAGES.branchInvalid;
    else if (!canSeeBranch(staff, choice.branchId)) throw notFound();
    else branchIds = [choice.branchId];
  }
  const form: ReportForm = {
    from: range.ok ? range.range.from : range.values.from,
    to: range.ok ? range.range.to : range.values.to,
    branch: branchRaw,
  };
  const query = range.ok && Object.keys(errors).length === 0 ? { range: range.range, branchIds } : null;
  return { form, errors, query, options };
}

function dayPeriods(days: readonly string[]): ReportPeriod[] {
  return days.map((day) => ({
    key: day,
    startsAt: fromNewZealand(day, "00:00"),
    endsAt: fromNewZealand(dayjs(day).add(1, "day").format("YYYY-MM-DD"), "00:00"),
  }));
}

function monthPeriods(months: readonly string[]): ReportPeriod[] {
  return months.map((month) => ({
    key: month,
    startsAt: fromNewZealand(`${month}-01`, "00:00"),
    endsAt: fromNewZealand(dayjs(`${month}-01`).add(1, "month").format("YYYY-MM-DD"), "00:00"),
  }));
}

async function names() {
  const [branches, classes] = await Promise.all([listBranchChoices(), listCarClasses()]);
  return {
    branch: new Map(branches.map((branch) => [branch.id, branch.name])),
    branchOrder: new Map(branches.map((branch, index) => [branch.id, index])),
    carClass: new Map(classes.map((carClass) => [carClass.carClassId, carClass.classCode])),
    classOrder: new Map(classes.map((carClass, index) => [carClass.carClassId, index])),
  };
}

type Names = Awaited<ReturnType<typeof names>>;

async function utilisationRows(
  query: Query,
): Promise<{ rows: UtilisationRow[]; daySeconds: Map<string, number> }> {
  const periods = dayPeriods(rangeDays(query.range));
  const rows = await utilisationByDay(query.branchIds, periods);
  const daySeconds = new Map(
    periods.map((period) => [period.key, (period.endsAt.getTime() - period.startsAt.getTime()) / 1000]),
  );
  return { rows, daySeconds };
}

function sortRows(rows: UtilisationRow[], label: Names): UtilisationRow[] {
  return [...rows].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      (label.branchOrder.get(a.branchId) ?? 0) - (label.branchOrder.get(b.branchId) ?? 0) ||
      (label.classOrder.get(a.carClassId) ?? 0) - (label.classOrder.get(b.carClassId) ?? 0),
  );
}

async function monthRows(query: Query): Promise<MonthFigures[]> {
  const months = rangeMonths(query.range);
  const periods = monthPeriods(months);
  const [revenue, cancellations, refunds] = await Promise.all([
    revenueByPickupMonth(query.branchIds, periods),
    cancellationsByMonth(query.branchIds, periods),
    refundsByMonth(query.branchIds, periods),
  ]);
  return monthFigures(months, revenue, cancellations, refunds);
}

/** The reports page: the form, its errors beside the fields, and the figures when the form is right. */
export async function reportPage(
  staff: SignedInStaff,
  request: Request,
  now: Date = new Date(),
): Promise<ReportPage> {
  const params = new URL(request.url).searchParams;
  const { form, errors, query, options } = await readQuery(staff, params, now);
  const allLabel = staff.role === "Admin" ? REPORT_TEXT.allBranches : REPORT_TEXT.allMyBranches;
  if (!query) return { form, errors, branchOptions: options, allLabel, data: null };
  const label = await names();
  const [{ rows, daySeconds }, months] = await Promise.all([utilisationRows(query), monthRows(query)]);
  const byDay = sumUtilisation(rows, (row) => row.day);
  const days = rangeDays(query.range).map((day) => {
    const sum = byDay.get(day) ?? { bookedSeconds: 0, inServiceSeconds: 0 };
    const seconds = daySeconds.get(day) ?? 86_400;
    return {
      day,
      carsBooked: averageCars(sum.bookedSeconds, seconds),
      carsInService: averageCars(sum.inServiceSeconds, seconds),
      utilisation: utilisationPercent(sum.bookedSeconds, sum.inServiceSeconds),
    };
  });
  const totalSeconds = [...daySeconds.values()].reduce((sum, seconds) => sum + seconds, 0);
  const byClass = sumUtilisation(rows, (row) => `${row.branchId}|${row.carClassId}`);
  const classes = [...byClass.entries()]
    .map(([key, sum]) => {
      const [branchId, carClassId] = key.split("|").map(Number);
      return {
        branchId,
        carClassId,
        branch: label.branch.get(branchId) ?? String(branchId),
        carClass: label.carClass.get(carClassId) ?? String(carClassId),
        carsBooked: averageCars(sum.bookedSeconds, totalSeconds),
        carsInService: averageCars(sum.inServiceSeconds, totalSeconds),
        utilisation: utilisationPercent(sum.bookedSeconds, sum.inServiceSeconds),
      };
    })
    .sort(
      (a, b) =>
        (label.branchOrder.get(a.branchId) ?? 0) - (label.branchOrder.get(b.branchId) ?? 0) ||
        (label.classOrder.get(a.carClassId) ?? 0) - (label.classOrder.get(b.carClassId) ?? 0),
    )
    .map(({ branchId: _branchId, carClassId: _carClassId, ...rest }) => rest);
  return {
    form,
    errors,
    branchOptions: options,
    allLabel,
    data: {
      range: query.range,
      branchNames: query.branchIds.map((id) => label.branch.get(id) ?? String(id)),
      days,
      classes,
      months,
      csv: {
        utilisation: `${REPORT_EXPORT_PATH}?${exportQuery("utilisation", form)}`,
        revenue: `${REPORT_EXPORT_PATH}?${exportQuery("revenue", form)}`,
        cancellations: `${REPORT_EXPORT_PATH}?${exportQuery("cancellations", form)}`,
      },
    },
  };
}

function badRequest(message: string): Response {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The rows of one report's CSV, the header first. */
export async function reportCsvRows(kind: ReportKind, query: Query): Promise<CsvCell[][]> {
  if (kind === "utilisation") {
    const label = await names();
    const { rows, daySeconds } = await utilisationRows(query);
    return [
      [...REPORT_CSV_HEADERS.utilisation],
      ...sortRows(rows, label).map((row) => {
        const seconds = daySeconds.get(row.day) ?? 86_400;
        return [
          row.day,
          label.branch.get(row.branchId) ?? String(row.branchId),
          label.carClass.get(row.carClassId) ?? String(row.carClassId),
          averageCars(row.bookedSeconds, seconds).toFixed(1),
          averageCars(row.inServiceSeconds, seconds).toFixed(1),
          utilisationPercent(row.bookedSeconds, row.inServiceSeconds)?.toFixed(1) ?? "",
        ];
      }),
    ];
  }
  const months = await monthRows(query);
  if (kind === "revenue")
    return [
      [...REPORT_CSV_HEADERS.revenue],
      ...months.map((row) => [row.month, row.bookings, row.revenue.toFixed(2)]),
    ];
  return [
    [...REPORT_CSV_HEADERS.cancellations],
    ...months.map((row) => [
      row.month,
      row.cancellations,
      row.cancelledValue.toFixed(2),
      row.refunds,
      row.refunded.toFixed(2),
    ]),
  ];
}

/**
 * /admin/reports/export/?report=…&from=…&to=…&branch=…: one report as a CSV download. A wrong
 * report or range answers 400 with the reason; another branch the site's 404.
 */
export async function reportCsvDownload(
  staff: SignedInStaff,
  request: Request,
  now: Date = new Date(),
): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const kind = params.get("report") ?? "";
  if (!(REPORT_KINDS as readonly string[]).includes(kind)) return badRequest(REPORT_MESSAGES.reportInvalid);
  const { errors, query } = await readQuery(staff, params, now);
  if (!query) return badRequest(Object.values(errors).join(" "));
  const rows = await reportCsvRows(kind as ReportKind, query);
  const branch = query.branchIds.length === 1 ? `-branch-${query.branchIds[0]}` : "";
  return csvResponse(toCsv(rows), `go-rentals-${kind}-${query.range.from}-to-${query.range.to}${branch}.csv`);
}

/** The query string of the CSV links: the page's own dates and branch. */
export function exportQuery(kind: ReportKind, form: ReportForm): string {
  const params = new URLSearchParams({ report: kind, from: form.from, to: form.to });
  if (form.branch) params.set("branch", form.branch);
  return params.toString();
}
