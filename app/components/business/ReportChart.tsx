import { BarChart } from "~/components/charts/BarChart";
import { formatMoney } from "~/services/platform/money";
import type { MonthReport } from "~/services/business/reports.server";

/** Revenue per month as inline SVG bars (the shared BarChart); the data table follows it. */
export function ReportChart({ report }: { report: readonly MonthReport[] }) {
  const total = report.reduce((sum, row) => sum + row.revenue, 0);
  const bookings = report.reduce((sum, row) => sum + row.bookings, 0);
  return (
    <BarChart
      id="report-chart"
      title="Revenue per month"
      summary={`${bookings} bookings and ${formatMoney(total)} revenue over ${report.length} months. Every month's figures are in the table below.`}
      caption="Bars: revenue per month; the number above a bar is its bookings."
      bars={report.map((row) => ({
        key: row.month,
        value: row.revenue,
        label: [row.label.slice(0, 3), row.label.slice(4)],
        note: row.bookings > 0 ? String(row.bookings) : null,
      }))}
    />
  );
}
