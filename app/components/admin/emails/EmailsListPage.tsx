import { Form, Link } from "@remix-run/react";
import { AdminTable } from "~/components/admin/AdminTable";
import { InputField, SelectInput } from "~/components/form/controls";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import type { EmailsPage } from "~/services/admin/emails/emails.server";
import { OUTBOX_STATUSES } from "~/services/admin/emails/rules";
import { EMAIL_STATUS_TEXT, EMAILS_TEXT as T } from "~/services/admin/emails/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { EmailStatus } from "./EmailStatus";

const STATUS_OPTIONS = OUTBOX_STATUSES.map((value) => ({ value, label: EMAIL_STATUS_TEXT[value] }));

/** /admin/emails/: the GET filter, the emails (failed and pending first), the pages. */
export function EmailsListPage({ page }: { page: EmailsPage }) {
  const { form, errors } = page;
  return (
    <>
      <h1 className={styles.title}>{T.title}</h1>
      <p className={booking.lead}>{T.lead}</p>
      {page.smtp ? null : (
        <p className={booking.notice.info} role="note">
          {T.noSmtp}
        </p>
      )}
      <Form method="get" action={ADMIN_PATHS.emails} noValidate>
        <fieldset className={booking.fieldset}>
          <legend className={booking.legend}>{T.filterLegend}</legend>
          <div className={styles.inlineForm}>
            <SelectInput
              id="emails-status"
              name="status"
              label={T.statusLabel}
              placeholder={T.any}
              options={STATUS_OPTIONS}
              defaultValue={form.status}
              error={errors.status}
            />
            <InputField
              id="emails-to"
              name="to"
              type="email"
              label={T.toLabel}
              hint={T.toHint}
              defaultValue={form.to}
              error={errors.to}
              autoComplete="off"
            />
            <div className={booking.stepActions}>
              <button type="submit" className={formStyles.button}>
                {T.filterButton}
              </button>
              {form.status || form.to ? <Link to={ADMIN_PATHS.emails}>{T.clearFilter}</Link> : null}
            </div>
          </div>
        </fieldset>
      </Form>
      <p className={styles.muted}>
        {T.count(page.total)}
        {page.pageCount > 1 ? ` · ${T.pageOf(page.page, page.pageCount)}` : ""}
      </p>
      {page.lines.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <AdminTable
          scrollLabel={T.scrollLabel}
          labels={[
            T.columns.subject,
            T.columns.status,
            T.columns.to,
            T.columns.when,
            T.columns.attempts,
            T.columns.error,
          ]}
          numeric={[4]}
        >
          {page.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" className={styles.cell}>
                <Link to={line.href}>{line.subject}</Link>
              </th>
              <td className={styles.cell}>
                <EmailStatus status={line.status} />
              </td>
              <td className={styles.cell}>{line.to}</td>
              <td className={styles.cell}>
                <time dateTime={line.when.at}>{line.when.text}</time>
              </td>
              <td className={`${styles.cell} ${styles.number}`}>{line.attempts}</td>
              <td className={styles.cell}>{line.lastError ?? T.empty}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {page.previous || page.next ? (
        <nav aria-label={T.pagesLabel} className={styles.inlineForm}>
          {page.previous ? (
            <Link to={page.previous} rel="prev">
              {T.previous}
            </Link>
          ) : null}
          {page.next ? (
            <Link to={page.next} rel="next">
              {T.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
