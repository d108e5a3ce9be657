import { formatMoney } from "~/services/platform/money";
import type { MonthReport } from "~/services/business/business.server";
import * as styles from "~/styles/business.css";

const WIDTH = 720;
const HEIGHT = 240;
const TOP = 20;
const BOTTOM = 40;
const LEFT = 10;

/**
 * Revenue per month as inline SVG bars. The SVG is one labelled image (role="img" with a
 * summary); the data table that follows it carries every number for screen readers and print.
 */
export function ReportChart({ report }: { report: readonly MonthReport[] }) {
  const max = Math.max(...report.map((row) => row.revenue), 1);
  const slot = (WIDTH - LEFT * 2) / Math.max(report.length, 1);
  const barWidth = Math.max(slot * 0.6, 4);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const total = report.reduce((sum, row) => sum + row.revenue, 0);
  const bookings = report.reduce((sum, row) => sum + row.bookings, 0);
  return (
    <figure>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="report-chart-title"
        aria-describedby="report-chart-desc"
      >
        <title id="report-chart-title">Revenue per month</title>
        <desc id="report-chart-desc">
          {`${bookings} bookings and ${formatMoney(total)} revenue over ${report.length} months. Every month's figures are in the table below.`}
        </desc>
        <line
          className={styles.chartAxis}
          x1={LEFT}
          x2={WIDTH - LEFT}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
        />
        {report.map((row, index) => {
          const height = (row.revenue / max) * plotHeight;
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          return (
            <g key={row.month}>
              <rect
                className={styles.chartBar}
                x={x}
                y={y}
                width={barWidth}
                height={Math.max(height, row.revenue > 0 ? 1 : 0)}
              />
              {row.bookings > 0 ? (
                <text className={styles.chartLabel} x={x + barWidth / 2} y={y - 4} textAnchor="middle">
                  {row.bookings}
                </text>
              ) : null}
              <text
                className={styles.chartLabel}
                x={x + barWidth / 2}
                y={HEIGHT - BOTTOM + 16}
                textAnchor="middle"
              >
                {row.label.slice(0, 3)}
              </text>
              <text
                className={styles.chartLabel}
                x={x + barWidth / 2}
                y={HEIGHT - BOTTOM + 30}
                textAnchor="middle"
              >
                {row.label.slice(4)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>Bars: revenue per month; the number above a bar is its bookings.</figcaption>
    </figure>
  );
}
