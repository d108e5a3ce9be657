import type { ReactNode } from "react";
import * as styles from "~/styles/admin.css";
import { ColumnHeads } from "./ColumnHeads";

/**
 * A back-office table: it scrolls sideways on a narrow screen, one column header per label
 * (`numeric`: the indexes of the columns that hold numbers, set right), then the rows.
 */
export function AdminTable({
  labels,
  numeric,
  caption,
  children,
}: {
  labels: readonly ReactNode[];
  numeric?: readonly number[];
  caption?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {caption ? <caption>{caption}</caption> : null}
        <ColumnHeads labels={labels} numeric={numeric} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
