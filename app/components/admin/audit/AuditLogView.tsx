import { Link } from "@remix-run/react";
import { DateRangeFilter } from "~/components/admin/DateRangeFilter";
import { SelectInput } from "~/components/form/controls";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import type { AuditLogPage } from "~/services/admin/audit/audit.server";
import { AUDIT_TEXT } from "~/services/admin/audit/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { AdminTable } from "~/components/admin/AdminTable";

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The audit log: the GET filter, the changes newest first with before and after side by side, pages. */
export function AuditLogView({ page }: { page: AuditLogPage }) {
  const { form, errors } = page;
  return (
    <>
      <h1 className={styles.title}>{AUDIT_TEXT.title}</h1>
      <p className={booking.lead}>{AUDIT_TEXT.lead}</p>
      <DateRangeFilter
        action={ADMIN_PATHS.audit}
        idPrefix="audit"
        legend={AUDIT_TEXT.filterLegend}
        labels={{ from: AUDIT_TEXT.fromLabel, to: AUDIT_TEXT.toLabel }}
        values={form}
        errors={errors}
        button={AUDIT_TEXT.filterButton}
        clear={{ to: ADMIN_PATHS.audit, label: AUDIT_TEXT.clearFilter }}
        before={
          <>
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
          </>
        }
      />
      <p className={styles.muted}>
        {AUDIT_TEXT.count(page.total)}
        {page.pageCount > 1 ? ` · ${AUDIT_TEXT.pageOf(page.page, page.pageCount)}` : ""}
      </p>
      {page.lines.length === 0 ? <p>{AUDIT_TEXT.none}</p> : null}
      <ol className={styles.auditList}>
        {page.lines.map((line) => (
          <li key={line.id} className={styles.card}>
            <h2 className={styles.auditHeading}>
              {line.action} · {line.entityType}{" "}
              {line.entityHref ? <Link to={line.entityHref}>{line.entityLabel}</Link> : line.entityLabel}
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
              <AdminTable labels={[AUDIT_TEXT.field, AUDIT_TEXT.before, AUDIT_TEXT.after]}>
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
              </AdminTable>
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
