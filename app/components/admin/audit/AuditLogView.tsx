import { Form, Link } from "@remix-run/react";
import { InputField, SelectInput } from "~/components/form/controls";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import type { AuditLogPage } from "~/services/admin/audit/audit.server";
import { AUDIT_TEXT } from "~/services/admin/audit/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The audit log: the GET filter, the changes newest first with before and after side by side, pages. */
export function AuditLogView({ page }: { page: AuditLogPage }) {
  const { form, errors } = page;
  return (
    <>
      <h1 className={styles.title}>{AUDIT_TEXT.title}</h1>
      <p className={booking.lead}>{AUDIT_TEXT.lead}</p>
      <Form method="get" action={ADMIN_PATHS.audit} noValidate>
        <fieldset className={booking.fieldset}>
          <legend className={booking.legend}>{AUDIT_TEXT.filterLegend}</legend>
          <div className={styles.inlineForm}>
            <SelectInput
              id="audit-action"
              name="action"
              label={AUDIT_TEXT.actionLabel}
              placeholder={AUDIT_TEXT.any}
              options={options(page.choices.actions)}
              defaultValue={form.action}
              error={errors.action}
            />
            <SelectInput
              id="audit-entity"
              name="entity"
              label={AUDIT_TEXT.entityLabel}
              placeholder={AUDIT_TEXT.any}
              options={options(page.choices.entityTypes)}
              defaultValue={form.entity}
              error={errors.entity}
            />
            <SelectInput
              id="audit-person"
              name="person"
              label={AUDIT_TEXT.personLabel}
              placeholder={AUDIT_TEXT.any}
              options={options(page.choices.actors)}
              defaultValue={form.person}
              error={errors.person}
            />
            <InputField
              id="audit-from"
              name="from"
              type="date"
              label={AUDIT_TEXT.fromLabel}
              defaultValue={form.from}
              error={errors.from}
            />
            <InputField
              id="audit-to"
              name="to"
              type="date"
              label={AUDIT_TEXT.toLabel}
              defaultValue={form.to}
              error={errors.to}
            />
            <div className={booking.stepActions}>
              <button type="submit" className={formStyles.button}>
                {AUDIT_TEXT.filterButton}
              </button>
              <Link to={ADMIN_PATHS.audit}>{AUDIT_TEXT.clearFilter}</Link>
            </div>
          </div>
        </fieldset>
      </Form>
      <p className={styles.muted}>
        {AUDIT_TEXT.count(page.total)}
        {page.pageCount > 1 ? ` · ${AUDIT_TEXT.pageOf(page.page, page.pageCount)}` : ""}
      </p>
      {page.lines.length === 0 ? <p>{AUDIT_TEXT.none}</p> : null}
      <ol className={styles.auditList}>
        {page.lines.map((line) => (
          <li key={line.id} className={styles.card}>
            <h2 className={styles.auditHeading}>
              {line.action} · {line.entityType} {line.entityId}
            </h2>
            <p className={styles.muted}>
              <time dateTime={line.occurredAt}>{line.when}</time> · {line.actorEmail}
              {line.branch ? ` · ${line.branch}` : ""}
            </p>
            {line.reason ? (
              <p>
                <strong>{AUDIT_TEXT.reason}:</strong> {line.reason}
              </p>
            ) : null}
            {line.changes.length > 0 ? (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.cell}>
                        {AUDIT_TEXT.field}
                      </th>
                      <th scope="col" className={styles.cell}>
                        {AUDIT_TEXT.before}
                      </th>
                      <th scope="col" className={styles.cell}>
                        {AUDIT_TEXT.after}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {line.changes.map((change) => (
                      <tr key={change.field} className={change.changed ? styles.changedRow : undefined}>
                        <th scope="row" className={styles.cell}>
                          {change.field}
                        </th>
                        <td className={styles.cell}>{change.before}</td>
                        <td className={styles.cell}>
                          {change.after}
                          {change.changed ? null : (
                            <span className={styles.muted}> ({AUDIT_TEXT.unchanged})</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {page.previous || page.next ? (
        <nav aria-label="Audit log pages" className={styles.inlineForm}>
          {page.previous ? (
            <Link to={page.previous} rel="prev">
              {AUDIT_TEXT.previous}
            </Link>
          ) : null}
          {page.next ? (
            <Link to={page.next} rel="next">
              {AUDIT_TEXT.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
