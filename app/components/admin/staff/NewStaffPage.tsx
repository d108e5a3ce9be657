import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { createStaffSchema, STAFF_FORM_IDS, STAFF_ROLES } from "~/services/admin/staff/forms";
import type { branchOptions } from "~/services/admin/staff/staff.server";
import { STAFF_TEXT } from "~/services/admin/staff/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { BranchCheckboxes } from "./BranchCheckboxes";

const validator = withZod(createStaffSchema);

/** /admin/staff/new/: the form that creates a Staff or Admin account with a first password. */
export function NewStaffPage({ branches }: { branches: Awaited<ReturnType<typeof branchOptions>> }) {
  return (
    <>
      <h1 className={styles.title}>{STAFF_TEXT.newTitle}</h1>
      <p className={booking.lead}>{STAFF_TEXT.newLead}</p>
      <p>
        <Link to={ADMIN_PATHS.staff}>{STAFF_TEXT.backToList}</Link>
      </p>
      <ValidatedForm id={STAFF_FORM_IDS.create} validator={validator} method="post" noValidate>
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
          <SubmitButton formId={STAFF_FORM_IDS.create} pendingText="Creating…">
            {STAFF_TEXT.createButton}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </>
  );
}
