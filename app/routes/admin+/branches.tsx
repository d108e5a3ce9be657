import { ColumnHeads } from "~/components/admin/ColumnHeads";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { CheckboxField, DoneNotice, Intent } from "~/components/admin/pricing/fields";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { answerChange } from "~/services/admin/pricing/answer.server";
import {
  changeBranchHours,
  loadBranchesPage,
  resetPromoBar,
  savePromoBar,
} from "~/services/admin/pricing/branches.server";
import { branchHoursSchema, promoBarSchema } from "~/services/admin/pricing/forms";
import { PRICING_TEXT } from "~/services/admin/pricing/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";
import { readFormData } from "~/services/platform/form-data.server";

/** /admin/branches/ (issue 21 item 7, Admin): opening hours, after-hours flags and the promo bar. */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: PRICING_TEXT.branchesTitle, noindex: true });

const branchHours = withZod(branchHoursSchema);
const promoBar = withZod(promoBarSchema);
const HOURS_FORM = "branch-hours";
const PROMO_BAR_FORM = "promo-bar";
const yesNo = (value: boolean) => (value ? "Yes" : "No");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const page = await loadBranchesPage();
  const editing = Number(url.searchParams.get("branch"));
  return data(
    {
      ...page,
      done: url.searchParams.get("done"),
      editBranch: Number.isInteger(editing)
        ? (page.branches.find((row) => row.id === editing) ?? null)
        : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  switch (form.get("intent")) {
    case "hours":
      return answerChange(
        branchHours,
        form,
        HOURS_FORM,
        (data) => changeBranchHours(staff, data),
        `${ADMIN_PATHS.branches}?done=hours`,
      );
    case "promo-bar":
      return answerChange(
        promoBar,
        form,
        PROMO_BAR_FORM,
        (data) => savePromoBar(staff, data),
        `${ADMIN_PATHS.branches}?done=promo-bar`,
      );
    case "promo-bar-reset":
      await resetPromoBar(staff);
      return redirect(`${ADMIN_PATHS.branches}?done=promo-bar`, 303);
    default:
      return new Response(null, { status: 400 });
  }
}

export default function AdminBranches() {
  const page = useLoaderData<typeof loader>();
  const editing = page.editBranch;
  return (
    <>
      <h1 className={styles.title}>{PRICING_TEXT.branchesTitle}</h1>
      <DoneNotice>{page.done ? PRICING_TEXT.saved : null}</DoneNotice>
      <h2 className={styles.sectionTitle}>{PRICING_TEXT.hours}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <ColumnHeads
            labels={["Branch", "Opens", "Closes", "After-hours pick-up", "After-hours drop-off", "Actions"]}
          />
          <tbody>
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
          </tbody>
        </table>
      </div>
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
