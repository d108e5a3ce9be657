import { Form, Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { AdminTable } from "~/components/admin/AdminTable";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import type { BranchesPage as BranchesPageData } from "~/services/admin/pricing/branches.server";
import { branchHoursSchema, PRICING_FORM_IDS, promoBarSchema } from "~/services/admin/pricing/forms";
import { PRICING_TEXT } from "~/services/admin/pricing/text";
import * as styles from "~/styles/admin.css";
import { CheckboxField, DoneNotice, Intent } from "./fields";

const branchHours = withZod(branchHoursSchema);
const promoBar = withZod(promoBarSchema);
const HOURS_FORM = PRICING_FORM_IDS.branchHours;
const PROMO_BAR_FORM = PRICING_FORM_IDS.promoBar;
const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** /admin/branches/: each branch's opening hours and after-hours flags (with the form of the one edited), the promo bar. */
export function BranchesPage({ page }: { page: BranchesPageData }) {
  const editing = page.editBranch;
  return (
    <>
      <h1 className={styles.title}>{PRICING_TEXT.branchesTitle}</h1>
      <DoneNotice>{page.done ? PRICING_TEXT.saved : null}</DoneNotice>
      <h2 className={styles.sectionTitle}>{PRICING_TEXT.hours}</h2>
      <AdminTable
        labels={["Branch", "Opens", "Closes", "After-hours pick-up", "After-hours drop-off", "Actions"]}
      >
        {page.branches.map((row) => (
          <tr key={row.id}>
            <th className={styles.cell} scope="row">
              {row.code} · {row.name}
            </th>
            <td className={styles.cell}>{row.openingTime}</td>
            <td className={styles.cell}>
              {row.closingTime}
              {row.closingMinutes >= 1440 ? " (after midnight)" : ""}
            </td>
            <td className={styles.cell}>{yesNo(row.isAllowedAfterHoursPickups)}</td>
            <td className={styles.cell}>{yesNo(row.isAllowedAfterHoursDroppedOff)}</td>
            <td className={styles.cell}>
              <Link
                to={`${ADMIN_PATHS.branches}?branch=${row.id}#hours-form`}
                aria-label={`${PRICING_TEXT.editHours} ${row.name}`}
              >
                {PRICING_TEXT.editHours}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      {editing ? (
        <section aria-labelledby="hours-form" className={styles.card}>
          <h3 id="hours-form" className={styles.sectionTitle}>
            {PRICING_TEXT.hours}: {editing.name}
          </h3>
          <ValidatedForm
            key={editing.id}
            validator={branchHours}
            method="post"
            id={HOURS_FORM}
            defaultValues={{
              afterHoursPickups: editing.isAllowedAfterHoursPickups,
              afterHoursDropOffs: editing.isAllowedAfterHoursDroppedOff,
            }}
          >
            <Intent value="hours" />
            <input type="hidden" name="branchId" value={editing.id} />
            <div className={styles.grid}>
              <TextField
                name="openingTime"
                id="hours-open"
                label="Opens (HH:MM)"
                defaultValue={editing.openingTime}
              />
              <TextField
                name="closingTime"
                id="hours-close"
                label="Closes (HH:MM)"
                defaultValue={editing.closingTime}
                hint="A time before the opening time is after midnight"
              />
            </div>
            <CheckboxField
              name="afterHoursPickups"
              id="hours-after-pickup"
              label="After-hours pick-up allowed"
            />
            <CheckboxField
              name="afterHoursDropOffs"
              id="hours-after-drop-off"
              label="After-hours drop-off allowed"
            />
            <div className={styles.inlineForm}>
              <SubmitButton formId={HOURS_FORM} pendingText={PRICING_TEXT.saving}>
                {PRICING_TEXT.save}
              </SubmitButton>
              <Link to={ADMIN_PATHS.branches}>{PRICING_TEXT.cancelEdit}</Link>
            </div>
          </ValidatedForm>
        </section>
      ) : null}

      <section aria-labelledby="promo-bar" className={styles.card}>
        <h2 id="promo-bar" className={styles.sectionTitle}>
          {PRICING_TEXT.promoBar}
        </h2>
        <p className={styles.muted}>{PRICING_TEXT.promoBarIntro}</p>
        <p>{page.promoBar.fromAdmin ? PRICING_TEXT.promoBarFromAdmin : PRICING_TEXT.promoBarFromContent}</p>
        <ValidatedForm
          validator={promoBar}
          method="post"
          id={PROMO_BAR_FORM}
          defaultValues={{
            enabled: page.promoBar.enabled,
            title: page.promoBar.title,
            url: page.promoBar.url || undefined,
          }}
        >
          <Intent value="promo-bar" />
          <div className={styles.grid}>
            <TextField name="title" id="promo-bar-title" label="Text" />
            <TextField
              name="url"
              id="promo-bar-url"
              label="Link"
              hint="A path like /deals/ or an https:// address; empty: no link"
            />
          </div>
          <CheckboxField name="enabled" id="promo-bar-enabled" label="Show the promo bar" />
          <SubmitButton formId={PROMO_BAR_FORM} pendingText={PRICING_TEXT.saving}>
            {PRICING_TEXT.save}
          </SubmitButton>
        </ValidatedForm>
        {page.promoBar.fromAdmin ? (
          <Form method="post">
            <Intent value="promo-bar-reset" />
            <button type="submit" className={styles.plainButton}>
              {PRICING_TEXT.promoBarReset}
            </button>
          </Form>
        ) : null}
      </section>
    </>
  );
}
