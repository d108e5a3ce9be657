import { ColumnHeads } from "~/components/admin/ColumnHeads";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { DoneNotice, Intent } from "~/components/admin/pricing/fields";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { DEAL_TYPES } from "~/models/schema/booking-values";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { answerChange } from "~/services/admin/pricing/answer.server";
import { endDeal, loadDealsPage, saveDeal } from "~/services/admin/pricing/deals.server";
import { dealIdSchema, dealSchema } from "~/services/admin/pricing/forms";
import { PRICING_TEXT } from "~/services/admin/pricing/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { formatMoney } from "~/services/platform/money";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";
import { readFormData } from "~/services/platform/form-data.server";

/** /admin/deals/ (issue 21 item 5, Admin): hot deals and relocations, created, changed and ended. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: PRICING_TEXT.dealsTitle, noindex: true });

const deal = withZod(dealSchema);
const dealId = withZod(dealIdSchema);
const DEAL_FORM = "deal";
const DEAL_TYPE_LABELS: Record<(typeof DEAL_TYPES)[number], string> = {
  HotDeal: "Hot deal",
  Relocation: "Relocation",
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const page = await loadDealsPage();
  const editing = Number(url.searchParams.get("deal"));
  return data(
    {
      ...page,
      done: url.searchParams.get("done"),
      editDeal: Number.isInteger(editing) ? (page.deals.find((row) => row.id === editing) ?? null) : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  switch (form.get("intent")) {
    case "deal":
      return answerChange(
        deal,
        form,
        DEAL_FORM,
        (data) => saveDeal(staff, data),
        `${ADMIN_PATHS.deals}?done=saved`,
      );
    case "end-deal":
      return answerChange(
        dealId,
        form,
        `end-deal-${String(form.get("id"))}`,
        (data) => endDeal(staff, data.id),
        `${ADMIN_PATHS.deals}?done=ended`,
      );
    default:
      return new Response(null, { status: 400 });
  }
}

export default function AdminDeals() {
  const page = useLoaderData<typeof loader>();
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
    <>
      <h1 className={styles.title}>{PRICING_TEXT.dealsTitle}</h1>
      <DoneNotice>
        {page.done === "ended" ? PRICING_TEXT.dealEnded : page.done ? PRICING_TEXT.saved : null}
      </DoneNotice>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <ColumnHeads
            labels={[
              "Deal",
              "Class",
              "From → to",
              "Pick-up window",
              "Rate",
              "Free days",
              "Status",
              "Actions",
            ]}
          />
          <tbody>
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
                      <Form method="post">
                        <Intent value="end-deal" />
                        <input type="hidden" name="id" value={row.id} />
                        <button
                          type="submit"
                          className={styles.plainButton}
                          aria-label={`${PRICING_TEXT.endDeal} ${row.code}`}
                        >
                          {PRICING_TEXT.endDeal}
                        </button>
                      </Form>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
    </>
  );
}
