import { Form, Link } from "@remix-run/react";
import { AdminTable } from "~/components/admin/AdminTable";
import { InputField } from "~/components/form/controls";
import type { CounterListItem } from "~/services/admin/bookings/find.server";
import { COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import { WALK_IN_PATH } from "~/services/admin/walk-in/paths";
import { WALK_IN_TEXT } from "~/services/admin/walk-in/text";
import * as styles from "~/styles/admin.css";
import * as formStyles from "~/styles/form.css";

/** /admin/bookings/: the search box (a GET form), then the bookings it finds or the recent and upcoming pick-ups. */
export function CounterBookingList({ query, items }: { query: string; items: CounterListItem[] }) {
  return (
    <>
      <h1 className={styles.title}>{T.listTitle}</h1>
      <p>
        <Link to={WALK_IN_PATH}>{WALK_IN_TEXT.newBooking}</Link>
      </p>
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
