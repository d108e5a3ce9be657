import type { ReactNode } from "react";
import * as styles from "~/styles/admin.css";

/** The header row of a back-office table: one column header per label. */
export function ColumnHeads({ labels }: { labels: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th key={index} className={styles.cell} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
