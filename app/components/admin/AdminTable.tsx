import type { ReactNode } from "react";
import * as styles from "~/styles/admin.css";
import { ColumnHeads } from "./ColumnHeads";

/**
 * A back-office table: it scrolls sideways on a narrow screen, one column header per label
 * (`numeric`: the indexes of the columns that hold numbers, set right), then the rows. With a
 * `scrollLabel` the scrolling box is a named group keyboard users can focus and scroll (axe's
 * scrollable-region-focusable), for a table that overflows a 768 px tablet.
 */
export function AdminTable({
  labels,
  numeric,
  caption,
  scrollLabel,
  children,
}: {
  labels: readonly ReactNode[];
  numeric?: readonly number[];
  caption?: ReactNode;
  scrollLabel?: string;
  children: ReactNode;
}) {
  const focusable = scrollLabel ? { tabIndex: 0, role: "group", "aria-label": scrollLabel } : {};
  return (
    <div className={styles.tableWrap} {...focusable}>
      <table className={styles.table}>
        {caption ? <caption>{caption}</caption> : null}
        <ColumnHeads labels={labels} numeric={numeric} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
