import type { ReactNode } from "react";
import { BarChart } from "~/components/charts/BarChart";
import { AdminTable } from "~/components/admin/AdminTable";
import { DateRangeFilter } from "~/components/admin/DateRangeFilter";
import { SelectInput } from "~/components/form/controls";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import type { ReportPage } from "~/services/admin/reports/reports.server";
import { REPORT_TEXT } from "~/services/admin/reports/text";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

function percent(value: number | null): string {
  return value === null ? REPORT_TEXT.noCars : `${value.toFixed(1)}%`;
}

/** A utilisation row's figures: cars booked and in service (averages), and utilisation. */
function UtilisationCells({
  row,
}: {
  row: { carsBooked: number; carsInService: number; utilisation: number | null };
}) {
  return (
    <>
      <td className={`${styles.cell} ${styles.number}`}>{row.carsBooked.toFixed(1)}</td>
      <td className={`${styles.cell} ${styles.number}`}>{row.carsInService.toFixed(1)}</td>
      <td className={`${styles.cell} ${styles.number}`}>{percent(row.utilisation)}</td>
    </>
  );
}

function CsvLink({ href, what }: { href: string; what: string }) {
  return (
    <p>
      <a className={formStyles.secondaryButton} href={href} download>
        {REPORT_TEXT.downloadCsv(what)}
      </a>
    </p>
  );
}

/** The reports page: the GET form, then each report's chart, table and CSV link. */
export function ReportsView({ page }: { page: ReportPage }) {
  const { form, errors, data } = page;
  return (
    <>
      <h1 className={styles.title}>{REPORT_TEXT.title}</h1>
      <p className={booking.lead}>{REPORT_TEXT.lead}</p>
      <DateRangeFilter
        action={ADMIN_PATHS.reports}
        idPrefix="report"
        legend={REPORT_TEXT.rangeLegend}
        labels={{ from: REPORT_TEXT.fromLabel, to: REPORT_TEXT.toLabel }}
        values={form}
        errors={errors}
        button={REPORT_TEXT.showButton}
        after={
          <SelectInput
            id="report-branch"
            name="branch"
            label={REPORT_TEXT.branchLabel}
            placeholder={page.allLabel}
            options={page.branchOptions}
            defaultValue={form.branch}
            error={errors.branch}
          />
        }
      />
      {data ? <Figures data={data} /> : null}
    </>
  );
}

