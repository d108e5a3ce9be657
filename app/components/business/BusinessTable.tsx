import type { ReactNode } from "react";
import * as styles from "~/styles/business.css";

export type BusinessTableColumn = {
  label: string;
  /** Right-aligned figures (totals, counts). */
  number?: boolean;
};

/**
 * The tables of the business area (bookings, invoices, reports): a scrolling frame, the caption
 * (read out only, when the page's heading already says it), the column headings and the rows.
 */
export function BusinessTable({
  caption,
  hideCaption = false,
  columns,
  children,
}: {
  caption: string;
  hideCaption?: boolean;
  columns: readonly BusinessTableColumn[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={hideCaption ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.number ? styles.number : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
