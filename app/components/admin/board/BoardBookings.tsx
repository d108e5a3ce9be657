import { Link } from "@remix-run/react";
import { AdminTable } from "~/components/admin/AdminTable";
import { BOARD_TEXT } from "~/services/admin/board/text";
import { adminBookingPath } from "~/services/admin/fleet/paths";
import * as styles from "~/styles/admin.css";

type Row = {
  reference: string;
  customer: string;
  classCode: string;
  when: string;
  checkedIn: boolean;
  pickedUp: boolean;
  returned: boolean;
  registration: string | null;
};

/** One list of the board (pick-ups, returns or overdue): each booking links to its page. */
export function BoardBookings({ title, rows, id }: { title: string; rows: Row[]; id: string }) {
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id} className={styles.sectionTitle}>
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{BOARD_TEXT.noneDue}</p>
      ) : (
        <AdminTable
          labels={[
            BOARD_TEXT.booking,
            BOARD_TEXT.time,
            BOARD_TEXT.customer,
            BOARD_TEXT.className,
            BOARD_TEXT.checkIn,
            BOARD_TEXT.state,
          ]}
        >
          {rows.map((row) => (
            <tr key={row.reference}>
              <td className={styles.cell}>
                <Link to={adminBookingPath(row.reference)}>{row.reference}</Link>
              </td>
              <td className={styles.cell}>{row.when}</td>
              <td className={styles.cell}>{row.customer}</td>
              <td className={styles.cell}>{row.classCode}</td>
              <td className={styles.cell}>
                <span className={row.checkedIn ? styles.status.ok : styles.status.neutral}>
                  {row.checkedIn ? BOARD_TEXT.checkedIn : BOARD_TEXT.notCheckedIn}
                </span>
              </td>
              <td className={styles.cell}>
                {row.returned
                  ? BOARD_TEXT.returned
                  : row.pickedUp
                    ? BOARD_TEXT.pickedUp(row.registration ?? "")
                    : BOARD_TEXT.waiting}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