function Figures({ data }: { data: NonNullable<ReportPage["data"]> }) {
  const where = data.branchNames.join(", ");
  const revenue = data.months.reduce((sum, row) => sum + row.revenue, 0);
  const bookings = data.months.reduce((sum, row) => sum + row.bookings, 0);
  const cancellations = data.months.reduce((sum, row) => sum + row.cancellations, 0);
  const refunded = data.months.reduce((sum, row) => sum + row.refunded, 0);
  return (
    <>
      <h2 className={styles.sectionTitle}>{REPORT_TEXT.utilisationTitle}</h2>
      <p className={styles.muted}>{REPORT_TEXT.utilisationDefinition}</p>
      <BarChart
        id="utilisation-chart"
        title={REPORT_TEXT.utilisationTitle}
        summary={`Utilisation per day from ${data.range.from} to ${data.range.to} at ${where}. Every day's figures are in the table below.`}
        caption="Bars: utilisation per day (the full height is 100%)."
        max={100}
        bars={data.days.map((row) => ({
          key: row.day,
          value: row.utilisation ?? 0,
          label: [row.day.slice(8), row.day.slice(5, 7)],
        }))}
      />
      <CsvLink href={data.csv.utilisation} what="utilisation per day, branch and class" />
      <AdminTable
        caption={REPORT_TEXT.utilisationTitle}
        labels={["Date", "Cars booked (average)", "Cars in service (average)", "Utilisation"]}
        numeric={[1, 2, 3]}
      >
        {data.days.map((row) => (
          <tr key={row.day}>
            <th scope="row" className={styles.cell}>
              {row.day}
            </th>
            <UtilisationCells row={row} />
          </tr>
        ))}
      </AdminTable>
      <h3 className={styles.sectionTitle}>{REPORT_TEXT.utilisationByClassTitle}</h3>
      <AdminTable
        caption={REPORT_TEXT.utilisationByClassTitle}
        labels={["Branch", "Class", "Cars booked (average)", "Cars in service (average)", "Utilisation"]}
        numeric={[2, 3, 4]}
      >
        {data.classes.map((row) => (
          <tr key={`${row.branch}-${row.carClass}`}>
            <td className={styles.cell}>{row.branch}</td>
            <th scope="row" className={styles.cell}>
              {row.carClass}
            </th>
            <UtilisationCells row={row} />
          </tr>
        ))}
      </AdminTable>

      <MonthlyReport
        id="revenue-chart"
        title={REPORT_TEXT.revenueTitle}
        definition={REPORT_TEXT.revenueDefinition}
        months={data.months}
        summary={`${bookings} confirmed bookings and ${formatMoney(revenue)} revenue over ${data.months.length} months at ${where}. Every month's figures are in the table below.`}
        chartCaption="Bars: revenue per month of pick-up; the number above a bar is its bookings."
        bar={(row) => ({ value: row.revenue, count: row.bookings })}
        csv={{ href: data.csv.revenue, what: "revenue per month" }}
        labels={["Confirmed bookings", "Revenue"]}
        cells={(row) => [row.bookings, formatMoney(row.revenue)]}
      />

      <MonthlyReport
        id="cancellations-chart"
        title={REPORT_TEXT.cancellationsTitle}
        definition={REPORT_TEXT.cancellationsDefinition}
        months={data.months}
        summary={`${cancellations} cancellations and ${formatMoney(refunded)} refunded over ${data.months.length} months at ${where}. Every month's figures are in the table below.`}
        chartCaption="Bars: money refunded per month; the number above a bar is its cancellations."
        bar={(row) => ({ value: row.refunded, count: row.cancellations })}
        csv={{ href: data.csv.cancellations, what: "cancellations and refunds per month" }}
        labels={["Cancellations", "Cancelled value", "Refunds", "Refunded"]}
        cells={(row) => [
          row.cancellations,
          formatMoney(row.cancelledValue),
          row.refunds,
          formatMoney(row.refunded),
        ]}
      />
    </>
  );
}

type Month = NonNullable<ReportPage["data"]>["months"][number];

/**
 * A report by month of pick-up: its title and definition, the chart (each bar's value, the count
 * above it), the CSV link, and the table (Month, then one column of figures per label).
 */
function MonthlyReport({
  id,
  title,
  definition,
  months,
  summary,
  chartCaption,
  bar,
  csv,
  labels,
  cells,
}: {
  id: string;
  title: string;
  definition: string;
  months: readonly Month[];
  summary: string;
  chartCaption: string;
  bar: (row: Month) => { value: number; count: number };
  csv: { href: string; what: string };
  labels: readonly string[];
  cells: (row: Month) => ReactNode[];
}) {
  return (
    <>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <p className={styles.muted}>{definition}</p>
      <BarChart
        id={id}
        title={title}
        summary={summary}
        caption={chartCaption}
        bars={months.map((row) => {
          const { value, count } = bar(row);
          return {
            key: row.month,
            value,
            label: [row.label.slice(0, 3), row.label.slice(4)],
            note: count > 0 ? String(count) : null,
          };
        })}
      />
      <CsvLink href={csv.href} what={csv.what} />
      <AdminTable caption={title} labels={["Month", ...labels]} numeric={labels.map((_, index) => index + 1)}>
        {months.map((row) => (
          <tr key={row.month}>
            <th scope="row" className={styles.cell}>
              {row.label}
            </th>
            {cells(row).map((cell, index) => (
              <td key={index} className={`${styles.cell} ${styles.number}`}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
