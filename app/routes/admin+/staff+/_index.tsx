import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { staffList } from "~/services/admin/staff/staff.server";
import { STAFF_TEXT } from "~/services/admin/staff/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { AdminTable } from "~/components/admin/AdminTable";

/** /admin/staff/ (Admin): every staff and admin account, and the way to add one. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: STAFF_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ accounts: await staffList() }, { headers: NO_STORE });
}

export default function AdminStaff() {
  const { accounts } = useLoaderData<typeof loader>();
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
