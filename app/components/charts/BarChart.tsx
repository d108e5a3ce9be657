import * as styles from "~/styles/chart.css";

const WIDTH = 720;
const HEIGHT = 240;
const TOP = 20;
const BOTTOM = 40;
const LEFT = 10;
/** With more bars than this, only every n-th bar gets its labels (the table has them all). */
const MAX_LABELLED_BARS = 16;

export type Bar = {
  key: string;
  value: number;
  /** Under the bar: one or two short lines ("Nov" / "2026"). */
  label: readonly [string] | readonly [string, string];
  /** Above the bar (e.g. a count), or nothing. */
  note?: string | null;
};

/**
 * Bars as inline SVG: one labelled image (role="img" with a title and a summary); the data table
 * that follows it carries every number for screen readers and print. Used by the business reports
 * and the back office's reports.
 */
export function BarChart({
  id,
  title,
  summary,
  caption,
  bars,
  max,
}: {
  /** Unique on the page: the ids of the title and the summary. */
  id: string;
  title: string;
  summary: string;
  caption: string;
  bars: readonly Bar[];
  /** The value of a full-height bar (default: the largest value). */
  max?: number;
}) {
  const top = Math.max(max ?? 0, ...bars.map((bar) => bar.value), 1);
  const slot = (WIDTH - LEFT * 2) / Math.max(bars.length, 1);
  const barWidth = Math.max(slot * 0.6, 1);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const labelEvery = Math.max(1, Math.ceil(bars.length / MAX_LABELLED_BARS));
  return (
    <figure>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line
          className={styles.chartAxis}
          x1={LEFT}
          x2={WIDTH - LEFT}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
        />
        {bars.map((bar, index) => {
          const value = Math.max(bar.value, 0);
          const height = (value / top) * plotHeight;
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          const labelled = index % labelEvery === 0;
          return (
            <g key={bar.key}>
              <rect
                className={styles.chartBar}
                x={x}
                y={y}
                width={barWidth}
                height={Math.max(height, value > 0 ? 1 : 0)}
              />
              {bar.note && labelled ? (
                <text className={styles.chartLabel} x={x + barWidth / 2} y={y - 4} textAnchor="middle">
                  {bar.note}
                </text>
              ) : null}
              {labelled
                ? bar.label.map((line, lineIndex) => (
                    <text
                      key={lineIndex}
                      className={styles.chartLabel}
                      x={x + barWidth / 2}
                      y={HEIGHT - BOTTOM + 16 + lineIndex * 14}
                      textAnchor="middle"
                    >
                      {line}
                    </text>
                  ))
                : null}
            </g>
          );
        })}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
