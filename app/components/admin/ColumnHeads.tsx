import type { ReactNode } from "react";
import * as styles from "~/styles/admin.css";

/**
 * The header row of a back-office table: one column header per label; the columns whose index is
 * in `numeric` hold numbers and are set right.
 */
export function ColumnHeads({
  labels,
  numeric = [],
}: {
  labels: readonly ReactNode[];
  numeric?: readonly number[];
}) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th
            key={index}
            className={numeric.includes(index) ? `${styles.cell} ${styles.number}` : styles.cell}
            scope="col"
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
