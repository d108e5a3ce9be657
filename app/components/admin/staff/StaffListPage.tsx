import { Link } from "@remix-run/react";
import { AdminTable } from "~/components/admin/AdminTable";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import type { StaffRow } from "~/services/admin/staff/staff.server";
import { STAFF_TEXT } from "~/services/admin/staff/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

/** /admin/staff/: every back-office account (each linking to its page), and the way to add one. */
export function StaffListPage({ accounts }: { accounts: StaffRow[] }) {
  return (
    <>
      <h1 className={styles.title}>{STAFF_TEXT.title}</h1>
      <p className={booking.lead}>{STAFF_TEXT.lead}</p>
      <p>
        <Link className={formStyles.button} to={`${ADMIN_PATHS.staff}new/`}>
          {STAFF_TEXT.addLink}
        </Link>
      </p>
      <AdminTable
        caption={STAFF_TEXT.title}
        labels={[
          STAFF_TEXT.name,
          STAFF_TEXT.emailLabel,
          STAFF_TEXT.role,
          STAFF_TEXT.branches,
          STAFF_TEXT.secondStep,
          STAFF_TEXT.status,
        ]}
      >
        {accounts.map((account) => {
          const name = `${account.firstName} ${account.lastName}`;
          return (
            <tr key={account.id}>
              <th scope="row" className={styles.cell}>
                <Link to={`${ADMIN_PATHS.staff}${account.id}/`} aria-label={STAFF_TEXT.edit(name)}>
                  {name}
                </Link>
              </th>
              <td className={styles.cell}>{account.email}</td>
              <td className={styles.cell}>{account.role}</td>
              <td className={styles.cell}>
                {account.role === "Admin" ? STAFF_TEXT.everyBranch : account.branchNames.join(", ")}
              </td>
              <td className={styles.cell}>{account.totpEnabled ? STAFF_TEXT.on : STAFF_TEXT.off}</td>
              <td className={styles.cell}>
                <span className={account.disabled ? styles.status.warn : styles.status.ok}>
                  {account.disabled ? STAFF_TEXT.disabled : STAFF_TEXT.active}
                </span>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}
