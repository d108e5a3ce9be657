import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { BranchCheckboxes } from "~/components/admin/staff/BranchCheckboxes";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { createStaffSchema, STAFF_ROLES } from "~/services/admin/staff/forms";
import { branchOptions, createStaffAccount } from "~/services/admin/staff/staff.server";
import { STAFF_TEXT } from "~/services/admin/staff/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { readFormData } from "~/services/platform/form-data.server";

/** /admin/staff/new/ (Admin): creates a Staff or Admin account with a first password. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: STAFF_TEXT.newTitle, noindex: true });

const FORM_ID = "staff-create";
const validator = withZod(createStaffSchema);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ branches: await branchOptions() }, { headers: NO_STORE });
}

/** Every value but the password goes back to the form. */
function kept(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 254);
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    role: text("role"),
    branchIds: form.getAll("branchIds").map((value) => String(value).slice(0, 12)),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  const checked = await validator.validate(form);
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID }, kept(form));
  const result = await createStaffAccount(staff, checked.data);
  if (!result.ok)
    return validationError({ fieldErrors: result.fieldErrors, formId: FORM_ID }, kept(form), { status: 409 });
  return redirect(`${ADMIN_PATHS.staff}${result.id}/?done=created`, { status: 303, headers: NO_STORE });
}

export default function AdminStaffNew() {
  const { branches } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className={styles.title}>{STAFF_TEXT.newTitle}</h1>
      <p className={booking.lead}>{STAFF_TEXT.newLead}</p>
      <p>
        <Link to={ADMIN_PATHS.staff}>{STAFF_TEXT.backToList}</Link>
      </p>
      <ValidatedForm id={FORM_ID} validator={validator} method="post" noValidate>
        <fieldset className={booking.fieldset}>
          <legend className={booking.legend}>{STAFF_TEXT.detailsLegend}</legend>
          <div className={booking.formGrid}>
            <TextField name="firstName" label={STAFF_TEXT.firstNameLabel} autoComplete="off" />
            <TextField name="lastName" label={STAFF_TEXT.lastNameLabel} autoComplete="off" />
            <TextField name="email" label={STAFF_TEXT.emailLabel} type="email" autoComplete="off" />
            <SelectField
              name="role"
              label={STAFF_TEXT.roleLabel}
              options={STAFF_ROLES.map((role) => ({ value: role, label: role }))}
            />
            <TextField
              name="password"
              label={STAFF_TEXT.passwordLabel}
              hint={STAFF_TEXT.passwordHint}
              type="password"
              autoComplete="new-password"
            />
          </div>
        </fieldset>
        <BranchCheckboxes
          legend={STAFF_TEXT.branchesLegend}
          hint={STAFF_TEXT.branchesHint}
          options={branches}
        />
        <div className={booking.stepActions}>
          <SubmitButton formId={FORM_ID} pendingText="Creating…">
            {STAFF_TEXT.createButton}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </>
  );
}
