import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { InputField } from "~/components/form/controls";
import { requireStaff } from "~/services/admin/access/guard.server";
import { findCounterBookings } from "~/services/admin/bookings/find.server";
import { COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";
import * as formStyles from "~/styles/form.css";
import { AdminTable } from "~/components/admin/AdminTable";

/**
 * /admin/bookings/: find a booking at the counter by reservation number, name, email, phone or
 * registration (a GET form the loader answers), among the staff member's branches; without a
 * query, the recent and upcoming pick-ups. Rules: app/services/admin/bookings/.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.listTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const q = new URL(request.url).searchParams.get("q");
  return data(await findCounterBookings(staff, q), { headers: NO_STORE });
}

export default function AdminBookings() {
  const { query, items } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className={styles.title}>{T.listTitle}</h1>
      <Form method="get" className={styles.inlineForm} role="search">
        <InputField id="find-q" name="q" label={T.findLabel} defaultValue={query} type="search" />
        <button type="submit" className={formStyles.button}>
          {T.findButton}
        </button>
      </Form>
      <h2 className={styles.sectionTitle}>{query ? T.resultsTitle(query) : T.upcomingTitle}</h2>
      {items.length === 0 ? (
        <p>{T.noResults}</p>
      ) : (
        <AdminTable
          labels={[
            T.columns.reference,
            T.columns.customer,
            T.columns.vehicle,
            T.columns.pickup,
            T.columns.dropOff,
            T.columns.status,
          ]}
        >
          {items.map((item) => (
            <tr key={item.reference}>
              <td className={styles.cell}>
                <Link to={item.href}>{item.reference}</Link>
              </td>
              <td className={styles.cell}>
                {item.customer}
                <br />
                <span className={styles.muted}>{item.email}</span>
              </td>
              <td className={styles.cell}>{item.vehicle}</td>
              <td className={styles.cell}>
                {item.pickupBranch}
                <br />
                <time dateTime={item.pickupDateTime}>{item.pickup}</time>
              </td>
              <td className={styles.cell}>
                {item.dropOffBranch}
                <br />
                {item.dropOff}
              </td>
              <td className={styles.cell}>{item.status}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
