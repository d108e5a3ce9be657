import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { AdminTable } from "~/components/admin/AdminTable";
import { PostButton } from "~/components/admin/PostButton";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import type { DealsPage as DealsPageData } from "~/services/admin/pricing/deals.server";
import { DEAL_TYPES, dealSchema, PRICING_FORM_IDS } from "~/services/admin/pricing/forms";
import { DEAL_TYPE_LABELS, PRICING_TEXT } from "~/services/admin/pricing/text";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/admin.css";
import { DoneNotice, Intent } from "./fields";

const deal = withZod(dealSchema);
const DEAL_FORM = PRICING_FORM_IDS.deal;

/** /admin/deals/: the hot deals and relocations, each with Edit and (while active) End, then the deal form. */
export function DealsPage({ page }: { page: DealsPageData }) {
  return (
    <>
      <h1 className={styles.title}>{PRICING_TEXT.dealsTitle}</h1>
      <DoneNotice>
        {page.done === "ended" ? PRICING_TEXT.dealEnded : page.done ? PRICING_TEXT.saved : null}
      </DoneNotice>
      <AdminTable
        labels={["Deal", "Class", "From → to", "Pick-up window", "Rate", "Free days", "Status", "Actions"]}
      >
        {page.deals.map((row) => (
          <tr key={row.id}>
            <th className={styles.cell} scope="row">
              {DEAL_TYPE_LABELS[row.dealType]}
              <br />
              <span className={styles.muted}>{row.description}</span>
            </th>
            <td className={styles.cell}>{row.classCode}</td>
            <td className={styles.cell}>
              {row.pickupBranchName} → {row.dropOffBranchName}
            </td>
            <td className={styles.cell}>
              {row.validFrom} to {row.validTo}
            </td>
            <td className={`${styles.cell} ${styles.number}`}>
              {row.dailyRate === null ? PRICING_TEXT.none : formatMoney(row.dailyRate)}
            </td>
            <td className={`${styles.cell} ${styles.number}`}>{row.freeDays}</td>
            <td className={styles.cell}>
              <span className={row.live ? styles.status.ok : styles.status.neutral}>
                {row.live ? PRICING_TEXT.live : PRICING_TEXT.ended}
              </span>
            </td>
            <td className={styles.cell}>
              <div className={styles.inlineForm}>
                <Link
                  to={`${ADMIN_PATHS.deals}?deal=${row.id}#deal-form`}
                  aria-label={`${PRICING_TEXT.edit} ${row.code}`}
                >
                  {PRICING_TEXT.edit}
                </Link>
                {row.isActive ? (
                  <PostButton
                    intent="end-deal"
                    name="id"
                    value={row.id}
                    label={PRICING_TEXT.endDeal}
                    ariaLabel={`${PRICING_TEXT.endDeal} ${row.code}`}
                  />
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <DealForm page={page} />
    </>
  );
}

/** The form for a new deal, or the one being edited (?deal=<id>). */
function DealForm({ page }: { page: DealsPageData }) {
  const editing = page.editDeal;
  const branchOptions = page.branches.map((branch) => ({
    value: String(branch.id),
    label: `${branch.code} · ${branch.name}`,
  }));
  const classOptions = page.classes.map((row) => ({
    value: String(row.id),
    label: `${row.code} · ${row.name}`,
  }));
  const defaults = editing
    ? {
        id: editing.id,
        dealType: editing.dealType,
        carClassId: editing.carClassId,
        pickupBranchId: editing.pickupBranchId,
        dropOffBranchId: editing.dropOffBranchId,
        validFrom: editing.validFrom,
        validTo: editing.validTo,
        dailyRate: editing.dailyRate ?? undefined,
        freeDays: editing.freeDays,
        minDays: editing.minDays ?? undefined,
        maxDays: editing.maxDays ?? undefined,
        description: editing.description,
      }
    : { freeDays: 0 };
  return (
    <section aria-labelledby="deal-form" className={styles.card}>
      <h2 id="deal-form" className={styles.sectionTitle}>
        {editing ? `${PRICING_TEXT.editDeal}: ${editing.code}` : PRICING_TEXT.newDeal}
      </h2>
      <ValidatedForm
        key={editing?.id ?? "new"}
        validator={deal}
        method="post"
        id={DEAL_FORM}
        defaultValues={defaults}
      >
        <Intent value="deal" />
        {editing ? (
          <input type="hidden" name="id" value={editing.id} />
        ) : (
          <input type="hidden" name="formKey" value={page.formKey} />
        )}
        <div className={styles.grid}>
          <SelectField
            name="dealType"
            id="deal-type"
            label="Type"
            placeholder="Choose"
            options={DEAL_TYPES.map((type) => ({ value: type, label: DEAL_TYPE_LABELS[type] }))}
          />
          <SelectField
            name="carClassId"
            id="deal-class"
            label="Vehicle class"
            placeholder="Choose"
            options={classOptions}
          />
          <SelectField
            name="pickupBranchId"
            id="deal-pickup"
            label="Pick-up branch"
            placeholder="Choose"
            options={branchOptions}
          />
          <SelectField
            name="dropOffBranchId"
            id="deal-drop-off"
            label="Drop-off branch"
            placeholder="Choose"
            options={branchOptions}
          />
          <TextField name="validFrom" id="deal-from" label="First pick-up date" type="date" />
          <TextField name="validTo" id="deal-to" label="Last pick-up date" type="date" />
          <TextField
            name="dailyRate"
            id="deal-rate"
            label="Daily rate (NZD)"
            inputMode="decimal"
            hint="Empty keeps the seasonal rate"
          />
          <TextField name="freeDays" id="deal-free-days" label="Free days" inputMode="numeric" />
          <TextField
            name="minDays"
            id="deal-min-days"
            label="Fewest rental days"
            inputMode="numeric"
            hint="Empty: no minimum"
          />
          <TextField
            name="maxDays"
            id="deal-max-days"
            label="Most rental days"
            inputMode="numeric"
            hint="Empty: no maximum"
          />
        </div>
        <TextField name="description" id="deal-description" label="Description" />
        <div className={styles.inlineForm}>
          <SubmitButton formId={DEAL_FORM} pendingText={PRICING_TEXT.saving}>
            {PRICING_TEXT.save}
          </SubmitButton>
          {editing ? <Link to={ADMIN_PATHS.deals}>{PRICING_TEXT.cancelEdit}</Link> : null}
        </div>
      </ValidatedForm>
    </section>
  );
}
